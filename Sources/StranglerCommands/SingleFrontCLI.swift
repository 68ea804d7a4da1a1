import App
import FeatureFlags
import Foundation

/// The command line of a single-front build — `strangler-legacy` (the app
/// before the migration) or `strangler-declarative` (after it): `run` and
/// `flags` with the same options as `strangler`'s, over one toolkit's
/// screens and shell. Neither build links the other toolkit or the Bridge,
/// which is the proof that the legacy front can be deleted.
///
/// ```swift
/// let code = SingleFrontCLI(program: "strangler-declarative", fronts: .declarativeOnly,
///                           console: StandardConsole(), environment: ProcessInfo.processInfo.environment)
///   .run(Array(CommandLine.arguments.dropFirst()))
/// ```
public struct SingleFrontCLI {
  /// The executable's name, in usage and errors.
  public let program: String
  /// The one front's screens and shell.
  public let fronts: AppFronts
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory: String

  /// The command line of `program` over `fronts`.
  public init(
    program: String, fronts: AppFronts, console: Console, environment: [String: String],
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.program = program
    self.fronts = fronts
    self.console = console
    self.environment = environment
    self.workingDirectory = workingDirectory
  }

  /// The commands this build offers.
  var commands: [CommandSpec] {
    [Usage.run.without(Usage.shadowOptionNames).offered(by: program), Usage.flags.offered(by: program)]
  }

  /// `PROGRAM help`: what the build is, and each command's usage.
  var overview: String {
    let front = fronts.screens.keys.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue).joined(separator: ", ")
    var out = "\(program): the app built with one front (\(front)) and no Bridge.\n\nusage:\n"
    for command in commands { out += "  \(command.usage)\n      \(command.summary)\n" }
    out += "  \(program) help [COMMAND]\n  \(program) --version\n"
    return out
  }

  /// Runs the command line; returns the exit code.
  public func run(_ arguments: [String]) -> ExitCode {
    let code = dispatch(arguments)
    if let failure = console.outputFailure {
      console.err("\(program): error: cannot write the output: \(failure)\n")
      return code == .success ? .failure : code
    }
    return code
  }

  private func dispatch(_ arguments: [String]) -> ExitCode {
    guard let command = arguments.first else {
      console.err("\(program): error: missing command\n\n" + overview)
      return .badInput
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      console.out(overview)
      return .success
    case "--version":
      console.out("\(program) \(Usage.version)\n")
      return .success
    case "help":
      guard let name = rest.first else {
        console.out(overview)
        return .success
      }
      guard let spec = commands.first(where: { $0.name == name }) else {
        console.err("\(program): error: no help for \(Echo.quoted(name)); commands: run, flags\n")
        return .badInput
      }
      console.out(spec.help)
      return .success
    default: break
    }
    guard let spec = commands.first(where: { $0.name == command }) else {
      console.err(
        "\(program): error: unknown command \(Echo.quoted(command))"
          + Suggestion.hint(for: command, in: commands.map(\.name) + ["help"]) + "\n\n" + overview)
      return .badInput
    }
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.out(spec.help)
      return .success
    }
    if options.contains("--version") {
      console.out("\(program) \(Usage.version)\n")
      return .success
    }
    if spec.name == "run" {
      return RunCommand(
        console: console, environment: environment, fronts: fronts, workingDirectory: workingDirectory, spec: spec
      ).run(rest)
    }
    return FlagsCommand(console: console, environment: environment, fronts: fronts, workingDirectory: workingDirectory)
      .run(rest)
  }
}
