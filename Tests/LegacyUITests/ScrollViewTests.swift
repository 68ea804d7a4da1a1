import LegacyUI
import Testing
import TextSurface

@Suite("Scroll view")
struct ScrollViewTests {
  /// Ten buttons, one a line, in a 3-line viewport under a title.
  private func makeScroll() -> (Window, ScrollView) {
    let scrollView = ScrollView()
    for index in 0..<10 {
      let button = Button(title: "B\(index)")
      button.frame = Rect(x: 0, y: index, width: 8, height: 1)
      scrollView.addSubview(button)
    }
    let stack = StackView(arrangedSubviews: [Label(text: "Title"), scrollView])
    let window = Window(size: Size(width: 10, height: 4), output: RecordingOutput())
    window.rootViewController = HostViewController(stack)
    window.commit()
    return (window, scrollView)
  }

  @Test func drawsTheContentAtTheOffsetClippedToTheViewport() {
    let (window, scrollView) = makeScroll()
    #expect(window.frame.lines == ["Title", "[ B0 ]", "[ B1 ]", "[ B2 ]"])
    scrollView.contentOffset = Point(x: 0, y: 4)
    window.commit()
    #expect(window.frame.lines == ["Title", "[ B4 ]", "[ B5 ]", "[ B6 ]"])
    scrollView.contentOffset = Point(x: 0, y: 99)
    window.commit()
    #expect(scrollView.contentOffset.y == 7)
    #expect(window.frame.lines == ["Title", "[ B7 ]", "[ B8 ]", "[ B9 ]"])
  }

  @Test func focusMovingOffScreenScrollsMinimally() {
    let (window, scrollView) = makeScroll()
    for _ in 0..<4 { window.handleKey(.tab) }
    window.commit()
    #expect(window.focusedItem?.node.label == "B4")
    #expect(scrollView.contentOffset.y == 2)
    #expect(window.frame.lines == ["Title", "[ B2 ]", "[ B3 ]", "[ B4 ]"])
    #expect(window.frame.styledRuns == ["row 3 cols 0-5: inverse"])
    window.handleKey(.backTab)
    window.handleKey(.backTab)
    window.handleKey(.backTab)
    window.commit()
    #expect(scrollView.contentOffset.y == 1)
  }

  @Test func clippedContentStaysInTheAccessibilityTree() {
    let (window, _) = makeScroll()
    let labels = window.accessibilityTree().flattened.map(\.label)
    #expect(labels.contains("B9"))
    #expect(window.interactiveItems.count == 10)
  }
}
