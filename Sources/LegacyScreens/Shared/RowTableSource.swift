import AppCore
import LegacyUI

/// A table view's data source and delegate for rows the core already
/// formatted — one separate object, as UIKit code often splits them out of
/// the controller — so each list screen only says what a selection means.
///
/// ```swift
/// rows.onSelect = { [weak self] row in self?.viewModel.select(offerID: row.id) }
/// rows.show(state.rows)   // reloads only when the rows changed
/// ```
public final class RowTableSource: TableViewDataSource, TableViewDelegate {
  /// The table this source feeds; put it in the screen's hierarchy.
  public let tableView = TableView()
  public private(set) var rows: [RowViewData] = []
  /// Called with the row the user selected (Enter, Space, a scenario's `select`).
  public var onSelect: ((RowViewData) -> Void)?
  private let reuseIdentifier: String

  /// A source whose cells are `.value1` (title left, detail right), reused under `reuseIdentifier`.
  public init(reuseIdentifier: String, accessibilityLabel: String) {
    self.reuseIdentifier = reuseIdentifier
    tableView.register(forCellReuseIdentifier: reuseIdentifier) {
      TableViewCell(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    tableView.accessibilityLabel = accessibilityLabel
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Shows `rows`, reloading the table only when they differ from what it shows.
  public func show(_ rows: [RowViewData]) {
    guard rows != self.rows else { return }
    self.rows = rows
    tableView.reloadData()
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    cell.textLabel.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(rows[indexPath.row])
  }
}
