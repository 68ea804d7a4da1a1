import StranglerCommands

/// Two pieces of code timed against each other, alternating round by round
/// (A, B, A, B, …), so drifts of the machine (a busy sibling core, frequency
/// changes) hit both alike.
///
/// A round repeats each side until it has run for at least `roundTime`
/// (each side's count is found once, from one timed call of it): a round of
/// a few milliseconds is at the mercy of one context switch, one of tens is
/// not, and a side a hundred times faster than the other (`ListDiff` against
/// the standard library's diff) repeats a hundred times as often instead of
/// being timed on one call. A `roundTime` of zero makes rounds of one call a
/// side, for code whose cost depends on the cache it starts from
/// (`BenchConfiguration.hashRounds`). Each side's figure is the median of
/// its rounds, per call; the ratio is the median of the per-round ratios of
/// those per-call times, and its spread the lowest and highest of them.
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
    var repetitions: (first: Int, second: Int)
    /// Every round's time per call of each side, in order.
    var firsts: [Duration]
    var seconds: [Duration]
  }

  /// Times `first` and `second` alternately; each returns a checksum kept alive.
  func measure(_ first: () -> Int, _ second: () -> Int) -> Result {
    let clock = ContinuousClock()
    // The warm-up round, timed per side to find the calls a round needs. A
    // side shorter than a round is timed once more, warm: a first call that
    // paid for cold caches or fresh memory would count too few calls.
    var checksum = 0
    func once(_ body: () -> Int) -> Duration {
      var start = clock.now
      checksum &+= body()
      let cold = clock.now - start
      guard cold < roundTime else { return cold }
      start = clock.now
      checksum &+= body()
      return min(cold, clock.now - start)
    }
    let firstOnce = once(first)
    let secondOnce = once(second)
    let repetitions = (first: calls(lasting: firstOnce), second: calls(lasting: secondOnce))
    var firsts: [Duration] = []
    var seconds: [Duration] = []
    var ratios: [Double] = []
    for _ in 0..<max(1, rounds) {
      let start = clock.now
      for _ in 0..<repetitions.first { checksum &+= first() }
      let middle = clock.now
      for _ in 0..<repetitions.second { checksum &+= second() }
      let end = clock.now
      let perCall = (first: (middle - start) / repetitions.first, second: (end - middle) / repetitions.second)
      firsts.append(perCall.first)
      seconds.append(perCall.second)
      ratios.append(strangler.ratio(perCall.first, perCall.second))
    }
    keepAlive(checksum)
    return Result(
      first: median(firsts), second: median(seconds), spread: Spread(ratios), repetitions: repetitions,
      firsts: firsts, seconds: seconds)
  }

  /// Calls of a side that takes `once` per call, so that a round of it lasts at least `roundTime`.
  private func calls(lasting once: Duration) -> Int {
    max(1, Int((roundTime / max(once, .nanoseconds(1))).rounded(.up)))
  }
}

/// A ratio measured over rounds: its median, and the lowest and highest round.
struct Spread: Sendable {
  var median: Double
  var low: Double
  var high: Double
  /// The figure reported: the median, unless the figure counts each side
  /// at its fastest (`MemoryBoundSample`).
  var figure: Double

  /// The spread of `values`, which must not be empty.
  init(_ values: [Double]) {
    median = strangler.median(values)
    low = values.min() ?? median
    high = values.max() ?? median
    figure = median
  }

  /// Every value multiplied by `factor` (a ratio per call turned into one per frame).
  func scaled(by factor: Double) -> Spread {
    var scaled = self
    scaled.median *= factor
    scaled.low *= factor
    scaled.high *= factor
    scaled.figure *= factor
    return scaled
  }
}

/// The middle value (the lower middle for an even count); `values` must not be empty.
func median<T: Comparable>(_ values: [T]) -> T {
  let sorted = values.sorted()
  return sorted[(sorted.count - 1) / 2]
}

/// The value a tenth of the way up from the lowest (the lowest for fewer
/// than ten values); `values` must not be empty. Unlike the lowest, it
/// is decided by several values, not by one lucky one.
func lowDecile<T: Comparable>(_ values: [T]) -> T {
  let sorted = values.sorted()
  return sorted[sorted.count / 10]
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
