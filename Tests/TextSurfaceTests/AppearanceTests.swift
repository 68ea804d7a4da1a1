import Testing
import TextSurface

@Suite("Shared appearances")
struct AppearanceTests {
  @Test func wrappingBreaksAtSpacesAndCutsLongWordsAtGraphemes() {
    #expect("Great food, fast driver".wrapped(toWidth: 10) == ["Great", "food, fast", "driver"])
    #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect("寿司寿司寿".wrapped(toWidth: 3) == ["寿", "司", "寿", "司", "寿"])
    #expect("one\ntwo".wrapped(toWidth: 10) == ["one", "two"])
    #expect("".wrapped(toWidth: 5) == [""])
    #expect("anything".wrapped(toWidth: 0) == [])
  }

  @Test func wrappingWithALineLimitMarksTheCut() {
    #expect("one two three four".wrapped(toWidth: 9, maximumLines: 2) == ["one two", "three…"])
    #expect("aaaa bbbb cccc".wrapped(toWidth: 4, maximumLines: 2) == ["aaaa", "bbb…"])
    #expect("short".wrapped(toWidth: 9, maximumLines: 1) == ["short"])
  }

  @Test func listRowKeepsTheDetailAndTruncatesTheTitle() {
    var canvas = Canvas(size: Size(width: 16, height: 2))
    let row = Rect(x: 0, y: 0, width: 16, height: 1)
    ListRowAppearance.draw(
      title: "Pizza Planet Downtown", detail: "$7.50", isHighlighted: false, in: &canvas, rect: row, clip: canvas.bounds
    )
    ListRowAppearance.draw(
      title: "Sushi", detail: nil, isHighlighted: true, in: &canvas, rect: row.offsetBy(dx: 0, dy: 1),
      clip: canvas.bounds)
    #expect(canvas.frame.lines == ["Pizza Pla… $7.50", "Sushi"])
    #expect(canvas.frame.styledRuns == ["row 1 cols 0-15: inverse"])
    let node = ListRowAppearance.accessibilityNode(title: "Pizza", detail: "$7.50", isFocused: true, frame: row)
    #expect(node.summary == "row \"Pizza\" = \"$7.50\" [focused]")
  }

  @Test func spinnerFollowsTheGivenClockOnly() {
    #expect(ActivityIndicatorAppearance.glyph(elapsed: .zero) == "⠋")
    #expect(ActivityIndicatorAppearance.glyph(elapsed: .milliseconds(250)) == "⠹")
    #expect(ActivityIndicatorAppearance.glyph(elapsed: .seconds(1)) == "⠋")
    var canvas = Canvas(size: Size(width: 12, height: 1))
    ActivityIndicatorAppearance.draw(
      label: "Loading…", elapsed: .milliseconds(100), in: &canvas, rect: canvas.bounds, clip: canvas.bounds)
    #expect(canvas.frame.line(0) == "⠙ Loading…")
  }

  @Test func alertIsCenteredWithItsActionsOnTheLastLine() {
    let screen = Rect(x: 0, y: 0, width: 30, height: 9)
    let placement = AlertAppearance.layout(
      title: "Offer expired", message: "This offer is no longer available.", actions: ["OK"], in: screen)
    var canvas = Canvas(size: screen.size)
    AlertAppearance.draw(title: "Offer expired", actions: ["OK"], focusedAction: 0, layout: placement, in: &canvas)
    #expect(
      canvas.frame.lines == [
        "",
        "┌────────────────────────────┐",
        "│ Offer expired              │",
        "│ This offer is no longer    │",
        "│ available.                 │",
        "│                            │",
        "│           [ OK ]           │",
        "└────────────────────────────┘",
        "",
      ])
    let node = AlertAppearance.accessibilityNode(
      title: "Offer expired", message: nil, actions: ["OK"], focusedAction: 0, layout: placement)
    #expect(node.description == "alert \"Offer expired\" = \"\"\n  button \"OK\" [focused]")
  }

  @Test func alertButtonsWiderThanTheBoxStartInsideIt() {
    let screen = Rect(x: 0, y: 0, width: 20, height: 7)
    let placement = AlertAppearance.layout(title: "Leave?", message: nil, actions: ["Decline", "Keep"], in: screen)
    var canvas = Canvas(size: screen.size)
    AlertAppearance.draw(
      title: "Leave?", actions: ["Decline", "Keep"], focusedAction: nil, layout: placement, in: &canvas)
    #expect(canvas.frame.lines.contains("│ [ Decline ]  [ K │"))
  }

  @Test func alertSurvivesTinyScreens() {
    for width in 1...6 {
      for height in 1...4 {
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        let placement = AlertAppearance.layout(title: "Title", message: "Message", actions: ["OK", "No"], in: screen)
        var canvas = Canvas(size: screen.size)
        AlertAppearance.draw(title: "Title", actions: ["OK", "No"], focusedAction: 1, layout: placement, in: &canvas)
        #expect(placement.box.width <= width && placement.box.height <= height)
      }
    }
  }
}
