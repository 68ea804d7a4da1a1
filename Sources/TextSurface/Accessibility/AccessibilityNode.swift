/// What assistive technology reads: one element of a screen's semantics.
///
/// Both toolkits report their widgets as a tree of these, so an A/B run can
/// compare what a screen *means*, not only how it looks, and scenario steps can
/// find an element by its visible label even when it is clipped off screen.
public struct AccessibilityNode: Hashable, Sendable, CustomStringConvertible {
  /// The kind of element, in the vocabulary both fronts share.
  public enum Role: String, Hashable, Sendable {
    case screen, navigationBar, staticText, button, textField, secureTextField
    case list, row, progressIndicator, alert, group, image, separator
  }

  public var role: Role
  public var label: String
  public var value: String?
  public var isEnabled: Bool
  public var isFocused: Bool
  /// Where the element is on screen; may lie partly or wholly off screen.
  public var frame: Rect
  public var children: [AccessibilityNode]

  public init(
    role: Role, label: String, value: String? = nil, isEnabled: Bool = true, isFocused: Bool = false,
    frame: Rect = .zero, children: [AccessibilityNode] = []
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.isEnabled = isEnabled
    self.isFocused = isFocused
    self.frame = frame
    self.children = children
  }

  /// Whether the user can act on this element (tap it, type into it).
  public var isInteractive: Bool {
    switch role {
    case .button, .textField, .secureTextField, .row: true
    default: false
    }
  }

  /// This node and all its descendants, in reading order (depth first).
  public var flattened: [AccessibilityNode] {
    [self] + children.flatMap(\.flattened)
  }

  /// One line for this node, e.g. `button "Tap Me" [focused]`.
  public var summary: String {
    var text = "\(role.rawValue) \"\(label)\""
    if let value { text += " = \"\(value)\"" }
    if !isEnabled { text += " [disabled]" }
    if isFocused { text += " [focused]" }
    return text
  }

  /// The tree as indented lines, the form compared and diffed by A/B runs.
  public var description: String {
    rendered(indent: 0).joined(separator: "\n")
  }

  /// The tree as indented lines with each node's frame (`@x,y WxH`): two
  /// trees can differ only in where an element is, e.g. a clipped one.
  public var framedDescription: String {
    rendered(indent: 0, framed: true).joined(separator: "\n")
  }

  private func rendered(indent: Int, framed: Bool = false) -> [String] {
    let place = framed ? " @\(frame.minX),\(frame.minY) \(frame.width)x\(frame.height)" : ""
    return [String(repeating: "  ", count: indent) + summary + place]
      + children.flatMap { $0.rendered(indent: indent + 1, framed: framed) }
  }
}
