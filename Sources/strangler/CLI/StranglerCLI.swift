import Foundation

/// The command dispatcher behind the `strangler` executable.
struct StranglerCLI {
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for; tests pass a temporary directory.
  var workingDirectory = FileManager.default.currentDirectoryPath

  func run(_ arguments: [String]) -> ExitCode {
    guard let command = arguments.first else {
      console.err(
        "strangler: the interactive app needs a terminal; to replay a scenario use `strangler run FILE.scenario`\n\n"
          + Usage.overview + "\n")
      return .badInput
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
