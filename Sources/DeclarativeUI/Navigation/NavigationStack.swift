import TextSurface

/// A stack of screens driven by a path, like SwiftUI's
/// `NavigationStack(path:root:)` with its `navigationDestination`: pushing and
/// popping are changes to data, and the stack follows.
///
/// The root is shown while the path is empty; each element of the path adds
/// the screen `destination` builds for it, and the last one is on screen.
/// Every screen of the stack keeps its node (and its `@State`) while it is in
/// the path, so going back finds it as it was. Esc pops the last element (the
/// scene host asks the stack through `goBack`), and the focus engine gives
/// focus back to the element the revealed screen had.
///
/// The bar looks exactly like the legacy `NavigationController`'s: `< Back`
/// when the path is not empty, the top screen's `.navigationTitle` centred
/// and bold, a dim rule under it (`NavigationBarAppearance` draws both).
///
/// ```swift
/// NavigationStack(path: $model.path) {
///   HomeView(model: model).navigationTitle("Home")
/// } destination: { route in
///   DetailView(route: route).navigationTitle(route.title)
/// }
/// ```
///
/// Unlike SwiftUI, the destination is an argument rather than a
/// `.navigationDestination(for:)` modifier: one stack, one kind of data.
public struct NavigationStack<Data: Hashable, Root: View, Destination: View>: View, PrimitiveView,
  LayoutPrimitive, ChildSelecting, BackHandling
{
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let path: Binding<[Data]>
  let root: Root
  let destination: (Data) -> Destination

  /// A stack showing `root`, then a screen per element of `path`.
  public init(
    path: Binding<[Data]>, @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (Data) -> Destination
  ) {
    self.path = path
    self.root = root()
    self.destination = destination
  }

  /// A screen's key is its depth and its data: the same data at the same depth keeps its node.
  struct Entry: Hashable {
    let depth: Int
    let data: Data
  }

  /// Reading the path here, under observation tracking, re-evaluates the stack when it changes.
  func children() -> ChildViews {
    var pairs: [(key: AnyHashable, view: any View)] = [(AnyHashable("root"), root)]
    for (depth, data) in path.wrappedValue.enumerated() {
      pairs.append((AnyHashable(Entry(depth: depth, data: data)), destination(data)))
    }
    return .keyed(pairs)
  }

  func showsBack(_ node: Node) -> Bool { node.children.count > 1 }

  func title(_ node: Node) -> String { node.children.last?.screenTitle ?? "" }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size { proposal }

  /// The bar takes the top rows; the top screen is centred in the rest, as a
  /// hosting controller centres its root view in the legacy navigation's content.
  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    guard let top = node.children.last else { return }
    let content = NavigationBarAppearance.split(rect).content
    top.place(in: Layout.centered(top.sizeThatFits(content.size), in: content))
  }

  static var ownsChildren: Bool { true }

  func accessibilitySubtree(_ node: Node) -> [AccessibilityNode] {
    let bar = NavigationBarAppearance.split(node.frame).bar
    return [NavigationBarAppearance.accessibilityNode(title: title(node), showsBack: showsBack(node), frame: bar)]
      + (node.children.last?.accessibilityTree() ?? [])
  }

  func interactiveElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)] { collectedElements(node) }

  func collectInteractiveElements(_ node: Node, _ emit: (ElementID, AccessibilityNode) -> Void) {
    node.children.last?.collectElements(emit)
  }

  func goBack(_ node: Node) -> Bool {
    guard !path.wrappedValue.isEmpty else { return false }
    path.wrappedValue.removeLast()
    return true
  }
}

/// A primitive that Esc can take back a step (a stack pops, a presentation is dismissed).
protocol BackHandling: PrimitiveView {
  /// Goes back one step; returns whether there was one to take.
  func goBack(_ node: Node) -> Bool
}
