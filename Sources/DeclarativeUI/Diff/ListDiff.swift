/// The keyed difference between two lists of identified elements: what the
/// declarative renderer needs to turn the rows it shows into the rows it should
/// show, touching as few as possible.
///
/// Elements are matched by `id`; content is compared with `==` only for matched
/// pairs. The result has four parts:
/// - `deletions`: offsets in `old` of elements with no match in `new`;
/// - `insertions`: offsets in `new` of elements with no match in `old`;
/// - `moves`: matched elements whose relative order changed, old offset to new
///   offset. The set is minimal for the matching: the matched elements that
///   are *not* moved form a longest subsequence that appears in the same order
///   in both lists, so `moves.count == matched - LIS` (with duplicate ids, see
///   below: minimal for the documented matching, not globally);
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
///    offset with that id; later occurrences of the same id, if any, are
///    chained through a side array (no per-id array, no per-element allocation).
/// 2. One pass over `new` looks each id up (read only) and takes the first
///    unmatched old offset of the chain; a miss is an insertion. Content is
///    compared here. Old offsets never taken are deletions. Most lists keep
///    most of their order, so before hashing an id the pass checks the old
///    element right after the previous match: when old ids are unique and
///    that one has the same id, it is the match, found with one `==` instead
///    of a hash and a probe.
/// 3. The old offsets of the matched elements, read in new order, are
///    increasing exactly where order was kept. A longest increasing
///    subsequence of them (patience sorting, see `LongestIncreasingSubsequence`)
///    stays put; every other matched element is a move. When several longest
///    orders exist, the one kept ends in the smallest old offsets, so the same
///    lists always give the same moves.
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
///
/// Moves are then minimal *for that matching*, not over every way of pairing
/// the duplicates: from `[a, b, c, a]` to `[b, c, a]` the new `a` matches the
/// first old `a`, which moves (one move), although pairing it with the second
/// would move nothing. Finding the globally fewest moves would mean searching
/// the pairings of every duplicated id; the k-th↔k-th rule keeps the diff
/// linear and deterministic.
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
  @inlinable
  public init<E: Identifiable & Equatable>(from old: [E], to new: [E]) {
    self = Self.difference(from: old, to: new)
  }

  /// The algorithm behind `init(from:to:)`.
  ///
  /// Inlinable so that callers get a version specialized for their element
  /// type (hashing and `==` are then direct calls, not through witness
  /// tables), but never inlined: inlined into a caller's closure the loops
  /// optimize worse, measurably (a third slower at 100,000 elements).
  @inlinable @inline(never)
  static func difference<E: Identifiable & Equatable>(from old: [E], to new: [E]) -> ListDiff {
    let oldCount = old.count
    let newCount = new.count
    // Empty sides answer at once.
    if newCount == 0 || oldCount == 0 {
      return ListDiff(deletions: Array(0..<oldCount), insertions: Array(0..<newCount), moves: [], updates: [])
    }

    // 1. id -> its first old offset; nextOccurrence chains the later ones.
    // Filled back to front so the head of each chain is the earliest occurrence.
    // The chain array is only allocated when a duplicate id turns up: unique
    // ids, the normal case, pay for one dictionary and nothing else.
    var firstOffset = [E.ID: Int](minimumCapacity: oldCount)
    var nextOccurrence: [Int] = []
    var offset = oldCount - 1
    while offset >= 0 {
      if let later = firstOffset.updateValue(offset, forKey: old[offset].id) {
        if nextOccurrence.isEmpty { nextOccurrence = [Int](repeating: -1, count: oldCount) }
        nextOccurrence[offset] = later
      }
      offset -= 1
    }
    let hasDuplicates = !nextOccurrence.isEmpty

    // 2. One pass over new: newToOld[j] is the old offset matched to new
    // offset j, or -1. The dictionary is only read here. Once a chain's head
    // is matched, nextOccurrence[head] is kept pointing at the chain's first
    // unmatched occurrence, so the k-th occurrence in new takes the k-th in
    // old in O(1). Content is compared as pairs are found.
    var matchedOld = [Bool](repeating: false, count: oldCount)
    var matchedCount = 0
    var updates: [Int] = []
    var newToOld = [Int](repeating: -1, count: newCount)
    // The old offset just after the previous match: where the next
    // element is when the order was kept, as it mostly is.
    var expected = 0
    for offset in 0..<newCount {
      let element = new[offset]
      var match = -1
      if !hasDuplicates, expected < oldCount, old[expected].id == element.id {
        // Sequential hint: with unique old ids an equal id is the only
        // occurrence, so no lookup is needed. (Already matched means a
        // surplus duplicate in new: an insertion, as the lookup would say.)
        if !matchedOld[expected] { match = expected }
      } else if let head = firstOffset[element.id] {
        if !matchedOld[head] {
          match = head
        } else if hasDuplicates, nextOccurrence[head] >= 0 {
          match = nextOccurrence[head]
          nextOccurrence[head] = nextOccurrence[match]
        }  // else: every old occurrence of this id is taken, a surplus duplicate.
      }
      guard match >= 0 else { continue }
      newToOld[offset] = match
      matchedOld[match] = true
      matchedCount &+= 1
      expected = match &+ 1
      if old[match] != element { updates.append(offset) }
    }

    // Unmatched old offsets are deletions, unmatched new offsets insertions.
    var deletions: [Int] = []
    deletions.reserveCapacity(oldCount - matchedCount)
    for offset in 0..<oldCount where !matchedOld[offset] { deletions.append(offset) }
    var insertions: [Int] = []
    insertions.reserveCapacity(newCount - matchedCount)
    for offset in 0..<newCount where newToOld[offset] < 0 { insertions.append(offset) }

    // 3. Matched elements off one longest increasing run of old offsets move.
    var moves: [Move] = []
    if matchedCount > 0 {
      let (stays, staying) = LongestIncreasingSubsequence.marking(newToOld)
      moves.reserveCapacity(matchedCount - staying)
      for offset in 0..<newCount where newToOld[offset] >= 0 && !stays[offset] {
        moves.append(Move(from: newToOld[offset], to: offset))
      }
    }

    return ListDiff(deletions: deletions, insertions: insertions, moves: moves, updates: updates)
  }

  @usableFromInline
  init(deletions: [Int], insertions: [Int], moves: [Move], updates: [Int]) {
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
