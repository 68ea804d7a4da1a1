/// A deterministic random number generator (SplitMix64).
///
/// Every random choice in Strangler — seeded service data, simulated latency
/// jitter, randomized parity runs, benchmark inputs — goes through one of
/// these, so the same seed gives byte-identical runs on every machine.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let payout = Int.random(in: 500...1500, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
