import AppCore
import FeatureFlags
import Migration
import SampleMigration
import StranglerCommands

/// `strangler [--start MODULE] [--front F] [--flag m=f]… [--flags-file F] [--shadow [PERCENT]]
/// [--shadow-out DIR] [--record FILE.scenario [--force]]`
///
/// With `--shadow`, each module's other front is rendered off screen and
/// compared at the sampled commits (`ShadowMode`); with `--record`, the
/// session is written as a scenario when the app ends (`SessionRecorder`).
///
/// The interactive app. Flags come from the same sources as `strangler run`;
/// a bad flags file is a warning on stderr (printed before the app takes the
/// screen) and on the status line, and the app runs on the other sources.
/// NO_COLOR removes every colour. Without a terminal on both
/// stdin and stdout it prints where to go instead and exits 2.
struct InteractiveCommand {
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory = "."
  /// Whether stdin and stdout are a terminal.
  var isTerminal: Bool

  /// What a user sees when there is no terminal to draw on.
  static let noTerminalMessage =
    "strangler: the interactive app needs a terminal; to replay a scenario use `strangler run FILE.scenario`\n"

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: Usage.interactive)
    let configuration: FlagConfiguration
    let start: Route
    var notice: String?
    var options = InteractiveApp.Options()
    do throws(UsageError) {
      let percent = try ShadowOptions.percent(arguments.optionalValue("--shadow"))
      let shadowOut = try arguments.value("--shadow-out")
      let record = try arguments.value("--record")
      let force = arguments.flag("--force")
      if percent == nil, shadowOut != nil { throw UsageError(message: "--shadow-out needs --shadow") }
      if record == nil, force { throw UsageError(message: "--force needs --record FILE.scenario") }
      if let record {
        if record.isEmpty { throw UsageError(message: "--record needs a file name") }
        if SessionFiles.exists(record, workingDirectory: workingDirectory), !force {
          throw UsageError(message: "\(Echo.quoted(record)) exists; add --force to replace it")
        }
        let directory = record.contains("/") ? String(record[..<record.lastIndex(of: "/")!]) : "."
        if !directory.isEmpty, !SessionFiles.exists(directory, workingDirectory: workingDirectory) {
          throw UsageError(message: "cannot record to \(Echo.quoted(record)): its directory does not exist")
        }
      }
      options.record = record
      options.shadowDirectory = shadowOut ?? SessionFiles.defaultShadowDirectory
      options.workingDirectory = workingDirectory
      if let percent {
        switch ShadowOptions.comparator(workingDirectory: workingDirectory, app: SampleApp(fronts: .bridged)) {
        case .success(let comparator): options.shadow = ShadowSettings(percent: percent, comparator: comparator)
        case .failure(let error): throw UsageError(message: error.description, isDiagnostic: true)
        }
      }
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        knownModules: SampleApp(fronts: .bridged).flagIDs, badFile: .warnAndIgnore, console: console,
        warned: { notice = FlagOptions.notice($0) })
      let name = try arguments.value("--start") ?? ModuleID.login.rawValue
      if let extra = try arguments.finish().first {
        let commands = Usage.commands.map(\.name).filter { !$0.isEmpty && !$0.contains(" ") } + ["help"]
        throw UsageError(
          message: "unknown command \(Echo.quoted(extra))" + Suggestion.hint(for: extra, in: commands))
      }
      guard let module = ModuleID(rawValue: name), let route = Route(module: module) else {
        let startable = ModuleID.allCases.filter { Route(module: $0) != nil }.map(\.rawValue)
        throw UsageError(
          message: "cannot start at \(Echo.quoted(name)); --start takes one of \(startable.joined(separator: ", "))")
      }
      start = route
    } catch {
      console.err(error.report(Usage.interactive))
      return .badInput
    }
    guard isTerminal else {
      console.err(Self.noTerminalMessage + "\n" + Usage.overview + "\n")
      return .badInput
    }
    let session: TerminalSession
    do throws(TerminalSession.Failure) {
      session = try TerminalSession()
    } catch {
      console.err("strangler: error: \(error)\n")
      return .badInput
    }
    // NO_COLOR (any non-empty value, no-color.org) strips every colour the fronts write.
    let colour = (environment["NO_COLOR"] ?? "").isEmpty
    let app = InteractiveApp(
      session: session, flags: configuration, start: start, colour: colour, notice: notice, options: options)
    app.run()
    session.end()
    // After the terminal is restored, so these lines stay on screen.
    for line in app.shadowSummary { console.err(line + "\n") }
    if let record = options.record, let text = app.recording() {
      if let problem = SessionFiles.save(text, to: record, workingDirectory: workingDirectory) {
        console.err("strangler: error: \(problem)\n")
        return .failure
      }
      console.err("strangler: recorded the session to \(Echo.text(record)); replay it with `strangler run`\n")
    }
    return .success
  }
}
