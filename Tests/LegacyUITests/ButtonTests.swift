import LegacyUI
import Testing
import TextSurface

private final class Target {
  var events: [String] = []
  func tapped(_ sender: Button) { events.append("\(sender.title) highlighted=\(sender.isHighlighted)") }
}

@Suite("Button")
struct ButtonTests {
  @Test func looksForNormalFocusedHighlightedAndDisabled() {
    let button = Button(title: "Go")
    let other = Button(title: "No")
    let stack = StackView(arrangedSubviews: [button, other])
    stack.alignment = .leading
    let (window, _) = makeWindow(stack, size: Size(width: 8, height: 2))
    #expect(window.frame.lines == ["[ Go ]", "[ No ]"])
    #expect(window.frame.styledRuns == ["row 0 cols 0-5: inverse"])
    other.isHighlighted = true
    window.commit()
    #expect(window.frame.styledRuns == ["row 0 cols 0-5: inverse", "row 1 cols 0-5: bold+inverse"])
    other.isHighlighted = false
    button.isEnabled = false
    window.commit()
    // A disabled button is dim and loses focus to the next element.
    #expect(window.frame.styledRuns == ["row 0 cols 0-5: dim", "row 1 cols 0-5: inverse"])
    #expect(
      window.accessibilityTree().children.map(\.summary) == [
        "button \"Go\" [disabled]", "button \"No\" [focused]",
      ])
  }

  @Test func targetActionPassesTheSenderHighlightedWhileActionsRun() {
    let button = Button(title: "Go")
    let target = Target()
    button.addTarget(target, action: Target.tapped)
    let (window, _) = makeWindow(button, size: Size(width: 8, height: 1))
    window.handleKey(.enter)
    window.handleKey(.space)
    #expect(target.events == ["Go highlighted=true", "Go highlighted=true"])
    #expect(!button.isHighlighted)
    button.isEnabled = false
    button.sendActions()
    #expect(target.events.count == 2)
  }

  @Test func targetsAreHeldWeakly() {
    let button = Button(title: "Go")
    weak var released: Target?
    do {
      let target = Target()
      released = target
      button.addTarget(target, action: Target.tapped)
    }
    #expect(released == nil)
    button.sendActions()
  }
}
