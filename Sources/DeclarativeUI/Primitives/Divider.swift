import TextSurface

/// A thin rule across the full width, like SwiftUI's `Divider` (drawn by the
/// shared `DividerAppearance`, as the legacy separator is). Decorative: it
/// reports no semantics.
///
/// ```swift
/// VStack { Text("Offers"); Divider(); OfferList() }
/// ```
public struct Divider: View, PrimitiveView, LeafView, LayoutPrimitive, Equatable {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never

  /// A rule across the width offered.
  public init() {}

  /// The whole width it is offered, one line.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    Size(width: max(0, proposal.width), height: min(1, max(0, proposal.height)))
  }

}
