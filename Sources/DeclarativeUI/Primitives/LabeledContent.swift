import TextSurface

/// A title with a value at the trailing edge, like SwiftUI's `LabeledContent`:
/// in a `List` it is a `.value1`-style row, elsewhere a full-width line drawn
/// the same way (`ListRowAppearance`: the value keeps its width, the title is
/// truncated to leave a one-column gap).
///
/// ```swift
/// LabeledContent("Payout", value: "$8.50")
/// ```
public struct LabeledContent: View, PrimitiveView, LeafView, LayoutPrimitive, Equatable {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  /// The title at the leading edge (truncated first when space runs out).
  public let title: String
  /// The value at the trailing edge.
  public let value: String

  /// A line with `title` at the leading edge and `value` at the trailing edge.
  public init(_ title: String, value: String) {
    self.title = title
    self.value = value
  }

  /// All the width offered, one line: the value sits at the trailing edge.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    Size(width: max(0, proposal.width), height: min(1, max(0, proposal.height)))
  }

  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? {
    AccessibilityNode(role: .staticText, label: title, value: value.isEmpty ? nil : value, frame: node.frame)
  }
}
