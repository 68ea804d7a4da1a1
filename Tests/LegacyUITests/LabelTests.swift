import LegacyUI
import Testing
import TextSurface

@Suite("Label")
struct LabelTests {
  @Test func oneLineByDefaultTruncatesWithAnEllipsis() {
    let label = Label(text: "Pizza Planet")
    let (window, _) = makeWindow(label, size: Size(width: 8, height: 2))
    #expect(window.frame.lines == ["Pizza P…", ""])
  }

  @Test func truncationNeverSplitsAWideCharacterOrAnEmoji() {
    let (cjk, _) = makeWindow(Label(text: "寿司寿司"), size: Size(width: 4, height: 1))
    #expect(cjk.frame.lines == ["寿…"])
    let (odd, _) = makeWindow(Label(text: "寿司寿司"), size: Size(width: 5, height: 1))
    #expect(odd.frame.lines == ["寿司…"])
    let (emoji, _) = makeWindow(Label(text: "👩‍👩‍👧‍👦👍🏽 ok"), size: Size(width: 4, height: 1))
    #expect(emoji.frame.lines == ["👩‍👩‍👧‍👦…"])
    #expect(emoji.frame[0, 0].grapheme == "👩‍👩‍👧‍👦")
    #expect(emoji.frame[1, 0].isContinuation)
  }

  @Test func multiLineWrapsAtSpacesAndCutsTheLastLine() {
    let label = Label(text: "Great food, fast driver, would order again")
    label.numberOfLines = 2
    let (window, _) = makeWindow(label, size: Size(width: 11, height: 4))
    #expect(window.frame.lines == ["Great food,", "fast…", "", ""])
    label.numberOfLines = 0
    window.commit()
    #expect(window.frame.lines == ["Great food,", "fast", "driver,", "would orde…"])
    #expect(label.sizeThatFits(Size(width: 11, height: 10)) == Size(width: 11, height: 5))
  }

  @Test func wrappedWideCharactersStayWhole() {
    let label = Label(text: "寿司寿司寿")
    label.numberOfLines = 0
    let (window, _) = makeWindow(label, size: Size(width: 5, height: 3))
    #expect(window.frame.lines == ["寿司", "寿司", "寿"])
  }

  @Test func reportsItsTextOrItsAccessibilityLabel() {
    let label = Label(text: "$8.50")
    let (window, _) = makeWindow(label, size: Size(width: 3, height: 1))
    #expect(window.accessibilityTree().children.map(\.summary) == ["staticText \"$8.50\""])
    label.accessibilityLabel = "Earnings"
    #expect(window.accessibilityTree().children.map(\.summary) == ["staticText \"Earnings\""])
  }
}
