import Testing
import TextSurface

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "graphemes take the columns a terminal gives them",
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("寿", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("👩‍👩‍👧", 2),
      ("👍🏽", 2), ("🇫🇷", 2), ("☺", 1), ("☺️", 2), ("\u{301}", 0), ("\u{200B}", 0), ("한", 2),
    ])
  func characterWidth(text: String, expected: Int) {
    #expect(Character(text).displayWidth == expected)
  }

  @Test func stringsSumTheirGraphemes() {
    #expect("Pizza Planet".displayWidth == 12)
    #expect("寿司 Sushi".displayWidth == 10)
    #expect("".displayWidth == 0)
  }

  @Test func controlCharactersAreMadeVisibleAndCountOneColumn() {
    #expect("a\u{1B}[31mb".terminalSafe == "a␛[31mb")
    #expect("\u{07}\u{0}".terminalSafe == "␇␀")
    #expect("x\u{9B}y".terminalSafe == "x\u{FFFD}y")
    #expect("\u{202E}evil".terminalSafe == "\u{FFFD}evil")
    #expect("a\u{1B}b".displayWidth == 3)
  }

  @Test(
    "truncation never splits a grapheme and ends in an ellipsis",
    arguments: [
      ("Pizza Planet", 8, "Pizza P…"), ("Pizza", 5, "Pizza"), ("Pizza", 4, "Piz…"), ("寿司寿司", 4, "寿…"),
      ("寿司寿司", 5, "寿司…"), ("a👩‍👩‍👧b", 3, "a…"), ("abc", 1, "…"), ("abc", 0, ""),
    ])
  func truncation(text: String, width: Int, expected: String) {
    let truncated = text.truncated(toWidth: width)
    #expect(truncated == expected)
    #expect(truncated.displayWidth <= width)
  }
}
