import ScreenLayer
import Synchronization
import TextSurface

/// Shared by every node of one host: the node registry, the queue of
/// invalidations, and the work counters tests and benchmarks read.
final class RenderContext {
  var nodes: [Int: Node] = [:]
  let invalidations = InvalidationQueue()
  var statistics = RenderStatistics()
  private var nextID = 0
  private var invalidated: Set<Int> = [] {
    didSet { hasInvalidated = !invalidated.isEmpty }
  }
  /// Whether `invalidated` has any node: asked for every node updated, and
  /// most commits have none. A flag beside the set, because a read of the
  /// flag is a plain load, where every read of the set pays a runtime
  /// exclusivity check (its writes call into the standard library, so the
  /// optimizer cannot prove that the accesses never overlap).
  private var hasInvalidated = false
  /// The element with keyboard focus, so any primitive can tell whether it (or one of its rows) is focused.
  var focusedElement: ElementID?
  /// The time animations follow (see `ViewHost.clock`).
  var clock: () -> Duration = { .zero }
  /// The rectangle the host lays out in: where alerts centre themselves.
  var bounds: Rect = .zero
  /// Content of another toolkit mounted in the tree, by node id (see `ForeignContent`).
  var foreignContents: [Int: any ForeignContent] = [:] {
    didSet { hasForeignContent = !foreignContents.isEmpty }
  }
  /// Whether any foreign content is mounted: every measurement asks. A flag
  /// beside the dictionary for the reason `hasInvalidated` is one.
  private(set) var hasForeignContent = false
  /// Nodes that draw animations (spinners), checked at each commit for a due frame.
  var animatedNodes: Set<Int> = []
  /// Mounted nodes that can present a cover, present an alert or handle a
  /// step back, by id: the host looks for the ones on screen at every commit,
  /// and testing these few is cheaper than walking the whole tree. Changed
  /// only by `registerRoles(of:)` and `unregisterRoles(of:)`.
  private(set) var coverPresenters: Set<Int> = []
  private(set) var alertPresenters: Set<Int> = []
  private(set) var backHandlers: Set<Int> = []
  /// Nodes evaluated since the last frame was drawn (bodies that re-ran, primitives given new values).
  var evaluatedSinceDraw: Set<Int> = []
  /// Rectangles that changed since the last frame for reasons the nodes cannot
  /// tell afterwards: the frames nodes left (moved, resized or unmounted),
  /// with the node that answers for them (an unmounted node's mounted
  /// ancestor), so a subtree whose primitive keeps track of its own
  /// damage (a list) can be told apart.
  var damageSinceDraw: [(rect: Rect, node: Node)] = []
  /// Nodes whose primitive keeps track of its own damage (`LayoutPrimitive.reportOwnDamage(_:to:)`).
  var tracksOwnDamage: Set<Int> = []
  /// Whether anything since the last frame could have changed what is drawn
  /// anywhere (the first frame, new bounds): then the whole frame is damaged.
  var damageIsUnknown = true
  /// Bumped by anything that can change where nodes go: a node that came,
  /// went or measures differently (see `Node.keepsLayout(replacing:)`), a
  /// list that scrolled itself. A layout in the same rectangle with the same
  /// version, and the same focus where placement follows focus, would place
  /// every node where it is.
  var layoutVersion = 0
  /// Bumped by anything that can change what the tree shows or says: a node
  /// evaluated, a list that scrolled itself. The semantics are kept while it
  /// stays the same (see `ViewHost.accessibilityNodes()`).
  var contentVersion = 0
  /// Counts every layout cache a node fills (`Node.sizeCache`, its layout
  /// children): a node cleared at the current count has clear ancestors too.
  var layoutCacheFills = 0
  /// Whether the last layout placed something by where focus is (a scroll
  /// view keeps the focused element in view): then focus is a layout input too.
  var layoutFollowsFocus = false
  /// Asks the owner of focus to focus an element once it exists (see `ViewHost.focusEmbedding`).
  var requestFocus: (ElementID) -> Void = { _ in }

  /// What each view type conforms to (`Node.Kinds`), as this host has
  /// asked so far: a copy of the process-wide answers (`Node.Kinds.of(_:)`)
  /// that is read without a lock.
  private var kindsByType: [ObjectIdentifier: Node.Kinds] = [:]

  func kinds(of view: any View) -> Node.Kinds {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let kinds = kindsByType[type] { return kinds }
    let kinds = Node.Kinds.of(view)
    kindsByType[type] = kinds
    return kinds
  }

  /// Adds a node just made to the sets of presenters and back handlers its view's type belongs to.
  ///
  /// Each set is assigned whole, from a copy changed outside the access to
  /// it: changed in place, its insertion (a call into the standard library)
  /// would run inside the write, and the optimizer would then keep a runtime
  /// exclusivity check on the host's every read of it, several a commit.
  /// Few nodes have these roles, so the copies are rare.
  func registerRoles(of node: Node) {
    if node.kinds.presentsCover { coverPresenters = Self.set(coverPresenters, inserting: node.id) }
    if node.kinds.presentsAlert { alertPresenters = Self.set(alertPresenters, inserting: node.id) }
    if node.kinds.handlesBack { backHandlers = Self.set(backHandlers, inserting: node.id) }
  }

  /// Removes an unmounted node from the sets `registerRoles(of:)` put it in.
  func unregisterRoles(of node: Node) {
    if node.kinds.presentsCover { coverPresenters = Self.set(coverPresenters, removing: node.id) }
    if node.kinds.presentsAlert { alertPresenters = Self.set(alertPresenters, removing: node.id) }
    if node.kinds.handlesBack { backHandlers = Self.set(backHandlers, removing: node.id) }
  }

  private static func set(_ ids: Set<Int>, inserting id: Int) -> Set<Int> {
    var ids = ids
    ids.insert(id)
    return ids
  }

  private static func set(_ ids: Set<Int>, removing id: Int) -> Set<Int> {
    var ids = ids
    ids.remove(id)
    return ids
  }

  func register() -> Int {
    nextID += 1
    return nextID
  }

  /// Whether `node` waits for re-evaluation. Most nodes evaluated in a
  /// commit were not invalidated themselves (a list's rows at a tick): an
  /// empty set answers without hashing.
  func isInvalidated(_ node: Node) -> Bool { hasInvalidated && invalidated.contains(node.id) }

  /// Marks `node` for re-evaluation at the next `ViewHost.update()` in which
  /// it is on screen (a hidden node given a new value by its parent).
  func markInvalidated(_ node: Node) {
    invalidated.insert(node.id)
  }

  func clearInvalidation(_ node: Node) {
    if hasInvalidated { invalidated.remove(node.id) }
  }

  /// Lets go of every node the context holds (the registry, the damage
  /// that names its nodes): the host's tree and its context hold each other,
  /// and the host calls this when it goes.
  func releaseNodes() {
    nodes = [:]
    damageSinceDraw = []
  }

  /// Moves fresh invalidations into the set of dirty nodes; returns them, parents first.
  func drainInvalidations() -> [Node] {
    // Most commits find nothing to do: then nothing is listed or sorted.
    if !hasInvalidated, invalidations.isEmpty { return [] }
    for (id, generation) in invalidations.drain() {
      if let node = nodes[id], node.generation == generation { invalidated.insert(id) }
    }
    return invalidated.compactMap { nodes[$0] }.sorted { ($0.depth, $0.id) < ($1.depth, $1.id) }
  }
}

/// What the declarative renderer did; tests use it to prove that unchanged
/// subtrees were skipped.
public struct RenderStatistics: Hashable, Sendable {
  /// `body` evaluations of composite views.
  public var bodiesEvaluated = 0
  /// Composite views skipped because their `Equatable` inputs were unchanged.
  public var bodiesSkipped = 0
  /// Frames that had something to draw.
  public var updates = 0
  /// Nodes created (a view appearing for the first time, or with a new identity).
  public var nodesBuilt = 0
  /// Keyed children kept but moved, as the keyed list diff reported them.
  public var nodesMoved = 0
  /// Nodes removed from the tree (with their subtrees) by reconciliation.
  public var nodesDestroyed = 0
  /// List rows placed by layout (a virtualized list places only the visible ones).
  public var listRowsLaidOut = 0
  /// List rows drawn.
  public var listRowsDrawn = 0

  /// Nothing done yet.
  public init() {}
}

/// Collects observation callbacks, which may arrive on any thread and always
/// before the new value is stored; the host drains them at the commit point.
final class InvalidationQueue: Sendable {
  private let pending = Locked<[(Int, UInt64)]>([])
  /// How many invalidations wait, changed only under the lock and read
  /// without it: most commits and most questions about pending updates find
  /// none, and the answer then costs one atomic load instead of taking
  /// the lock.
  private let count = Atomic<Int>(0)

  func enqueue(_ id: Int, _ generation: UInt64) {
    pending.withLock {
      $0.append((id, generation))
      count.add(1, ordering: .releasing)
    }
  }

  /// The waiting invalidations, oldest first; one arriving meanwhile waits for the next drain.
  func drain() -> [(Int, UInt64)] {
    guard !isEmpty else { return [] }
    return pending.withLock { queue in
      defer { queue.removeAll() }
      count.store(0, ordering: .relaxed)
      return queue
    }
  }

  var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }
}

/// Identifies one interactive element of a declarative tree: a node, and for
/// primitives with several elements (a list's rows, an alert's actions) which one.
///
/// A row's id is its list's node and its row index, so it stays the same while
/// the list scrolls and rebuilds its row views.
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
  /// The node that owns the element.
  public let node: Int
  /// The element within the node (a row index, an action index), or nil for the node itself.
  public let item: Int?

  /// Element `item` of node `node`, or the node itself when `item` is nil.
  public init(node: Int, item: Int? = nil) {
    self.node = node
    self.item = item
  }

  /// `node` or `node.item`, as in `12` or `12.3`.
  public var description: String { item.map { "\(node).\($0)" } ?? "\(node)" }

  /// The id the host gives this element's `InteractiveItem`: the node, and
  /// the item (`Int.min` for the node itself), so every element comes back
  /// exactly (`init(_:)`).
  public var focusID: FocusID { FocusID(node, item ?? Int.min) }

  /// The element whose `focusID` is `id`.
  public init(_ id: FocusID) {
    self.init(node: id.value, item: id.detail == Int.min ? nil : id.detail)
  }
}
