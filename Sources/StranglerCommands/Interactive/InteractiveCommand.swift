import CoreRuntime
import FeatureFlags
import Migration
import TextSurface

/// `PROGRAM [--start MODULE] [--open URL] [--front F] [--flag m=f]… [--flags-file F] [--shadow [PERCENT]]
/// [--shadow-out DIR] [--record FILE.scenario [--force]]`
///
/// With `--shadow`, each module's other front is rendered off screen and
/// compared at the sampled commits (`ShadowMode`); with `--record`, the
/// session is written as a scenario when the app ends (`SessionRecorder`).
///
/// The interactive app, for any app that can run live
/// (``MigratableApp/makeLiveSession(size:flags:output:scheduler:)``). Flags come
/// from the same sources as `run`;
/// a bad flags file is a warning on stderr (printed before the app takes the
/// screen) and on the status line, and the app runs on the other sources.
/// NO_COLOR removes every colour. Without a terminal on both
/// stdin and stdout it prints where to go instead and exits 2.
struct InteractiveCommand {
  /// The executable's name, in messages.
  let program: String
  /// The app to run.
  let app: any MigratableApp
  /// The command's spec, as the executable offers it.
  var spec = Usage.interactive
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory = "."
  /// Whether stdin and stdout are a terminal.
  var isTerminal: Bool
  /// The command names a stray word may have meant, for the suggestion.
  var commands: [String] = []

  /// What a user sees when there is no terminal to draw on.
  static func noTerminalMessage(program: String) -> String {
    "\(program): the interactive app needs a terminal; to replay a scenario use `\(program) run FILE.scenario`\n"
  }

  func run(_ rawArguments: [String], overview: String) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let configuration: FlagConfiguration
    let start: ModuleName
    var notice: String?
    var options = InteractiveApp.Options()
    var statePath: String?
    do throws(UsageError) {
      // A build with one front has nothing to shadow with, and its spec has no such options.
      let offersShadow = spec.option("--shadow") != nil
      let percent = offersShadow ? try ShadowOptions.percent(arguments.optionalValue("--shadow")) : nil
      let shadowOut = offersShadow ? try arguments.value("--shadow-out") : nil
      options.link = try arguments.value("--open")
      statePath = try arguments.value("--state")
      let record = try arguments.value("--record")
      let force = arguments.flag("--force")
      if percent == nil, shadowOut != nil { throw UsageError(message: "--shadow-out needs --shadow") }
      if record == nil, force { throw UsageError(message: "--force needs --record FILE.scenario") }
      if record != nil, statePath != nil {
        // A recording replays from a fresh app: one made over a restored app would replay something else.
        throw UsageError(message: "--record cannot be used with --state: a recording replays from a fresh app")
      }
      var recordingFile: RecordingFile?
      if let record {
        switch RecordingFile.claim(record, force: force, workingDirectory: workingDirectory) {
        case .success(let file): recordingFile = file
        case .failure(let error): throw UsageError(message: error.message)
        }
      }
      options.record = recordingFile
      options.shadowDirectory = shadowOut ?? SessionFiles.defaultShadowDirectory
      if percent != nil {
        try SessionFiles.checkDirectory(
          options.shadowDirectory, option: "--shadow-out", workingDirectory: workingDirectory)
      }
      options.workingDirectory = workingDirectory
      options.program = program
      if let percent {
        switch ShadowOptions.comparator(workingDirectory: workingDirectory, app: app) {
        case .success(let comparator): options.shadow = ShadowSettings(percent: percent, comparator: comparator)
        case .failure(let error): throw UsageError(message: error.description, isDiagnostic: true)
        }
      }
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        knownModules: app.flagIDs, badFile: .warnAndIgnore, console: console,
        warned: { notice = FlagOptions.notice($0) })
      let startable = app.startableModules
      let name = try arguments.value("--start") ?? startable.first?.rawValue ?? ""
      if let extra = try arguments.finish().first {
        throw UsageError(message: "unknown command \(Echo.quoted(extra))" + Suggestion.hint(for: extra, in: commands))
      }
      guard let module = startable.first(where: { $0.rawValue == name }) else {
        let names = startable.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "cannot start at \(Echo.quoted(name)); --start takes one of \(names)")
      }
      start = module
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    guard isTerminal else {
      console.err(Self.noTerminalMessage(program: program) + "\n" + overview + "\n")
      return .badInput
    }
    // A state file that cannot be read is said on the status line; the app starts
    // fresh, and the file is left as it was (not saved over at quit).
    var savesState = statePath != nil
    var state: SavedState?
    if let statePath {
      switch StateFile.load(statePath, workingDirectory: workingDirectory) {
      case .success(let loaded): state = loaded
      case .failure(let error):
        savesState = false
        notice = [notice, "\(error); starting fresh"].compactMap { $0 }.joined(separator: " · ")
      }
    }
    // The session is made before the terminal is taken, so an app that cannot run live says so on a clean screen.
    var scheduler = LiveScheduler()
    var pending = PendingFrame()
    guard
      var live = app.makeLiveSession(
        size: Size(width: 80, height: 24), flags: configuration, output: pending, scheduler: scheduler)
    else {
      console.err("\(program): error: \(Echo.text(app.name)) cannot run live; use `\(program) run FILE.scenario`\n")
      return .badInput
    }
    let session: TerminalSession
    do throws(TerminalSession.Failure) {
      session = try TerminalSession()
    } catch {
      console.err("\(program): error: \(error)\n")
      return .badInput
    }
    // Asked to end by SIGTERM, SIGHUP or SIGINT: on whichever path the command leaves from here,
    // it leaves by the signal, once the session's files are written (see `TerminalRestore`).
    defer { TerminalRestore.endByEndingSignal() }
    if let state, !state.stack.isEmpty {
      live.scene.size = InteractiveApp.appSize(session.size)
      do throws(StateFileError) {
        guard let restoring = live as? RestorableSession else {
          throw StateFileError(file: statePath ?? "", message: "this app cannot restore its state")
        }
        try restoring.restore(state)
        options.restored = true
      } catch {
        // A state restored halfway is no state: the app starts fresh, and the file is kept.
        savesState = false
        notice = [notice, "\(error); starting fresh"].compactMap { $0 }.joined(separator: " · ")
        scheduler = LiveScheduler()
        pending = PendingFrame()
        guard
          let fresh = app.makeLiveSession(
            size: Size(width: 80, height: 24), flags: configuration, output: pending, scheduler: scheduler)
        else {
          session.end()
          return .badInput
        }
        live = fresh
      }
    }
    // NO_COLOR (any non-empty value, no-color.org) strips every colour the fronts write.
    let colour = (environment["NO_COLOR"] ?? "").isEmpty
    let interactive: InteractiveApp
    do {
      interactive = try InteractiveApp(
        terminal: session, live: live, app: app, scheduler: scheduler, pending: pending, flags: configuration,
        start: start, colour: colour, notice: notice, options: options)
    } catch {
      session.end()
      console.err("\(program): error: \(error)\n")
      return .badInput
    }
    interactive.run()
    session.end()
    let saved = savesState ? saveState(of: live, to: statePath) : .success
    return saved == .success ? finish(interactive, recordingTo: options.record) : saved
  }

  /// Writes the app's state to `--state`'s file at the end of the session.
  private func saveState(of live: any LiveSession, to path: String?) -> ExitCode {
    guard let path, let state = (live as? RestorableSession)?.savedState() else { return .success }
    if let problem = StateFile.save(state, to: path, workingDirectory: workingDirectory) {
      console.err("\(program): error: \(problem)\n")
      return .failure
    }
    return .success
  }

  /// Prints shadow mode's summary and writes the recording, once the terminal is restored
  /// (so these lines stay on screen).
  private func finish(_ interactive: InteractiveApp, recordingTo file: RecordingFile?) -> ExitCode {
    for line in interactive.shadowSummary { console.err(line + "\n") }
    guard let file, let text = interactive.recording() else { return .success }
    switch file.write(text) {
    case .success(let path):
      console.err("\(program): recorded the session to \(Echo.text(path)); replay it with `\(program) run`\n")
      return .success
    case .failure(let error):
      console.err("\(program): error: \(error.message)\n")
      return .failure
    }
  }
}
