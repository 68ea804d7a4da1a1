/// The only way anything in Strangler waits.
///
/// Services, countdowns and animations schedule work here instead of sleeping,
/// so runs and tests use `VirtualScheduler` — time moves only when told, and
/// the same scenario gives the same bytes every time — while the interactive
/// app uses `LiveScheduler` on the wall clock.
///
/// Everything runs on one thread, as UIKit's main run loop does: an action
/// runs when the host drives the scheduler (`advance(by:)`, `runDue()`), never
/// concurrently with anything else.
public protocol Scheduler: AnyObject {
  /// Time since the scheduler started.
  var now: Duration { get }

  /// Runs `action` once `delay` has passed (zero: at the next turn of the run loop).
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Cancellable
}

/// A handle to cancel scheduled or in-flight work. Cancelling twice is harmless.
public final class Cancellable {
  public private(set) var isCancelled = false
  private var onCancel: (() -> Void)?

  public init(onCancel: (() -> Void)? = nil) {
    self.onCancel = onCancel
  }

  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    onCancel?()
    onCancel = nil
  }
}

/// Timers ordered by deadline, then by the order they were scheduled, so that
/// two timers due at the same instant always fire in the same order.
final class TimerQueue {
  private struct Entry {
    let deadline: Duration
    let sequence: UInt64
    let action: () -> Void
    let handle: Cancellable
  }

  private var entries: [Entry] = []
  private var nextSequence: UInt64 = 0

  func insert(deadline: Duration, action: @escaping () -> Void) -> Cancellable {
    let handle = Cancellable()
    let entry = Entry(deadline: deadline, sequence: nextSequence, action: action, handle: handle)
    nextSequence += 1
    // Binary search keeps the queue sorted; ties go after existing entries.
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if entries[mid].deadline <= deadline { low = mid + 1 } else { high = mid }
    }
    entries.insert(entry, at: low)
    return handle
  }

  /// The earliest deadline of a live timer.
  var nextDeadline: Duration? {
    entries.removeAll { $0.handle.isCancelled }
    return entries.first?.deadline
  }

  /// Removes and returns the actions due at the earliest deadline, if it is `<= limit`.
  func popEarliest(notAfter limit: Duration) -> (Duration, [() -> Void])? {
    guard let deadline = nextDeadline, deadline <= limit else { return nil }
    var actions: [() -> Void] = []
    while let first = entries.first, first.deadline == deadline {
      entries.removeFirst()
      if !first.handle.isCancelled { actions.append(first.action) }
    }
    return (deadline, actions)
  }

  var isEmpty: Bool { nextDeadline == nil }

  /// Forgets every timer, with what its action holds.
  func removeAll() {
    for entry in entries { entry.handle.cancel() }
    entries.removeAll()
  }
}
