import FeatureFlags
import Foundation
import Migration

/// The command line any app on the engine gets: the interactive app (the
/// program alone, with shadow mode and the recorder), `run`, `ab` (with
/// `--matrix`, parity rules, every report and `ab merge`), `status` and
/// `flags`, over the app it is given, with help generated from the commands'
/// declarations.
///
/// The sample's single-front builds — `strangler-legacy` (the app before the
/// migration) and `strangler-declarative` (after it) — offer `run` and `flags`
/// over one toolkit's screens and shell; neither links the other toolkit or
/// the Bridge, which is the proof that the legacy front can be deleted.
///
/// ```swift
/// let code = AppCommandLine(program: "greeter", app: GreeterApp(), console: StandardConsole(),
///                           environment: ProcessInfo.processInfo.environment)
///   .run(Array(CommandLine.arguments.dropFirst()))
/// ```
public struct AppCommandLine {
  /// A command the line can offer.
  public enum Command: String, CaseIterable, Sendable {
    /// The program alone: the app live on a terminal.
    case interactive
    case run, ab, status, flags
  }

  /// The executable's name, in usage and errors.
  public let program: String
  /// The app the commands run.
  public let app: any MigratableApp
  /// The commands offered, in help order.
  public let offered: [Command]
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json`, `strangler.parity.json` and relative report paths are looked for.
  var workingDirectory: String

  /// The command line of `program` over `app`, offering `offered` (all by default).
  public init(
    program: String, app: any MigratableApp, offering offered: [Command] = Command.allCases, console: Console,
    environment: [String: String], workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.program = program
    self.app = app
    self.offered = offered
    self.console = console
    self.environment = environment
    self.workingDirectory = workingDirectory
  }

  /// The commands this build offers, as their specs (`ab merge` with `ab`).
  var commands: [CommandSpec] {
    offered.flatMap { command -> [CommandSpec] in
      switch command {
      // Shadow mode compares the two fronts, so a build with one front does not offer it.
      case .interactive:
        [(hasBothFronts ? Usage.interactive : Usage.interactive.without(Usage.shadowOptionNames)).offered(by: program)]
      case .run: [(hasBothFronts ? Usage.run : Usage.run.without(Usage.shadowOptionNames)).offered(by: program)]
      case .ab: [Usage.ab.offered(by: program), Usage.abMerge.offered(by: program)]
      case .status: [Usage.status.offered(by: program)]
      case .flags: [Usage.flags.offered(by: program)]
      }
    }
  }

  /// First arguments that are the line's own options, not the interactive app's.
  private static let topLevel: Set<String> = ["--help", "-h", "--version"]

  /// Whether any module of the app has a screen in both fronts.
  private var hasBothFronts: Bool { app.modules.contains { app.fronts(of: $0).count == 2 } }

  /// `PROGRAM help`: what the build is, and each command's usage.
  var overview: String {
    let built = Set(app.modules.flatMap { app.fronts(of: $0) })
    let fronts = Front.allCases.filter(built.contains).map(\.rawValue).joined(separator: ", ")
    let what =
      built.count == 1
      ? "the app built with one front (\(fronts)) and no Bridge"
      : "\(app.name) on the migration engine (fronts: \(fronts))"
    var out = "\(program): \(what).\n\nusage:\n"
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
    // No command, or only options: the interactive app, when offered.
    if let interactive = commands.first(where: { $0.name.isEmpty }),
      arguments.first.map({ $0.hasPrefix("-") && !Self.topLevel.contains($0) }) ?? true
    {
      let options = arguments.prefix { $0 != "--" }
      if options.contains("--help") || options.contains("-h") {
        console.out(interactive.help)
        return .success
      }
      if options.contains("--version") {
        console.out("\(program) \(Usage.version)\n")
        return .success
      }
      return InteractiveCommand(
        program: program, app: app, spec: interactive, console: console, environment: environment,
        workingDirectory: workingDirectory, isTerminal: console.isTerminal && TerminalSession.isAvailable,
        commands: commands.map(\.name).filter { !$0.isEmpty } + ["help"]
      ).run(arguments, overview: overview)
    }
    guard let command = arguments.first else {
      console.err("\(program): error: missing command\n\n" + overview)
      return .badInput
    }
    var rest = Array(arguments.dropFirst())
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
        let names = offered.map(\.rawValue).joined(separator: ", ")
        console.err("\(program): error: no help for \(Echo.quoted(name)); commands: \(names)\n")
        return .badInput
      }
      console.out(spec.help)
      return .success
    default: break
    }
    var name = command
    if command == "ab", rest.first == "merge", offered.contains(.ab) {
      name = "ab merge"
      rest.removeFirst()
    }
    guard let spec = commands.first(where: { $0.name == name }) else {
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
    switch spec.name {
    case "run":
      return RunCommand(
        console: console, environment: environment, app: app, workingDirectory: workingDirectory, spec: spec
      ).run(rest)
    case "ab":
      return ABCommand(
        console: console, environment: environment, runner: ScenarioRunner(app: app), workingDirectory: workingDirectory
      ).run(rest)
    case "ab merge":
      return MergeCommand(console: console, environment: environment, workingDirectory: workingDirectory).run(rest)
    case "status":
      return StatusCommand(console: console, environment: environment, app: app, workingDirectory: workingDirectory)
        .run(rest)
    default:
      return FlagsCommand(console: console, environment: environment, app: app, workingDirectory: workingDirectory)
        .run(rest)
    }
  }
}
