import Testing
import TextSurface

@Suite("Canvas")
struct CanvasTests {
  @Test func drawsTextWithStyleAndClips() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    let advanced = canvas.draw("Hello, world", at: Point(x: 2, y: 1), style: TextStyle(attributes: .bold))
    #expect(advanced == 12)
    #expect(canvas.frame.lines == ["", "  Hello, w"])
    #expect(canvas.frame[2, 1].style == TextStyle(attributes: .bold))
    #expect(canvas.frame.styledRuns == ["row 1 cols 2-9: bold"])
  }

  @Test func wideGraphemesOccupyTwoCellsAndAreNeverCutInHalf() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("寿司寿", at: .zero)
    // The third character would need columns 4 and 5; only its visible half is blanked.
    #expect(canvas.frame.line(0) == "寿司")
    #expect(canvas.frame[0, 0].width == 2)
    #expect(canvas.frame[1, 0].isContinuation)
    // Overwriting the second half of a wide character blanks its first half.
    canvas.draw("x", at: Point(x: 1, y: 0))
    #expect(canvas.frame.line(0) == " x司")
  }

  /// Erasing part of a row never leaves half of a wide grapheme: one cut by
  /// the rectangle's edge goes whole, in its style.
  @Test func erasingAcrossAWideGraphemeErasesItWhole() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("寿司x", at: .zero, style: TextStyle(attributes: .bold))
    canvas.erase(Rect(x: 1, y: 0, width: 2, height: 1))  // the second half of 寿 and the first of 司
    #expect(canvas.frame.line(0) == "    x")
    #expect((0..<6).allSatisfy { canvas.frame[$0, 0].width == 1 })
    #expect(canvas.frame[0, 0].style == TextStyle(attributes: .bold))  // what was left keeps its style
    #expect(canvas.frame[1, 0].style == .plain)
  }

  @Test func clipRectangleLimitsDrawing() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.draw("abcdef", at: Point(x: 0, y: 1), clip: Rect(x: 2, y: 1, width: 3, height: 1))
    canvas.draw("zzz", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 1, width: 10, height: 2))
    #expect(canvas.frame.lines == ["", "  cde", ""])
  }

  /// A repeated glyph draws exactly what drawing the repeated text draws,
  /// whatever the clip, over whatever was there (a wide glyph takes the slow path).
  @Test func aRepeatedGlyphDrawsWhatItsRepeatedTextDraws() {
    for glyph: Character in ["─", "=", "寿", "é"] {
      for clip in [nil, Rect(x: 2, y: 0, width: 5, height: 3), Rect(x: 0, y: 1, width: 9, height: 1)] {
        for x in [-2, 0, 3] {
          var repeated = Canvas(size: Size(width: 9, height: 3))
          repeated.draw("寿司 under", at: Point(x: 0, y: 1))
          var drawn = repeated
          repeated.drawRepeated(glyph, count: 6, at: Point(x: x, y: 1), style: TextStyle(attributes: .dim), clip: clip)
          drawn.draw(
            String(repeating: glyph, count: 6), at: Point(x: x, y: 1), style: TextStyle(attributes: .dim), clip: clip)
          #expect(repeated.frame == drawn.frame, "\(glyph) at \(x) clipped to \(String(describing: clip))")
        }
      }
    }
  }

  @Test func everySizeFromOneByOneWorks() {
    for width in 1...4 {
      for height in 1...3 {
        var canvas = Canvas(size: Size(width: width, height: height))
        canvas.draw("寿司 and more", at: Point(x: -1, y: height - 1))
        canvas.fill(Rect(x: -5, y: -5, width: 100, height: 1))
        #expect(canvas.frame.cells.count == width * height)
      }
    }
  }
}

/// `Frame ==` compares cells in place (every A/B step makes this comparison):
/// each part of a cell, and the shape of the frame, must still count.
@Suite("Frame equality")
struct FrameEqualityTests {
  private func frame(_ text: String, style: TextStyle = .plain, size: Size = Size(width: 6, height: 2)) -> Frame {
    var canvas = Canvas(size: size)
    _ = canvas.draw(text, at: .zero, style: style)
    return canvas.frame
  }

  @Test func framesDrawnAlikeAreEqualAndHashAlike() {
    let left = frame("Hi 日本")
    let right = frame("Hi 日本")
    #expect(left == right)
    #expect(left.hashValue == right.hashValue)
    #expect(left.contentHash == right.contentHash)
  }

  @Test func aGraphemeAStyleOrAWidthApartIsADifference() {
    let base = frame("Hi 日本")
    #expect(base != frame("Ho 日本"))
    #expect(base != frame("Hi 日本", style: TextStyle(attributes: .bold)))
    // "日" is one wide cell plus a continuation; "ab" two narrow cells in the same columns.
    #expect(base != frame("Hi ab本"))
    for other in [frame("Ho 日本"), frame("Hi 日本", style: TextStyle(attributes: .bold)), frame("Hi ab本")] {
      #expect(base.contentHash != other.contentHash)
    }
  }

  /// A line is its graphemes in order, a wide one once, trailing spaces
  /// trimmed, and a space that carries a mark is not a trailing space.
  @Test func aLineIsItsGraphemesWithTrailingSpacesTrimmed() {
    #expect(frame("日本 a  ", size: Size(width: 10, height: 1)).line(0) == "日本 a")
    #expect(frame("a \u{301}", size: Size(width: 5, height: 1)).line(0) == "a \u{301}")
    #expect(frame("", size: Size(width: 3, height: 1)).line(0) == "")
    let shown = frame("Hi 日本")
    #expect(shown.contains("Hi 日") && !shown.contains("日本"))  // 6 columns: "本" does not fit
  }

  /// `==` compares graphemes as strings, so two encodings of one character
  /// are equal; the content hash counts bytes, so they hash apart.
  @Test func theContentHashCountsBytesWhereEqualityCountsCharacters() {
    let precomposed = frame("caf\u{E9}")
    let decomposed = frame("cafe\u{301}")
    #expect(precomposed == decomposed)
    #expect(precomposed.contentHash != decomposed.contentHash)
  }

  /// The content hash is pinned to its definition, so a faster way of
  /// computing it cannot change what it tells apart: FNV-1a over each cell's
  /// UTF-8 and then its width-and-style word, a plain one-column space as one
  /// marked word.
  @Test func theContentHashIsFNV1aOfEachCellsBytesThenItsWidthAndStyle() {
    var canvas = Canvas(size: Size(width: 7, height: 1))
    _ = canvas.draw("a", at: .zero, style: .plain)
    _ = canvas.draw(" ", at: Point(x: 1, y: 0), style: TextStyle(attributes: .bold))
    _ = canvas.draw("e\u{301}日", at: Point(x: 2, y: 0), style: TextStyle(foreground: .red, background: .blue))
    let frame = canvas.frame  // a, bold space, é, 日 and its continuation, two plain blanks
    let prime: UInt64 = 0x100_0000_01b3
    var expected: UInt64 = 0xcbf2_9ce4_8422_2325
    for x in 0..<frame.size.width {
      let cell = frame[x, 0]
      if cell == .blank {
        expected = (expected ^ (1 << 48)) &* prime
        continue
      }
      for byte in cell.grapheme.utf8 { expected = (expected ^ UInt64(byte)) &* prime }
      var word = UInt64(cell.width) | UInt64(cell.style.attributes.rawValue) << 8
      word |= (cell.style.foreground.map { UInt64($0.rawValue) + 1 } ?? 0) << 16
      word |= (cell.style.background.map { UInt64($0.rawValue) + 1 } ?? 0) << 32
      expected = (expected ^ word) &* prime
    }
    #expect(frame.contentHash == Int(truncatingIfNeeded: expected))
    // A space that carries a style is not a blank: it hashes as its byte and its word.
    var plain = Canvas(size: Size(width: 7, height: 1))
    _ = plain.draw("a  ", at: .zero, style: .plain)
    _ = plain.draw("e\u{301}日", at: Point(x: 2, y: 0), style: TextStyle(foreground: .red, background: .blue))
    #expect(plain.frame.contentHash != frame.contentHash)
  }

  @Test func theSameCellsInAnotherShapeAreADifference() {
    #expect(Frame(size: Size(width: 2, height: 3)) != Frame(size: Size(width: 3, height: 2)))
    #expect(Frame(size: Size(width: 2, height: 3)) == Frame(size: Size(width: 2, height: 3)))
  }
}
