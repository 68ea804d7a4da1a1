// strangler-declarative: the app built with the declarative front only — its toolkit, its
// screens and its shell, no Bridge and not the other toolkit (see Package.swift).
import App
import DeclarativeFront
import Foundation
import SampleMigration
import StranglerCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = AppCommandLine(
  program: "strangler-declarative", app: SampleApp(fronts: .declarativeOnly), offering: [.interactive, .run, .flags],
  console: StandardConsole(),
  environment: ProcessInfo.processInfo.environment
).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
