import FeatureFlags
import ScreenLayer
import TextSurface

/// Records a live session as scenario steps, the way Playwright's code
/// generator records a browser session: what the user did, addressed by the
/// labels on screen, so the file reads like a hand-written scenario and
/// replays with `strangler run`.
///
/// The host (the interactive app) hands every key to `deliver(_:at:handle:)`,
/// which looks at the focused element before the key and at what the key did:
///
/// | the user… | is written as |
/// |---|---|
/// | pressed Enter or Space on a button | `tap "LABEL"` |
/// | pressed Enter or Space on a list row | `select "ROW"` |
/// | typed, pasted or deleted in a text field | `type "LABEL" "TEXT"` (the field's whole text; consecutive edits of one field make one step) |
/// | pressed Esc and something went back | `back` |
/// | pressed any other key that did something (Tab, arrows, Page Down, Enter in a field…) | `key NAME` |
/// | switched the front (`flipped(_:to:at:)`) | `flip MODULE FRONT` |
/// | resized the terminal (`resized(to:at:)`) | `size WxH` |
/// | asked for a snapshot (`snapshot(at:)`) | `snapshot "snapshot N"` |
///
/// A key that did nothing is not written. When a label does not designate the
/// focused element (two buttons share it) the key is written instead.
///
/// **Waits.** Time matters only where timers ran (a service answered, an
/// offer counted down): between two steps the recorder writes a `wait` only
/// if the scheduler ran timers meanwhile (`timersRan(at:)`), as long as it
/// took until the last of them ran, rounded up to 100 ms (and never longer
/// than the time that really passed); a user thinking for a minute with
/// nothing happening writes no wait. `finish(at:)` writes the wait before the
/// end the same way, so a replay ends where the session did.
///
/// **Text.** A field's text is read from its accessibility value; a secure
/// field shows only `*`, so the recorder follows its text by applying each
/// edit to a `TextEditor` at the field's cursor, as the field itself does.
/// A typed text is written with Swift escapes (`ScenarioWriter.quoted`), so
/// control characters, quotes and bidi overrides parse back to the same text.
/// A `type` step replaces the field's text and leaves the cursor at its end.
///
/// ```swift
/// let recorder = SessionRecorder(scene: app.scene, start: "login", size: app.scene.size, at: scheduler.now)
/// recorder.deliver(.tab, at: scheduler.now) { app.handleKey($0) }
/// recorder.finish(at: scheduler.now)
/// print(recorder.text(name: "My session"))
/// ```
public final class SessionRecorder {
  /// The screen size the session started at (the scenario's `size`).
  public let size: Size
  /// The steps so far, `start` first.
  public private(set) var actions: [StepAction]

  private unowned let scene: Scene
  private var lastEventTime: Duration
  private var lastTimersTime: Duration?
  private var snapshots = 0
  /// The text of each secure field as the recorder followed it, by label.
  private var secureTexts: [String: String] = [:]

  /// The longest `wait` rounding adds.
  public static let waitGranularity: Duration = .milliseconds(100)

  /// Starts recording the app on `scene`, which was started on `start` at `size` at time `time` (the scheduler's clock).
  public init(scene: Scene, start: ModuleName, size: Size, at time: Duration) {
    self.scene = scene
    self.size = size
    actions = [.start(start)]
    lastEventTime = time
  }

  /// The scheduler ran timers at `time`: the next step waits at least until then.
  public func timersRan(at time: Duration) {
    lastTimersTime = time
  }

  /// Delivers `key` with `handle` (which returns whether anything used it)
  /// and writes the step it amounts to; returns what `handle` returned.
  @discardableResult
  public func deliver(_ key: Key, at time: Duration, handle: (Key) -> Bool) -> Bool {
    scene.layoutIfNeeded()
    let focused = scene.focusedItem
    let role = focused?.node.role
    let inField = role == .textField || role == .secureTextField
    var fieldText: String?
    var cursor: Int?
    if let focused, inField {
      fieldText = text(of: focused)
      cursor = focused.owner.textCursor(item: focused.id)
    }
    // What a tap or select on the focused element's label would be, decided before the key changes the screen.
    var labelled: StepAction?
    if key == .enter || key == .space, let focused, !focused.node.label.isEmpty, designates(focused) {
      if focused.node.role == .row { labelled = .select(focused.node.label) }
      if focused.node.role == .button { labelled = .tap(focused.node.label) }
    }
    let handled = handle(key)
    guard handled else { return false }
    if let focused, inField, let edited = Self.edit(key, text: fieldText, cursor: cursor) {
      let label = focused.node.label
      if role == .secureTextField { secureTexts[label] = edited }
      if case .type(let last, _)? = actions.last, last == label, lastTimersTime.map({ $0 <= lastEventTime }) ?? true {
        actions[actions.count - 1] = .type(label: label, text: edited)
        lastEventTime = time
      } else {
        append(.type(label: label, text: edited), at: time)
      }
      return true
    }
    if inField, Self.isEditing(key) {
      // The field's text could not be followed (a secure field edited before recording began): the key itself.
      if let step = Self.keyStep(key) { append(step, at: time) }
      return true
    }
    if let labelled {
      append(labelled, at: time)
    } else if key == .escape {
      append(.back, at: time)
    } else if let step = Self.keyStep(key) {
      append(step, at: time)
    }
    return true
  }

  /// The host committed: a `type` step whose field did not take the text the
  /// recorder predicted (a delegate refused an edit) is corrected from the
  /// field's value; a secure field's text is forgotten if its length disagrees.
  public func didCommit() {
    guard case .type(let label, let text)? = actions.last, let item = scene.focusedItem, item.node.label == label,
      let value = item.node.value
    else { return }
    if item.node.role == .textField, value != text {
      actions[actions.count - 1] = .type(label: label, text: value)
    } else if item.node.role == .secureTextField, value.count != text.count {
      secureTexts[label] = nil
    }
  }

  /// The user switched `module` to `front` (a switch that changed nothing is not written).
  public func flipped(_ module: ModuleName, to front: Front, at time: Duration) {
    append(.flip(module, front), at: time)
  }

  /// The app's screen became `size` (the terminal was resized).
  public func resized(to size: Size, at time: Duration) {
    append(.size(size), at: time)
  }

  /// The user asked for a snapshot: `snapshot "snapshot N"`. Returns its name.
  @discardableResult
  public func snapshot(at time: Duration) -> String {
    snapshots += 1
    let name = "snapshot \(snapshots)"
    append(.snapshot(name), at: time)
    return name
  }

  /// The session ends at `time`: the wait for timers that ran since the last step.
  public func finish(at time: Duration) {
    if let wait = pendingWait(until: time) { actions.append(.wait(wait)) }
    lastEventTime = time
    lastTimersTime = nil
  }

  /// The steps so far, with the wait up to `time` for timers that ran since the last step.
  public func actions(upTo time: Duration) -> [StepAction] {
    actions + (pendingWait(until: time).map { [.wait($0)] } ?? [])
  }

  /// The recording as a `.scenario` file named `name`, its header naming
  /// `program`, the executable that recorded it and replays it.
  public func text(name: String, program: String = "strangler") -> String {
    let header = [
      "# Recorded by \(program) --record. Replay: \(program) run FILE (with the same --front/--flag options).",
      "# Waits are the time timers needed, rounded up to 100 ms; Ctrl-S or F5 in the app wrote the snapshots.",
    ]
    return header.joined(separator: "\n") + "\n" + ScenarioWriter.text(name: name, size: size, actions: actions)
  }

  // MARK: Helpers

  private func append(_ action: StepAction, at time: Duration) {
    if let wait = pendingWait(until: time) { actions.append(.wait(wait)) }
    actions.append(action)
    lastEventTime = time
    lastTimersTime = nil
  }

  /// The wait before a step at `time`: up to the last timers that ran since the last step, rounded up.
  private func pendingWait(until time: Duration) -> Duration? {
    guard let timers = lastTimersTime, timers > lastEventTime else { return nil }
    let needed = timers - lastEventTime
    let granule = Self.waitGranularity
    let steps = (needed / granule).rounded(.up)
    let rounded = granule * steps
    let gap = time - lastEventTime
    let gapMilliseconds = Duration.milliseconds(Int64((gap / .milliseconds(1)).rounded(.up)))
    let wait = min(rounded, max(gapMilliseconds, .milliseconds(1)))
    return wait > .zero ? wait : nil
  }

  /// Whether a tap (or select) on `item`'s label reaches `item` itself.
  private func designates(_ item: InteractiveItem) -> Bool {
    guard let found = try? scene.element(labelled: item.node.label) else { return false }
    return found.isElement(item.id, of: item.owner)
  }

  /// The text of a focused field: its value, or for a secure field the text the recorder followed.
  private func text(of item: InteractiveItem) -> String? {
    let value = item.node.value ?? ""
    guard item.node.role == .secureTextField else { return value }
    let followed = secureTexts[item.node.label] ?? ""
    return followed.count == value.count ? followed : nil
  }

  /// Whether `key` edits a field's text.
  private static func isEditing(_ key: Key) -> Bool {
    switch key {
    case .character, .space, .paste, .backspace, .delete, .clearToStart: true
    default: false
    }
  }

  /// The field's text after `key` at `cursor` (the field's, before the key); nil when `key` does not edit or the text is unknown.
  private static func edit(_ key: Key, text: String?, cursor: Int?) -> String? {
    guard isEditing(key), let text else { return nil }
    var editor = TextEditor(text: text)
    editor.moveCursor(toOffset: cursor ?? text.count)
    if case .paste(let pasted) = key {
      editor.insert(pasted)
    } else {
      _ = editor.handle(key)
    }
    return editor.text
  }

  /// `key NAME` for a key a scenario can name.
  private static func keyStep(_ key: Key) -> StepAction? {
    switch key {
    case .character, .paste, .clearToStart: nil
    default: .key(key)
    }
  }
}
