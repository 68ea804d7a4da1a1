import DeclarativeUI
import Observation
import Testing
import TextSurface

@Observable
final class Item: Identifiable {
  let id: Int
  var title: String
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// A row that counts its body evaluations and keeps local state (to prove identity follows ids).
private struct ItemRow: View {
  let item: Item
  let counts: Counts
  @State private var taps = 0
  var body: some View {
    let _ = counts.hit("row \(item.id)")
    Button("\(item.title) \(taps)") { taps += 1 }
  }
}

private struct Key: Identifiable, Equatable {
  let id: Int
}

/// A button per id, ids possibly repeated, each with its own tap count.
private struct DuplicateRow: View {
  let id: Int
  @State private var taps = 0
  var body: some View { Button("\(id) \(taps)") { taps += 1 } }
}

private struct DuplicateColumn: View {
  let ids: [Int]
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(ids, id: \.self) { id in DuplicateRow(id: id) }
    }
  }
}

private struct ItemColumn: View {
  let items: [Item]
  let counts: Counts
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(items) { item in ItemRow(item: item, counts: counts) }
    }
  }
}

@Suite("Primitives")
struct PrimitiveTests {
  @Test func dividerSpansTheWidthDimAndReportsNothing() {
    let host = ViewHost(
      rootView: VStack {
        Text("A")
        Divider()
        Text("B")
      })
    let frame = render(host, size: Size(width: 5, height: 3))
    #expect(frame.lines == ["  A", "─────", "  B"])
    #expect(frame.styledRuns == ["row 1 cols 0-4: dim"])
    #expect(host.accessibilityNodes().map(\.label) == ["A", "B"])
  }

  @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
    let host = ViewHost(rootView: LabeledContent("Payout", value: "$8.50"))
    #expect(render(host, size: Size(width: 14, height: 1)).line(0) == "Payout   $8.50")
    #expect(render(host, size: Size(width: 9, height: 1)).line(0) == "Pa… $8.50")
    #expect(host.accessibilityNodes().map(\.description) == [#"staticText "Payout" = "$8.50""#])
  }

  @Test func textWrapsUpToItsLineLimitAndIsOneLineByDefault() {
    let long = "Great food, fast driver"
    let wrapped = render(ViewHost(rootView: Text(long).lineLimit(nil)), size: Size(width: 10, height: 4))
    #expect(wrapped.lines == ["Great", "food, fast", "driver", ""])
    let limited = render(ViewHost(rootView: Text(long).lineLimit(2)), size: Size(width: 10, height: 4))
    #expect(limited.lines == ["", "Great", "food, fas…", ""])
    let one = render(ViewHost(rootView: Text(long)), size: Size(width: 10, height: 1))
    #expect(one.lines == ["Great foo…"])
    let spaced = render(ViewHost(rootView: Text("a  b")), size: Size(width: 4, height: 1))
    #expect(spaced.lines == ["a  b"])
  }

  @Test func paddingAndFrameReserveSpace() {
    let padded = render(ViewHost(rootView: Text("X").padding()), size: Size(width: 3, height: 3))
    #expect(padded.lines == ["", " X", ""])
    let edges = ViewHost(
      rootView: VStack(alignment: .leading) {
        Text("Y").padding(.leading, 2)
        Text("Z").frame(width: 5, alignment: .trailing)
        Text("W").frame(maxWidth: .infinity, alignment: .leading)
      })
    #expect(render(edges, size: Size(width: 6, height: 3)).lines == ["  Y", "    Z", "W"])
  }

  @Test func forEachKeepsIdentityByIdAndOnlyTheEditedRowReruns() throws {
    let items = (1...3).map { Item(id: $0, title: "Item \($0)") }
    let counts = Counts()
    let host = ViewHost(rootView: ItemColumn(items: items, counts: counts))
    #expect(counts.values == ["row 1": 1, "row 2": 1, "row 3": 1])
    // Local state of row 3 …
    let third = try #require(host.interactiveElements().first { $0.node.label == "Item 3 0" })
    #expect(host.activate(element: third.id))
    host.update()
    // … editing one row's model re-evaluates that row only.
    items[1].title = "Edited"
    host.update()
    #expect(counts.values == ["row 1": 1, "row 2": 2, "row 3": 2])
    // Reordering keeps the nodes (and state) with their ids: no node is built.
    let built = host.statistics.nodesBuilt
    host.setRootView(ItemColumn(items: items.reversed(), counts: counts))
    #expect(host.statistics.nodesBuilt == built)
    #expect(render(host, size: Size(width: 12, height: 3)).lines == ["[ Item 3 1 ]", "[ Edited 0 ]", "[ Item 1 0 ]"])
  }

  /// The keyed list diff drives reconciliation: matched ids keep their nodes
  /// (and state), the diff's moves are the nodes moved, its insertions the
  /// nodes built, its deletions the nodes destroyed.
  @Test func keyedChildrenAreReconciledByTheKeyedListDiff() throws {
    let items = (1...5).map { Item(id: $0, title: "Item \($0)") }
    let counts = Counts()
    let host = ViewHost(rootView: ItemColumn(items: items, counts: counts))
    let third = try #require(host.interactiveElements().first { $0.node.label == "Item 3 0" })
    #expect(host.activate(element: third.id))
    host.update()
    let before = host.statistics
    // 1 2 3 4 5 → 3 1 2 6 5: item 3 moves (one move: 1 2 5 stay in order), 4 goes, 6 comes.
    let next = [items[2], items[0], items[1], Item(id: 6, title: "Item 6"), items[4]]
    host.setRootView(ItemColumn(items: next, counts: counts))
    let after = host.statistics
    let diff = ListDiff(from: items.map(\.id).map(Key.init), to: next.map(\.id).map(Key.init))
    #expect(diff.moves.count == 1)
    #expect(after.nodesMoved - before.nodesMoved == diff.moves.count)
    // A row is a composite (ItemRow) and its Button: one row built, one row destroyed.
    #expect(after.nodesBuilt - before.nodesBuilt == 2 * diff.insertions.count)
    #expect(after.nodesDestroyed - before.nodesDestroyed == diff.deletions.count)
    let lines = render(host, size: Size(width: 12, height: 5)).lines
    #expect(lines == ["[ Item 3 1 ]", "[ Item 1 0 ]", "[ Item 2 0 ]", "[ Item 6 0 ]", "[ Item 5 0 ]"])
  }

  /// With duplicate ids the k-th occurrence keeps the k-th one's node, as the diff documents.
  @Test func duplicateKeysKeepTheirNodesOccurrenceByOccurrence() throws {
    let host = ViewHost(rootView: DuplicateColumn(ids: [1, 1, 2]))
    let second = try #require(host.interactiveElements().filter { $0.node.label.hasPrefix("1 ") }.last)
    #expect(host.activate(element: second.id))
    host.update()
    let built = host.statistics.nodesBuilt
    host.setRootView(DuplicateColumn(ids: [2, 1, 1]))
    #expect(host.statistics.nodesBuilt == built)
    #expect(render(host, size: Size(width: 7, height: 3)).lines == ["[ 2 0 ]", "[ 1 0 ]", "[ 1 1 ]"])
  }

  @Test func progressViewFollowsTheHostClock() {
    let host = ViewHost(rootView: ProgressView("Loading"))
    var now = Duration.milliseconds(250)
    host.clock = { now }
    #expect(render(host, size: Size(width: 9, height: 1)).line(0) == "⠹ Loading")
    #expect(!host.needsAnimationFrame)
    now = .milliseconds(290)
    #expect(!host.needsAnimationFrame)  // same glyph: nothing to redraw
    now = .milliseconds(300)
    #expect(host.needsAnimationFrame)
    #expect(render(host, size: Size(width: 9, height: 1)).line(0) == "⠸ Loading")
    #expect(host.accessibilityNodes().map(\.description) == [#"progressIndicator "Loading""#])
    #expect(ViewHost(rootView: ProgressView()).accessibilityNodes().map(\.label) == ["In progress"])
  }

  /// Live, real time moves on while a frame is drawn: both spinners of one
  /// frame show the glyph of the commit's one instant, and the redraw of a
  /// due animation frame (checked against a full redraw in debug builds) too.
  @Test func aFrameIsDrawnAtOneInstantWhileTimeMovesOn() {
    var now = Duration.zero
    let scene = SceneHost(
      rootView: VStack {
        ProgressView("A")
        ProgressView("B")
      }, size: Size(width: 5, height: 2), output: RecordingOutput())
    scene.clock = {
      now += .milliseconds(100)  // a glyph's worth at every reading
      return now
    }
    for _ in 0..<3 {
      #expect(scene.commit())
      let glyphs = scene.frame.lines.map { $0.drop { $0 == " " }.prefix(1) }  // the stack centres its rows
      #expect(glyphs[0] == glyphs[1], "\(scene.frame.lines)")
      #expect(glyphs[0] == Substring(ActivityIndicatorAppearance.glyph(elapsed: scene.scene.frameInstant)))
    }
  }

  @Test func scrollViewKeepsTheFocusedElementVisible() throws {
    let host = ViewHost(
      rootView: ScrollView {
        VStack {
          ForEach(0..<10) { index in Button("B\(index)") {} }
        }
      })
    let size = Size(width: 8, height: 3)
    #expect(render(host, size: size).lines == [" [ B0 ]", " [ B1 ]", " [ B2 ]"])
    let sixth = try #require(host.interactiveElements().first { $0.node.label == "B5" })
    host.focusedElement = sixth.id
    let frame = render(host, size: size)
    #expect(frame.lines == [" [ B3 ]", " [ B4 ]", " [ B5 ]"])
    #expect(frame.styledRuns == ["row 2 cols 1-6: inverse"])
  }
}

/// The focus engine compares item ids many times per commit, so an element's
/// id is a pair of integers (`ElementID.focusID`); every element must still
/// come back exactly.
@Suite("Element focus ids")
struct ElementFocusIDTests {
  @Test(arguments: [
    ElementID(node: 1), ElementID(node: 1, item: 0), ElementID(node: 7, item: 99_999),
    ElementID(node: (1 << 31) - 1, item: (1 << 31) - 2), ElementID(node: 1 << 31, item: 3),
    ElementID(node: 5, item: 1 << 40), ElementID(node: -1, item: 2), ElementID(node: 3, item: -1),
  ])
  func everyElementComesBackFromItsFocusID(element: ElementID) {
    #expect(ElementID(element.focusID) == element)
  }

  @Test func distinctElementsHaveDistinctFocusIDs() {
    let elements = [ElementID(node: 1), ElementID(node: 1, item: 0), ElementID(node: 2), ElementID(node: 1, item: 1)]
    #expect(Set(elements.map(\.focusID)).count == elements.count)
  }
}
