import Testing
import TextSurface

/// `Frame.shows(_:)` answers what reading the rows as text answers, without
/// building the text.
@Suite struct RowSearchTests {
  @Test func findsTextOnOneRowAndNeverAcrossRows() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    canvas.draw("Sign in", at: Point(x: 2, y: 0))
    canvas.draw("Network", at: Point(x: 5, y: 1))
    canvas.draw("error", at: Point(x: 0, y: 2))
    let frame = canvas.frame
    #expect(frame.shows(RowSearch("Sign in")))
    #expect(frame.shows(RowSearch(["nothing", "error"])))
    #expect(!frame.shows(RowSearch("Network error")))  // the words are on two rows
    #expect(!frame.shows(RowSearch("Sign  in")))
    #expect(!frame.shows(RowSearch([])))
    #expect(frame.shows(RowSearch("")))
  }

  @Test func readsWideGraphemesAndMarksAsDrawn() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.draw("寿司 café", at: .zero)
    #expect(canvas.frame.shows(RowSearch("司 caf")))
    #expect(canvas.frame.shows(RowSearch("café")))
    #expect(!canvas.frame.shows(RowSearch("寿 司")))
  }

  /// On random frames of a small alphabet, the search agrees with the rows' text.
  @Test func agreesWithTheRowsTextOnRandomFrames() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = ["a", "b", " ", "é", "寿"]
    for _ in 0..<300 {
      var canvas = Canvas(size: Size(width: 1 + next(12), height: 1 + next(4)))
      for _ in 0..<next(8) {
        let text = (0..<next(6)).map { _ in alphabet[next(alphabet.count)] }.joined()
        canvas.draw(text, at: Point(x: next(canvas.size.width), y: next(canvas.size.height)))
      }
      let needle = (0..<1 + next(3)).map { _ in alphabet[next(alphabet.count)] }.joined()
      let frame = canvas.frame
      // Each row as drawn, blank cells included: a reader sees the blanks too.
      let rows = (0..<frame.size.height).map { y in
        (0..<frame.size.width).filter { !frame[$0, y].isContinuation }.map { frame[$0, y].grapheme }.joined()
      }
      let expected = rows.contains { Array($0.utf8).contains(subsequence: Array(needle.utf8)) }
      #expect(frame.shows(RowSearch(needle)) == expected, "\(needle) in \(rows)")
    }
  }
}

/// A watch over a sequence of frames answers what searching each frame whole answers.
@Suite struct RowWatchTests {
  @Test func agreesWithSearchingEveryFrameWhole() {
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let search = RowSearch(["Error", "failed"])
    var watch = RowWatch(search)
    var canvas = Canvas(size: Size(width: 14, height: 4))
    let texts = ["Error", "failed", "fine", "Err", "or", "     ", "寿司", "no failure"]
    var seen = 0
    for step in 0..<400 {
      if step % 97 == 96 { canvas = Canvas(size: Size(width: 10 + next(6), height: 2 + next(4))) }
      canvas.draw(texts[next(texts.count)], at: Point(x: next(canvas.size.width), y: next(canvas.size.height)))
      let whole = canvas.frame.shows(search)
      #expect(watch.shows(in: canvas.frame) == whole, "step \(step): \(canvas.frame.lines)")
      if whole { seen += 1 }
    }
    #expect(seen > 0 && seen < 400)  // the sequence shows the texts and also hides them
  }
}

extension Array where Element == UInt8 {
  fileprivate func contains(subsequence: [UInt8]) -> Bool {
    guard subsequence.count <= count else { return false }
    return (0...(count - subsequence.count)).contains { Array(self[$0..<$0 + subsequence.count]) == subsequence }
  }
}
