import Testing
import TextSurface

/// Issue #9's Unicode cases: what each grapheme occupies, and that cutting
/// text to a width never splits one. Right-to-left text is measured and drawn
/// in logical order, one column a letter; reordering it is the terminal's
/// bidi algorithm's business, and the controls that would override it are
/// replaced by `terminalSafe`.
@Suite("Unicode widths")
struct UnicodeWidthTests {
  @Test(
    "emoji sequences, keycaps, flags, combining marks, jamo, CJK and RTL",
    arguments: [
      ("👩‍👩‍👧", 2), ("👨🏽‍💻", 2), ("🏳️‍🌈", 2), ("❤️‍🔥", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),  // ZWJ and tag sequences
      ("❤️", 2), ("©️", 2), ("☺️", 2),  // text-default pictographs made emoji by VS16
      ("❤︎", 1), ("☺︎", 1), ("⌚︎", 2),  // VS15 asks for text; a wide character stays wide
      ("1️⃣", 2), ("#️⃣", 2), ("1⃣", 1),  // keycaps: emoji with VS16, text without
      ("🇫🇷", 2), ("🇯🇵", 2), ("🇫", 2),  // regional indicators: a pair is a flag
      ("e\u{301}", 1), ("a\u{301}\u{302}\u{303}", 1), ("\u{301}", 0),  // combining marks
      ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{1100}\u{1161}", 2), ("한", 2),  // Hangul: jamo and syllable
      ("寿", 2), ("ｱ", 1), ("Ａ", 2), ("〇", 2),  // CJK, halfwidth and fullwidth forms
      ("ש", 1), ("שָׁ", 1), ("م", 1), ("\u{0645}\u{064E}", 1),  // Hebrew and Arabic, with points
      ("1\u{200D}", 1), ("a\u{FE0F}", 1),  // a joiner or selector on plain text changes nothing
    ])
  func graphemeWidth(text: String, expected: Int) {
    #expect(Character(text).displayWidth == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func rightToLeftTextIsMeasuredInLogicalOrderAndOverridesAreNeutralised() {
    #expect("שלום".displayWidth == 4)
    #expect("مرحبا".displayWidth == 5)
    #expect("\u{202E}abc\u{202C}".terminalSafe == "\u{FFFD}abc\u{FFFD}")
    #expect("\u{2067}ש\u{2069}".terminalSafe == "\u{FFFD}ש\u{FFFD}")
  }

  @Test(
    "cutting to any width never splits a grapheme",
    arguments: [
      "👩‍👩‍👧❤️1️⃣🇫🇷e\u{301}한寿שם", "寿司寿司寿司", "🇫🇷🇯🇵🇩🇪🇬🇧", "a\u{301}b\u{302}c\u{303}d",
      "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1161}x",
    ])
  func truncationKeepsGraphemesWhole(text: String) {
    let graphemes = Set(text.map { String($0) })
    for width in 0...(text.displayWidth + 1) {
      let cut = text.truncated(toWidth: width)
      #expect(cut.displayWidth <= width)
      for grapheme in cut where grapheme != "…" {
        #expect(graphemes.contains(String(grapheme)), "\(cut) at \(width)")
      }
    }
  }

  @Test func aCanvasShowsAWideGraphemeCutByTheEdgeAsSpaceAndNeverHalf() {
    for width in 1...6 {
      var canvas = Canvas(size: Size(width: width, height: 1))
      canvas.draw("a👩‍👩‍👧寿", at: Point(x: 0, y: 0))
      let line = canvas.frame.line(0)
      #expect(line.displayWidth <= width)
      #expect(!line.unicodeScalars.contains("\u{200D}") || line.contains("👩‍👩‍👧"))
    }
  }
}
