/// A view that names the screen it is on, made by `.navigationTitle(_:)`.
/// Transparent to layout: the enclosing `NavigationStack` shows the title in its bar.
public struct NavigationTitleView<Content: View>: View, PrimitiveView, StoredChildren, NavigationTitleProviding {
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

  /// The children on screen: all of them, except for primitives that show
  /// only their last (`ChildSelecting`).
  var visibleChildren: [Node] {
    guard kinds.selectsChildren else { return children }
    return children.last.map { [$0] } ?? []
  }

  /// Whether the child at `offset` of `count` children is on screen whenever
  /// this node is (the reconcile pass asks before the children are stored).
  func showsChild(at offset: Int, of count: Int) -> Bool {
    !kinds.selectsChildren || offset == count - 1
  }

  /// Whether this node is on screen under `root`: every ancestor up to it
  /// shows the child on the way (a navigation stack shows only its top).
  func isShown(under root: Node) -> Bool {
    var current = self
    while current !== root {
      guard let parent = current.parent else { return false }
      if parent.kinds.selectsChildren, parent.children.last !== current { return false }
      current = parent
    }
    return true
  }

  /// The nodes `ids` names that are on screen under this node, in tree order
  /// (parents first). The host looks for covers, alerts, back handlers and
  /// foreign content on screen several times per commit; the context keeps
  /// the few nodes that can be any of them, so no walk visits the whole tree.
  func shown(among ids: some Sequence<Int>) -> [Node] {
    let shown = ids.compactMap { context.nodes[$0] }.filter { $0.isShown(under: self) }
    guard shown.count > 1 else { return shown }
    return shown.map { ($0, $0.path(from: self)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
  }

  /// The child indices that lead from `root` down to this node (a node under it).
  private func path(from root: Node) -> [Int] {
    var path: [Int] = []
    var current = self
    while current !== root, let parent = current.parent {
      path.append(parent.children.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    return path.reversed()
  }
}

/// A primitive that shows only its last child: a navigation stack its top
/// screen, a presentation its cover while presented (else its content). The
/// others keep their nodes and state, but are neither laid out, drawn nor
/// focused, and their bodies do not re-run until they are last again (see
/// `Node.visibleChildren` and `ViewHost.update()`).
protocol ChildSelecting: PrimitiveView {}
