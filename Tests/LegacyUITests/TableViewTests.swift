import LegacyUI
import Testing
import TextSurface

/// `Row 0 … Row n-1`, each with its number as detail; records selections.
private final class RowsController: ViewController, TableViewDataSource, TableViewDelegate {
  let tableView = TableView()
  let header = Button(title: "Top")
  let footer = Button(title: "Bottom")
  var rows: Int
  /// The word before each row's number.
  var noun = "Row"
  /// Whether cells come from `dequeueReusableCell(withIdentifier:)` or a new one, not the row's own.
  var dequeuesByIdentifierOnly = false
  /// The rows `willDisplay` was told of, in order.
  var displayed: [Int] = []
  var created = 0
  var reused = 0
  var asked = 0
  var selected: [Int] = []

  init(rows: Int) {
    self.rows = rows
    super.init(title: "Rows")
  }

  override func viewDidLoad() {
    tableView.register(forCellReuseIdentifier: "row") { [unowned self] in
      created += 1
      return TableViewCell(style: .value1, reuseIdentifier: "row")
    }
    tableView.dataSource = self
    tableView.delegate = self
    let stack = StackView(arrangedSubviews: [header, tableView, footer])
    stack.alignment = .center
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    view.subviews[0].frame = view.bounds
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    asked += 1
    let cell =
      dequeuesByIdentifierOnly
      ? tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .value1, reuseIdentifier: "row")
      : tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    // A row being reconfigured gets its own cell back, as it is; any other cell comes prepared.
    if !cell.textLabel.text.isEmpty, tableView.cellForRow(at: indexPath) !== cell {
      Issue.record("a reused cell was not prepared for reuse")
    }
    cell.textLabel.text = "\(noun) \(indexPath.row)"
    cell.detailTextLabel?.text = "#\(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    displayed.append(indexPath.row)
  }
}

@Suite("Table view")
struct TableViewTests {
  /// A 20x7 window: Top on row 0, five table rows on rows 1-5, Bottom on row 6.
  private func makeTable(rows: Int = 10_000) -> (Window, RowsController) {
    let controller = RowsController(rows: rows)
    let window = Window(size: Size(width: 20, height: 7), output: RecordingOutput())
    window.rootViewController = controller
    window.commit()
    return (window, controller)
  }

  @Test func drawsRowsWithTheSharedLookBetweenFixedChildren() {
    let (window, _) = makeTable()
    #expect(
      window.frame.lines == [
        "      [ Top ]", "Row 0             #0", "Row 1             #1", "Row 2             #2",
        "Row 3             #3", "Row 4             #4", "     [ Bottom ]",
      ])
    #expect(window.frame.styledRuns == ["row 0 cols 6-12: inverse"])
  }

  @Test func tenThousandRowsCreateOnlyTheVisibleCellsAndReuseThemWhileScrolling() {
    let (window, controller) = makeTable()
    #expect(controller.created == 5)
    window.handleKey(.tab)
    for _ in 0..<200 { window.handleKey(.pageDown) }
    window.handleKey(.end)
    window.commit()
    #expect(window.frame.lines[5] == "Row 9999       #9999")
    #expect(controller.created == 5)
    #expect(controller.tableView.visibleCells.count == 5)
    // Only rows that came into view were asked for, never all 10,000.
    #expect(controller.asked < 1_100)
  }

  /// Issue #9's 100,000 rows: jumping to either end asks only for the rows
  /// that come into view, and the cells are the same five throughout.
  @Test func aHundredThousandRowsJumpToTheEndsAskingOnlyForVisibleRows() {
    let (window, controller) = makeTable(rows: 100_000)
    window.handleKey(.tab)
    window.handleKey(.end)
    window.commit()
    #expect(window.frame.lines[5] == "Row 99999     #99999")
    #expect(window.focusedItem?.node.label == "Row 99999")
    window.handleKey(.home)
    window.handleKey(.pageDown)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 5")
    #expect(controller.created == 5)
    #expect(controller.asked < 40)
  }

  @Test func downAndTabMoveRowByRowAndScrollByOneAtTheEdge() {
    let (window, controller) = makeTable(rows: 8)
    window.handleKey(.tab)
    #expect(window.focusedItem?.node.label == "Row 0")
    for _ in 0..<4 { window.handleKey(.down) }
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 4")
    #expect(controller.tableView.contentOffset.y == 0)
    window.handleKey(.tab)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 5")
    #expect(controller.tableView.contentOffset.y == 1)
    #expect(
      window.frame.lines[1...5] == [
        "Row 1             #1", "Row 2             #2", "Row 3             #3", "Row 4             #4",
        "Row 5             #5",
      ])
    #expect(window.frame.styledRuns == ["row 5 cols 0-19: inverse"])
    window.handleKey(.down)
    window.handleKey(.down)
    // A key's focus move is settled by the next key, a layout or a commit.
    window.layoutIfNeeded()
    #expect(window.focusedItem?.node.label == "Row 7")
    // Past the last row the key is the window's: focus moves on to Bottom.
    window.handleKey(.down)
    #expect(window.focusedItem?.node.label == "Bottom")
    window.handleKey(.backTab)
    window.layoutIfNeeded()
    #expect(window.focusedItem?.node.label == "Row 7")
    // Up at the top of the viewport scrolls back by one.
    for _ in 0..<5 { window.handleKey(.up) }
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 2")
    #expect(controller.tableView.contentOffset.y == 2)
  }

  @Test func pageDownPageUpHomeAndEnd() {
    let (window, controller) = makeTable(rows: 100)
    window.handleKey(.tab)
    window.handleKey(.pageDown)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 5")
    #expect(controller.tableView.contentOffset.y == 1)
    window.handleKey(.end)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 99")
    #expect(controller.tableView.indexPathsForVisibleRows.map(\.row) == [95, 96, 97, 98, 99])
    window.handleKey(.pageUp)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 94")
    #expect(controller.tableView.contentOffset.y == 94)
    window.handleKey(.home)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 0")
    #expect(controller.tableView.contentOffset.y == 0)
    #expect(controller.tableView.indexPathForFocusedRow == IndexPath(row: 0))
  }

  @Test func enterSpaceAndTapsSelectThroughTheDelegate() throws {
    let (window, controller) = makeTable(rows: 3)
    window.handleKey(.tab)
    window.handleKey(.enter)
    window.handleKey(.down)
    window.handleKey(.space)
    let row = try #require(window.interactiveItems.first { $0.node.label == "Row 2" })
    window.focus(row)
    #expect(row.owner.activate(item: row.id))
    #expect(controller.selected == [0, 1, 2])
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2))
    // Selecting from code does not tell the delegate, as in UIKit.
    controller.tableView.selectRow(at: IndexPath(row: 1))
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1))
    #expect(controller.selected == [0, 1, 2])
    controller.tableView.deselectRow(at: IndexPath(row: 1))
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func accessibilityListsOnlyVisibleRowsWithTheFocusedOneMarked() {
    let (window, controller) = makeTable(rows: 100)
    controller.tableView.accessibilityLabel = "Numbers"
    window.handleKey(.tab)
    window.handleKey(.down)
    #expect(
      window.accessibilityTree().description == """
        screen "Rows"
          button "Top"
          list "Numbers"
            row "Row 0" = "#0"
            row "Row 1" = "#1" [focused]
            row "Row 2" = "#2"
            row "Row 3" = "#3"
            row "Row 4" = "#4"
          button "Bottom"
        """)
  }

  @Test func reloadClampsTheOffsetAndAnEmptyTableOffersNoFocusStop() {
    let (window, controller) = makeTable(rows: 100)
    controller.tableView.scrollToRow(at: IndexPath(row: 50), at: .top)
    window.commit()
    #expect(window.frame.lines[1] == "Row 50           #50")
    controller.rows = 7
    controller.tableView.reloadData()
    window.commit()
    #expect(controller.tableView.contentOffset.y == 2)
    #expect(window.frame.lines[1] == "Row 2             #2")
    controller.rows = 0
    controller.tableView.reloadData()
    window.commit()
    #expect(window.frame.lines[1...5].allSatisfy { $0.isEmpty })
    #expect(window.interactiveItems.map(\.node.label) == ["Top", "Bottom"])
    #expect(controller.created == 5)
  }

  @Test func reconfiguringVisibleRowsUpdatesTheirCellsInPlaceAndKeepsTheSelection() {
    let (window, controller) = makeTable(rows: 100)
    let table = controller.tableView
    let cells = table.visibleCells
    table.selectRow(at: IndexPath(row: 2))
    let asked = controller.asked
    controller.noun = "Item"
    table.reconfigureRows(at: table.indexPathsForVisibleRows)
    window.commit()
    #expect(
      window.frame.lines[1...5] == [
        "Item 0            #0", "Item 1            #1", "Item 2            #2", "Item 3            #3",
        "Item 4            #4",
      ])
    // The same five cells, each configured once more; none created, reused or deselected.
    #expect(zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
    #expect(controller.asked == asked + 5)
    #expect(controller.created == 5)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2))
  }

  @Test func aCellOtherThanTheRowsOwnReplacesItAsAReloadWould() {
    let (window, controller) = makeTable(rows: 100)
    let table = controller.tableView
    let cells = table.visibleCells
    controller.dequeuesByIdentifierOnly = true
    controller.noun = "Item"
    table.reconfigureRows(at: [IndexPath(row: 1)])
    window.commit()
    #expect(window.frame.lines[1...3] == ["Row 0             #0", "Item 1            #1", "Row 2             #2"])
    #expect(table.cellForRow(at: IndexPath(row: 1)) !== cells[1])
    #expect(table.visibleCells.count == 5)
    #expect(controller.displayed.suffix(1) == [1])
    // The replaced cell went back to the pool: the next row to come into view reuses it.
    #expect(table.dequeueReusableCell(withIdentifier: "row") === cells[1])
  }

  @Test func reconfiguringARowOutOfViewAsksForNothing() {
    let (window, controller) = makeTable(rows: 100)
    let asked = controller.asked
    controller.noun = "Item"
    controller.tableView.reconfigureRows(at: [IndexPath(row: 50)])
    window.commit()
    #expect(controller.asked == asked)
    #expect(window.frame.lines[1] == "Row 0             #0")
    // Scrolled into view later, the row is asked for as any row coming into view.
    controller.tableView.scrollToRow(at: IndexPath(row: 50), at: .top)
    window.commit()
    #expect(window.frame.lines[1] == "Item 50          #50")
  }

  @Test func resizingKeepsTheFocusedRowVisible() {
    let (window, controller) = makeTable(rows: 100)
    window.handleKey(.tab)
    for _ in 0..<4 { window.handleKey(.down) }
    window.size = Size(width: 20, height: 4)
    window.commit()
    #expect(window.focusedItem?.node.label == "Row 4")
    #expect(controller.tableView.indexPathsForVisibleRows.map(\.row) == [3, 4])
  }

  @Test func scrollPositions() {
    let (window, controller) = makeTable(rows: 100)
    let table = controller.tableView
    table.scrollToRow(at: IndexPath(row: 50), at: .middle)
    #expect(table.contentOffset.y == 48)
    table.scrollToRow(at: IndexPath(row: 50), at: .bottom)
    #expect(table.contentOffset.y == 46)
    table.scrollToRow(at: IndexPath(row: 10), at: .none)
    #expect(table.contentOffset.y == 10)
    table.scrollToRow(at: IndexPath(row: 99), at: .top)
    #expect(table.contentOffset.y == 95)
    window.commit()
    #expect(table.cellForRow(at: IndexPath(row: 99))?.textLabel.text == "Row 99")
    let offscreen = table.cellForRow(at: IndexPath(row: 0))
    #expect(offscreen == nil)
  }
}
