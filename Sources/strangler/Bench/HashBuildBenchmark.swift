import DeclarativeUI
import StranglerCommands

/// How close ListDiff gets to the floor of any hashing diff: building one
/// dictionary from the old ids to their offsets. ListDiff builds that
/// dictionary, looks every new id up, and finds the longest kept order, so a
/// small constant ratio (target ≤ 4) at 100,000 elements shows it stays linear
/// and allocation-lean.
enum HashBuildBenchmark {
  /// What one process measured: each side's time in every round of one call a side.
  struct Sample: Codable, Sendable, Equatable {
    var elements: Int
    var listDiff: [Duration]
    var dictionaryBuild: [Duration]
  }

  struct Result: Sendable {
    var elements: Int
    /// Each side's median call, over every round of every process.
    var listDiff: Duration
    var dictionaryBuild: Duration
    /// ListDiff time ÷ dictionary build time: each side's fastest call in
    /// any process, and the spread of every round's ratio.
    var spread: Spread
    /// Its figure.
    var ratio: Double { spread.figure }
  }

  /// Times both sides in this process, a call each in alternate rounds.
  static func measure(_ configuration: BenchConfiguration) -> Sample {
    let input = DiffInput(count: configuration.hashElements, seed: configuration.seed)
    let timing = configuration.hashRounds.measure(
      { DiffBenchmark.checksum(ListDiff(from: input.old, to: input.new)) }, { buildDictionary(input.old).count })
    return Sample(elements: configuration.hashElements, listDiff: timing.firsts, dictionaryBuild: timing.seconds)
  }

  /// Measured in this process alone.
  static func run(_ configuration: BenchConfiguration) -> Result { Result([measure(configuration)]) }

  /// The yardstick: one dictionary, reserved up front, from id to offset.
  static func buildDictionary(_ items: [BenchItem]) -> [Int: Int] {
    var offsets: [Int: Int] = [:]
    offsets.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() { offsets[item.id] = offset }
    return offsets
  }
}

extension HashBuildBenchmark.Result {
  /// The rounds of every process, each side at its fastest call, as the
  /// diff counts its sides (`DiffBenchmark.Result`). What slows these calls
  /// is memory traffic stalled by the rest of the machine, and a stall adds
  /// about the same time to both sides, since each fills a table of
  /// 100,000 entries: over sixty processes the dictionary build's median
  /// call ranged 1.9–4.2 ms and ListDiff's 5.2–8.3 ms, the difference
  /// staying near 3.3 ms. A ratio of two stalled calls is then not the
  /// ratio of their costs, and the median of the rounds' ratios moved
  /// ±14.8 % over ten runs; the fastest calls are the least stalled.
  init(_ samples: [HashBuildBenchmark.Sample]) {
    elements = samples[0].elements
    let listDiff = samples.flatMap(\.listDiff)
    let dictionaryBuild = samples.flatMap(\.dictionaryBuild)
    self.listDiff = median(listDiff)
    self.dictionaryBuild = median(dictionaryBuild)
    spread = Spread(zip(listDiff, dictionaryBuild).map { strangler.ratio($0, $1) })
    spread.figure = strangler.ratio(listDiff.min()!, dictionaryBuild.min()!)
  }
}
