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
/// **Time.** The replay stands at the same instant as the session at every
/// step: before a step the recorder writes a `wait` for exactly the time that
/// passed since the replay's last step (the live clock ticks in whole
/// milliseconds, as waits do), because the core may compare any instant with
/// a deadline — an offer that expired while the user only looked at it must
/// be expired in the replay too. `finish(at:)` writes the wait before the end
/// the same way. Consecutive edits of one field make one step only while no
/// timer ran between them, so no timer sees a text the session never had.
///
/// **Text.** A field's text is read from its accessibility value; a secure
/// field shows only `*`, so the recorder follows its text by applying each
/// edit to a `TextEditor` at the field's cursor, as the field itself does.
/// A typed text is written with Swift escapes (`ScenarioWriter.quoted`), so
/// control characters, quotes and bidi overrides parse back to the same text.
/// A `type` step replaces the field's text and leaves the cursor at its end;
/// when the session's cursor stood elsewhere (Home, then typing), the step is
/// followed by the keys that put it back (`key home`, `key right`…).
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
  /// The instant the replay stands at after the steps written so far.
  private var replayTime: Duration
  /// Whether timers ran since the last step (an edit after them is a step of its own).
  private var timersRanSinceStep = false
  /// The `type` step later edits of its field may extend, and how many cursor keys follow it.
  private var openEdit: (index: Int, label: String, cursorKeys: Int)?
  private var snapshots = 0
  /// The text of each secure field as the recorder followed it, by label.
  private var secureTexts: [String: String] = [:]

  /// Starts recording the app on `scene`, which was started on `start` at `size` at time `time` (the scheduler's clock).
  public init(scene: Scene, start: ModuleName, size: Size, at time: Duration) {
    self.scene = scene
    self.size = size
    actions = [.start(start)]
    replayTime = time
  }

  /// The scheduler ran timers at `time`: the next edit is a step of its own.
  public func timersRan(at time: Duration) {
    timersRanSinceStep = true
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
    if let focused, inField, let (edited, cursorAfter) = Self.edit(key, text: fieldText, cursor: cursor) {
      let label = focused.node.label
      if role == .secureTextField { secureTexts[label] = edited }
      if let open = openEdit, open.label == label, !timersRanSinceStep,
        actions.count == open.index + 1 + open.cursorKeys
      {
        actions.removeLast(open.cursorKeys)
        actions[open.index] = .type(label: label, text: edited)
      } else {
        append(.type(label: label, text: edited), at: time)
      }
      // The step leaves the cursor at the end; keys put it where the session's is.
      let keys = Self.cursorKeys(to: cursorAfter, length: edited.count)
      actions += keys
      openEdit = (actions.count - 1 - keys.count, label, keys.count)
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
    guard let open = openEdit, actions.count == open.index + 1 + open.cursorKeys,
      case .type(let label, let text) = actions[open.index], let item = scene.focusedItem, item.node.label == label,
      let value = item.node.value
    else { return }
    if item.node.role == .textField, value != text {
      actions[open.index] = .type(label: label, text: value)
    } else if item.node.role == .secureTextField, value.count != text.count {
      secureTexts[label] = nil
    }
  }

  /// The user switched `module` to `front` (a switch that changed nothing is not written).
  public func flipped(_ module: ModuleName, to front: Front, at time: Duration) {
    append(.flip(module, front), at: time)
  }

  /// The app opened the deep link `link` (`--open`).
  public func opened(_ link: String, at time: Duration) {
    append(.open(link), at: time)
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
    if let wait = pendingWait(until: time) {
      actions.append(.wait(wait))
      replayTime += wait
    }
    timersRanSinceStep = false
    openEdit = nil
  }

  /// The steps so far, with the wait up to `time`.
  public func actions(upTo time: Duration) -> [StepAction] {
    actions + (pendingWait(until: time).map { [.wait($0)] } ?? [])
  }

  /// The recording as a `.scenario` file named `name`, its header naming
  /// `program`, the executable that recorded it and replays it.
  public func text(name: String, program: String = "strangler") -> String {
    let header = [
      "# Recorded by \(program) --record. Replay: \(program) run FILE (with the same --front/--flag options).",
      "# Waits are the time that passed between steps; Ctrl-S or F5 in the app wrote the snapshots.",
    ]
    return header.joined(separator: "\n") + "\n" + ScenarioWriter.text(name: name, size: size, actions: actions)
  }

  // MARK: Helpers

  private func append(_ action: StepAction, at time: Duration) {
    if let wait = pendingWait(until: time) {
      actions.append(.wait(wait))
      replayTime += wait
    }
    actions.append(action)
    timersRanSinceStep = false
    openEdit = nil
  }

  /// The wait that brings the replay to `time`, in whole milliseconds (rounded up); nil when it is there.
  private func pendingWait(until time: Duration) -> Duration? {
    guard time > replayTime else { return nil }
    let milliseconds = ((time - replayTime) / .milliseconds(1)).rounded(.up)
    return .milliseconds(Int64(milliseconds))
  }

  /// The keys that move a field's cursor from its end to `offset` in a text of `length` characters.
  private static func cursorKeys(to offset: Int, length: Int) -> [StepAction] {
    guard offset < length else { return [] }
    return offset < length - offset
      ? [.key(.home)] + Array(repeating: .key(.right), count: offset)
      : Array(repeating: .key(.left), count: length - offset)
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

  /// The field's text and cursor after `key` at `cursor` (the field's, before the key); nil when `key` does not edit or the text is unknown.
  private static func edit(_ key: Key, text: String?, cursor: Int?) -> (text: String, cursor: Int)? {
    guard isEditing(key), let text else { return nil }
    var editor = TextEditor(text: text)
    editor.moveCursor(toOffset: cursor ?? text.count)
    if case .paste(let pasted) = key {
      editor.insert(pasted)
    } else {
      _ = editor.handle(key)
    }
    return (editor.text, editor.cursor)
  }

  /// `key NAME` for a key a scenario can name.
  private static func keyStep(_ key: Key) -> StepAction? {
    switch key {
    case .character, .paste, .clearToStart: nil
    default: .key(key)
    }
  }
}
