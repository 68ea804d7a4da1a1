import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// A legacy screen with a declarative card in its stack view.
private final class CardScreen: LegacyUI.ViewController {
  let stack = StackView()
  let card = HostingView(rootView: Text("Card 0").bold())
  let button = LegacyUI.Button(title: "Next")

  override func viewDidLoad() {
    stack.alignment = .center
    for view in [LegacyUI.Label(text: "Legacy"), card, button] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() { stack.frame = view.bounds }
}

/// A table of `count` rows whose cells host a declarative row; counts what it builds.
private final class HostedRows: LegacyUI.ViewController, TableViewDataSource {
  let table = TableView()
  let count: Int
  var cellsCreated = 0

  init(count: Int) {
    self.count = count
    super.init(title: "Rows")
  }

  override func viewDidLoad() {
    table.register(forCellReuseIdentifier: "row") { [unowned self] in
      cellsCreated += 1
      return TableViewCell(reuseIdentifier: "row")
    }
    table.dataSource = self
    view.addSubview(table)
  }

  override func viewDidLayoutSubviews() { table.frame = view.bounds }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.contentConfiguration = HostingConfiguration {
      LabeledContent("Row \(indexPath.row)", value: "\(indexPath.row)")
    }
    return cell
  }
}

/// The same table with built-in `.value1` cells, for parity.
private final class PlainRows: LegacyUI.ViewController, TableViewDataSource {
  let table = TableView()
  init() { super.init(title: "Rows") }
  override func viewDidLoad() {
    table.register(forCellReuseIdentifier: "row") { TableViewCell(style: .value1, reuseIdentifier: "row") }
    table.dataSource = self
    view.addSubview(table)
  }
  override func viewDidLayoutSubviews() { table.frame = view.bounds }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = "Row \(indexPath.row)"
    cell.detailTextLabel?.text = "\(indexPath.row)"
    return cell
  }
}

@Suite("Hosting view and hosting cells")
struct HostingViewTests {
  @Test func aHostingViewSitsInALegacyStackLikeAWidget() {
    let screen = CardScreen()
    let window = show(screen, size: Size(width: 12, height: 3))
    #expect(window.frame.lines == ["   Legacy", "   Card 0", "  [ Next ]"])
    #expect(window.frame.styledRuns.contains("row 1 cols 3-8: bold"))
    screen.card.setRootView(Text("Card 12345").bold())
    window.commit()
    #expect(window.frame.line(1) == " Card 12345")  // resized by the stack from the tree's new size
    #expect(window.focusedItem?.node.label == "Next")
  }

  @Test func aTenThousandRowTableOfHostedCellsBuildsOnlyTheVisibleCells() {
    let rows = HostedRows(count: 10_000)
    let window = show(rows, size: Size(width: 16, height: 5))
    #expect(rows.cellsCreated == 5)
    #expect(
      window.frame.lines == [
        "Row 0          0", "Row 1          1", "Row 2          2", "Row 3          3", "Row 4          4",
      ])
    rows.table.scrollToRow(at: IndexPath(row: 9_999))
    window.commit()
    #expect(window.frame.line(4) == "Row 9999    9999")
    for _ in 0..<20 { window.handleKey(.pageUp) }
    window.commit()
    #expect(rows.cellsCreated == 5)  // scrolled through: the same five cells and hosted trees, reused
  }

  @Test func aHostedCellDrawsAndReadsLikeABuiltInCell() {
    let hosted = show(HostedRows(count: 10_000), size: Size(width: 16, height: 5))
    let plain = show(PlainRows(), size: Size(width: 16, height: 5))
    #expect(hosted.frame == plain.frame)  // focus highlight included
    #expect(hosted.accessibilityTree() == plain.accessibilityTree())
    for window in [hosted, plain] {
      window.handleKey(.down)
      window.handleKey(.down)
      window.commit()
    }
    #expect(hosted.frame == plain.frame)
    #expect(hosted.focusedItem?.node.label == "Row 2")
  }
}
