import TextSurface

/// A primitive view that occupies space: it measures, places, draws and
/// describes itself. Composite views and groups are transparent; their
/// layout children stand in their place.
protocol LayoutPrimitive {
  /// The size this view wants within `proposal`.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size
  /// Places the node (and its layout children) in `rect`.
  func place(_ node: Node, in rect: Rect)
  /// Draws the node itself; children are drawn by the host afterwards.
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool)
  /// The node's own semantics; children's are nested by the host.
  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode?
  /// Whether the node is an element the user can focus and act on.
  var isInteractive: Bool { get }
  /// Handles a key while focused.
  func handleKey(_ key: Key, node: Node) -> Bool
  /// Performs the primary action (a tap).
  func activate(_ node: Node) -> Bool
}

extension LayoutPrimitive {
  func place(_ node: Node, in rect: Rect) { node.frame = rect }
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {}
  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? { nil }
  var isInteractive: Bool { false }
  func handleKey(_ key: Key, node: Node) -> Bool { false }
  func activate(_ node: Node) -> Bool { false }
}

extension Node {
  /// Measures this node through its primitive, or, for a transparent node, as a column of its layout children.
  func sizeThatFits(_ proposal: Size) -> Size {
    if let primitive = layoutPrimitive { return primitive.sizeThatFits(proposal, node: self) }
    return StackLayout(axis: .vertical, alignment: .center, spacing: 0).sizeThatFits(proposal, children: layoutChildren)
  }

  func place(in rect: Rect) {
    if let primitive = layoutPrimitive {
      primitive.place(self, in: rect)
    } else {
      frame = rect
      StackLayout(axis: .vertical, alignment: .center, spacing: 0).place(layoutChildren, in: rect)
    }
  }
}
