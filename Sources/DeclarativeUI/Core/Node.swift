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
  /// The node whose child this is; nil for a root and for an unmounted node.
  /// Layout caches are cleared up this chain when a node re-evaluates (see
  /// `invalidateLayout()`).
  ///
  /// `unowned`, not `weak`: a parent holds its children, and `unmount()`
  /// clears this before the parent can go, so it never dangles (and if it
  /// did, access would trap). A weak reference would give every node a side
  /// table, and every retain and release of a node — tree walks make many per
  /// commit — would take the runtime's slow path.
  private(set) unowned var parent: Node?
  private(set) var view: any View {
    didSet { cachedLayoutPrimitive = nil }
  }
  /// `view` as a layout primitive, cast once per view value: layout, drawing
  /// and the semantics passes ask for it many times per commit.
  private var cachedLayoutPrimitive: (any LayoutPrimitive)?
  /// The last sizes this node answered (`sizeThatFits`), by proposal; cleared
  /// when it or a descendant re-evaluates. A stack measures its children when
  /// it is measured and again when it is placed, at every level, so without
  /// it layout repeats the measurement of deep subtrees at every commit.
  var sizeCache: [(proposal: Size, size: Size)] = []
  /// `layoutChildren`, kept until it or a descendant re-evaluates.
  private var cachedLayoutChildren: [Node]?
  /// `RenderContext.layoutCacheFills` when this node's layout caches were
  /// last cleared (-1: never).
  private var clearedAtFill = -1
  private(set) var children: [Node] = []
  /// The children's keys when they were last matched by key; nil when they
  /// were matched by position (their keys are then their offsets).
  private var childKeys: [AnyHashable]?
  /// The branch the only child shows when it was matched as an `if/else` branch.
  private var childBranch: Bool?
  private var stateBoxes: [AnyObject] = []
  /// Increases at each evaluation; an observation callback from an older evaluation is stale.
  private(set) var generation: UInt64 = 0
  let depth: Int
  /// Where layout placed this node, in screen coordinates.
  var frame: Rect = .zero {
    didSet {
      // Where the node was and where it is are both damaged.
      if frame != oldValue { context.damageSinceDraw += [(oldValue, self), (frame, self)] }
    }
  }
  /// State a primitive keeps between updates (a text field's cursor, a list's scroll offset).
  var primitiveStorage: AnyObject?
  /// The environment the parent passed down (SwiftUI's `EnvironmentValues` at this point of the tree).
  private(set) var environment: EnvironmentValues

  init(view: any View, depth: Int, context: RenderContext, environment: EnvironmentValues, parent: Node? = nil) {
    self.id = context.register()
    self.view = view
    self.parent = parent
    self.depth = depth
    self.context = context
    self.kinds = context.kinds(of: view)
    self.environment = environment
    context.nodes[id] = self
    if kinds.presentsCover { context.coverPresenters.insert(id) }
    if kinds.presentsAlert { context.alertPresenters.insert(id) }
    if kinds.handlesBack { context.backHandlers.insert(id) }
    context.statistics.nodesBuilt += 1
    evaluate()
  }

  var isPrimitive: Bool { kinds.primitive }

  /// Gives the node a new view value from its parent. A view that is
  /// `Equatable`, equal to the previous value and not invalidated is skipped:
  /// a composite's body does not re-run, and a primitive (a `Text`, a
  /// `LabeledContent` row kept by a list that scrolled) is neither asked for
  /// its children again nor damaged. A changed environment is a changed input
  /// too, so it defeats skipping.
  func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    let old = view
    view = newView
    let environmentChanged = newEnvironment != environment
    environment = newEnvironment
    if !environmentChanged, !context.isInvalidated(self), let isEqual = kinds.isEqual, isEqual(old, newView) {
      if !isPrimitive { context.statistics.bodiesSkipped += 1 }
      return
    }
    evaluate()
  }

  /// Re-evaluates this node because something it read changed.
  func invalidate() {
    evaluate()
  }

  /// Asks for re-evaluation at the next `ViewHost.update()` (a list that scrolled, a field that was edited).
  func setNeedsUpdate() {
    context.invalidations.enqueue(id, generation)
  }

  private func evaluate() {
    generation += 1
    context.layoutVersion += 1
    context.evaluatedSinceDraw.insert(id)
    context.clearInvalidation(self)
    invalidateLayout()
    if kinds.leaf { return }
    let queue = context.invalidations
    let (id, generation) = (self.id, self.generation)
    if let children = kinds.children {
      let view = self.view
      let list =
        kinds.storedChildren
        ? children(view, self)
        : withObservationTracking({ children(view, self) }, onChange: { queue.enqueue(id, generation) })
      reconcile(list)
    } else {
      linkState()
      let body = withObservationTracking({ Self.body(of: view) }, onChange: { queue.enqueue(id, generation) })
      context.statistics.bodiesEvaluated += 1
      reconcile(.positional([body]))
    }
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Connects the view's `@State` properties to this node's storage, creating it on first use,
  /// and its `@Environment` properties to this node's environment.
  private func linkState() {
    guard kinds.linksProperties else { return }
    var index = 0
    for child in Mirror(reflecting: view).children {
      if let property = child.value as? any EnvironmentProperty {
        property.link(to: environment)
        continue
      }
      guard let state = child.value as? any StateProperty else { continue }
      if index < stateBoxes.count {
        state.link(to: stateBoxes[index])
      } else {
        stateBoxes.append(state.makeStorage())
      }
      index += 1
    }
  }

  /// This node's view or children changed: its size and layout children, and
  /// those of every ancestor (which measured through it), must be found again.
  private func invalidateLayout() {
    var node: Node? = self
    while let current = node {
      // Cleared with no layout cache filled anywhere since: so are its
      // ancestors, cleared by the same walk. The rows of a list that all
      // re-evaluate stop at the list instead of each walking to the root.
      if current.clearedAtFill == context.layoutCacheFills { return }
      current.sizeCache.removeAll()
      current.cachedLayoutChildren = nil
      current.clearedAtFill = context.layoutCacheFills
      node = current.parent
    }
  }

  private func reconcile(_ list: ChildViews) {
    switch list {
    case .positional(let views):
      reconcilePositional(views)
    case .keyed(let pairs):
      reconcileKeyed(pairs)
    case .sameKeys(let views):
      guard childKeys != nil, children.count == views.count else {
        // Never: a primitive says "same keys" only about the keys it gave last.
        assertionFailure("same keys claimed for children that were not keyed alike")
        reconcilePositional(views)
        return
      }
      updateInPlace(views)
    case .branch(let branch, let view):
      reconcileBranch(branch, view)
    }
  }

  /// The one child of an `if/else` (`ConditionalContent`): the same branch
  /// with a view of the same type updates its node; another branch, or
  /// another type, replaces it (and its state). What keyed matching decides
  /// for a single key, without making, hashing and comparing the key.
  ///
  /// A node's view keeps its type, so a branch's node only ever matches its
  /// child this way: no keys to convert from.
  private func reconcileBranch(_ branch: Bool, _ view: any View) {
    let environment = childEnvironment
    if childBranch == branch, children.count == 1, type(of: children[0].view) == type(of: view) {
      children[0].update(to: view, environment: environment)
      return
    }
    let node = Node(view: view, depth: depth + 1, context: context, environment: environment, parent: self)
    for old in children {
      old.unmount()
      context.statistics.nodesDestroyed += 1
    }
    children = [node]
    childBranch = branch
  }

  /// Keyed children (`ForEach` ids, `List` rows) are matched by the keyed
  /// list diff (`ListDiff`): its insertions are
  /// the nodes created, its deletions the nodes destroyed, and every matched
  /// key keeps its node (and its state), updated in place — moved when the
  /// diff says so (`RenderStatistics.nodesMoved`). Whether a kept node's body
  /// re-runs is its own decision (`update(to:environment:)`: an `Equatable`
  /// view equal to the last one is skipped). A kept key whose view changed
  /// type gets a new node.
  private func reconcileKeyed(_ pairs: [(key: AnyHashable, view: any View)]) {
    // Keys compared where they lie: zipping would copy each pair, its view too.
    if let oldKeys = childKeys, oldKeys.count == pairs.count, children.count == pairs.count,
      oldKeys.indices.allSatisfy({ oldKeys[$0] == pairs[$0].key })
    {
      // The same keys in the same order (a tick that changed only contents):
      // every node stays where it is, which is what the diff would say, and
      // the children and their keys are kept as they are, without hashing,
      // matching or storing a key.
      updateInPlace(pairs.lazy.map(\.view))
      return
    }
    let oldKeys = childKeys ?? children.indices.map { AnyHashable($0) }
    var oldOffset = [Int?](repeating: nil, count: pairs.count)
    let diff = ListDiff(from: oldKeys.map(KeyedChild.init), to: pairs.map { KeyedChild(id: $0.key) })
    // The diff lists moves; the other matches keep their relative order, so they pair up in order.
    for move in diff.moves { oldOffset[move.to] = move.from }
    var skipOld = Set(diff.deletions)
    skipOld.formUnion(diff.moves.map(\.from))
    var skipNew = Set(diff.insertions)
    skipNew.formUnion(diff.moves.map(\.to))
    let oldStays = children.indices.filter { !skipOld.contains($0) }
    let newStays = pairs.indices.filter { !skipNew.contains($0) }
    for (old, new) in zip(oldStays, newStays) { oldOffset[new] = old }
    let moves = diff.moves.count

    let environment = childEnvironment
    var newChildren: [Node] = []
    newChildren.reserveCapacity(pairs.count)
    var kept = Set<ObjectIdentifier>()
    kept.reserveCapacity(pairs.count)
    for offset in pairs.indices {
      if let old = oldOffset[offset], type(of: children[old].view) == type(of: pairs[offset].view) {
        let node = children[old]
        node.update(to: pairs[offset].view, environment: environment)
        newChildren.append(node)
        kept.insert(ObjectIdentifier(node))
      } else {
        newChildren.append(
          Node(view: pairs[offset].view, depth: depth + 1, context: context, environment: environment, parent: self))
      }
    }
    for node in children where !kept.contains(ObjectIdentifier(node)) {
      node.unmount()
      context.statistics.nodesDestroyed += 1
    }
    context.statistics.nodesMoved += moves
    children = newChildren
    childKeys = pairs.map(\.key)
  }

  /// Keyed children whose keys are the ones they had, in order: each node
  /// is given its new view, or replaced where the view changed type.
  private func updateInPlace<Views: RandomAccessCollection<any View>>(_ views: Views) where Views.Index == Int {
    let environment = childEnvironment
    for offset in views.indices {
      if type(of: children[offset].view) == type(of: views[offset]) {
        children[offset].update(to: views[offset], environment: environment)
      } else {
        let old = children[offset]
        children[offset] = Node(
          view: views[offset], depth: depth + 1, context: context, environment: environment, parent: self)
        old.unmount()
        context.statistics.nodesDestroyed += 1
      }
    }
  }

  /// Positional children (a body, a stack's content, a tuple's elements):
  /// the view at each offset updates the node at that offset when their
  /// types agree, else a new node takes its place; nodes past the new end
  /// are removed. No keys are made: this runs for every body that re-runs.
  private func reconcilePositional(_ views: [any View]) {
    guard childKeys == nil else {
      // Matched by key last time: match the offsets against those keys, as keys.
      reconcile(views.enumerated().map { (AnyHashable($0.offset), $0.element) })
      childKeys = nil
      return
    }
    let environment = childEnvironment
    var newChildren: [Node] = []
    newChildren.reserveCapacity(views.count)
    for (offset, view) in views.enumerated() {
      if offset < children.count, type(of: children[offset].view) == type(of: view) {
        children[offset].update(to: view, environment: environment)
        newChildren.append(children[offset])
      } else {
        newChildren.append(Node(view: view, depth: depth + 1, context: context, environment: environment, parent: self))
      }
    }
    for (offset, node) in children.enumerated() where offset >= newChildren.count || newChildren[offset] !== node {
      node.unmount()
    }
    children = newChildren
  }

  /// Matches new child views to existing nodes by key and type; unmatched nodes are removed.
  private func reconcile(_ pairs: [(AnyHashable, any View)]) {
    var existing: [AnyHashable: Node] = [:]
    existing.reserveCapacity(children.count)
    let oldKeys = childKeys ?? children.indices.map { AnyHashable($0) }
    for (key, node) in zip(oldKeys, children) where existing[key] == nil { existing[key] = node }
    let environment = childEnvironment
    var newChildren: [Node] = []
    newChildren.reserveCapacity(pairs.count)
    // Identity set of kept nodes: the unmount pass stays linear in the number of children.
    var kept = Set<ObjectIdentifier>()
    kept.reserveCapacity(pairs.count)
    for (key, view) in pairs {
      if let node = existing.removeValue(forKey: key), type(of: node.view) == type(of: view) {
        node.update(to: view, environment: environment)
        newChildren.append(node)
        kept.insert(ObjectIdentifier(node))
      } else {
        newChildren.append(Node(view: view, depth: depth + 1, context: context, environment: environment, parent: self))
      }
    }
    for node in children where !kept.contains(ObjectIdentifier(node)) { node.unmount() }
    children = newChildren
    childKeys = pairs.map(\.0)
  }

  /// The environment this node's children see: its own, changed by an environment modifier.
  private var childEnvironment: EnvironmentValues {
    guard kinds.writesEnvironment, let writer = view as? any EnvironmentWriting else { return environment }
    var values = environment
    writer.write(&values)
    return values
  }

  /// Leaves the tree with its subtree. The frame it leaves is damage that the
  /// mounted node it left answers for (`owner`: its parent, unless the whole
  /// tree goes), so a list that tracks its own damage recognizes a row that
  /// scrolled out, whose parent link is cleared here.
  private func unmount(owner: Node? = nil) {
    let owner = owner ?? parent ?? self
    context.damageSinceDraw.append((frame, owner))
    context.nodes[id] = nil
    context.foreignContents.removeValue(forKey: id)?.dismantle()
    context.animatedNodes.remove(id)
    context.coverPresenters.remove(id)
    context.alertPresenters.remove(id)
    context.backHandlers.remove(id)
    for child in children { child.unmount(owner: owner) }
    parent = nil
  }

  /// The children that take part in layout: transparent nodes (composites,
  /// groups, tuples, conditionals) are replaced by their own layout children.
  var layoutChildren: [Node] {
    if let cachedLayoutChildren { return cachedLayoutChildren }
    var result: [Node] = []
    for child in children {
      if child.isLayoutPrimitive { result.append(child) } else { result += child.layoutChildren }
    }
    cachedLayoutChildren = result
    context.layoutCacheFills += 1
    return result
  }

  var isLayoutPrimitive: Bool { kinds.layoutPrimitive }

  /// The view as a layout primitive. An `Optional` view is never one: a
  /// dynamic cast would look through `Optional<Text>` and find the `Text`,
  /// making the optional's node pose as its child.
  var layoutPrimitive: (any LayoutPrimitive)? {
    guard kinds.layoutPrimitive else { return nil }
    if let cachedLayoutPrimitive { return cachedLayoutPrimitive }
    let primitive = kinds.layoutPrimitiveOf?(view)
    cachedLayoutPrimitive = primitive
    return primitive
  }

  /// What the view's type conforms to, found once: a node's view keeps its
  /// type for the node's life (a view of another type gets a new node), so
  /// tree walks that look for navigation stacks, covers and alerts on every
  /// commit test a flag instead of a dynamic cast per node.
  ///
  /// A `let`: reading a flag reads the field in place, where a lazy
  /// property's getter would copy the whole value (and retain its witnesses).
  let kinds: Kinds

  struct Kinds {
    /// The type's own operations, found once from its conformances: calling
    /// them casts the value to its known type, never searches the runtime's
    /// conformance tables (a search per row per commit costs more than the
    /// row's text).
    ///
    /// Whether two values are equal, for an `Equatable` view.
    let isEqual: ((any View, any View) -> Bool)?
    /// A primitive's children (`PrimitiveView.children(of:)`).
    let children: ((any View, Node) -> ChildViews)?
    /// The value as a layout primitive.
    let layoutPrimitiveOf: ((any View) -> any LayoutPrimitive)?
    /// A composite's `@State` or `@Environment` properties to link at each
    /// evaluation: a type keeps its stored properties, so a type without any
    /// never reflects on its values.
    let linksProperties: Bool
    /// The view occupies space and draws (`LayoutPrimitive`); an `Optional` never does.
    var layoutPrimitive: Bool { layoutPrimitiveOf != nil }
    let selectsChildren: Bool
    let presentsCover: Bool
    let presentsAlert: Bool
    let handlesBack: Bool
    /// The view has no body: its children come from `PrimitiveView.children(of:)`.
    var primitive: Bool { children != nil }
    /// The view has no children at all (`LeafView`).
    let leaf: Bool
    /// The view's children are views it holds (`StoredChildren`): listing them reads nothing.
    let storedChildren: Bool
    /// The view changes its children's environment.
    let writesEnvironment: Bool

    /// Found from the view's type, never its value: a cast of a value looks
    /// through an `Optional` and would find the wrapped view's conformances
    /// (an `Optional<Text>` posing as a leaf would never build its `Text`),
    /// and a type's answers can be kept for every node of that type.
    init(_ view: any View) {
      let type = Swift.type(of: view)
      children = (type as? any PrimitiveView.Type)?.childrenWitness
      isEqual = (type as? any Equatable.Type)?.viewEqualityWitness
      leaf = type is any LeafView.Type
      storedChildren = type is any StoredChildren.Type
      writesEnvironment = type is any EnvironmentWriting.Type
      let layoutType = type is any OptionalView.Type ? nil : type as? any LayoutPrimitive.Type
      layoutPrimitiveOf = layoutType?.layoutPrimitiveWitness
      selectsChildren = layoutType != nil && type is any ChildSelecting.Type
      presentsCover = type is any CoverPresenting.Type
      presentsAlert = type is any AlertPresenting.Type
      handlesBack = type is any BackHandling.Type
      linksProperties =
        children == nil
        && Mirror(reflecting: view).children.contains {
          $0.value is any EnvironmentProperty || $0.value is any StateProperty
        }
    }
  }

}

/// A keyed child as the keyed list diff sees it: its key, nothing else (a
/// kept node's content is compared by the node itself).
private struct KeyedChild: Identifiable, Equatable {
  let id: AnyHashable
}

/// `view`, whose dynamic type is `T`, as a `T`. A view passed as `any View`
/// is opened (its dynamic type becomes `V`), instead of a dynamic cast,
/// which searches the runtime's tables: the witnesses below run for every
/// row at every commit. Callers check the type first (`type(of:)`).
private func viewValue<T, V: View>(_ view: V, as type: T.Type) -> T {
  precondition(V.self == T.self, "a witness of \(T.self) was given a \(V.self)")
  return unsafeBitCast(view, to: T.self)
}

extension Equatable {
  /// `==` for two views of this type (false when either is another type).
  fileprivate static var viewEqualityWitness: (any View, any View) -> Bool {
    { old, new in
      guard type(of: old) == Self.self, type(of: new) == Self.self else { return false }
      return viewValue(old, as: Self.self) == viewValue(new, as: Self.self)
    }
  }
}

extension PrimitiveView {
  /// `children(of:)` for a view of this type.
  fileprivate static var childrenWitness: (any View, Node) -> ChildViews {
    { view, node in type(of: view) == Self.self ? viewValue(view, as: Self.self).children(of: node) : .positional([]) }
  }
}

extension LayoutPrimitive {
  /// A view of this type as a layout primitive.
  fileprivate static var layoutPrimitiveWitness: (any View) -> any LayoutPrimitive {
    { view in viewValue(view, as: Self.self) }
  }
}
