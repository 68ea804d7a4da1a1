/// The longest strictly increasing subsequence of a sequence of integers, by
/// patience sorting.
///
/// `ListDiff` uses it to decide which kept elements stay put: the old offsets of
/// the kept elements, read in new order, are increasing exactly where the
/// elements kept their relative order, so the longest increasing run is the
/// largest set that need not move. Everything off it is a move, and no smaller
/// set of moves can turn old into new.
///
/// Patience sorting keeps, for every length `k`, the position of the smallest
/// value that ends an increasing subsequence of length `k` (`tails`, which is
/// sorted, so each value finds its pile by binary search) and a back pointer per
/// element. Time O(n log n), memory O(n), three allocations whatever `n` is.
///
/// Ties are resolved deterministically: among several longest subsequences the
/// one found is the one ending in the smallest possible values at every length,
/// read back from the last pile.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// Marks the members of one longest strictly increasing subsequence of `values`.
  ///
  /// Returns an array as long as `values`, `true` at the positions on the
  /// subsequence. `marking([3, 1, 2, 0])` is `[false, true, true, false]`.
  @usableFromInline
  static func marking(_ values: [Int]) -> [Bool] {
    let count = values.count
    var onSubsequence = [Bool](repeating: false, count: count)
    guard count > 0 else { return onSubsequence }
    // tails[k]: position of the smallest value ending an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(count)
    // previous[i]: position before i on the best run ending at i, or -1.
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
      previous.withUnsafeMutableBufferPointer { previous in
        for index in 0..<count {
          let value = values[index]
          // The first pile whose top is >= value (strictly increasing runs).
          var low = 0
          var high = tails.count
          while low < high {
            let middle = (low &+ high) >> 1
            if values[tails[middle]] < value { low = middle &+ 1 } else { high = middle }
          }
          if low > 0 { previous[index] = tails[low &- 1] }
          if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var index = tails[tails.count - 1]
        while index >= 0 {
          onSubsequence[index] = true
          index = previous[index]
        }
      }
    }
    return onSubsequence
  }
}
