import AppCore
import LegacyUI

/// A table view's data source and delegate for rows the core already
/// formatted — one separate object, as UIKit code often splits them out of
/// the controller — so each list screen only says what a selection means.
///
/// ```swift
/// rows.onSelect = { [weak self] row in self?.viewModel.select(offerID: row.id) }
/// rows.show(state.rows)   // reloads or reconfigures only when the rows changed
/// ```
public final class RowTableSource: TableViewDataSource, TableViewDelegate {
  /// The table this source feeds; put it in the screen's hierarchy.
  public let tableView = TableView()
  /// The rows shown: how many, each one on demand (the table asks only for the
  /// visible ones), and their value to tell a change from none.
  private var count = 0
  private var row: (Int) -> RowViewData = { _ in RowViewData(id: "", title: "", detail: "") }
  private var shown: AnyHashable = AnyHashable([RowViewData]())
  /// Called with the row the user selected (Enter, Space, a scenario's `select`).
  public var onSelect: ((RowViewData) -> Void)?
  /// When set, each cell shows the row through this content configuration (a component
  /// migrated on its own: the Bridge's `HostingConfiguration` with a declarative row) instead
  /// of its built-in labels; reuse is unchanged.
  public var cellConfiguration: ((RowViewData) -> any ContentConfiguration)?
  private let reuseIdentifier: String

  /// A source whose cells are `.value1` (title left, detail right), reused under `reuseIdentifier`.
  public init(
    reuseIdentifier: String, accessibilityLabel: String, cellClass: TableViewCell.Type = TableViewCell.self
  ) {
    self.reuseIdentifier = reuseIdentifier
    tableView.register(forCellReuseIdentifier: reuseIdentifier) {
      cellClass.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    tableView.accessibilityLabel = accessibilityLabel
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Shows `rows` when they differ from what the table shows: as many rows
  /// as before (new values, such as a countdown's) reconfigure the visible
  /// cells in place; rows that came or went reload the table.
  public func show<Rows: RandomAccessCollection & Hashable>(_ rows: Rows)
  where Rows.Element == RowViewData, Rows.Index == Int {
    let value = AnyHashable(rows)
    guard value != shown else { return }
    let sameCount = rows.count == count
    shown = value
    count = rows.count
    row = { rows[rows.startIndex + $0] }
    if sameCount {
      tableView.reconfigureRows(at: tableView.indexPathsForVisibleRows)
    } else {
      tableView.reloadData()
    }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    let data = row(indexPath.row)
    if let cellConfiguration {
      cell.contentConfiguration = cellConfiguration(data)
    } else {
      Self.configure(cell, with: data)
    }
    return cell
  }

  /// The legacy row: a `.value1` cell's title and detail.
  static func configure(_ cell: TableViewCell, with row: RowViewData) {
    if let cell = cell as? OfferRowCell { return cell.configure(with: row) }
    cell.textLabel.text = row.title
    cell.detailTextLabel?.text = row.detail
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(row(indexPath.row))
  }
}
