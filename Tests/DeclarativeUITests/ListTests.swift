import DeclarativeUI
import Testing
import TextSurface

private struct Row: Identifiable, Equatable {
  let id: Int
  var title: String { "Row \(id)" }
}

/// Rows that read an observable model and count their evaluations.
private struct CountingRow: View {
  let item: Item
  let counts: Counts
  var body: some View {
    let _ = counts.hit("row \(item.id)")
    Text(item.title)
  }
}

private struct ItemList: View {
  let items: [Item]
  let counts: Counts
  var body: some View {
    List(items) { item in CountingRow(item: item, counts: counts) }
  }
}

/// Rows computed when read (as the offers' rows format their countdown), counting the reads.
private struct ComputedRows: RandomAccessCollection {
  final class Reads { var count = 0 }
  let count: Int
  let reads = Reads()
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(index: Int) -> Row {
    reads.count += 1
    return Row(id: index)
  }
}

private struct Countdown: Identifiable {
  let id: Int
  let seconds: Int
}

/// A row counting its taps in `@State`, showing its id, taps and seconds.
private struct TappedRow: View {
  let row: Countdown
  @State private var taps = 0
  var body: some View {
    Button("\(row.id) \(taps) \(row.seconds)s") { taps += 1 }
  }
}

@Suite("List")
struct ListTests {
  private static let rows = (0..<100_000).map { Row(id: $0) }
  private let size = Size(width: 12, height: 5)

  private func rowID(_ host: ViewHost, _ label: String) throws -> ElementID {
    try #require(host.interactiveElements().first { $0.node.label == label }).id
  }

  private func press(_ key: Key, _ host: ViewHost) -> Bool {
    guard let focused = host.focusedElement else { return false }
    let handled = host.handleKey(key, element: focused)
    host.update()
    return handled
  }

  @Test func aHundredThousandRowsBuildOnlyTheViewport() throws {
    let host = ViewHost(rootView: List(Self.rows) { row in Text(row.title) })
    let frame = render(host, size: size)
    #expect(frame.lines == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
    #expect(host.statistics.nodesBuilt == 6)  // the list and five rows
    #expect(host.statistics.listRowsLaidOut == 5)
    #expect(host.statistics.listRowsDrawn == 5)
    #expect(host.interactiveElements().count == 5)

    host.focusedElement = try rowID(host, "Row 4")
    #expect(press(.down, host))  // at the last visible row: scroll by one
    #expect(host.focusedElement == ElementID(node: 1, item: 5))
    let scrolled = render(host, size: size)
    #expect(scrolled.lines == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
    #expect(scrolled.styledRuns == ["row 4 cols 0-11: inverse"])
    #expect(host.statistics.nodesBuilt == 7)  // one new row; rows 1–4 kept their nodes

    #expect(press(.end, host))
    #expect(render(host, size: size).lines == ["Row 99995", "Row 99996", "Row 99997", "Row 99998", "Row 99999"])
    #expect(!press(.down, host))  // the very last row: left to the focus engine
    #expect(press(.pageUp, host))
    #expect(host.focusedElement == ElementID(node: 1, item: 99994))
    #expect(render(host, size: size).line(0) == "Row 99994")
    #expect(press(.home, host))
    #expect(!press(.up, host))
    #expect(render(host, size: size).styledRuns == ["row 0 cols 0-11: inverse"])
    // Cost follows the viewport, not the row count.
    #expect(host.statistics.nodesBuilt == 18)  // 6 + 1 (down) + 5 (end) + 1 (page up) + 5 (home)
    #expect(host.statistics.listRowsDrawn == 25)  // five frames of five rows
  }

  /// Building a row reads its element once, for its key and its view alike:
  /// an element computed when read costs one computation per visible row.
  @Test func aRowReadsItsElementOnce() {
    let data = ComputedRows(count: 100_000)
    let host = ViewHost(rootView: List(data) { row in Text(row.title) })
    #expect(render(host, size: size).lines == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
    #expect(data.reads.count == 5)
  }

  @Test func pageDownMovesByAViewportAndTheRowIdSurvivesScrolling() {
    let host = ViewHost(rootView: List(Self.rows) { row in Text(row.title) })
    _ = render(host, size: size)
    host.focusedElement = ElementID(node: 1, item: 0)
    #expect(press(.pageDown, host))
    #expect(host.focusedElement == ElementID(node: 1, item: 5))
    let frame = render(host, size: size)
    #expect(frame.lines == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
    #expect(host.accessibilityNodes()[0].children.last?.description == #"row "Row 5" [focused]"#)
  }

  @Test func rowsLookLikeTableCellsAndButtonsAreTheirAction() throws {
    var selected: [String] = []
    let offers = [("Pizza Planet", "$7.50"), ("Sushi Go Round", "$12.00")]
    let host = ViewHost(
      rootView: VStack {
        Text("Offers")
        List(offers, id: \.0) { offer in LabeledContent(offer.0, value: offer.1) }
        List(["Accept", "Decline"], id: \.self) { title in Button(title) { selected.append(title) } }
      })
    let frame = render(host, size: Size(width: 20, height: 5))
    #expect(frame.lines == ["       Offers", "Pizza Planet   $7.50", "Sushi Go Rou… $12.00", "Accept", "Decline"])
    let decline = try rowID(host, "Decline")
    host.focusedElement = decline
    #expect(host.handleKey(.enter, element: decline))
    #expect(selected == ["Decline"])
    #expect(render(host, size: Size(width: 20, height: 5)).styledRuns == ["row 4 cols 0-19: inverse"])
    #expect(
      host.accessibilityNodes().map(\.description) == [
        #"staticText "Offers""#,
        """
        list ""
          row "Pizza Planet" = "$7.50"
          row "Sushi Go Round" = "$12.00"
        """,
        """
        list ""
          row "Accept"
          row "Decline" [focused]
        """,
      ])
  }

  @Test func anEmptyListDrawsNothingAndOffersNoFocusStop() {
    let host = ViewHost(rootView: List([Row]()) { row in Text(row.title) }.accessibilityLabel("Reviews"))
    #expect(render(host, size: size).plainText.allSatisfy { $0 == " " || $0 == "\n" })
    #expect(host.interactiveElements().isEmpty)
    #expect(host.accessibilityNodes().map(\.description) == [#"list "Reviews""#])
  }

  @Test func editingOneRowModelRerunsOnlyThatRow() {
    let items = (0..<50).map { Item(id: $0, title: "Item \($0)") }
    let counts = Counts()
    let host = ViewHost(rootView: ItemList(items: items, counts: counts))
    _ = render(host, size: size)
    #expect(counts.values.count == 5)
    items[2].title = "Edited"
    items[40].title = "Off screen"  // not built, so nothing to re-run
    #expect(host.update())
    #expect(counts["row 2"] == 2)
    #expect(counts.values.values.reduce(0, +) == 6)
    #expect(render(host, size: size).line(2) == "Edited")
  }

  @Test func staticContentRowsScrollToo() {
    let host = ViewHost(
      rootView: List {
        Text("One")
        Text("Two")
        Text("Three")
      })
    let small = Size(width: 6, height: 2)
    #expect(render(host, size: small).lines == ["One", "Two"])
    host.focusedElement = ElementID(node: 1, item: 1)
    #expect(press(.down, host))
    #expect(render(host, size: small).lines == ["Two", "Three"])
  }

  @Test func otherRowContentIsLaidOutInTheRowAndHighlightedTheSameWay() {
    let host = ViewHost(
      rootView: List(["a", "b"], id: \.self) { name in
        HStack {
          Text(name)
          Spacer()
          Text("›")
        }
      })
    let small = Size(width: 6, height: 2)
    host.focusedElement = ElementID(node: 1, item: 1)
    let frame = render(host, size: small)
    #expect(frame.lines == ["a    ›", "b    ›"])
    #expect(frame.styledRuns == ["row 1 cols 0-5: inverse"])
    #expect(host.accessibilityNodes()[0].children.map(\.summary) == [#"row "a""#, #"row "b" [focused]"#])
  }

  /// A tick changes what rows show, not which rows: every row keeps its node
  /// (its `@State` too) with nothing built or destroyed. Ids that moved,
  /// came or went are matched by id, the state following its row.
  @Test func aTickKeepsEveryRowAndChangedIdsAreMatchedByID() throws {
    let size = Size(width: 16, height: 3)
    func list(_ ids: [Int], seconds: Int) -> some View {
      List(ids.map { Countdown(id: $0, seconds: seconds) }) { row in TappedRow(row: row) }
    }
    let host = ViewHost(rootView: list([1, 2, 3], seconds: 60))
    #expect(render(host, size: size).lines == ["1 0 60s", "2 0 60s", "3 0 60s"])
    #expect(host.activate(element: ElementID(node: 1, item: 1)))  // row 2 counts a tap
    let built = host.statistics.nodesBuilt
    host.setRootView(list([1, 2, 3], seconds: 59))
    #expect(render(host, size: size).lines == ["1 0 59s", "2 1 59s", "3 0 59s"])
    #expect(host.statistics.nodesBuilt == built)
    #expect(host.statistics.nodesDestroyed == 0)
    host.setRootView(list([3, 1, 2], seconds: 58))  // moved: the tap follows row 2
    #expect(render(host, size: size).lines == ["3 0 58s", "1 0 58s", "2 1 58s"])
    #expect(host.statistics.nodesBuilt == built)
    host.setRootView(list([3, 2, 4], seconds: 57))  // row 1 gone, row 4 new
    #expect(render(host, size: size).lines == ["3 0 57s", "2 1 57s", "4 0 57s"])
    #expect(host.statistics.nodesDestroyed > 0)
  }

  @Test func duplicateIdsDoNotCrashAndKeepTheirOrder() {
    let host = ViewHost(rootView: List(["x", "x", "y"], id: \.self) { name in Text(name) })
    #expect(render(host, size: Size(width: 2, height: 3)).lines == ["x", "x", "y"])
    host.setRootView(List(["y", "x", "x"], id: \.self) { name in Text(name) })
    #expect(render(host, size: Size(width: 2, height: 3)).lines == ["y", "x", "x"])
  }
}

/// A list keeps track of what it shows and reports it (`reportOwnDamage`): scrolling by a row
/// is a scrolled region plus the rows that now show something else, not the
/// whole list.
@Suite("List damage")
struct ListDamageTests {
  private static let rows = (0..<1_000).map { Row(id: $0) }

  @Test func scrollingByOneRowDamagesTheRowScrolledInAndTheHighlightOnly() throws {
    let size = Size(width: 12, height: 5)
    let host = ViewHost(rootView: List(Self.rows) { row in Text(row.title) })
    let damages = DamageReader(host, size: size)
    _ = render(host, size: size)
    #expect(damages.take() == nil, "the first frame is all damage")
    host.focusedElement = ElementID(node: 1, item: 4)
    host.layout(in: Rect(origin: .zero, size: size))
    // Focus reached the last visible row: that row and nothing else. A moved highlight may pair
    // with a row that looks the same, so the encoder may still look for shifted rows.
    // The row is drawn whole (its texts and the blanks between): opaque, nothing to blank first.
    let row4 = Rect(x: 0, y: 4, width: 12, height: 1)
    #expect(damages.take() == Damage(rects: [row4], contentMayHaveMoved: true, opaqueRects: [row4]))
    #expect(host.handleKey(.down, element: try #require(host.focusedElement)))
    host.update()
    host.focusedElement = ElementID(node: 1, item: 5)
    host.layout(in: Rect(origin: .zero, size: size))
    let damage = try #require(damages.take())
    #expect(damage.scrolls == [ScrolledRegion(rect: Rect(x: 0, y: 0, width: 12, height: 5), rows: -1)])
    // Row 4 moved up to row 3 and lost its highlight; row 5 came in at the bottom.
    #expect(damage.rects == [Rect(x: 0, y: 3, width: 12, height: 1), Rect(x: 0, y: 4, width: 12, height: 1)])
    #expect(damage.opaqueRects == damage.rects)
    #expect(damage.contentMayHaveMoved)
    // Nothing changed since: no damage.
    host.layout(in: Rect(origin: .zero, size: size))
    #expect(damages.take() == Damage.none)
  }

  /// A jump of a screenful or more is not a scroll: every row shows another row.
  @Test func aJumpToTheEndRedrawsTheRowsWithoutMovingThem() throws {
    let size = Size(width: 12, height: 5)
    let host = ViewHost(rootView: List(Self.rows) { row in Text(row.title) })
    let damages = DamageReader(host, size: size)
    host.focusedElement = ElementID(node: 1, item: 0)
    _ = render(host, size: size)
    _ = damages.take()
    #expect(host.handleKey(.end, element: try #require(host.focusedElement)))
    host.update()
    host.layout(in: Rect(origin: .zero, size: size))
    let damage = try #require(damages.take())
    #expect(damage.scrolls.isEmpty)
    #expect(Set(damage.rects.map(\.minY)) == Set(0..<5))
    #expect(damage.contentMayHaveMoved, "other rows came: the encoder may look for shifted ones")
  }
}
