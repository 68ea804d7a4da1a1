/// The longest strictly increasing subsequence of a sequence of integers, by
/// patience sorting.
///
/// `ListDiff` uses it to decide which matched elements stay put: the old
/// offsets of the matched elements, read in new order, are increasing exactly
/// where the elements kept their relative order, so the longest increasing
/// run is the largest set that need not move. Everything off it is a move,
/// and no smaller set of moves can turn old into new.
///
/// Patience sorting keeps, for every length `k`, the position of the smallest
/// value that ends an increasing subsequence of length `k` (`tails`, which is
/// sorted, so each value finds its pile by binary search) and a back pointer
/// per element.
///
/// Time O(n log n), close to O(n) when the values are mostly in order thanks
/// to fast paths for values that extend or end the longest run; memory O(n):
/// one result array plus three scratch arrays.
///
/// Ties are resolved deterministically: among several longest subsequences
/// the one found ends in the smallest possible value at every length, read
/// back from the last pile.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// Marks the members of one longest strictly increasing subsequence of the
  /// non-negative entries of `values`; negative entries are absent (unmatched
  /// elements, for `ListDiff`) and never marked.
  ///
  /// Returns an array as long as `values`, `true` at the positions on the
  /// subsequence, and the subsequence's length.
  /// `marking([3, -1, 1, 2, 0])` is `([false, false, true, true, false], 2)`.
  @usableFromInline
  static func marking(_ values: [Int]) -> (onSubsequence: [Bool], length: Int) {
    let count = values.count
    var onSubsequence = [Bool](repeating: false, count: count)
    // tails[k]: position of the smallest value ending an increasing run of
    // length k + 1; tailValues[k] is that value, kept beside it so the binary
    // search reads one contiguous sorted array instead of chasing positions.
    var tails = [Int](repeating: 0, count: count)
    var tailValues = [Int](repeating: 0, count: count)
    // previous[i]: position before i on the best run ending at i, or -1.
    // Written before it is read, for every position that gets a pile.
    var previous = [Int](repeating: -1, count: count)
    var piles = 0
    for index in 0..<count {
      let value = values[index]
      if value < 0 { continue }
      let pile: Int
      // Fast paths: in a diff most matched elements keep their order,
      // so the value usually extends the longest run, or (just after an
      // element that moved far ahead) replaces the top of the last pile.
      if piles == 0 || tailValues[piles &- 1] < value {
        pile = piles
      } else if piles == 1 || tailValues[piles &- 2] < value {
        pile = piles &- 1
      } else {
        // The first pile whose top is >= value (strictly increasing
        // runs); it is at most piles - 2.
        pile = firstNotBelow(value, in: tailValues, from: 0, span: piles &- 2)
      }
      previous[index] = pile > 0 ? tails[pile &- 1] : -1
      tails[pile] = index
      tailValues[pile] = value
      if pile == piles { piles &+= 1 }
    }
    guard piles > 0 else { return (onSubsequence, 0) }
    var index = tails[piles &- 1]
    while index >= 0 {
      onSubsequence[index] = true
      index = previous[index]
    }
    return (onSubsequence, piles)
  }

  /// The first position in `start...start + span` whose value is >= `value`,
  /// given that `values[start + span]`, if it exists, is >= `value` (sorted
  /// `values`). Branch-free halving: the comparison becomes a conditional
  /// move rather than a jump mispredicted half the time.
  @inline(__always)
  static func firstNotBelow(_ value: Int, in values: [Int], from start: Int, span: Int)
    -> Int
  {
    var low = start
    var span = span
    while span > 1 {
      let half = span >> 1
      low = values[low &+ half] < value ? low &+ half : low
      span &-= half
    }
    if span == 1, values[low] < value { low &+= 1 }
    return low
  }
}
