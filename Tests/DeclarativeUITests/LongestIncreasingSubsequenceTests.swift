import CoreRuntime
import Testing

@testable import DeclarativeUI

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
  /// Length by the O(n²) textbook recurrence, skipping negative (absent) entries.
  private func referenceLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 0, count: values.count)
    for i in values.indices where values[i] >= 0 {
      best[i] = 1
      for j in 0..<i where values[j] >= 0 && values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  private func check(_ values: [Int]) {
    let (marks, length) = LongestIncreasingSubsequence.marking(values)
    #expect(marks.count == values.count)
    let chosen = values.indices.filter { marks[$0] }.map { values[$0] }
    #expect(chosen.count == length)
    #expect(chosen.allSatisfy { $0 >= 0 }, "absent entries are never on it")
    #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing")
    #expect(length == referenceLength(values))
  }

  @Test func smallCases() {
    check([])
    check([-1, -1])
    check([5])
    check([3, -1, 1, 2, 0])
    #expect(LongestIncreasingSubsequence.marking([3, -1, 1, 2, 0]).onSubsequence == [false, false, true, true, false])
    check([4, 3, 2, 1])
    check([1, 1, 1])
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func longSequencesSpanningManySearchBlocks(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // Nearly sorted with far outliers (the diff case), random, and runs of
    // equal values — hundreds of piles, so the sampled search is exercised.
    let count = 2_500
    var nearlySorted = Array(0..<count)
    for _ in 0..<200 {
      nearlySorted[Int.random(in: 0..<count, using: &random)] = Int.random(in: -1..<count, using: &random)
    }
    check(nearlySorted)
    check((0..<count).map { _ in Int.random(in: -1..<count, using: &random) })
    check((0..<count).map { _ in Int.random(in: 0..<40, using: &random) })
    check((0..<count).map { count - $0 })
  }
}
