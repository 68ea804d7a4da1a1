/// The keyed difference between two lists of identified elements: what the
/// declarative renderer needs to turn the rows it shows into the rows it should
/// show, touching as few as possible (DESIGN.md section 5).
///
/// Elements are matched by `id`; content is compared with `==` only for matched
/// pairs. The result has four parts:
/// - `deletions`: offsets in `old` of elements with no match in `new`;
/// - `insertions`: offsets in `new` of elements with no match in `old`;
/// - `moves`: matched elements whose relative order changed, old offset to new
///   offset. The set is minimal: the matched elements that are *not* moved form
///   a longest subsequence that appears in the same order in both lists, so
///   `moves.count == matched - LIS`;
/// - `updates`: offsets in `new` of matched elements (moved or not) whose
///   content differs (`!=`).
///
/// All four arrays are sorted ascending (`moves` by `to`).
///
/// ```swift
/// struct Row: Identifiable, Equatable { var id: String; var title: String }
/// let old = [Row(id: "a", title: "A"), Row(id: "b", title: "B"), Row(id: "c", title: "C")]
/// let new = [Row(id: "c", title: "C"), Row(id: "a", title: "A!"), Row(id: "d", title: "D")]
/// let diff = ListDiff(from: old, to: new)
/// // deletions [1] (b), insertions [2] (d), moves [2 -> 0] (c), updates [1] (a)
/// diff.applied(to: old, contentFrom: new) == new  // true
/// ```
///
/// ## Algorithm
///
/// Heckel-style hashing, then a longest increasing subsequence:
/// 1. One pass over `old` builds one dictionary from id to the first old
///    offset with that id; later occurrences of the same id are chained
///    through a side array (no per-id array, no per-element allocation).
/// 2. One pass over `new` looks each id up and takes the first unmatched old
///    offset of the chain; a miss is an insertion. Content is compared here.
///    Old offsets never taken are deletions.
/// 3. The old offsets of the matched elements, read in new order, are
///    increasing exactly where order was kept. A longest increasing
///    subsequence of them (patience sorting, see `LongestIncreasingSubsequence`)
///    stays put; every other matched element is a move.
///
/// Time O(n + m) expected for the hashing plus O(k log k) for the subsequence
/// of `k` matched elements, memory O(n + m); the dictionary is generic over
/// `E.ID`, so no element is boxed into `AnyHashable`.
///
/// ## Duplicate ids
///
/// Ids should be unique, but duplicates are handled deterministically: the k-th
/// occurrence of an id in `new` matches the k-th occurrence of that id in `old`.
/// Surplus occurrences in `old` are deletions, surplus occurrences in `new` are
/// insertions. `applied(to:contentFrom:)` still rebuilds `new` exactly.
public struct ListDiff: Equatable, Sendable {
  /// A matched element whose position changed relative to the others.
  public struct Move: Equatable, Sendable {
    /// Its offset in the old list.
    public var from: Int
    /// Its offset in the new list.
    public var to: Int

    /// A move from old offset `from` to new offset `to`.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Offsets in the old list of elements that are gone, ascending.
  public var deletions: [Int]
  /// Offsets in the new list of elements that are new, ascending.
  public var insertions: [Int]
  /// Matched elements off the longest kept order, ascending by `to`.
  public var moves: [Move]
  /// Offsets in the new list of matched elements whose content changed, ascending.
  public var updates: [Int]

  /// Computes the difference that turns `old` into `new` (see the type's
  /// documentation for the algorithm and the duplicate-id rule).
  ///
  /// Inlinable so that callers get a version specialized for their element
  /// type: the hashing and `==` calls are then direct, not through witness tables.
  @inlinable
  public init<E: Identifiable & Equatable>(from old: [E], to new: [E]) {
    let oldCount = old.count
    let newCount = new.count

    // 1. id -> first unmatched old offset; nextOccurrence chains the later ones.
    // Filled back to front so the head of each chain is the earliest occurrence.
    var firstUnmatched = [E.ID: Int](minimumCapacity: oldCount)
    var nextOccurrence = [Int](repeating: -1, count: oldCount)
    nextOccurrence.withUnsafeMutableBufferPointer { next in
      old.withUnsafeBufferPointer { old in
        var offset = oldCount - 1
        while offset >= 0 {
          next[offset] = firstUnmatched.updateValue(offset, forKey: old[offset].id) ?? -1
          offset -= 1
        }
      }
    }

    // 2. One pass over new: match, or insert; compare content of matches.
    var matchedOld = [Bool](repeating: false, count: oldCount)
    var insertions: [Int] = []
    insertions.reserveCapacity(max(0, newCount - oldCount))
    var updates: [Int] = []
    var keptOld: [Int] = []
    var keptNew: [Int] = []
    keptOld.reserveCapacity(min(oldCount, newCount))
    keptNew.reserveCapacity(min(oldCount, newCount))
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        nextOccurrence.withUnsafeBufferPointer { next in
          matchedOld.withUnsafeMutableBufferPointer { matchedOld in
            for offset in 0..<newCount {
              let element = new[offset]
              guard let slot = firstUnmatched.index(forKey: element.id) else {
                insertions.append(offset)
                continue
              }
              let match = firstUnmatched.values[slot]
              guard match >= 0 else {
                // Every old occurrence of this id is taken: a surplus duplicate.
                insertions.append(offset)
                continue
              }
              firstUnmatched.values[slot] = next[match]
              matchedOld[match] = true
              keptOld.append(match)
              keptNew.append(offset)
              if old[match] != element { updates.append(offset) }
            }
          }
        }
      }
    }

    var deletions: [Int] = []
    deletions.reserveCapacity(oldCount - keptOld.count)
    for offset in 0..<oldCount where !matchedOld[offset] { deletions.append(offset) }

    // 3. Matched elements off one longest increasing run of old offsets move.
    var moves: [Move] = []
    if !keptOld.isEmpty {
      let stays = LongestIncreasingSubsequence.marking(keptOld)
      for index in 0..<keptOld.count where !stays[index] {
        moves.append(Move(from: keptOld[index], to: keptNew[index]))
      }
    }

    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
  }

  /// Applies the diff to `old`, taking inserted and updated content from `new`.
  ///
  /// What "apply" means, step by step — the same steps a list renderer takes
  /// with its rows:
  /// 1. remove from `old` every deleted element and every moved element (the
  ///    survivors keep their relative order);
  /// 2. walk the new offsets in ascending order and place at each one: the
  ///    inserted element `new[to]` at an insertion offset, the moved element
  ///    `old[from]` at a move's `to`, and otherwise the next survivor;
  /// 3. replace the element at each offset in `updates` with `new[offset]`.
  ///
  /// For a diff computed as `ListDiff(from: old, to: new)` the result equals
  /// `new`; the property tests check exactly that. Content is taken from `new`
  /// only at insertion and update offsets, so the result proves that the
  /// deletions, moves and kept order are right. Runs in O(n + m).
  ///
  /// - Precondition: the diff fits the lists (`old.count - deletions.count +
  ///   insertions.count == new.count`, offsets in range).
  public func applied<E>(to old: [E], contentFrom new: [E]) -> [E] {
    precondition(
      old.count - deletions.count + insertions.count == new.count, "ListDiff: the diff does not fit these lists")
    // Step 1: which old elements leave their place.
    var removed = [Bool](repeating: false, count: old.count)
    for offset in deletions { removed[offset] = true }
    for move in moves { removed[move.from] = true }
    // Step 2: per new offset, where its element comes from.
    let fromSurvivor = -1
    let fromNew = -2
    var source = [Int](repeating: fromSurvivor, count: new.count)
    for offset in insertions { source[offset] = fromNew }
    for move in moves { source[move.to] = move.from }
    var result: [E] = []
    result.reserveCapacity(new.count)
    var survivor = 0
    for offset in 0..<new.count {
      switch source[offset] {
      case fromNew: result.append(new[offset])
      case fromSurvivor:
        while removed[survivor] { survivor += 1 }
        result.append(old[survivor])
        survivor += 1
      case let from: result.append(old[from])
      }
    }
    // Step 3: new content for updated elements.
    for offset in updates { result[offset] = new[offset] }
    return result
  }
}
