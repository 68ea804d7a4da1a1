import App
import BridgedFronts
import Foundation
import Migration
import SampleMigration
import StranglerCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command dispatcher behind the `strangler` executable, with the
/// conventions of swift-argument-parser tools: every command takes
/// `--help`/`-h` (and `strangler help COMMAND`) and `--version`, and an
/// unknown command or option suggests the closest one.
struct StranglerCLI {
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for; tests pass a temporary directory.
  var workingDirectory = FileManager.default.currentDirectoryPath
  /// The fronts of this build: both, joined by the Bridge.
  var fronts = AppFronts.bridged

  func run(_ arguments: [String]) -> ExitCode {
    let code = dispatch(arguments)
    // Output that could not be written is an error, not a success with the report lost.
    if let failure = console.outputFailure {
      console.err("strangler: error: cannot write the output: \(failure)\n")
      return code == .success ? .failure : code
    }
    return code
  }

  private func dispatch(_ arguments: [String]) -> ExitCode {
    // No command, or only options: the interactive app.
    guard let command = arguments.first, !command.hasPrefix("-") || Self.topLevel.contains(command) else {
      if let early = earlyExit(arguments, spec: Usage.interactive) { return early }
      return AppCommandLine(
        program: "strangler", app: SampleApp(fronts: fronts), offering: [.interactive], console: console,
        environment: environment, workingDirectory: workingDirectory
      ).run(arguments)
    }
    var rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      console.out(Usage.overview(width: width))
      return .success
    case "--version":
      console.out(Usage.versionLine + "\n")
      return .success
    case "help":
      return help(rest)
    default: break
    }
    var name = command
    if command == "ab" || command == "experiment", rest.first == "merge" {
      name = command + " merge"
      rest.removeFirst()
    }
    guard let spec = Usage.command(named: name) else {
      let names = Usage.commands.map(\.name).filter { !$0.isEmpty && !$0.contains(" ") } + ["help"]
      // One line: the suggestion and where the commands are, not the whole help.
      console.err(
        UsageError(message: "unknown command \(Echo.quoted(command))" + Suggestion.hint(for: command, in: names))
          .report(Usage.interactive))
      return .badInput
    }
    if let early = earlyExit(rest, spec: spec) { return early }
    switch name {
    case "run":
      return RunCommand(
        console: console, environment: environment, app: SampleApp(fronts: fronts), workingDirectory: workingDirectory
      ).run(rest)
    case "ab":
      return ABCommand(
        console: console, environment: environment, runner: ScenarioRunner(fronts: fronts),
        workingDirectory: workingDirectory
      ).run(rest)
    case "ab merge":
      return MergeCommand(console: console, environment: environment, workingDirectory: workingDirectory).run(rest)
    case "status":
      return StatusCommand(
        console: console, environment: environment, app: SampleApp(fronts: fronts), workingDirectory: workingDirectory
      )
      .run(rest)
    case "flags":
      return FlagsCommand(
        console: console, environment: environment, app: SampleApp(fronts: fronts), workingDirectory: workingDirectory
      )
      .run(rest)
    case "experiment":
      return ExperimentCommand(console: console, app: SampleApp(fronts: fronts), workingDirectory: workingDirectory)
        .run(rest)
    case "experiment merge":
      return ExperimentMergeCommand(console: console, workingDirectory: workingDirectory).run(rest)
    case "preview":
      return PreviewCommand(console: console, workingDirectory: workingDirectory, fronts: fronts).run(rest)
    default:
      return BenchCommand(console: console, environment: environment).run(rest)
    }
  }

  /// First arguments that are the dispatcher's own options, not the interactive app's.
  private static let topLevel: Set<String> = ["--help", "-h", "--version"]

  /// The width help is wrapped to: `$COLUMNS`, the terminal's, or 80.
  private var width: Int { Help.width(environment: environment, console: console) }

  /// `--help`/`-h` and `--version` anywhere before `--`: print and exit 0.
  private func earlyExit(_ arguments: [String], spec: CommandSpec) -> ExitCode? {
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.out(spec.name.isEmpty ? Usage.overview(width: width) : spec.help(width: width, among: Usage.commands))
      return .success
    }
    if options.contains("--version") {
      console.out(Usage.versionLine + "\n")
      return .success
    }
    return nil
  }

  /// `strangler help [COMMAND]`.
  private func help(_ words: [String]) -> ExitCode {
    guard !words.isEmpty else {
      console.out(Usage.overview(width: width))
      return .success
    }
    let name = words.joined(separator: " ")
    guard let spec = Usage.command(named: name) else {
      let names = Usage.commands.map(\.name).filter { !$0.isEmpty }
      console.err(
        UsageError(message: "no help for \(Echo.quoted(name))" + Suggestion.hint(for: name, in: names))
          .report(Usage.interactive))
      return .badInput
    }
    // The same text as `strangler COMMAND --help`.
    console.out(spec.help(width: width, among: Usage.commands))
    return .success
  }
}
