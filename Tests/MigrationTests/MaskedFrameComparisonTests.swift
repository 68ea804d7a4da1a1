import Testing
import TextSurface

@testable import Migration

/// A parity rule's `ignore` patterns blank the text they match in both
/// frames before the frames are compared. Only the rows that differ are
/// searched: the answer must be the one masking every row gives.
@Suite("Masked frame comparison")
struct MaskedFrameComparisonTests {
  private func frame(_ lines: [String]) -> Frame {
    var canvas = Canvas(size: Size(width: 24, height: lines.count))
    for (y, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 0, y: y)) }
    return canvas.frame
  }

  /// What masking every row of both frames answers.
  private func maskingEveryRow(_ left: Frame, _ right: Frame, _ patterns: [String]) -> Bool {
    let rows = Array(0..<left.size.height)
    let masks = TextMask.rects(left, patterns, rows: rows) + TextMask.rects(right, patterns, rows: rows)
    return left.masking(masks) == right.masking(masks)
  }

  @Test func onlyDifferencesThePatternsMatchAreSetAside() {
    let patterns = [#"\$[0-9.]+"#, "[0-9]+ min"]
    let reference = frame(["Balance $12.00", "Name: Dasher", "Next in 5 min", "Balance $3.10"])
    let cases: [(lines: [String], agrees: Bool)] = [
      (["Balance $12.00", "Name: Dasher", "Next in 5 min", "Balance $3.10"], true),
      (["Balance $13.50", "Name: Dasher", "Next in 5 min", "Balance $3.10"], true),
      (["Balance $13.50", "Name: Dasher", "Next in 12 min", "Balance $0.99"], true),
      (["Balance $13.50", "Name: Dashing", "Next in 5 min", "Balance $3.10"], false),
      (["Balance: $12.00", "Name: Dasher", "Next in 5 min", "Balance $3.10"], false),
      (["Balance $12.00", "Name: Dasher", "Next in 5 mins", "Balance $3.10"], false),
      (["Balance $12", "Name: Dasher", "Next in 5 min", "Balance $3.10"], true),
    ]
    for (lines, agrees) in cases {
      let candidate = frame(lines)
      #expect(TextMask.framesAgree(reference, candidate, ignoring: patterns) == agrees, "\(lines)")
      #expect(maskingEveryRow(reference, candidate, patterns) == agrees, "\(lines)")
    }
  }

  @Test func withoutPatternsFramesAgreeOnlyWhenEqual() {
    let reference = frame(["Balance $12.00"])
    #expect(TextMask.framesAgree(reference, frame(["Balance $12.00"]), ignoring: []))
    #expect(!TextMask.framesAgree(reference, frame(["Balance $13.00"]), ignoring: []))
  }
}
