import Foundation

/// The way into a ``Driver`` from another thread: work finished elsewhere
/// posts its result here, and the run loop's thread delivers it.
///
/// `post(_:)` may be called from any thread. On the run loop's thread (the
/// one that made the inbox) it delivers at once, after anything still
/// waiting; elsewhere it only queues, and ``drain()`` — called by the run
/// loop's thread at its next turn — delivers the queue in order. So the
/// driver's subscribers only ever run on their thread, and no element is
/// lost or reordered on the way.
///
/// ```swift
/// let results = MainThreadInbox(initial: "")       // made on the run loop's thread
/// worker.run { results.post(compute()) }            // any thread
/// results.asDriver().drive(label.rx.text)           // the run loop's thread
/// scheduler.afterTurn = { results.drain() }
/// ```
public final class MainThreadInbox<Element: Sendable>: @unchecked Sendable {
  // Unchecked: `relay` is not Sendable, and it is touched only on `thread`
  // (every access checks). The queue is guarded by `lock` — a pthread mutex,
  // which ThreadSanitizer sees order the accesses it guards.
  private let lock = NSLock()
  private var pending: [Element] = []
  private let relay: BehaviorRelay<Element>
  /// The run loop's thread: where the elements are delivered.
  public let thread: RunLoopThread

  /// An inbox on the calling thread, whose driver starts with `initial`.
  public init(initial: Element) {
    thread = .current
    relay = BehaviorRelay(value: initial)
  }

  /// Hands `element` over from any thread.
  public func post(_ element: Element) {
    lock.withLock { pending.append(element) }
    if thread.isCurrent { drain() }
  }

  /// Delivers, on the run loop's thread, everything posted so far, in order.
  /// Returns how many elements were delivered.
  @discardableResult
  public func drain() -> Int {
    thread.check("Draining a MainThreadInbox")
    let elements = lock.withLock {
      defer { pending.removeAll() }
      return pending
    }
    for element in elements { relay.accept(element) }
    return elements.count
  }

  /// Whether elements wait for ``drain()``.
  public var hasPending: Bool { lock.withLock { !pending.isEmpty } }

  /// The latest element delivered, then each new one.
  public func asDriver() -> Driver<Element> {
    thread.check("Driving a MainThreadInbox")
    return relay.asDriver()
  }
}
