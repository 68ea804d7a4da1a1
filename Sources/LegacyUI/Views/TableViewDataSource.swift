/// Supplies a table view's rows, like `UITableViewDataSource`.
///
/// The table asks only for the rows it is about to show, so a data source
/// with a million rows costs what a screenful costs. Build each cell with
/// `tableView.dequeueReusableCell(withIdentifier:for:)` so cells scrolled off
/// screen are reused instead of created.
///
/// ```swift
/// func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { offers.count }
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///   let cell = tableView.dequeueReusableCell(withIdentifier: "offer", for: indexPath)
///   cell.textLabel.text = offers[indexPath.row].restaurant
///   cell.detailTextLabel?.text = offers[indexPath.row].payout
///   return cell
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
  /// How many rows the (single) section has.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell showing the row at `indexPath`, configured.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// Told what the user does with a table view's rows, like `UITableViewDelegate`.
/// Every method has a default, so a delegate implements only what it needs.
public protocol TableViewDelegate: AnyObject {
  /// The row was selected: Enter or Space while it had focus, or a tap on it
  /// (a scenario's `select`/`tap` step), like `tableView(_:didSelectRowAt:)`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// A cell is about to be drawn for `indexPath` (after it was configured),
  /// like `tableView(_:willDisplay:forRowAt:)`.
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// Focus moved to the row at `indexPath` (tvOS's `didUpdateFocusIn`), e.g.
  /// to show details of the row under the cursor.
  func tableView(_ tableView: TableView, didFocusRowAt indexPath: IndexPath)
  /// The table scrolled: its `contentOffset` changed, by a key, by code, or
  /// by clamping after a reload or resize, like `scrollViewDidScroll(_:)`.
  func tableViewDidScroll(_ tableView: TableView)
}

/// Defaults: a delegate implements only the callbacks it needs.
extension TableViewDelegate {
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, didFocusRowAt indexPath: IndexPath) {}
  public func tableViewDidScroll(_ tableView: TableView) {}
}
