import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command dispatcher behind the `strangler` executable.
struct StranglerCLI {
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for; tests pass a temporary directory.
  var workingDirectory = FileManager.default.currentDirectoryPath

  func run(_ arguments: [String]) -> ExitCode {
    // No command, or only options: the interactive app.
    guard let command = arguments.first, !command.hasPrefix("--") || command == "--help" else {
      return InteractiveCommand(
        console: console, environment: environment, workingDirectory: workingDirectory,
        isTerminal: console.isTerminal && isatty(0) == 1
      ).run(arguments)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "run":
      return RunCommand(console: console, environment: environment, workingDirectory: workingDirectory).run(rest)
    case "ab":
      return ABCommand(console: console, environment: environment, workingDirectory: workingDirectory).run(rest)
    case "status":
      return StatusCommand(console: console, environment: environment, workingDirectory: workingDirectory).run(rest)
    case "flags":
      return FlagsCommand(console: console, environment: environment, workingDirectory: workingDirectory).run(rest)
    case "bench": return BenchCommand(console: console).run(rest)
    case "help", "--help", "-h":
      console.out(Usage.overview + "\n")
      return .success
    default:
      console.err("strangler: error: unknown command '\(command)'\n\n\(Usage.overview)\n")
      return .badInput
    }
  }
}
