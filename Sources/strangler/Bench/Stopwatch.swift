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
