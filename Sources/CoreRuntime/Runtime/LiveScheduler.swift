/// A scheduler on the wall clock, for the interactive app.
///
/// It never blocks: the host's run loop asks `timeUntilNextTimer` to know how
/// long it may wait for input, then calls `runDue()`.
///
/// Its time advances in whole milliseconds, the unit of a scenario's `wait`:
/// every timer and every input of a live session falls on an instant a
/// recording can name exactly, so its replay sees the same order of events.
public final class LiveScheduler: Scheduler {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private let queue = TimerQueue()

  public init() {
    start = clock.now
  }

  public var now: Duration {
    let elapsed = clock.now - start
    return .milliseconds(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
  }

  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Cancellable {
    queue.insert(deadline: now + max(delay, .zero), action: action)
  }

  /// How long until the next timer is due; nil when none is scheduled.
  public var timeUntilNextTimer: Duration? {
    queue.nextDeadline.map { max(.zero, $0 - now) }
  }

  /// Runs every timer that is due now (or by `instant`, an earlier reading
  /// of `now`); returns whether any ran.
  @discardableResult
  public func runDue(until instant: Duration? = nil) -> Bool {
    var ran = false
    let limit = instant ?? now
    while let (_, actions) = queue.popEarliest(notAfter: limit) {
      for action in actions { action() }
      ran = true
    }
    return ran
  }
}
