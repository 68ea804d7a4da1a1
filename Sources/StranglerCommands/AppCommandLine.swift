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

  /// What the build is, in the overview.
  var summary: String {
    let built = Set(app.modules.flatMap { app.fronts(of: $0) })
    let fronts = Front.allCases.filter(built.contains).map(\.rawValue).joined(separator: ", ")
    return built.count == 1
      ? "\(program): the app built with one front (\(fronts)) and no Bridge."
      : "\(program): \(app.name) on the migration engine (fronts: \(fronts))."
  }

  /// The width help is wrapped to: `$COLUMNS`, the terminal's, or 80.
  var width: Int { Help.width(environment: environment, console: console) }

  /// `PROGRAM help`: what the build is, one short usage line per command, each
  /// command (a spec without a name is the program's own options), generated
  /// from the declarations, so a command added to `commands` appears here.
  func overview(width: Int = 80) -> String {
    Help.overview(
      program: program, summary: summary, root: commands.first { $0.name.isEmpty },
      commands: commands.filter { !$0.name.isEmpty },
      discussion: "Exit codes: 0 all good, 1 a failed expectation or mismatch, 2 bad input.", width: width)
  }

  /// `program: error: MESSAGE. See 'program --help'.`: one line.
  private func failure(_ message: String) -> ExitCode {
    let ended = message.hasSuffix("?") || message.hasSuffix(".") ? message : message + "."
    console.err("\(program): error: \(ended) See '\(program) --help'.\n")
    return .badInput
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
      ).run(arguments, overview: overview(width: width))
    }
    guard let command = arguments.first else { return failure("missing command") }
    var rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      console.out(overview(width: width))
      return .success
    case "--version":
      console.out("\(program) \(Usage.version)\n")
      return .success
    case "help":
      guard !rest.isEmpty else {
        console.out(overview(width: width))
        return .success
      }
      let name = rest.joined(separator: " ")
      guard let spec = commands.first(where: { $0.name == name }) else {
        let names = commands.map(\.name).filter { !$0.isEmpty }
        return failure("no help for \(Echo.quoted(name))" + Suggestion.hint(for: name, in: names))
      }
      console.out(spec.help(width: width, among: commands))
      return .success
    default: break
    }
    var name = command
    if command == "ab", rest.first == "merge", offered.contains(.ab) {
      name = "ab merge"
      rest.removeFirst()
    }
    guard let spec = commands.first(where: { $0.name == name }) else {
      let names = commands.map(\.name).filter { !$0.isEmpty && !$0.contains(" ") } + ["help"]
      return failure("unknown command \(Echo.quoted(command))" + Suggestion.hint(for: command, in: names))
    }
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.out(spec.help(width: width, among: commands))
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
      var command = ABCommand(
        console: console, environment: environment, runner: ScenarioRunner(app: app), workingDirectory: workingDirectory
      )
      command.program = program
      command.spec = spec
      return command.run(rest)
    case "ab merge":
      var command = MergeCommand(console: console, environment: environment, workingDirectory: workingDirectory)
      command.program = program
      command.spec = spec
      return command.run(rest)
    case "status":
      var command = StatusCommand(
        console: console, environment: environment, app: app, workingDirectory: workingDirectory)
      command.program = program
      command.spec = spec
      return command.run(rest)
    default:
      var command = FlagsCommand(
        console: console, environment: environment, app: app, workingDirectory: workingDirectory)
      command.spec = spec
      return command.run(rest)
    }
  }
}
