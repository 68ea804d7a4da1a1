import TextSurface

/// Where focus stood on a screen, described by what the user sees rather than
/// by which object owns the element — so it survives rebuilding the screen in
/// the other front, where every element has a new owner.
///
/// The focus engine takes one before a front switch (`FocusEngine.handoff()`)
/// and applies it to the rebuilt screen at its first layout: it focuses the
/// element with the same role and label (the k-th of that name if several
/// share it), else the element of that role at the same place, else the one
/// that follows the old place in reading order; a text field gets its
/// insertion point back. Labels come first because they are what the fronts
/// agree on even when a redesign moves things (a declared parity rule).
public struct FocusHandoff: Hashable, Sendable {
  /// The focused element's role.
  public var role: AccessibilityNode.Role
  /// The focused element's label.
  public var label: String
  /// Where the focused element was on screen.
  public var frame: Rect
  /// How many elements with the same role and label came before it in reading order.
  public var ordinal: Int
  /// The insertion point of a focused text field, in graphemes.
  public var textCursor: Int?

  /// A handoff for an element described by `role`, `label` and `frame`.
  public init(role: AccessibilityNode.Role, label: String, frame: Rect, ordinal: Int = 0, textCursor: Int? = nil) {
    self.role = role
    self.label = label
    self.frame = frame
    self.ordinal = ordinal
    self.textCursor = textCursor
  }

  /// The element of `items` (in reading order) this handoff designates, if any.
  func match(in items: [InteractiveItem]) -> InteractiveItem? {
    let focusable = items.filter(\.isFocusable)
    let labelled = focusable.filter { $0.node.role == role && $0.node.label == label }
    if !labelled.isEmpty { return labelled[min(ordinal, labelled.count - 1)] }
    if let same = focusable.first(where: { $0.node.role == role && $0.node.frame.origin == frame.origin }) {
      return same
    }
    return focusable.first { ($0.node.frame.minY, $0.node.frame.minX) >= (frame.minY, frame.minX) }
      ?? focusable.last
  }
}
