import TextSurface

/// Edges of a rectangle, like SwiftUI's `Edge`.
public enum Edge: Sendable, Hashable {
  /// The top edge.
  case top
  /// The leading (left) edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing (right) edge.
  case trailing

  /// A set of edges, like SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// One bit per edge.
    public let rawValue: Int
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// A view with space around its content, made by `.padding` (SwiftUI's `.padding(_:_:)`).
/// Lengths are cells; the default is one cell on every edge.
public struct PaddingView<Content: View>: View, PrimitiveView, ChildContainer, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content
  let edges: Edge.Set
  let length: Int

  func children() -> ChildViews { .positional([content]) }

  /// The same insets.
  func placesChildren(like other: Self) -> Bool { edges == other.edges && length == other.length }

  private var insets: (top: Int, leading: Int, bottom: Int, trailing: Int) {
    (
      edges.contains(.top) ? length : 0, edges.contains(.leading) ? length : 0,
      edges.contains(.bottom) ? length : 0, edges.contains(.trailing) ? length : 0
    )
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    let insets = insets
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let inner = Size(width: max(0, proposal.width - horizontal), height: max(0, proposal.height - vertical))
    let size = node.contentSize(inner)
    return Size(
      width: min(size.width + horizontal, max(0, proposal.width)),
      height: min(size.height + vertical, max(0, proposal.height)))
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    let insets = insets
    node.placeContent(
      in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
  }
}

extension View {
  /// Adds `length` cells of space on every edge, like SwiftUI's `.padding(_:)`.
  ///
  /// ```swift
  /// Text("Offers").padding()         // one cell all round
  /// Text("Offers").padding(2)
  /// ```
  public func padding(_ length: Int = 1) -> PaddingView<Self> {
    PaddingView(content: self, edges: .all, length: length)
  }

  /// Adds `length` cells of space on `edges`, like SwiftUI's `.padding(_:_:)`.
  ///
  /// ```swift
  /// Text("Offers").padding(.horizontal, 2)
  /// ```
  public func padding(_ edges: Edge.Set, _ length: Int = 1) -> PaddingView<Self> {
    PaddingView(content: self, edges: edges, length: length)
  }
}
