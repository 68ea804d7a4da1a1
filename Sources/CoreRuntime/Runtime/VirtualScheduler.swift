/// A scheduler whose clock moves only when a test or run says so, like
/// SwiftNIO's `EmbeddedEventLoop`.
///
/// ```swift
/// let scheduler = VirtualScheduler()
/// scheduler.schedule(after: .milliseconds(300)) { print("fired") }
/// scheduler.advance(by: .milliseconds(299))  // nothing
/// scheduler.advance(by: .milliseconds(1))    // "fired"
/// ```
///
/// Each group of timers due at one instant is one *turn* of the run loop;
/// `afterTurn` runs after every turn, which is where the app commits (renders).
public final class VirtualScheduler: Scheduler {
  public private(set) var now: Duration = .zero
  /// Called after each turn (timers due at one instant have run): the commit point.
  public var afterTurn: (() -> Void)?
  /// How many turns have run so far. A wait costs one turn per instant at
  /// which some timer fell due, however long it is: idle time costs nothing.
  public private(set) var turns = 0
  private let queue = TimerQueue()

  public init() {}

  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Cancellable {
    queue.insert(deadline: now + max(delay, .zero), action: action)
  }

  /// Moves time forward by `duration`, running every timer that falls due on the way.
  public func advance(by duration: Duration) {
    let target = now + max(duration, .zero)
    while let (deadline, actions) = queue.popEarliest(notAfter: target) {
      now = deadline
      for action in actions { action() }
      turns += 1
      afterTurn?()
    }
    now = target
  }

  /// Runs the timers already due (scheduled with zero delay), without moving time.
  public func runDue() {
    advance(by: .zero)
  }

  /// Moves time to each next timer until none is left or `limit` has passed;
  /// returns whether the queue went idle. Periodic work (a countdown) never goes
  /// idle, which is why there is a limit.
  @discardableResult
  public func runUntilIdle(limit: Duration = .seconds(3600)) -> Bool {
    let end = now + limit
    while let deadline = queue.nextDeadline {
      if deadline > end {
        now = end
        return false
      }
      advance(by: deadline - now)
    }
    return true
  }

  /// Whether any timer is still scheduled.
  public var hasPendingWork: Bool { !queue.isEmpty }

  /// Cancels every timer still scheduled, when a session is over. A timer's
  /// action often holds the object that scheduled it (a countdown, a feed),
  /// which holds this scheduler: dropping the actions breaks that cycle, so a
  /// run of many sessions does not keep every ended one alive.
  public func cancelAll() {
    queue.removeAll()
    afterTurn = nil
  }
}
