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
  struct Result: Sendable {
    var elements: Int
    var listDiff: Duration
    var stdlib: Duration
    var moves: Int
    var stdlibMoves: Int
    /// Stdlib time ÷ ListDiff time, over interleaved rounds: the ratio of
    /// each side's fastest round, and the rounds' spread.
    var speedupSpread: Spread
    /// Its figure.
    var speedup: Double { speedupSpread.figure }
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    let input = DiffInput(count: configuration.diffElements, seed: configuration.seed)
    let oldIDs = input.oldIDs
    let newIDs = input.newIDs
    let moves = ListDiff(from: input.old, to: input.new).moves.count
    let stdlibMoves = countMoves(newIDs.difference(from: oldIDs).inferringMoves())
    let timing = configuration.rounds.measure(
      { newIDs.difference(from: oldIDs).inferringMoves().count },
      { checksum(ListDiff(from: input.old, to: input.new)) })
    return Result(
      elements: configuration.diffElements, listDiff: timing.second, stdlib: timing.first, moves: moves,
      stdlibMoves: stdlibMoves, speedupSpread: timing.fastest)
  }

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
