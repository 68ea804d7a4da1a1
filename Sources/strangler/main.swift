import Foundation
import StranglerCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

AllocatorSettings.apply()
let status = StranglerCLI(console: StandardConsole(), environment: ProcessInfo.processInfo.environment)
  .run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
