import Observation
import TextSurface

/// The reconcile pass: a node evaluates its body (or lists a primitive's
/// children) when its inputs changed, and matches the child views to its
/// child nodes — by position, by `if/else` branch or by key — keeping the
/// nodes (and their state) that match.
extension Node {
  /// Gives the node a new view value from its parent. A view that is
  /// `Equatable`, equal to the previous value and not invalidated is skipped:
  /// a composite's body does not re-run, and a primitive (a `Text`, a
  /// `LabeledContent` row kept by a list that scrolled) is neither asked for
  /// its children again nor damaged. The node then keeps the value it has,
  /// as SwiftUI keeps an equal view, and with it what the passes found from
  /// it (its layout primitive). A changed environment is a changed input
  /// too, so it defeats skipping.
  ///
  /// A node its parent does not show (`isShown` false: a screen a stack keeps
  /// under the top one, the content under a cover) keeps the new value and
  /// is evaluated when it shows again (see `ViewHost.update()`).
  func update(to newView: any View, environment newEnvironment: EnvironmentValues, isShown: Bool = true) {
    let environmentChanged = newEnvironment != environment
    environment = newEnvironment
    if !environmentChanged, !context.isInvalidated(self) {
      if let isEqual = kinds.isEqual, isEqual(view, newView) {
        if !isPrimitive { context.statistics.bodiesSkipped += 1 }
        return
      }
      // A button re-made by its parent's body with a new action: the node keeps the new value.
      if let looksAlike = kinds.looksAlike, looksAlike(view, newView) {
        _ = replaceView(with: newView)
        return
      }
    }
    let old = replaceView(with: newView)
    guard isShown else {
      context.markInvalidated(self)
      return
    }
    evaluate(replacing: old)
  }

  /// Re-evaluates this node because something it read changed.
  func invalidate() {
    evaluate()
  }

  /// Asks for re-evaluation at the next `ViewHost.update()` (a list that scrolled, a field that was edited).
  func setNeedsUpdate() {
    context.invalidations.enqueue(id, generation)
  }

  /// Evaluates the node's current view; `old` is the value it replaces,
  /// when a parent gave a new one.
  func evaluate(replacing old: (any View)? = nil) {
    generation += 1
    context.contentVersion += 1
    context.evaluatedSinceDraw.insert(id)
    context.clearInvalidation(self)
    let keepsLayout = keepsLayout(replacing: old)
    if !keepsLayout { layoutDidChange() }
    if kinds.leaf { return }
    let before = keepsLayout ? children : []
    // Children that changed nodes (one came, went or was replaced) change the layout.
    defer { if keepsLayout, !Self.sameNodes(before, children) { layoutDidChange() } }
    let queue = context.invalidations
    let (id, generation) = (self.id, self.generation)
    if let children = kinds.children {
      let view = self.view
      if kinds.storedChildren {
        reconcile(children(view, self))
        return
      }
      reconcile(withObservationTracking({ children(view, self) }, onChange: { queue.enqueue(id, generation) }))
    } else {
      linkState()
      let body = withObservationTracking({ Self.body(of: view) }, onChange: { queue.enqueue(id, generation) })
      context.statistics.bodiesEvaluated += 1
      reconcile(.positional([body]))
    }
  }

  /// Whether this evaluation leaves every node where the last layout put it,
  /// as long as the children keep their nodes (checked after reconciling):
  /// then layout is not run again, and a commit only redraws what changed.
  ///
  /// - A composite places nothing itself: its children answer for their
  ///   own changes.
  /// - A container given a value that places its children alike
  ///   (`ChildContainer`: a tuple, a branch, a stack's spacing and
  ///   alignment) keeps its measurements; a child whose view changed clears
  ///   them itself.
  /// - A primitive without children (a text, a field, a button) keeps its
  ///   place when it measures as it did for every proposal it last answered:
  ///   a countdown's next second, a field's next character, a button that
  ///   became enabled.
  private func keepsLayout(replacing old: (any View)?) -> Bool {
    if !isPrimitive { return true }
    if let placesAlike = kinds.placesChildrenAlike {
      // Re-evaluated without a new value (on showing again) it may hold one never laid out.
      guard let old else { return false }
      return placesAlike(old, view)
    }
    guard children.isEmpty, let primitive = layoutPrimitive, !context.hasForeignContent else { return false }
    return sizeCache.allSatisfy { proposal, size in primitive.value.sizeThatFits(proposal, node: self) == size }
  }

  /// Something that places nodes changed here: this node's measurements, and
  /// its ancestors', are found again at the next layout.
  private func layoutDidChange() {
    context.layoutVersion += 1
    invalidateLayout()
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Whether two lists of children are the same nodes in the same order.
  private static func sameNodes(_ before: [Node], _ after: [Node]) -> Bool {
    guard before.count == after.count else { return false }
    for offset in before.indices where before[offset] !== after[offset] { return false }
    return true
  }

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
        node.update(to: pairs[offset].view, environment: environment, isShown: showsChild(at: offset, of: pairs.count))
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
    // `children` is assigned whole, never written element by element: such
    // a write may copy the array (a call) inside the access to `children`,
    // and one such access anywhere would keep the runtime exclusivity check
    // on every read of `children` the passes make.
    var updated = children
    for offset in views.indices {
      let child = updated[offset]
      if type(of: child.view) == type(of: views[offset]) {
        child.update(to: views[offset], environment: environment, isShown: showsChild(at: offset, of: views.count))
      } else {
        updated[offset] = Node(
          view: views[offset], depth: depth + 1, context: context, environment: environment, parent: self)
        children = updated
        child.unmount()
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
    // Nearly every re-run body gives back views of the types it gave last:
    // each node is updated where it is, and the children array is kept.
    if views.count == children.count, views.indices.allSatisfy({ type(of: children[$0].view) == type(of: views[$0]) }) {
      for offset in views.indices { children[offset].update(to: views[offset], environment: environment) }
      return
    }
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
}

/// A keyed child as the keyed list diff sees it: its key, nothing else (a
/// kept node's content is compared by the node itself).
private struct KeyedChild: Identifiable, Equatable {
  let id: AnyHashable
}
