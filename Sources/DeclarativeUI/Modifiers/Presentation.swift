import TextSurface

/// A view that covers the screen with other content while a binding is true,
/// made by `.sheet(isPresented:content:)` and `.fullScreenCover(isPresented:content:)`.
///
/// On a text terminal there is no card to slide up, so both present the same
/// way, as the legacy toolkit's `.fullScreen` presentation does: the content
/// covers the whole scene (no navigation bar), the screen behind is neither
/// drawn nor reachable by focus, its first element gets focus, and dismissing
/// it (setting the binding to false, or Esc) gives focus back to the element
/// that had it. The screen behind keeps its nodes and state.
public struct PresentationModifier<Content: View, Cover: View>: View, PrimitiveView, LayoutPrimitive, ChildSelecting,
  BackHandling, CoverPresenting
{
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content
  let isPresented: Binding<Bool>
  let cover: () -> Cover

  /// Reading the binding here re-evaluates the modifier when the cover comes or goes.
  func children() -> ChildViews {
    isPresented.wrappedValue
      ? .keyed([(AnyHashable(0), content), (AnyHashable(1), cover())]) : .keyed([(AnyHashable(0), content)])
  }

  /// The presented content's node, when presented.
  func presentedNode(_ node: Node) -> Node? {
    node.children.count > 1 ? node.children[1] : nil
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    node.children.first?.sizeThatFits(proposal) ?? .zero
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    node.children.first?.place(in: rect)
  }

  static var ownsChildren: Bool { true }

  func accessibilitySubtree(_ node: Node) -> [AccessibilityNode] {
    node.children.first?.accessibilityTree() ?? []
  }

  func interactiveElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)] { collectedElements(node) }

  func collectInteractiveElements(_ node: Node, _ emit: (ElementID, AccessibilityNode) -> Void) {
    node.children.first?.collectElements(emit)
  }

  func goBack(_ node: Node) -> Bool {
    guard isPresented.wrappedValue else { return false }
    isPresented.wrappedValue = false
    return true
  }
}

extension View {
  /// Covers the screen with `content` while `isPresented` is true, like
  /// SwiftUI's `.sheet(isPresented:content:)` (see `PresentationModifier` for
  /// how a terminal shows it).
  ///
  /// ```swift
  /// OffersView(model: model)
  ///   .sheet(isPresented: $model.showsFilters) { FiltersView(model: model) }
  /// ```
  public func sheet<Cover: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Cover
  ) -> PresentationModifier<Self, Cover> {
    PresentationModifier(content: self, isPresented: isPresented, cover: content)
  }

  /// Covers the whole screen with `content` while `isPresented` is true, like
  /// SwiftUI's `.fullScreenCover(isPresented:content:)`.
  public func fullScreenCover<Cover: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Cover
  ) -> PresentationModifier<Self, Cover> {
    PresentationModifier(content: self, isPresented: isPresented, cover: content)
  }
}

/// A modifier that may cover the screen with presented content.
protocol CoverPresenting: PrimitiveView {
  /// The presented content's node, when presented.
  func presentedNode(_ node: Node) -> Node?
}
