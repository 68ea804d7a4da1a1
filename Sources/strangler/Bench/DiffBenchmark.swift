import DeclarativeUI
import StranglerCommands

/// ListDiff against the standard library's
/// `newIDs.difference(from: oldIDs).inferringMoves()` on the same seeded input,
/// measured side by side in one process.
///
/// The standard library runs Myers' algorithm, O((n + m) · d) for an edit
/// distance `d`; ListDiff hashes in O(n + m) and sorts its moves in
/// O(k log k). Both report the same, minimal, number of moves.
enum DiffBenchmark {
  /// What one process measured: each side's time per call in every round.
  struct Sample: Codable, Sendable, Equatable {
    var elements: Int
    var moves: Int
    var stdlibMoves: Int
    var stdlib: [Duration]
    var listDiff: [Duration]
  }

  struct Result: Sendable {
    var elements: Int
    /// Each side's median round, per call, over every process.
    var listDiff: Duration
    var stdlib: Duration
    var moves: Int
    var stdlibMoves: Int
    /// Stdlib time ÷ ListDiff time: the ratio of each side's low-decile
    /// round over every process (`lowDecile`), and the spread of every round's ratio.
    var speedupSpread: Spread
    /// Its figure.
    var speedup: Double { speedupSpread.figure }
  }

  /// Times both diffs in this process, in interleaved rounds.
  static func measure(_ configuration: BenchConfiguration) -> Sample {
    let input = DiffInput(count: configuration.diffElements, seed: configuration.seed)
    let oldIDs = input.oldIDs
    let newIDs = input.newIDs
    let moves = ListDiff(from: input.old, to: input.new).moves.count
    let stdlibMoves = countMoves(newIDs.difference(from: oldIDs).inferringMoves())
    let timing = configuration.rounds.measure(
      { newIDs.difference(from: oldIDs).inferringMoves().count },
      { checksum(ListDiff(from: input.old, to: input.new)) })
    return Sample(
      elements: configuration.diffElements, moves: moves, stdlibMoves: stdlibMoves, stdlib: timing.firsts,
      listDiff: timing.seconds)
  }

  /// Measured in this process alone.
  static func run(_ configuration: BenchConfiguration) -> Result { Result([measure(configuration)]) }

  /// Moves the standard library reports: insertions paired with a removal.
  static func countMoves(_ difference: CollectionDifference<Int>) -> Int {
    var moves = 0
    for change in difference.insertions {
      if case .insert(_, _, let associatedWith) = change, associatedWith != nil { moves += 1 }
    }
    return moves
  }

  /// Something that depends on every part of the diff, so none of it is optimized away.
  static func checksum(_ diff: ListDiff) -> Int {
    diff.deletions.count &+ diff.insertions.count &+ diff.moves.count &+ diff.updates.count
  }
}

extension DiffBenchmark.Result {
  /// The figures of the rounds of every process. Each side counts at its
  /// low decile: the round a tenth of the way up from its fastest (the
  /// fifth of 48). Interference only ever adds time, and a process whose
  /// large buffers landed in slow memory (`MemoryBoundSample`) slows the
  /// standard library's dynamic programming more than ListDiff's hashing,
  /// so the figure must come from the fast end, which the fastest rounds
  /// of a slow process do not reach. Each side's single fastest round was
  /// decided by one lucky round: grouped six at a time as a bench spreads
  /// them, 120 processes started in a row put that ratio at ±3.2 % of the
  /// groups' median and the low deciles' at ±1.8 %.
  init(_ samples: [DiffBenchmark.Sample]) {
    let first = samples[0]
    let stdlib = samples.flatMap(\.stdlib)
    let listDiff = samples.flatMap(\.listDiff)
    elements = first.elements
    moves = first.moves
    stdlibMoves = first.stdlibMoves
    self.stdlib = median(stdlib)
    self.listDiff = median(listDiff)
    speedupSpread = Spread(zip(stdlib, listDiff).map { strangler.ratio($0, $1) })
    speedupSpread.figure = strangler.ratio(lowDecile(stdlib), lowDecile(listDiff))
  }
}
