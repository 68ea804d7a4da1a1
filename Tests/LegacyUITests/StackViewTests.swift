import LegacyUI
import Testing
import TextSurface

@Suite("Stack view")
struct StackViewTests {
  @Test func fixedChildrenInOrderWithSpacingAndAlignment() {
    let stack = StackView(arrangedSubviews: [Label(text: "One"), Label(text: "Three")])
    stack.spacing = 1
    stack.alignment = .trailing
    let (window, _) = makeWindow(stack, size: Size(width: 7, height: 4))
    #expect(window.frame.lines == ["    One", "", "  Three", ""])
    #expect(stack.sizeThatFits(Size(width: 7, height: 4)) == Size(width: 5, height: 3))
  }

  @Test func hiddenChildrenTakeNoRoom() {
    let hidden = Label(text: "Hidden")
    hidden.isHidden = true
    let stack = StackView(arrangedSubviews: [Label(text: "A"), hidden, Label(text: "B")])
    let (window, _) = makeWindow(stack, size: Size(width: 6, height: 3))
    #expect(window.frame.lines == ["A", "B", ""])
  }

  @Test func flexibleChildrenShareTheRestEquallyEarlierOnesTakingTheRemainder() {
    let first = SpacerView()
    let second = SpacerView(minLength: 1)
    let row = StackView(arrangedSubviews: [Label(text: "L"), first, Label(text: "M"), second, Label(text: "R")])
    row.axis = .horizontal
    let (window, _) = makeWindow(row, size: Size(width: 10, height: 1))
    // 3 fixed columns + 1 minimum leave 6: 3 each, the second keeps its minimum on top.
    #expect(window.frame.lines == ["L   M    R"])
    #expect(first.frame.width == 3)
    #expect(second.frame.width == 4)
    #expect(row.sizeThatFits(Size(width: 50, height: 1)) == Size(width: 50, height: 1))
  }

  @Test func aTableSpansTheCrossAxisWhateverTheAlignment() {
    let table = TableView()
    let stack = StackView(arrangedSubviews: [Label(text: "Head"), table, Label(text: "Foot")])
    stack.alignment = .center
    stack.spacing = 1
    let (_, _) = makeWindow(stack, size: Size(width: 12, height: 9))
    #expect(table.frame == Rect(x: 0, y: 2, width: 12, height: 5))
    #expect(stack.arrangedSubviews[2].frame == Rect(x: 4, y: 8, width: 4, height: 1))
  }
}
