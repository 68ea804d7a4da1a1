import TextSurface

/// Arranges its content in a column, like SwiftUI's `VStack`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 1) {
///   Text("Title").bold()
///   Text("Subtitle")
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView, ChildContainer, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// A column of the views `content` builds, aligned across the width, `spacing` blank rows apart.
  public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func children() -> ChildViews { .positional([content]) }

  /// The same alignment and spacing.
  func placesChildren(like other: Self) -> Bool { alignment == other.alignment && spacing == other.spacing }

  private var layout: StackLayout {
    let cross: StackLayout.CrossAlignment =
      switch alignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    return StackLayout(axis: .vertical, alignment: cross, spacing: spacing)
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    layout.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    layout.place(node.layoutChildren, in: rect)
  }
}

/// Arranges its content in a row, like SwiftUI's `HStack`.
///
/// ```swift
/// HStack(spacing: 1) {
///   Text("Pizza Planet")
///   Spacer()
///   Text("$8.50")
/// }
/// ```
public struct HStack<Content: View>: View, PrimitiveView, ChildContainer, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// A row of the views `content` builds, aligned across the height, `spacing` blank columns apart.
  public init(alignment: VerticalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func children() -> ChildViews { .positional([content]) }

  /// The same alignment and spacing.
  func placesChildren(like other: Self) -> Bool { alignment == other.alignment && spacing == other.spacing }

  private var layout: StackLayout {
    let cross: StackLayout.CrossAlignment =
      switch alignment {
      case .top: .leading
      case .center: .center
      case .bottom: .trailing
      }
    return StackLayout(axis: .horizontal, alignment: cross, spacing: spacing)
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    layout.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    layout.place(node.layoutChildren, in: rect)
  }
}

/// Flexible space that pushes its neighbours apart along a stack's axis.
public struct Spacer: View, PrimitiveView, LeafView, LayoutPrimitive, Equatable {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let minLength: Int

  /// Space of at least `minLength` cells that takes a share of the stack's free length.
  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size { Size(width: minLength, height: minLength) }

  var flexibility: Flexibility? { Flexibility(minLength: minLength, fillsCrossAxis: false) }
}
