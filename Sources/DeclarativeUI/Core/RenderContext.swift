import Synchronization

/// Shared by every node of one host: the node registry, the queue of
/// invalidations, and the work counters tests and benchmarks read.
final class RenderContext {
  var nodes: [Int: Node] = [:]
  let invalidations = InvalidationQueue()
  var statistics = RenderStatistics()
  private var nextID = 0
  private var invalidated: Set<Int> = []

  func register() -> Int {
    nextID += 1
    return nextID
  }

  func isInvalidated(_ node: Node) -> Bool { invalidated.contains(node.id) }

  func clearInvalidation(_ node: Node) { invalidated.remove(node.id) }

  /// Moves fresh invalidations into the set of dirty nodes; returns them, parents first.
  func drainInvalidations() -> [Node] {
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

  public init() {}
}

/// Collects observation callbacks, which may arrive on any thread and always
/// before the new value is stored; the host drains them at the commit point.
final class InvalidationQueue: Sendable {
  private let pending = Mutex<[(Int, UInt64)]>([])

  func enqueue(_ id: Int, _ generation: UInt64) {
    pending.withLock { $0.append((id, generation)) }
  }

  func drain() -> [(Int, UInt64)] {
    pending.withLock { queue in
      defer { queue.removeAll() }
      return queue
    }
  }

  var isEmpty: Bool { pending.withLock { $0.isEmpty } }
}
