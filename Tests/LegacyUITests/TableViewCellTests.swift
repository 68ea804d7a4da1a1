import LegacyUI
import Testing
import TextSurface

/// Rows from a list of (title, detail) pairs, in `.value1` or `.default` cells.
private final class PairsSource: TableViewDataSource {
  let pairs: [(String, String?)]
  init(_ pairs: [(String, String?)]) { self.pairs = pairs }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { pairs.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let (title, detail) = pairs[indexPath.row]
    let identifier = detail == nil ? "plain" : "value1"
    // The pre-registration UIKit pattern: dequeue or make one.
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? TableViewCell(style: detail == nil ? .default : .value1, reuseIdentifier: identifier)
    cell.textLabel.text = title
    cell.detailTextLabel?.text = detail ?? ""
    return cell
  }
}

/// A cell with custom content in its content view.
private final class BadgeCell: TableViewCell {
  let badge = Label(text: "NEW")
  required init(style: CellStyle = .default, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    badge.frame = Rect(x: max(0, contentView.bounds.width - 3), y: 0, width: 3, height: 1)
  }
}

private final class BadgeSource: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    cell.textLabel.text = "Offer \(indexPath.row)"
    return cell
  }
}

@Suite("Table view cell")
struct TableViewCellTests {
  @Test func titlesTruncateAroundTheDetailWithoutSplittingWideCharacters() {
    let source = PairsSource([("寿司寿司寿司", "$12.00"), ("Pizza Planet 🍕🍕", "$7.50"), ("Plain 寿司寿司", nil)])
    let table = TableView()
    table.dataSource = source
    let (window, _) = makeWindow(table, size: Size(width: 14, height: 3))
    #expect(window.frame.lines == ["寿司寿… $12.00", "Pizza P… $7.50", "Plain 寿司寿司"])
    #expect(window.frame.styledRuns == ["row 0 cols 0-13: inverse"])
    #expect(
      window.accessibilityTree().description == """
        screen ""
          list ""
            row "寿司寿司寿司" = "$12.00" [focused]
            row "Pizza Planet 🍕🍕" = "$7.50"
            row "Plain 寿司寿司"
        """)
  }

  @Test func changingAVisibleCellsTextRedrawsIt() {
    let source = PairsSource([("One", "1")])
    let table = TableView()
    table.dataSource = source
    let (window, _) = makeWindow(table, size: Size(width: 10, height: 1))
    table.cellForRow(at: IndexPath(row: 0))?.detailTextLabel?.text = "2"
    #expect(window.commit())
    #expect(window.frame.lines == ["One      2"])
  }

  @Test func customContentIsDrawnAndHighlightedWithTheRow() {
    let source = BadgeSource()
    let table = TableView()
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.dataSource = source
    let (window, _) = makeWindow(table, size: Size(width: 12, height: 2))
    #expect(window.frame.lines == ["Offer 0  NEW", "Offer 1  NEW"])
    #expect(window.frame.styledRuns == ["row 0 cols 0-11: inverse"])
  }

  @Test func prepareForReuseClearsTheLabels() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: "x")
    cell.textLabel.text = "a"
    cell.detailTextLabel?.text = "b"
    cell.prepareForReuse()
    #expect(cell.textLabel.text.isEmpty)
    #expect(cell.detailTextLabel?.text == "")
    #expect(TableViewCell(reuseIdentifier: "y").detailTextLabel == nil)
  }
}
