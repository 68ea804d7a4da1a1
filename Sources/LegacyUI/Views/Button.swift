import ScreenLayer
import TextSurface

/// A tappable button with target-action, like `UIButton`.
///
/// It draws as `[ Title ]` in one of four looks, as `UIControl.State` has them:
///
/// | state | look | when |
/// |---|---|---|
/// | normal | plain | |
/// | focused | inverse | the focus engine is on it (tvOS-style focus) |
/// | highlighted | bold + inverse | `isHighlighted` is true: while its actions run, or set by the screen |
/// | disabled | dim | `isEnabled == false`; it is skipped by focus and taps do nothing |
///
/// Actions run on Enter or Space while focused, or when a scenario taps its label.
///
/// ```swift
/// button.addTarget(self, action: TapCounterViewController.didTapButton, for: .primaryActionTriggered)
/// ```
open class Button: View {
  /// The events a control sends to its targets.
  public enum Event: Hashable, Sendable {
    case primaryActionTriggered
  }

  /// The title shown between brackets, and the accessibility label.
  public var title: String {
    didSet { if title != oldValue { setNeedsLayout() } }
  }
  /// Disabled buttons are dim, skipped by focus, and send no actions.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }
  /// Whether the button is being pressed, like `UIControl.isHighlighted`.
  ///
  /// UIKit sets it on touch-down and clears it on touch-up. A key press has no
  /// duration, so here it is true exactly while `sendActions(for:)` runs the
  /// actions (an action can read `sender.isHighlighted`); frames are drawn only
  /// at the commit point, after the key, so the look appears on screen only
  /// when a screen sets it itself (e.g. to show a latched "pressed" state).
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue, !isSendingActions { setNeedsDisplay() } }
  }
  /// The highlight `sendActions` sets is gone before any commit can draw it, so it asks for no redraw.
  private var isSendingActions = false

  private var targets: [(event: Event, action: () -> Void)] = []

  /// A button titled `title`, like `UIButton(type: .system)` with `setTitle(_:for:)`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Calls `action` on `target` when `event` happens; the target is held weakly,
  /// as in UIKit, so a controller never leaks through its own buttons.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for event: Event = .primaryActionTriggered
  ) {
    targets.append((event, { [weak target] in if let target { action(target)() } }))
  }

  /// Calls `action` on `target` with the button as sender, as UIKit's `(_ sender:)` actions do.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Button) -> Void, for event: Event = .primaryActionTriggered
  ) {
    targets.append((event, { [weak target, unowned self] in if let target { action(target)(self) } }))
  }

  /// Removes every target (e.g. before rebinding a reused cell).
  public func removeAllTargets() {
    targets.removeAll()
  }

  /// Sends `event` to the targets, as a tap does; nothing happens when disabled.
  public func sendActions(for event: Event = .primaryActionTriggered) {
    guard isEnabled else { return }
    let wasHighlighted = isHighlighted
    isSendingActions = true
    isHighlighted = true
    defer {
      isHighlighted = wasHighlighted
      isSendingActions = false
    }
    for target in targets where target.event == event { target.action() }
  }

  /// `[ Title ]`.
  public var renderedTitle: String { "[ \(title) ]" }

  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(renderedTitle.displayWidth, max(0, size.width)), height: min(1, max(0, size.height)))
  }

  /// The look for the current state: disabled wins over highlighted, highlighted over focused.
  public var currentStyle: TextStyle {
    if !isEnabled { return TextStyle(attributes: .dim) }
    if isHighlighted { return TextStyle(attributes: [.bold, .inverse]) }
    return isFocused ? TextStyle(attributes: .inverse) : .plain
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let style = currentStyle
    canvas.draw(renderedTitle.truncated(toWidth: rect.width), at: rect.origin, style: style, clip: clip)
  }

  open override var canBecomeFocused: Bool { isEnabled }

  open override func interactiveItems() -> [InteractiveItem] {
    guard let node = accessibilityNode() else { return [] }
    return [InteractiveItem(owner: self, id: 0, node: node)]
  }

  open override func handleKey(_ key: Key, item id: FocusID) -> Bool {
    guard key == .enter || key == .space else { return false }
    return activate(item: id)
  }

  open override func activate(item id: FocusID) -> Bool {
    guard isEnabled else { return false }
    sendActions()
    return true
  }

  open override func accessibilityNode() -> AccessibilityNode? {
    AccessibilityNode(
      role: .button, label: accessibilityLabel ?? title, isEnabled: isEnabled, isFocused: isFocused,
      frame: absoluteFrame)
  }
}
