import TextSurface

/// A vertically scrolling region, like SwiftUI's `ScrollView`.
///
/// Its content is laid out at its natural height and shown through the
/// viewport; the viewport follows keyboard focus, scrolling just enough to
/// keep the focused element in view. It takes all the space offered and, in a
/// stack, shares the free length with the other flexible children.
///
/// ```swift
/// ScrollView {
///   VStack(alignment: .leading) { ForEach(reviews) { Text($0.body) } }
/// }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView, StoredChildren, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content

  /// A scrolling region showing the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func children() -> ChildViews { .positional([content]) }

  final class State {
    var offset = 0
  }

  var flexibility: Flexibility? { Flexibility(minLength: 0, fillsCrossAxis: true) }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    Size(width: max(0, proposal.width), height: max(0, proposal.height))
  }

  /// A height no content reaches: the content's natural height is what it takes of it.
  private static var unbounded: Int { 1 << 24 }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    let state = node.primitiveStorage as? State ?? State()
    node.primitiveStorage = state
    var height = node.contentSize(Size(width: rect.width, height: Self.unbounded)).height
    if height >= Self.unbounded { height = rect.height }  // flexible content: no natural height, fill the viewport
    func placeContent() {
      node.placeContent(in: Rect(x: rect.minX, y: rect.minY - state.offset, width: rect.width, height: height))
    }
    state.offset = max(0, min(state.offset, height - rect.height))
    placeContent()
    node.context.layoutFollowsFocus = true
    guard let focused = node.context.focusedElement, focused.node != node.id,
      let target = node.first(where: { $0.id == focused.node })
    else { return }
    let before = state.offset
    if target.frame.minY < rect.minY {
      state.offset -= rect.minY - target.frame.minY
    } else if target.frame.maxY > rect.maxY {
      state.offset += min(target.frame.maxY - rect.maxY, target.frame.minY - rect.minY)
    }
    state.offset = max(0, min(state.offset, height - rect.height))
    if state.offset != before { placeContent() }
  }
}
