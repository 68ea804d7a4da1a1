import Observation
import TextSurface

/// One view's place in the persistent tree the host keeps between updates.
///
/// A node remembers the last view value it was given, its `@State` storage,
/// its children and its laid-out frame. Identity is structural: a child keeps
/// its node (and state) as long as the same view type appears at the same
/// position, or under the same key (`ForEach` ids, `if/else` branches).
final class Node {
  let id: Int
  unowned let context: RenderContext
  private(set) var view: any View
  private(set) var children: [Node] = []
  private var childKeys: [AnyHashable] = []
  private var stateBoxes: [AnyObject] = []
  /// Increases at each evaluation; an observation callback from an older evaluation is stale.
  private(set) var generation: UInt64 = 0
  let depth: Int
  /// Where layout placed this node, in screen coordinates.
  var frame: Rect = .zero
  /// State a primitive keeps between updates (a text field's cursor).
  var primitiveStorage: AnyObject?

  init(view: any View, depth: Int, context: RenderContext) {
    self.id = context.register()
    self.view = view
    self.depth = depth
    self.context = context
    context.nodes[id] = self
    evaluate()
  }

  var isPrimitive: Bool { view is any PrimitiveView }

  /// Gives the node a new view value from its parent. A composite view that is
  /// `Equatable`, equal to the previous value and not invalidated is skipped.
  func update(to newView: any View) {
    let old = view
    view = newView
    if !isPrimitive, !context.isInvalidated(self), areEqual(old, newView) {
      context.statistics.bodiesSkipped += 1
      return
    }
    evaluate()
  }

  /// Re-evaluates this node because something it read changed.
  func invalidate() {
    evaluate()
  }

  private func evaluate() {
    generation += 1
    context.clearInvalidation(self)
    let queue = context.invalidations
    let (id, generation) = (self.id, self.generation)
    if let primitive = view as? any PrimitiveView {
      let list = withObservationTracking({ primitive.children() }, onChange: { queue.enqueue(id, generation) })
      reconcile(list)
    } else {
      linkState()
      let body = withObservationTracking({ Self.body(of: view) }, onChange: { queue.enqueue(id, generation) })
      context.statistics.bodiesEvaluated += 1
      reconcile(.positional([body]))
    }
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Connects the view's `@State` properties to this node's storage, creating it on first use.
  private func linkState() {
    var index = 0
    for child in Mirror(reflecting: view).children {
      guard let state = child.value as? any StateProperty else { continue }
      if index < stateBoxes.count {
        state.link(to: stateBoxes[index])
      } else {
        stateBoxes.append(state.makeStorage())
      }
      index += 1
    }
  }

  private func reconcile(_ list: ChildViews) {
    switch list {
    case .positional(let views):
      reconcile(views.enumerated().map { (AnyHashable($0.offset), $0.element) })
    case .keyed(let pairs):
      reconcile(pairs.map { ($0.key, $0.view) })
    }
  }

  /// Matches new child views to existing nodes by key and type; unmatched nodes are removed.
  private func reconcile(_ pairs: [(AnyHashable, any View)]) {
    var existing: [AnyHashable: Node] = [:]
    existing.reserveCapacity(children.count)
    for (key, node) in zip(childKeys, children) where existing[key] == nil { existing[key] = node }
    var newChildren: [Node] = []
    newChildren.reserveCapacity(pairs.count)
    for (key, view) in pairs {
      if let node = existing.removeValue(forKey: key), type(of: node.view) == type(of: view) {
        node.update(to: view)
        newChildren.append(node)
      } else {
        newChildren.append(Node(view: view, depth: depth + 1, context: context))
      }
    }
    for node in children where !newChildren.contains(where: { $0 === node }) { node.unmount() }
    children = newChildren
    childKeys = pairs.map(\.0)
  }

  private func unmount() {
    context.nodes[id] = nil
    for child in children { child.unmount() }
  }

  /// The children that take part in layout: transparent nodes (composites,
  /// groups, tuples, conditionals) are replaced by their own layout children.
  var layoutChildren: [Node] {
    children.flatMap { $0.isLayoutPrimitive ? [$0] : $0.layoutChildren }
  }

  var isLayoutPrimitive: Bool { layoutPrimitive != nil }

  /// The view as a layout primitive. An `Optional` view is never one: a
  /// dynamic cast would look through `Optional<Text>` and find the `Text`,
  /// making the optional's node pose as its child.
  var layoutPrimitive: (any LayoutPrimitive)? {
    view is any OptionalView ? nil : view as? any LayoutPrimitive
  }

  /// This node and its layout descendants that occupy space, for a transparent root.
  var layoutNodes: [Node] { isLayoutPrimitive ? [self] : layoutChildren }
}

/// Compares two views when their type is `Equatable`; nil-safe for other types.
private func areEqual(_ old: any View, _ new: any View) -> Bool {
  guard let old = old as? any Equatable else { return false }
  return old.isEqual(to: new)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
