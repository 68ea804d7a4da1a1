import DeclarativeUI
import StranglerCommands

/// How close ListDiff gets to the floor of any hashing diff: building one
/// dictionary from the old ids to their offsets. ListDiff builds that
/// dictionary, looks every new id up, and finds the longest kept order, so a
/// small constant ratio (target ≤ 4) at 100,000 elements shows it stays linear
/// and allocation-lean.
enum HashBuildBenchmark {
  struct Result: Sendable {
    var elements: Int
    var listDiff: Duration
    var dictionaryBuild: Duration
    /// ListDiff time ÷ dictionary build time, over interleaved rounds of one call a side.
    var spread: Spread
    /// Its median.
    var ratio: Double { spread.median }
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    let input = DiffInput(count: configuration.hashElements, seed: configuration.seed)
    let timing = configuration.hashRounds.measure(
      { DiffBenchmark.checksum(ListDiff(from: input.old, to: input.new)) }, { buildDictionary(input.old).count })
    return Result(
      elements: configuration.hashElements, listDiff: timing.first, dictionaryBuild: timing.second,
      spread: timing.spread)
  }

  /// The yardstick: one dictionary, reserved up front, from id to offset.
  static func buildDictionary(_ items: [BenchItem]) -> [Int: Int] {
    var offsets: [Int: Int] = [:]
    offsets.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() { offsets[item.id] = offset }
    return offsets
  }
}
