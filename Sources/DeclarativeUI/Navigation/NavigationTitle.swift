/// A view that names the screen it is on, made by `.navigationTitle(_:)`.
/// Transparent to layout: the enclosing `NavigationStack` shows the title in its bar.
public struct NavigationTitleView<Content: View>: View, PrimitiveView, NavigationTitleProviding {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content
  let title: String

  func children() -> ChildViews { .positional([content]) }

  func navigationTitle(_ node: Node) -> String? { title }
}

/// A node that can name the screen it is on (a title modifier, a hosted legacy screen).
protocol NavigationTitleProviding {
  func navigationTitle(_ node: Node) -> String?
}

extension View {
  /// Names the screen in the navigation bar, like SwiftUI's `.navigationTitle(_:)`.
  ///
  /// ```swift
  /// NavigationStack(path: $path) {
  ///   HomeView().navigationTitle("Home")
  /// } destination: { route in
  ///   DetailView(route: route)
  /// }
  /// ```
  public func navigationTitle(_ title: String) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: title)
  }
}

extension Node {
  /// The title of the screen this node shows: the first title in tree order
  /// among the nodes on screen (a stack's covered screens do not count).
  var screenTitle: String? {
    if let provider = view as? any NavigationTitleProviding, let title = provider.navigationTitle(self) { return title }
    for child in visibleChildren {
      if let title = child.screenTitle { return title }
    }
    return nil
  }

  /// The children on screen: all of them, except for primitives that show only
  /// some (a navigation stack its top, a presentation its content).
  var visibleChildren: [Node] {
    guard kinds.selectsChildren else { return children }
    return (layoutPrimitive as? any ChildSelecting)?.visibleChildren(of: self) ?? children
  }

  /// The first node on screen, in tree order, whose view satisfies `predicate`.
  func firstVisible(where predicate: (Node) -> Bool) -> Node? {
    if predicate(self) { return self }
    for child in visibleChildren {
      if let found = child.firstVisible(where: predicate) { return found }
    }
    return nil
  }

  /// Whether this node is on screen under `root`: every ancestor up to it
  /// shows the child on the way (a navigation stack shows only its top).
  func isShown(under root: Node) -> Bool {
    var current = self
    while current !== root {
      guard let parent = current.parent else { return false }
      if parent.kinds.selectsChildren, !parent.visibleChildren.contains(where: { $0 === current }) { return false }
      current = parent
    }
    return true
  }

  /// Every node on screen whose view satisfies `predicate`, parents first.
  func allVisible(where predicate: (Node) -> Bool) -> [Node] {
    (predicate(self) ? [self] : []) + visibleChildren.flatMap { $0.allVisible(where: predicate) }
  }
}

/// A primitive that shows only some of its children (see `Node.visibleChildren`).
protocol ChildSelecting {
  func visibleChildren(of node: Node) -> [Node]
}
