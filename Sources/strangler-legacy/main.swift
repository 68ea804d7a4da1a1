// strangler-legacy: the app built with the legacy front only — its toolkit, its
// screens and its shell, no Bridge and not the other toolkit (see Package.swift).
import App
import Foundation
import LegacyFront
import SampleMigration
import StranglerCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = AppCommandLine(
  program: "strangler-legacy", app: SampleApp(fronts: .legacyOnly), offering: [.interactive, .run, .flags],
  console: StandardConsole(),
  environment: ProcessInfo.processInfo.environment
).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
