import CoreRuntime
import FeatureFlags
import Migration
import ScreenLayer
import TextSurface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app, live on a terminal: real time, keys from stdin, and the front of
/// the current module switchable while it runs. Any app whose
/// `makeLiveSession` gives a session runs here (a ``SessionApp`` always does).
///
/// One run-loop turn: draw (commit, then one write of the front's frame plus
/// the status line, wrapped in synchronized output), wait in `poll()` on stdin
/// and the signal self-pipe for at most the time until the next timer (capped
/// at 100 ms so animations advance), decode and deliver the input, run the
/// timers that are due. The app's screen is the terminal minus its last row,
/// which is the status line.
final class InteractiveApp {
  /// What the app does besides running: shadow mode, recording.
  struct Options {
    /// Shadow mode's settings (`--shadow [PERCENT]`); nil without it.
    var shadow: ShadowSettings?
    /// Where shadow mismatches are written as scenarios (`--shadow-out`).
    var shadowDirectory = SessionFiles.defaultShadowDirectory
    /// The file the session is recorded to when the app ends (`--record`), checked at launch.
    var record: RecordingFile?
    /// Where relative paths start.
    var workingDirectory = "."
    /// The executable, named in a recording's header.
    var program = "strangler"
    /// A deep link opened after the first screen (`--open URL`).
    var link: String?
    /// Whether the session was restored from `--state` before the app took it: it is not started then.
    var restored = false
  }

  /// The longest wait in `poll()`, so spinners follow real time.
  static let maximumWait: Duration = .milliseconds(100)
  /// How long a lone ESC waits for the rest of a sequence before it counts as Esc.
  static let escapeWait: Duration = .milliseconds(30)
  /// How long a bracketed paste whose end marker never came may keep input
  /// quiet before it ends anyway: a real paste arrives in one burst, and
  /// Ctrl-C or Ctrl-Q must not be swallowed as pasted text forever.
  static let pasteWait: Duration = .milliseconds(500)

  private let session: TerminalSession
  private let scheduler: LiveScheduler
  /// The app's description: its modules, parity rules, and fresh sessions for shrinking a mismatch.
  private let description: any MigratableApp
  /// The running app.
  private let app: any LiveSession
  private let pending: PendingFrame
  private var decoder = KeyDecoder()
  private var escapeSince: ContinuousClock.Instant?
  /// When input last arrived during an unterminated paste.
  private var pasteSince: ContinuousClock.Instant?
  /// Whether colours are written (never with NO_COLOR).
  private let colour: Bool
  private var terminalSize: Size
  private var helpShown = false
  private var notice: String?
  /// The status line's text as last drawn; nil when the screen was cleared since.
  private var lastStatus: String?
  /// Repaint the whole screen at the next draw (help closed, Ctrl-L).
  private var repaint = false
  /// Clear the terminal before the next frame (after a resize).
  private var clearFirst = false
  private var quitting = false
  private let options: Options
  private let flags: FlagConfiguration
  /// Follows the session as scenario steps (for `--record`, and for shadow mismatches).
  private var recorder: SessionRecorder?
  private var shadow: ShadowMode?

  /// Runs `live` (made by `app` over `scheduler`, writing to `pending`) on
  /// `terminal` with `flags`, starting at `start`; `colour` false strips
  /// every colour (NO_COLOR), `notice` starts on the status line (a warning
  /// about the flags file); `options` turn on shadow mode and recording.
  init(
    terminal session: TerminalSession, live: LiveSession, app: any MigratableApp, scheduler: LiveScheduler,
    pending: PendingFrame, flags: FlagConfiguration, start: ModuleName, colour: Bool = true, notice: String? = nil,
    options: Options = Options()
  ) throws {
    self.session = session
    self.colour = colour
    self.notice = notice
    self.options = options
    self.flags = flags
    self.scheduler = scheduler
    self.pending = pending
    description = app
    self.app = live
    terminalSize = session.size
    live.scene.size = Self.appSize(terminalSize)
    live.scene.clock = { scheduler.now }
    if options.shadow != nil || options.record != nil {
      recorder = SessionRecorder(scene: live.scene, start: start, size: live.scene.size, at: scheduler.now)
    }
    if let settings = options.shadow {
      let shadow = ShadowMode(app: live, settings: settings, rules: app.parityRules, modules: app.modules)
      shadow.onMismatch = { [weak self] mismatch in self?.writeMismatch(mismatch) }
      self.shadow = shadow
    }
    try launch(live, at: start)
    if let link = options.link { openLink(link) }
  }

  /// Starts `live` on `start`, unless it was restored from a saved state.
  private func launch(_ live: LiveSession, at start: ModuleName) throws {
    if options.restored { return }
    try live.start(start)
  }

  /// Opens `link` over the first screen; why it stopped short, if it did, goes on the status line.
  private func openLink(_ link: String) {
    guard let linked = app as? LinkedSession else {
      notice = "\(description.name.terminalSafe) does not open links"
      return
    }
    recorder?.opened(link, at: scheduler.now)
    if let problem = linked.open(link) {
      notice = [notice, problem.description].compactMap { $0 }.joined(separator: " · ")
    }
  }

  /// The app's part of a terminal of `size`: all rows but the status line.
  static func appSize(_ size: Size) -> Size {
    Size(width: max(1, size.width), height: max(1, size.height - 1))
  }

  /// Runs until the user quits, stdin ends or a signal asks the program to
  /// end (`TerminalSession.endRequested`); the caller restores the terminal.
  func run() {
    while !quitting, !session.endRequested {
      draw()
      waitForInput()
      runDueTimers()
    }
    // One last turn at one instant: what is due by then runs and is drawn, and
    // the recording ends at that instant, so a replay ends on the frame the
    // terminal showed last.
    let end = scheduler.now
    runDueTimers(until: end)
    draw()
    recorder?.finish(at: end)
  }

  /// Runs the timers that are due and commits what they changed, as a replay's
  /// `wait` does; input is handled after them, so a recording's order is the session's.
  private func runDueTimers(until instant: Duration? = nil) {
    guard scheduler.runDue(until: instant) else { return }
    recorder?.timersRan(at: scheduler.now)
    app.commit()
    recorder?.didCommit()
  }

  /// The recorded session as a `.scenario` file, when recording.
  func recording() -> String? {
    guard options.record != nil else { return nil }
    return recorder?.text(name: "Recorded session", program: options.program)
  }

  /// Shadow mode's counts, one line per module, when it was on.
  var shadowSummary: [String] { shadow?.report.lines ?? [] }

  /// A module's first mismatch: the session so far becomes a scenario in the shadow directory.
  private func writeMismatch(_ mismatch: ShadowMismatch) {
    guard let recorder, let settings = options.shadow else { return }
    let scenario = ShadowScenario(
      mismatch: mismatch, size: recorder.size, actions: recorder.actions(upTo: scheduler.now)
    )
    .shrunk(flags: flags, app: description, settings: settings)
    switch SessionFiles.saveNew(
      scenario.text, base: "session-\(mismatch.module)", in: options.shadowDirectory,
      workingDirectory: options.workingDirectory)
    {
    case .success(let path):
      let replays = scenario.reproduces == false ? " (its replay does not show it)" : ""
      notice = "shadow: \(mismatch.module) differs → \(path)\(replays)"
    case .failure(let error): notice = "shadow: \(error.message)"
    }
  }

  // MARK: Drawing

  private func draw() {
    app.commit()
    let presented = pending.take()
    var frame = presented
    if repaint, app.scene.frame.size != .zero {
      frame = Array("\u{1B}[2J".utf8) + ANSIEncoder().encodeFull(app.scene.frame)
      lastStatus = nil
      repaint = false
    }
    if clearFirst {
      frame = Array("\u{1B}[2J".utf8) + frame
      lastStatus = nil
      clearFirst = false
    }
    var bytes = frame
    if helpShown, !frame.isEmpty { bytes += HelpOverlay.bytes(in: app.scene.size) }
    let status = statusLine
    bytes += status.bytes(row: terminalSize.height - 1, width: terminalSize.width, previous: lastStatus)
    lastStatus = status.text(width: terminalSize.width)
    guard !bytes.isEmpty else { return }
    // Bytes other than the presenter's moved the cursor and changed the pen.
    if bytes != presented { app.scene.presenter.forgetTerminalState() }
    if !colour { bytes = ColourFilter.removingColours(bytes) }
    // One write per frame, shown at once by terminals that know mode 2026.
    session.send(Array("\u{1B}[?2026h".utf8) + bytes + Array("\u{1B}[?2026l".utf8))
  }

  /// What the status line says now.
  var statusLine: StatusLine {
    StatusLine(
      module: app.currentRoute?.module.rawValue, decision: app.currentDecision,
      frameBytes: app.scene.statistics.lastFrameBytes, notice: notice, shell: app.shellFront,
      shadow: shadow?.report.indicator)
  }

  // MARK: Input

  private func waitForInput() {
    var wait = Self.maximumWait
    if let next = scheduler.timeUntilNextTimer { wait = min(wait, next) }
    if decoder.isAwaitingSequence { wait = min(wait, Self.escapeWait) }
    if decoder.isInPaste { wait = min(wait, Self.pasteWait) }
    var fds = [
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
      pollfd(fd: session.wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, nfds_t(fds.count), Self.milliseconds(wait))
    if ready > 0, fds[1].revents != 0 { session.drainWakePipe() }
    if TerminalRestore.resized.exchange(false, ordering: .sequentiallyConsistent) { resize() }
    if TerminalRestore.resumed.exchange(false, ordering: .sequentiallyConsistent) {
      // Back from a stop (fg): raw mode is on again; the size may have changed meanwhile.
      resize()
      repaint = true
    }
    if ready > 0, fds[0].revents != 0 {
      guard let bytes = session.readInput() else {
        quitting = true  // stdin ended: the terminal went away
        return
      }
      runDueTimers()
      handle(decoder.decode(bytes))
      pasteSince = decoder.isInPaste ? ContinuousClock.now : nil
    } else if decoder.isInPaste {
      // Input went quiet inside a paste that never ended: end it, so keys are keys again.
      let now = ContinuousClock.now
      if let since = pasteSince, now - since >= Self.pasteWait {
        pasteSince = nil
        runDueTimers()
        handle(decoder.endPaste())
      } else if pasteSince == nil {
        pasteSince = now
      }
    }
    // A lone ESC that no sequence followed in time is the Esc key.
    if decoder.isAwaitingSequence {
      let now = ContinuousClock.now
      if let since = escapeSince, now - since >= Self.escapeWait {
        escapeSince = nil
        runDueTimers()
        handle(decoder.flush())
      } else if escapeSince == nil {
        escapeSince = now
      }
    } else {
      escapeSince = nil
    }
  }

  /// `duration` in whole milliseconds, rounded up so a timer is never polled early.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }

  private func resize() {
    terminalSize = session.size
    let size = Self.appSize(terminalSize)
    if size != app.scene.size { recorder?.resized(to: size, at: scheduler.now) }
    app.scene.size = size
    clearFirst = true
  }

  private func handle(_ inputs: [TerminalInput]) {
    var index = inputs.startIndex
    while index < inputs.endIndex, !quitting {
      let input = inputs[index]
      index += 1
      let role = app.scene.focusedItem?.node.role
      let inField = role == .textField || role == .secureTextField
      var action = KeyMap.action(for: input, textFieldFocused: inField, helpShown: helpShown)
      // Characters typed into a field in one read (a fast typist, or a paste
      // without bracketed paste) are one edit, as a paste is: typing stays
      // linear instead of one edit, commit and frame per character.
      if inField, case .key(let key) = action, let first = Self.typedText(key) {
        var text = first
        while index < inputs.endIndex, case .key(let next) = inputs[index], let more = Self.typedText(next) {
          text += more
          index += 1
        }
        if text.count > 1 { action = .type(text) }
      }
      switch action {
      case .quit: quitting = true
      case .suspend:
        // The handler leaves the app's mode, stops, and on `fg` enters it again (TerminalRestore).
        _ = kill(0, SIGTSTP)
      case .switchFront: switchFront()
      case .toggleHelp:
        helpShown.toggle()
        // Opening draws the box now; closing repaints what it covered.
        if helpShown { session.send(HelpOverlay.bytes(in: app.scene.size)) } else { repaint = true }
      case .redraw: repaint = true
      case .snapshot:
        if let recorder, options.record != nil {
          notice = "\(recorder.snapshot(at: scheduler.now)) recorded"
        } else {
          notice = "snapshots are steps of a recording: start with --record FILE.scenario"
        }
      case .key(let key):
        notice = nil
        deliver(key)
      case .type(let text):
        notice = nil
        deliver(.paste(text))
      case .ignore: break
      }
      // Commit after each event, as a run-loop turn would, so the next key
      // sees the focus and screen this one produced.
      app.commit()
      recorder?.didCommit()
    }
  }

  /// Hands `key` to the app, through the recorder when there is one.
  private func deliver(_ key: Key) {
    if let recorder {
      recorder.deliver(key, at: scheduler.now) { app.handleKey($0) }
    } else {
      app.handleKey(key)
    }
  }

  /// The text a key types into a field, if it is a typing key.
  private static func typedText(_ key: Key) -> String? {
    switch key {
    case .character(let character): String(character)
    case .space: " "
    default: nil
    }
  }

  private func switchFront() {
    guard let module = app.currentRoute?.module, let before = app.currentFront else { return }
    do {
      try app.flip(module, to: nil)
      let after = app.currentFront
      notice = after == before ? "\(module) stays \(before) (the flags decide)" : nil
      if let after, after != before { recorder?.flipped(module, to: after, at: scheduler.now) }
    } catch {
      notice = "\(error)"
    }
  }
}
