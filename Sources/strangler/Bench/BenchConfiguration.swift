import StranglerCommands

/// Sizes, repetitions and the seed of one `strangler bench` run.
///
/// The defaults are the published figures' workload; tests use `.quick`, the
/// same code paths on small inputs, so they check what the bench reports
/// (keys, move counts, byte counts) in milliseconds without timing anything
/// that matters.
struct BenchConfiguration: Sendable {
  /// Elements in the diff comparison against the standard library.
  var diffElements = 10_000
  /// Elements in the hash-build comparison.
  var hashElements = 100_000
  /// Rows of the small and the large list in the scroll comparison.
  var listRows = (small: 1_000, large: 100_000)
  /// Timing of the fast operations (ListDiff, dictionary build).
  var fast = Stopwatch(warmups: 3, runs: 21)
  /// Timing of the standard library's diff, which takes far longer per run.
  var slow = Stopwatch(warmups: 1, runs: 5)
  /// Seed of every random input.
  var seed: UInt64 = 42
  /// Whether the timing ratios are held to their targets (only meaningful on the full workload).
  var checksTimingTargets = true

  /// The workload of the published figures.
  static let standard = BenchConfiguration()

  /// A tiny workload for tests: same code, milliseconds.
  static let quick = BenchConfiguration(
    diffElements: 300, hashElements: 1_000, listRows: (small: 100, large: 1_000),
    fast: Stopwatch(warmups: 0, runs: 1), slow: Stopwatch(warmups: 0, runs: 1), checksTimingTargets: false)
}
