import DeclarativeUI
import Testing
import TextSurface

/// The host keeps the tree's semantics between changes, and every change
/// they are made of (a body that re-ran, a layout, focus) gives new ones.
@Suite("Semantics")
struct SemanticsTests {
  private let rect = Rect(x: 0, y: 0, width: 20, height: 5)

  private func element(_ label: String, in host: ViewHost) -> AccessibilityNode? {
    host.accessibilityNodes().flatMap(\.flattened).first { $0.label == label }
  }

  @Test func theSemanticsFollowEveryChangeTheyAreMadeOf() throws {
    let model = CounterModel()
    let host = ViewHost(rootView: Screen(model: model, evaluations: Evaluations()))
    host.update()
    host.layout(in: rect)
    let first = host.accessibilityNodes()
    #expect(host.accessibilityNodes() == first, "asked again with nothing changed")
    #expect(element("Count 0", in: host) != nil)

    // A body that re-ran.
    model.count = 1
    host.update()
    #expect(element("Count 1", in: host) != nil)
    #expect(element("Count 0", in: host) == nil)

    // Focus.
    let add = try #require(host.interactiveElements().first { $0.node.label == "Add" })
    #expect(element("Add", in: host)?.isFocused == false)
    host.focusedElement = add.id
    #expect(element("Add", in: host)?.isFocused == true)

    // A layout somewhere else.
    let before = try #require(element("Add", in: host)).frame
    host.layout(in: Rect(x: 0, y: 3, width: 20, height: 5))
    #expect(element("Add", in: host)?.frame == before.offsetBy(dx: 0, dy: 3))
  }
}
