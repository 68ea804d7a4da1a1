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

/// Two pieces of code timed against each other: the same number of calls on
/// both sides, alternating round by round (A, B, A, B, …), so drifts of the
/// machine (a busy sibling core, frequency changes) hit both alike.
///
/// A round repeats each side until it has run for at least `roundTime`
/// (the count is found once, from one timed call of each, and is the same for
/// both sides): a round of a few milliseconds is at the mercy of one context
/// switch, one of tens is not. Each side's figure is the median of its rounds,
/// per call; the ratio is the median of the per-round ratios, and its spread
/// the lowest and highest of them.
struct Interleaved: Sendable {
  /// Measured rounds (each runs both sides), after one warm-up round.
  var rounds: Int
  /// How long each side runs at least in one round.
  var roundTime: Duration

  struct Result: Sendable {
    /// Median time of one call of the first and the second piece of code.
    var first: Duration
    var second: Duration
    /// first ÷ second: the median over rounds, and how far the rounds ranged.
    var ratio: Double { spread.median }
    var spread: Spread
    /// Calls of each side per round.
    var repetitions: Int
  }

  /// Times `first` and `second` alternately; each returns a checksum kept alive.
  func measure(_ first: () -> Int, _ second: () -> Int) -> Result {
    let clock = ContinuousClock()
    // The warm-up round, timed once per side to find the calls a round needs.
    var start = clock.now
    var checksum = first()
    let once = clock.now - start
    start = clock.now
    checksum &+= second()
    let slower = max(once, clock.now - start, .nanoseconds(1))
    let repetitions = max(1, Int((roundTime / slower).rounded(.up)))
    var firsts: [Duration] = []
    var seconds: [Duration] = []
    var ratios: [Double] = []
    for _ in 0..<max(1, rounds) {
      let start = clock.now
      for _ in 0..<repetitions { checksum &+= first() }
      let middle = clock.now
      for _ in 0..<repetitions { checksum &+= second() }
      let end = clock.now
      firsts.append((middle - start) / repetitions)
      seconds.append((end - middle) / repetitions)
      ratios.append(strangler.ratio(middle - start, end - middle))
    }
    keepAlive(checksum)
    return Result(
      first: median(firsts), second: median(seconds), spread: Spread(ratios), repetitions: repetitions)
  }
}

/// A ratio measured over rounds: its median, and the lowest and highest round.
struct Spread: Sendable {
  var median: Double
  var low: Double
  var high: Double

  /// The spread of `values`, which must not be empty.
  init(_ values: [Double]) {
    median = strangler.median(values)
    low = values.min() ?? median
    high = values.max() ?? median
  }

  /// Every value multiplied by `factor` (a ratio per call turned into one per frame).
  func scaled(by factor: Double) -> Spread {
    var scaled = self
    scaled.median *= factor
    scaled.low *= factor
    scaled.high *= factor
    return scaled
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

extension Spread {
  /// How far the farther of the lowest and highest round lies from the median, in percent of it.
  var percent: Double {
    guard median > 0 else { return 0 }
    return max(high - median, median - low) / median * 100
  }
}
