import AppCore
import CoreRuntime
import StranglerCommands

/// An identified row with content that can change under the same id, the
/// shape of data `ForEach(items, id:)` diffs.
struct BenchItem: Identifiable, Equatable, Sendable {
  var id: Int
  var revision: Int
}

/// A seeded old/new pair for the diff benchmarks: from `count` rows, 10 %
/// deleted, 10 % moved (taken out and put back at a random place), 10 %
/// updated (same id, new revision) and 10 % fresh rows inserted at random places.
///
/// Ids are unique, so every row present in both lists is matched: the
/// standard library's minimal edit script then infers exactly
/// `kept - LCS` moves, the same count as ListDiff's `kept - LIS`. A moved row
/// that happens to land where its order is kept is not a move for either side,
/// so the reported count is at most 10 %.
struct DiffInput {
  var old: [BenchItem]
  var new: [BenchItem]

  init(count: Int, seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    old = (0..<count).map { BenchItem(id: $0, revision: 0) }
    let tenth = count / 10
    var roles = Array(0..<count)
    roles.shuffle(using: &random)
    let deleted = Set(roles[0..<tenth])
    let moved = Array(roles[tenth..<2 * tenth])
    let movedSet = Set(moved)
    let updated = Set(roles[2 * tenth..<3 * tenth])

    var new: [BenchItem] = []
    new.reserveCapacity(count + tenth)
    for item in old where !deleted.contains(item.id) && !movedSet.contains(item.id) {
      new.append(updated.contains(item.id) ? BenchItem(id: item.id, revision: 1) : item)
    }
    // Moved rows and fresh rows go into random gaps between the remaining
    // rows (several may share a gap, in shuffled order): one merge, O(n log n),
    // rather than one O(n) array insertion each.
    var placed = moved.map { BenchItem(id: $0, revision: updated.contains($0) ? 1 : 0) }
    placed += (count..<count + tenth).map { BenchItem(id: $0, revision: 0) }
    placed.shuffle(using: &random)
    let gaps = placed.indices.map { (gap: Int.random(in: 0...new.count, using: &random), order: $0) }
      .sorted { ($0.gap, $0.order) < ($1.gap, $1.order) }
    var merged: [BenchItem] = []
    merged.reserveCapacity(new.count + placed.count)
    var next = 0
    for (offset, item) in new.enumerated() {
      while next < gaps.count, gaps[next].gap == offset {
        merged.append(placed[gaps[next].order])
        next += 1
      }
      merged.append(item)
    }
    for rest in gaps[next...] { merged.append(placed[rest.order]) }
    new = merged
    self.new = new
  }

  var oldIDs: [Int] { old.map(\.id) }
  var newIDs: [Int] { new.map(\.id) }
}
