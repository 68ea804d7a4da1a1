import StranglerCommands

/// Times code with the monotonic `ContinuousClock`: warm-up runs first (caches,
/// page faults, lazy allocations), then the best of the measured runs.
///
/// Best, not mean or median: interference from the rest of the machine (other
/// processes, a context switch, a busy sibling core) only ever adds time, so
/// the fastest run is the closest estimate of the code's own cost, and ratios
/// of two bests stay stable on a loaded machine.
struct Stopwatch: Sendable {
  var warmups: Int
  var runs: Int

  /// The shortest duration of `body` over `runs` runs after `warmups` unmeasured ones.
  ///
  /// `body` returns a checksum of its result, which is kept alive so the
  /// optimizer cannot drop the work being measured.
  func best(_ body: () -> Int) -> Duration {
    let clock = ContinuousClock()
    var checksum = 0
    for _ in 0..<max(0, warmups) { checksum &+= body() }
    var samples: [Duration] = []
    samples.reserveCapacity(max(1, runs))
    for _ in 0..<max(1, runs) {
      let start = clock.now
      checksum &+= body()
      samples.append(clock.now - start)
    }
    keepAlive(checksum)
    return samples.min()!
  }
}

/// Two pieces of code timed against each other: the same number of runs on
/// both sides, alternating round by round (A, B, A, B, …), so drifts of the
/// machine (a busy sibling core, frequency changes) hit both alike; each side's
/// figure is the median of its rounds and the ratio is the median of the
/// per-round ratios — stable where a ratio of two bests of different run
/// counts swings.
struct Interleaved: Sendable {
  /// Measured rounds (each runs both sides once), after one warm-up round.
  var rounds: Int

  struct Result: Sendable {
    /// Median time of the first and the second piece of code.
    var first: Duration
    var second: Duration
    /// Median over rounds of first ÷ second.
    var ratio: Double
  }

  /// Times `first` and `second` alternately; each returns a checksum kept alive.
  func measure(_ first: () -> Int, _ second: () -> Int) -> Result {
    let clock = ContinuousClock()
    var checksum = first() &+ second()
    var firsts: [Duration] = []
    var seconds: [Duration] = []
    var ratios: [Double] = []
    for _ in 0..<max(1, rounds) {
      let start = clock.now
      checksum &+= first()
      let middle = clock.now
      checksum &+= second()
      let end = clock.now
      firsts.append(middle - start)
      seconds.append(end - middle)
      ratios.append(strangler.ratio(middle - start, end - middle))
    }
    keepAlive(checksum)
    return Result(first: median(firsts), second: median(seconds), ratio: median(ratios))
  }
}

/// The middle value (the lower middle for an even count); `values` must not be empty.
func median<T: Comparable>(_ values: [T]) -> T {
  let sorted = values.sorted()
  return sorted[(sorted.count - 1) / 2]
}

/// An opaque sink: the optimizer must assume the value is used.
@inline(never) @_optimize(none)
func keepAlive(_ value: Int) {}

extension Duration {
  /// The duration in seconds, as a floating-point number for ratios.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// The duration in milliseconds.
  var milliseconds: Double { seconds * 1000 }
}

/// `numerator ÷ denominator`, guarding a zero denominator (a too-fast test-mode run).
func ratio(_ numerator: Duration, _ denominator: Duration) -> Double {
  let divisor = max(denominator.seconds, 1e-9)
  return numerator.seconds / divisor
}
