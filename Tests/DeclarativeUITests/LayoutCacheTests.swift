import DeclarativeUI
import Observation
import Testing
import TextSurface

/// A title deep inside stacks, so a change reaches the layout only through
/// the sizes kept by every level above it.
struct NestedTitle: View {
  let model: CounterModel
  var body: some View {
    HStack {
      VStack {
        HStack {
          Text("[")
          TitleView(model: model, evaluations: Evaluations())
          Text("]")
        }
      }
      Text("|")
    }
  }
}

/// Nodes keep their `sizeThatFits` answers and layout children until they or a
/// descendant re-evaluate (`Node.sizeCache`): these check that a change deep
/// in the tree is never laid out from a stale size, level by level.
@Suite("Layout caches")
struct LayoutCacheTests {
  @Test func aDeepChangeResizesEveryStackAbove() {
    let model = CounterModel()
    let host = ViewHost(rootView: NestedTitle(model: model))
    let size = Size(width: 30, height: 3)
    #expect(render(host, size: size).plainText.contains("[Counter]|"))
    for title in ["A much longer title", "Hi", "", "Counter"] {
      model.title = title
      host.update()
      let frame = render(host, size: size)
      // The same frame a fresh host draws for the same state.
      #expect(frame == render(ViewHost(rootView: NestedTitle(model: model)), size: size))
      #expect(frame.plainText.contains("[\(title)]|"))
    }
  }

  @Test func aConditionalBranchChangesTheLayoutChildren() throws {
    let host = ViewHost(rootView: StatefulToggle())
    let size = Size(width: 20, height: 5)
    let before = render(host, size: size)
    let toggle = try #require(host.interactiveElements().first { $0.node.label == "Toggle" })
    #expect(host.activate(element: toggle.id))
    host.update()
    let after = render(host, size: size)
    #expect(after.contains("Details"))
    #expect(host.activate(element: toggle.id))
    host.update()
    #expect(render(host, size: size) == before)
  }

  @Test func aNewProposalIsMeasuredAgain() {
    let model = CounterModel()
    let host = ViewHost(rootView: NestedTitle(model: model))
    for width in [30, 8, 12, 30, 5] {
      let size = Size(width: width, height: 3)
      #expect(render(host, size: size) == render(ViewHost(rootView: NestedTitle(model: model)), size: size))
    }
  }
}

/// An offer's card: a countdown and a button that becomes enabled.
@Observable
private final class CountdownModel {
  var seconds = 29
  var canAccept = false
  var showsNote = false
}

private struct CountdownCard: View {
  let model: CountdownModel
  var body: some View {
    VStack {
      Text("Taco Town")
      Text("Time left: \(model.seconds)s")
      Button("Accept") {}.disabled(!model.canAccept)
      if model.showsNote { Text("Hurry") }
    }
  }
}

/// A host lays out again only when something that places nodes changed since
/// its last layout (`RenderContext.layoutVersion`): focus moving between rows
/// of a list does not, a list scrolling or a new size does, and focus does
/// when a scroll view follows it. A change that keeps every size (a
/// countdown's next second, a button enabled) redraws without a layout.
@Suite("Layout skipping")
struct LayoutSkippingTests {
  private static let rows = (0..<100).map { "Row \($0)" }
  private let size = Size(width: 10, height: 4)

  @Test func focusMovingBetweenVisibleRowsPlacesNothingAgain() {
    let host = ViewHost(rootView: List(Self.rows, id: \.self) { Text($0) })
    #expect(render(host, size: size).lines == ["Row 0", "Row 1", "Row 2", "Row 3"])
    // The first layout built the rows it found room for, which may change
    // sizes it had placed: the next one runs again, and settles.
    _ = render(host, size: size)
    let laidOut = host.statistics.listRowsLaidOut
    host.focusedElement = ElementID(node: 1, item: 2)
    let frame = render(host, size: size)
    #expect(host.statistics.listRowsLaidOut == laidOut)
    #expect(frame.styledRuns == ["row 2 cols 0-9: inverse"])
  }

  @Test func aListThatScrollsItselfOrANewSizeLaysOutAgain() {
    let host = ViewHost(rootView: List(Self.rows, id: \.self) { Text($0) })
    _ = render(host, size: size)
    host.focusedElement = ElementID(node: 1, item: 3)
    _ = render(host, size: size)
    let laidOut = host.statistics.listRowsLaidOut
    #expect(host.handleKey(.down, element: ElementID(node: 1, item: 3)))
    // The list scrolled before its rows were rebuilt: the next layout must place them.
    host.focusedElement = ElementID(node: 1, item: 4)
    #expect(render(host, size: size).lines == ["Row 1", "Row 2", "Row 3", "Row 4"])
    #expect(host.statistics.listRowsLaidOut == laidOut + 4)
    #expect(render(host, size: Size(width: 10, height: 5)).lines == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
  }

  @Test func aChangeThatKeepsEverySizePlacesNothingAgain() {
    let model = CountdownModel()
    let host = ViewHost(rootView: CountdownCard(model: model))
    let size = Size(width: 20, height: 5)
    _ = render(host, size: size)
    for (seconds, canAccept) in [(28, false), (27, true), (26, false)] {
      model.seconds = seconds
      model.canAccept = canAccept
      #expect(host.update())
      #expect(!host.needsLayout, "the same widths: every node stays where it is")
      let frame = render(host, size: size)
      #expect(frame == render(ViewHost(rootView: CountdownCard(model: model)), size: size))
      #expect(frame.plainText.contains("Time left: \(seconds)s"))
      #expect(host.interactiveElements().map(\.node.isEnabled) == [canAccept])
    }
  }

  @Test func aChangeOfSizeOrOfNodesLaysOutAgain() {
    let model = CountdownModel()
    let host = ViewHost(rootView: CountdownCard(model: model))
    let size = Size(width: 20, height: 5)
    _ = render(host, size: size)
    // A narrower text, then a node that comes and goes.
    let changes: [(CountdownModel) -> Void] = [{ $0.seconds = 9 }, { $0.showsNote = true }, { $0.showsNote = false }]
    for change in changes {
      change(model)
      #expect(host.update())
      #expect(host.needsLayout)
      #expect(render(host, size: size) == render(ViewHost(rootView: CountdownCard(model: model)), size: size))
      #expect(!host.needsLayout)
    }
  }

  @Test func aScrollViewFollowingFocusLaysOutWhenFocusMoves() throws {
    let host = ViewHost(
      rootView: ScrollView {
        VStack { ForEach(0..<10) { index in Button("B\(index)") {} } }
      })
    let size = Size(width: 8, height: 3)
    #expect(render(host, size: size).lines == [" [ B0 ]", " [ B1 ]", " [ B2 ]"])
    for index in [5, 9, 0] {
      host.focusedElement = try #require(host.interactiveElements().first { $0.node.label == "B\(index)" }).id
      #expect(render(host, size: size).contains("[ B\(index) ]"))
    }
  }
}
