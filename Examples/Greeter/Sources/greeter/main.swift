// greeter: Greeter's own command line — the live app, run, ab, status and flags from the
// engine's command-line product, over GreeterApp; its built-in suite is Scenarios/.
import Foundation
import GreeterMigration
import StranglerCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = AppCommandLine(
  program: "greeter", app: GreeterApp(), console: StandardConsole(),
  environment: ProcessInfo.processInfo.environment
).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
