import Testing
import TextSurface

@testable import Migration

/// A frame as a report draws it: runs of cells with one look, split where
/// the style or the marking changes, wide graphemes once.
@Suite("Shown frames")
struct ABShownFrameTests {
  private static func frame() -> Frame {
    var canvas = Canvas(size: Size(width: 8, height: 2))
    _ = canvas.draw("ab", at: Point(x: 0, y: 0))
    _ = canvas.draw("cd", at: Point(x: 2, y: 0), style: TextStyle(attributes: [.bold]))
    _ = canvas.draw("漢x", at: Point(x: 0, y: 1))
    return canvas.frame
  }

  @Test func runsSplitWhereTheStyleOrTheMarkingChanges() {
    let shown = ABShownFrame(Self.frame(), differing: [Point(x: 1, y: 0)])
    #expect(
      shown.rows[0] == [
        .init(text: "a"), .init(text: "b", differs: true), .init(text: "cd", style: TextStyle(attributes: [.bold])),
        .init(text: "    "),
      ])
  }

  @Test func aWideGraphemeIsShownOnceAndNothingIsMarkedWithoutDifferences() {
    let shown = ABShownFrame(Self.frame(), differing: [])
    #expect(shown.rows[1] == [.init(text: "漢x     ")])
    #expect(shown.rows.joined().allSatisfy { !$0.differs })
  }

  /// The comparisons of a scenario share their reference's frames, and a
  /// frame already shown at a step is not built again; each still carries
  /// its own comparison's marks.
  @Test func aFrameShownAgainKeepsTheMarksItIsShownWith() {
    var shown = ShownFrames()
    let frame = Self.frame()
    let plain = shown.frame(frame, differing: [], at: 3)
    let marked = shown.frame(frame, differing: [Point(x: 0, y: 1)], at: 3)
    #expect(plain == ABShownFrame(frame, differing: []))
    #expect(marked == ABShownFrame(frame, differing: [Point(x: 0, y: 1)]))
    #expect(marked != plain)
    // An equal frame drawn by another run (its own cells) is the same shown frame.
    #expect(shown.frame(Self.frame(), differing: [], at: 3) == plain)
    // At another step, or of other cells, it is built from its own frame.
    var other = Canvas(size: Size(width: 8, height: 2))
    _ = other.draw("zz", at: Point(x: 0, y: 0))
    #expect(shown.frame(other.frame, differing: [], at: 3) == ABShownFrame(other.frame, differing: []))
  }
}
