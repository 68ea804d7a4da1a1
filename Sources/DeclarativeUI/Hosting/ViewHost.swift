import TextSurface

/// Runs a declarative view tree: keeps its nodes, re-evaluates invalidated
/// bodies at the commit point, lays the tree out, draws it and exposes its
/// interactive elements and semantics.
///
/// A host draws into a rectangle of someone else's canvas, which is how a
/// hosting controller embeds it in the legacy window (see the Bridge target).
///
/// ```swift
/// let host = ViewHost(rootView: TapCounterView(viewModel: viewModel))
/// host.update()                       // at the commit point
/// host.layout(in: Rect(x: 0, y: 2, width: 80, height: 22))
/// host.draw(in: &canvas, clip: canvas.bounds)
/// ```
public final class ViewHost {
  private let context = RenderContext()
  private var root: Node
  /// The element with keyboard focus (an id from `interactiveElements()`), set by whoever owns focus.
  public var focusedElement: Int?

  public init(rootView: some View) {
    root = Node(view: rootView, depth: 0, context: context)
  }

  /// Work done so far: bodies evaluated and skipped.
  public var statistics: RenderStatistics { context.statistics }

  /// Whether something a body read has changed since the last `update()`.
  public var hasPendingUpdates: Bool { !context.invalidations.isEmpty }

  /// Re-evaluates exactly the bodies whose inputs changed, parents first;
  /// returns whether any did.
  @discardableResult
  public func update() -> Bool {
    var changed = false
    for _ in 0..<16 {  // bounded: a body that keeps invalidating itself cannot hang the app
      let dirty = context.drainInvalidations()
      if dirty.isEmpty { break }
      for node in dirty where context.isInvalidated(node) && context.nodes[node.id] === node {
        node.invalidate()
        changed = true
      }
    }
    if changed { context.statistics.updates += 1 }
    return changed
  }

  /// Gives the root a new view value (like a parent passing new inputs).
  public func setRootView(_ view: some View) {
    if type(of: root.view) == type(of: view) {
      root.update(to: view)
    } else {
      root = Node(view: view, depth: 0, context: context)
    }
  }

  /// Lays the tree out in `rect`: the content takes the size it wants and is
  /// centred, as a hosting controller centres its root view.
  public func layout(in rect: Rect) {
    let size = root.sizeThatFits(rect.size)
    root.place(in: Layout.centered(size, in: rect))
  }

  /// Draws the laid-out tree.
  public func draw(in canvas: inout Canvas, clip: Rect) {
    draw(root, in: &canvas, clip: clip)
  }

  private func draw(_ node: Node, in canvas: inout Canvas, clip: Rect) {
    var area = clip
    if let primitive = node.layoutPrimitive {
      area = node.frame.intersection(clip)
      guard !area.isEmpty else { return }
      primitive.draw(node, in: &canvas, clip: area, isFocused: focusedElement == node.id)
    }
    for child in node.children { draw(child, in: &canvas, clip: area) }
  }

  // MARK: Semantics and interaction

  /// The tree's semantics, in tree order.
  public func accessibilityNodes() -> [AccessibilityNode] {
    accessibility(of: root)
  }

  private func accessibility(of node: Node) -> [AccessibilityNode] {
    let children = node.children.flatMap(accessibility(of:))
    guard let primitive = node.layoutPrimitive,
      var own = primitive.accessibility(node, isFocused: focusedElement == node.id)
    else { return children }
    own.children += children
    return [own]
  }

  /// Every interactive element with its id and semantics, in tree order.
  public func interactiveElements() -> [(id: Int, node: AccessibilityNode)] {
    var result: [(Int, AccessibilityNode)] = []
    collect(root, into: &result)
    return result
  }

  private func collect(_ node: Node, into result: inout [(Int, AccessibilityNode)]) {
    if let primitive = node.layoutPrimitive, primitive.isInteractive,
      let semantics = primitive.accessibility(node, isFocused: focusedElement == node.id)
    {
      result.append((node.id, semantics))
    }
    for child in node.children { collect(child, into: &result) }
  }

  /// Delivers a key to element `id`; returns whether it was used.
  public func handleKey(_ key: Key, element id: Int) -> Bool {
    guard let node = context.nodes[id], let primitive = node.layoutPrimitive else { return false }
    return primitive.handleKey(key, node: node)
  }

  /// Performs element `id`'s primary action; returns whether anything happened.
  public func activate(element id: Int) -> Bool {
    guard let node = context.nodes[id], let primitive = node.layoutPrimitive else { return false }
    return primitive.activate(node)
  }
}
