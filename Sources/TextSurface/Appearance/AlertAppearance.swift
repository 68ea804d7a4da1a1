/// How a modal alert looks and where its parts go, shared by the legacy
/// `AlertController` and the declarative `.alert` modifier.
///
/// The box is centered on the screen over whatever is behind it; the title is
/// bold, the message wraps, and the actions sit centered on the last line in
/// the same `[ Title ]` look as buttons:
/// ```
/// ┌──────────────────────────┐
/// │ Offer expired            │
/// │ This offer is no longer  │
/// │ available.               │
/// │                          │
/// │          [ OK ]          │
/// └──────────────────────────┘
/// ```
/// While an alert is up it owns focus (its first action is focused), Tab,
/// Shift-Tab and arrows move between its actions, Enter or Space activates,
/// and Esc activates the cancel action if it has one.
public enum AlertAppearance {
  /// The widest a message line gets before wrapping, when the screen allows.
  public static let preferredMessageWidth = 40

  /// Where the box and each action go inside `bounds` (the screen).
  public struct Placement: Equatable, Sendable {
    /// The whole box, borders included.
    public var box: Rect
    /// The message's lines after wrapping.
    public var messageLines: [String]
    /// One rectangle per action, in order.
    public var actionRects: [Rect]
  }

  /// Computes the layout; everything is clipped to `bounds`, so any screen size works.
  public static func layout(title: String, message: String?, actions: [String], in bounds: Rect) -> Placement {
    let buttons = actions.map { "[ \($0) ]" }
    let buttonsWidth = buttons.map(\.displayWidth).reduce(0, +) + max(0, buttons.count - 1) * 2
    let maxContent = max(0, bounds.width - 4)
    let messageWidth = min(message?.displayWidth ?? 0, preferredMessageWidth)
    let contentWidth = min(max(title.displayWidth, buttonsWidth, messageWidth, 1), maxContent)
    let messageLines = message.map { $0.wrapped(toWidth: max(1, contentWidth)) } ?? []
    let height = min(bounds.height, 2 + 1 + messageLines.count + 1 + 1)
    let width = min(bounds.width, contentWidth + 4)
    let box = Rect(
      x: bounds.minX + Layout.centeredOffset(width, in: bounds.width),
      y: bounds.minY + Layout.centeredOffset(height, in: bounds.height), width: width, height: height)
    // Centered within the content area (inside border and padding); when the
    // buttons are wider, they start at its left edge and the clip cuts the end.
    var x = box.minX + min(2, box.width) + Layout.centeredOffset(buttonsWidth, in: max(0, box.width - 4))
    let buttonsY = box.maxY - 2
    var actionRects: [Rect] = []
    for button in buttons {
      actionRects.append(Rect(x: x, y: buttonsY, width: button.displayWidth, height: 1))
      x += button.displayWidth + 2
    }
    return Placement(box: box, messageLines: messageLines, actionRects: actionRects)
  }

  /// Draws the alert laid out by `layout`, with `focusedAction` highlighted.
  public static func draw(
    title: String, actions: [String], focusedAction: Int?, layout: Placement, in canvas: inout Canvas
  ) {
    let box = layout.box
    guard box.width > 0, box.height > 0 else { return }
    canvas.fill(box)
    let inner = String(repeating: "─", count: max(0, box.width - 2))
    canvas.draw("┌" + inner + "┐", at: box.origin, clip: box)
    if box.height > 1 { canvas.draw("└" + inner + "┘", at: Point(x: box.minX, y: box.maxY - 1), clip: box) }
    for y in (box.minY + 1)..<max(box.minY + 1, box.maxY - 1) {
      canvas.draw("│", at: Point(x: box.minX, y: y), clip: box)
      canvas.draw("│", at: Point(x: box.maxX - 1, y: y), clip: box)
    }
    let content = Rect(x: box.minX + 2, y: box.minY + 1, width: max(0, box.width - 4), height: max(0, box.height - 2))
    canvas.draw(
      title.truncated(toWidth: content.width), at: content.origin, style: TextStyle(attributes: .bold), clip: content)
    for (index, line) in layout.messageLines.enumerated() {
      canvas.draw(line, at: Point(x: content.minX, y: content.minY + 1 + index), clip: content)
    }
    for (index, (action, rect)) in zip(actions, layout.actionRects).enumerated() {
      let style = index == focusedAction ? TextStyle(attributes: .inverse) : .plain
      canvas.draw("[ \(action) ]", at: rect.origin, style: style, clip: content)
    }
  }

  /// The alert's semantics: role `alert`, its title as label, its message as value, its actions as buttons.
  public static func accessibilityNode(
    title: String, message: String?, actions: [String], focusedAction: Int?, layout: Placement
  ) -> AccessibilityNode {
    var node = AccessibilityNode(role: .alert, label: title, value: message ?? "", frame: layout.box)
    node.children = zip(actions, layout.actionRects).enumerated().map { index, pair in
      AccessibilityNode(role: .button, label: pair.0, isFocused: index == focusedAction, frame: pair.1)
    }
    return node
  }
}
