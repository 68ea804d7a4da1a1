import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// The eyes and hands of one simulated user on one running app.
///
/// It sees what a person sees — the frame's text and the accessibility
/// semantics — and acts as a person would: it finds a target by its visible
/// label, moves focus to it with Tab (or the arrows in a list) and presses
/// Enter; it types text a key at a time, sometimes mistyping and correcting.
/// Every key costs the user's reaction time, and every byte the app writes
/// costs the time the user's link takes to carry it (10 bits a byte), all in
/// virtual time. Past the user's patience, they give up.
public final class ScreenUser {
  /// Who is at the keyboard.
  public let user: SimulatedUser
  /// The running app (only its screen, keys and clock are used).
  public let app: any AppSession
  /// The flag under test: the first exposure to it starts the counting.
  public let flag: String
  private var random: SeededGenerator
  private var errorWatch: RowWatch
  /// Keys pressed so far.
  public private(set) var keystrokes = 0
  /// Screens with an error on them seen so far (looked at once a reaction time).
  public private(set) var errorsSeen = 0
  /// The steps taken, as scenario steps (for sessions written out): the
  /// keys, and the time between them as waits.
  public private(set) var steps: [StepAction] = []
  private var bytesPaid = 0
  private var lastErrorFrame = -1
  private var exposureMark: Mark?
  private let keyLimit = 600
  /// While typing into a field, the keys are recorded as one `type` step (a scenario cannot name a character key).
  private var typing = false

  /// The counters at a moment, to count what happened after the first exposure.
  struct Mark {
    var keystrokes: Int
    var bytes: Int
    var frames: Int
    var errorsSeen: Int
    var exposures: Int
    var time: Duration
  }

  /// `user` at the keyboard of `app`, watching for exposures to `flag`; `errorPhrases` are what errors look like.
  public init(user: SimulatedUser, app: any AppSession, flag: String, errorPhrases: [String]) {
    self.user = user
    self.app = app
    self.flag = flag
    errorWatch = RowWatch(RowSearch(errorPhrases))
    random = SeededGenerator(seed: user.seed)
  }

  // MARK: What the user sees

  /// The semantics on screen, in reading order.
  public var elements: [AccessibilityNode] { app.scene.accessibilityTree().flattened }

  /// Whether `text` is visible in the frame (on one row), byte for byte as
  /// drawn: a reader sees the text itself, so no Unicode folding is wanted.
  public func sees(_ text: String) -> Bool { app.frame.shows(RowSearch(text)) }

  /// Whether an element labelled `label` is in the semantics (on screen or scrolled off).
  public func finds(_ label: String) -> Bool { elements.contains { $0.label == label } }

  /// The label of the focused element.
  public var focusedLabel: String? { app.scene.focusedItem?.node.label }

  /// The effect log so far (the app's record, read to judge the goal).
  public var effects: [EffectRecord] { app.effects }

  // MARK: What the world does

  /// Opens the app on `module`, as launching it does.
  public func launch(_ module: ModuleName) throws(UserGaveUp) {
    let before = mark()
    do {
      try app.start(module)
    } catch {
      throw UserGaveUp("the app did not start: \(error)")
    }
    steps.append(.start(module))
    noticeExposure(before: before)
    settle()
  }

  /// The network misbehaves (or recovers) for `operation`: the world, not the user.
  public func network(_ fault: ServiceFault?, for operation: String) {
    app.setFault(fault, for: operation)
    steps.append(.fault(operation: operation, fault))
  }

  // MARK: What the user does

  /// Waits a moment (the user's reaction time) for the screen to change.
  public func pause() throws(UserGaveUp) {
    try spend(user.keyDelay)
  }

  /// Waits until `text` is visible; gives up when patience runs out.
  public func wait(forText text: String) throws(UserGaveUp) {
    while !sees(text) { try pause() }
  }

  /// Waits until an element labelled `label` appears; gives up when patience runs out.
  public func wait(forLabel label: String) throws(UserGaveUp) {
    while !finds(label) { try pause() }
  }

  /// Presses one key: the user's reaction time, then the key, then the link
  /// carries what the app wrote.
  public func press(_ key: Key) throws(UserGaveUp) {
    try spend(user.keyDelay)
    guard keystrokes < keyLimit else { throw UserGaveUp("pressed \(keyLimit) keys without reaching the goal") }
    let before = mark()
    keystrokes += 1
    app.handleKey(key)
    if !typing { steps.append(.key(key)) }
    settle()
    noticeExposure(before: before)
  }

  /// Moves focus to the element labelled `label` with the keys a person
  /// would use: Tab through the screen, then the arrows through a list.
  public func reach(_ label: String) throws(UserGaveUp) {
    try wait(forLabel: label)
    if focusedLabel == label { return }
    let stops = max(app.scene.interactiveItems.count, 1) + 1
    for _ in 0..<stops {
      try press(.tab)
      if focusedLabel == label { return }
    }
    for _ in 0..<80 {
      try press(.down)
      if focusedLabel == label { return }
    }
    throw UserGaveUp("could not reach \"\(label)\" with the keys")
  }

  /// Reaches the element labelled `label` and presses Enter on it.
  public func activate(_ label: String) throws(UserGaveUp) {
    try reach(label)
    try press(.enter)
  }

  /// Reaches the field labelled `label` and types `text` a key at a time;
  /// a mistyped character is seen and corrected with backspace.
  public func type(_ text: String, into label: String) throws(UserGaveUp) {
    try reach(label)
    typing = true
    defer {
      typing = false
      steps.append(.type(label: label, text: text))
    }
    for character in text {
      if Double.random(in: 0..<1, using: &random) < user.typingErrors {
        try press(.character(character == "x" ? "z" : "x"))
        try press(.backspace)
      }
      try press(.character(character))
    }
  }

  // MARK: Accounting

  /// Counts of what happened after the first exposure to the flag; nil when there was none.
  public func outcome(success: Bool, abandoned: Bool) -> UserOutcome? {
    guard let start = exposureMark, let first = app.exposures[start.exposures...].first else { return nil }
    let statistics = app.statistics
    let fallbacks = app.exposures[start.exposures...].filter { $0.reason == .error }.count
    let elapsed = app.clock.now - start.time
    let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    var values = MetricValues()
    values[.success] = success ? 1 : 0
    values[.abandonment] = abandoned ? 1 : 0
    values[.time] = milliseconds
    values[.keystrokes] = Int64(keystrokes - start.keystrokes)
    values[.errors] = Int64(errorsSeen - start.errorsSeen)
    values[.fallbacks] = Int64(fallbacks)
    values[.bytes] = Int64(statistics.bytesWritten - start.bytes)
    values[.frames] = Int64(statistics.frames - start.frames)
    let before = start.time.components
    let covariate = before.seconds * 1000 + before.attoseconds / 1_000_000_000_000_000
    return UserOutcome(day: user.day, exposure: first, values: values, covariate: covariate)
  }

  private func mark() -> Mark {
    let statistics = app.statistics
    return Mark(
      keystrokes: keystrokes, bytes: statistics.bytesWritten, frames: statistics.frames, errorsSeen: errorsSeen,
      exposures: app.exposures.count, time: app.clock.now)
  }

  /// The first exposure to the flag starts the counting, from just before
  /// the action that caused it (whose drawing is the treatment's own cost).
  private func noticeExposure(before: Mark) {
    guard exposureMark == nil else { return }
    let exposures = app.exposures
    guard let index = exposures[before.exposures...].firstIndex(where: { $0.module == flag }) else { return }
    var start = before
    start.exposures = index
    start.time = exposures[index].time ?? before.time
    exposureMark = start
  }

  /// Lets due work run, draws, and pays the link for what was written.
  private func settle() {
    let before = mark()
    app.clock.runDue()
    app.commit()
    noticeExposure(before: before)
    guard user.link > 0 else { return }
    // What the app wrote takes time to reach the user; time passing lets
    // the app draw more, which takes time too.
    for _ in 0..<4 {
      let written = app.statistics.bytesWritten
      let owed = written - bytesPaid
      guard owed > 0 else { break }
      bytesPaid = written
      let marked = mark()
      let carried = Duration.microseconds(Int64(owed) * 10_000_000 / Int64(user.link))
      app.clock.advance(by: carried)
      waited(carried)
      app.commit()
      noticeExposure(before: marked)
    }
  }

  private func spend(_ time: Duration) throws(UserGaveUp) {
    guard app.clock.now + time <= user.patience else {
      throw UserGaveUp("patience ran out after \(Self.seconds(user.patience))")
    }
    let before = mark()
    app.clock.advance(by: time)
    waited(time)
    noticeExposure(before: before)
    settle()
    noticeErrors()
  }

  /// Time passing, as the steps record it: one wait for consecutive ones.
  private func waited(_ time: Duration) {
    if case .wait(let earlier)? = steps.last {
      steps[steps.count - 1] = .wait(earlier + time)
    } else {
      steps.append(.wait(time))
    }
  }

  /// The user looks at the screen once a reaction time, before acting: an
  /// error on that screen is seen (once a screen); frames drawn and replaced
  /// between two looks are not, as a person would not see them either.
  private func noticeErrors() {
    let frames = app.statistics.frames
    guard frames != lastErrorFrame else { return }
    lastErrorFrame = frames
    if errorWatch.shows(in: app.frame) { errorsSeen += 1 }
  }

  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }
}
