import ScreenLayer
import Testing
import TextSurface

/// A content of one line of buttons, drawn as `[A] [B]`, that records what the scene asked of it.
private final class Strip: SceneContent, FocusResponder {
  var labels: [String]
  var prepared = 0
  var laidOut = 0
  var backs = 0
  var keys: [Key] = []
  var focused: FocusID?
  /// Keys this content uses itself (a field would use characters).
  var consumes: Set<Key> = []

  init(_ labels: [String]) {
    self.labels = labels
  }

  func prepareForCommit(_ scene: Scene) { prepared += 1 }
  func layout(in bounds: Rect) { laidOut += 1 }
  func draw(in canvas: inout Canvas, clip: Rect) {
    for (index, label) in labels.enumerated() {
      let style = focused == FocusID(index) ? TextStyle(attributes: .inverse) : .plain
      canvas.draw("[\(label)]", at: Point(x: index * 4, y: 0), style: style)
    }
  }
  func interactiveItems() -> [InteractiveItem] {
    labels.enumerated().map { index, label in
      InteractiveItem(
        owner: self, id: FocusID(index),
        node: AccessibilityNode(
          role: .button, label: label, isFocused: focused == FocusID(index),
          frame: Rect(x: index * 4, y: 0, width: 3, height: 1)))
    }
  }
  func accessibilityNodes() -> [AccessibilityNode] { interactiveItems().map(\.node) }
  var title: String { "Strip" }
  func goBack() -> Bool {
    backs += 1
    return true
  }
  func focusDidChange(to item: FocusID?) { focused = item }
  func handleKey(_ key: Key, item: FocusID) -> Bool {
    keys.append(key)
    return consumes.contains(key)
  }
  func activate(item: FocusID) -> Bool { true }
}

@Suite("Scene")
struct SceneTests {
  @Test func aCommitWritesOneFrameOnlyWhenSomethingAskedForIt() {
    let output = RecordingOutput()
    let scene = Scene(size: Size(width: 12, height: 1), output: output)
    let strip = Strip(["A", "B"])
    scene.content = strip
    scene.countsElementsDrawn = true
    #expect(scene.commit())
    #expect(scene.frame.line(0) == "[A] [B]")
    #expect(output.writes.count == 1)
    #expect(!scene.commit(), "nothing changed: nothing written")
    #expect(strip.prepared == 2, "the content catches up at every commit")
    scene.needsDisplay = true
    #expect(scene.commit() == false, "redrawn but identical: no bytes")
    #expect(scene.statistics.frames == 1)
    // Elements drawn are counted from semantics, so both toolkits count alike.
    #expect(scene.statistics.viewsDrawn == 4)
  }

  @Test func keysGoToTheFocusedElementThenMoveFocusThenGoBack() {
    let scene = Scene(size: Size(width: 12, height: 1), output: RecordingOutput())
    let strip = Strip(["A", "B"])
    strip.consumes = [.character("x")]
    scene.content = strip
    scene.commit()
    #expect(scene.focusedItem?.node.label == "A")
    #expect(scene.handleKey(.character("x")))
    #expect(scene.handleKey(.tab))
    #expect(scene.focusedItem?.node.label == "B")
    #expect(strip.keys == [.character("x"), .tab], "the focused element is asked first")
    #expect(scene.handleKey(.escape))
    #expect(strip.backs == 1)
    #expect(!scene.handleKey(.character("y")))
  }

  @Test func aResizeRelaysOutAndTheTreeNamesTheScreen() {
    let scene = Scene(size: Size(width: 12, height: 1), output: RecordingOutput())
    let strip = Strip(["A"])
    scene.content = strip
    scene.commit()
    let layouts = strip.laidOut
    scene.size = Size(width: 20, height: 2)
    scene.commit()
    #expect(strip.laidOut == layouts + 1)
    let tree = scene.accessibilityTree()
    #expect(tree.role == .screen && tree.label == "Strip")
    #expect(tree.children.map(\.label) == ["A"])
    #expect(tree.children.first?.isFocused == true)
  }
}
