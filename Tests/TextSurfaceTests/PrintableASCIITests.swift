import Testing
import TextSurface

/// Printable ASCII takes fast paths (one column per byte, nothing to make
/// safe); these check each against the general grapheme-by-grapheme result.
@Suite("Printable ASCII fast paths")
struct PrintableASCIITests {
  static let samples = ["", " ", "Pizza Planet", "$12.00", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", "a b  c   "]

  @Test(arguments: samples)
  func widthIsTheGraphemeSum(_ text: String) {
    #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth })
    #expect(text.terminalSafe == text)
  }

  @Test(arguments: samples)
  func truncationMatchesTheGeneralRule(_ text: String) {
    for width in 0...text.count + 2 {
      // The general rule: the whole text when it fits, else as many graphemes as fit before `…`.
      let expected = width <= 0 ? "" : text.count <= width ? text : String(text.prefix(width - 1)) + "…"
      #expect(text.truncated(toWidth: width) == expected)
      // A non-ASCII twin takes the general path and must cut at the same place.
      let twin = text.map { $0 == " " ? "\u{00A0}" : String($0) }.joined()
      #expect(twin.truncated(toWidth: width).count == expected.count)
    }
  }

  @Test func drawingWritesOneCellPerByteInsideTheClip() {
    for clip in [Rect(x: 0, y: 0, width: 20, height: 1), Rect(x: 3, y: 0, width: 4, height: 1)] {
      var fast = Canvas(size: Size(width: 20, height: 1))
      var general = Canvas(size: Size(width: 20, height: 1))
      let style = TextStyle(attributes: .bold)
      let advanced = fast.draw("Pizza Planet", at: Point(x: 1, y: 0), style: style, clip: clip)
      // The same text through the general path, one grapheme at a time ("é" keeps it off the fast path).
      var x = 1
      for character in "Pizza Planet" {
        general.draw(String(character) + "\u{301}", at: Point(x: x, y: 0), style: style, clip: clip)
        x += 1
      }
      #expect(advanced == 12)
      for column in 0..<20 {
        let cell = fast.frame[column, 0]
        let reference = general.frame[column, 0]
        #expect(cell.width == reference.width)
        #expect(cell.style == reference.style)
        #expect(cell.grapheme == String(reference.grapheme.unicodeScalars.first.map(Character.init) ?? " "))
      }
    }
  }
}
