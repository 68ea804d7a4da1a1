import ScreenLayer
import TextSurface

/// A scrolling, virtualized column of one-line rows, like `UITableView`
/// (one section, plain style).
///
/// A data source says how many rows there are and configures a cell for each
/// row the table is about to show; a delegate hears about selection. Only
/// the rows in the viewport exist as cells: scrolling puts the cells that
/// left the viewport in a reuse pool, and `dequeueReusableCell(withIdentifier:for:)`
/// hands them out again, so a 10,000-row table creates one screenful of cells.
/// `reloadData()` asks for the rows again from scratch; `reconfigureRows(at:)`
/// has the data source configure visible rows' own cells again, for values
/// that changed in place.
///
/// Focus and keys (the same in the declarative `List`):
/// - every row is a focus stop; the focused row is drawn inverse, no other is;
/// - Down/Tab and Up/Shift-Tab move one row, scrolling by one at the edge of
///   the viewport; past the first or last row the key is left to the window,
///   which moves focus on to the next element;
/// - PageDown/PageUp move by the viewport's height, Home/End to the first/last row;
/// - Enter/Space select the focused row (`tableView(_:didSelectRowAt:)`).
///
/// Scrolling is minimal: just enough to keep the focused row visible; the
/// offset is clamped to `0…max(0, rows − height)` whenever rows or size change.
/// In a `StackView` a table is flexible: it takes the room fixed children leave.
///
/// ```swift
/// tableView.register(TableViewCell.self, forCellReuseIdentifier: "offer")
/// tableView.dataSource = self
/// tableView.delegate = self
/// tableView.reloadData()
/// ```
open class TableView: View {
  /// Where `scrollToRow(at:at:)` puts the row, like `UITableView.ScrollPosition`.
  public enum ScrollPosition: Sendable {
    /// Scroll as little as possible to make the row visible.
    case none
    case top, middle, bottom
  }

  /// Supplies rows; held weakly, as in UIKit.
  public weak var dataSource: TableViewDataSource? {
    didSet { reloadData() }
  }
  /// Told about selection and focus; held weakly.
  public weak var delegate: TableViewDelegate?

  /// The first visible row (UIKit's `contentOffset.y` in rows; `x` is always 0).
  /// Setting it scrolls; it is clamped at the next layout.
  public var contentOffset: Point = .zero {
    didSet {
      guard contentOffset != oldValue else { return }
      setNeedsLayout()
      delegate?.tableViewDidScroll(self)
    }
  }

  /// The row last selected, like `indexPathForSelectedRow`. Selection has no
  /// look of its own (only the focused row is highlighted); it is remembered
  /// until `deselectRow(at:)` or `reloadData()`.
  public private(set) var indexPathForSelectedRow: IndexPath?

  private var factories: [String: () -> TableViewCell] = [:]
  private var reusePool: [String: [TableViewCell]] = [:]
  /// The cells on screen, by row.
  private var visibleCellsByRow: [Int: TableViewCell] = [:]
  private var rowCount = 0
  private var needsReload = true
  /// Rows whose cells the data source configures again at the next layout.
  private var rowsToReconfigure: Set<Int> = []
  /// While a row is reconfigured: its cell, which `dequeueReusableCell(withIdentifier:for:)` hands back.
  private var cellBeingReconfigured: (row: Int, cell: TableViewCell)?
  /// The row focus is on or is about to move to; survives scrolling.
  private var focusedRow: Int?
  private var laidOutSize: Size?

  public override init() {
    super.init()
  }

  // MARK: Cells

  /// Makes `dequeueReusableCell(withIdentifier:for:)` create instances of
  /// `cellClass` (style `.default`) for `identifier`, like `register(_:forCellReuseIdentifier:)`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    factories[identifier] = { cellClass.init(style: .default, reuseIdentifier: identifier) }
  }

  /// Makes `dequeueReusableCell(withIdentifier:for:)` create cells with `factory`
  /// for `identifier` — for a style or initializer `register(_:)` cannot express
  /// (UIKit's `UINib` registration plays this role).
  ///
  /// ```swift
  /// tableView.register(forCellReuseIdentifier: "offer") {
  ///   TableViewCell(style: .value1, reuseIdentifier: "offer")
  /// }
  /// ```
  public func register(forCellReuseIdentifier identifier: String, factory: @escaping () -> TableViewCell) {
    factories[identifier] = factory
  }

  /// A cell for `indexPath`: one that scrolled out of view under `identifier`,
  /// after `prepareForReuse()`, or a new one from the registration. Like UIKit,
  /// an identifier that was never registered is a programming error.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
    if let (row, cell) = cellBeingReconfigured, row == indexPath.row, cell.reuseIdentifier == identifier {
      return cell
    }
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    guard let factory = factories[identifier] else {
      preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class or factory first")
    }
    return factory()
  }

  /// A reusable cell for `identifier`, or nil when the pool is empty — the
  /// pre-registration UIKit pattern (`?? TableViewCell(style:reuseIdentifier:)`).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let cell = reusePool[identifier]?.popLast() else { return nil }
    cell.prepareForReuse()
    return cell
  }

  /// The cell showing the row at `indexPath`, or nil when the row is not visible.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visibleCellsByRow[indexPath.row]
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] {
    visibleCellsByRow.keys.sorted().compactMap { visibleCellsByRow[$0] }
  }

  /// The rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] {
    visibleCellsByRow.keys.sorted().map { IndexPath(row: $0) }
  }

  /// The row with focus, if the table has focus.
  public var indexPathForFocusedRow: IndexPath? {
    guard isFocused else { return nil }
    return focusedItem.map { IndexPath(row: $0.value) }
  }

  // MARK: Data

  /// Asks the data source again for the row count and every visible cell at
  /// the next layout, like `reloadData()`. Selection is cleared.
  public func reloadData() {
    needsReload = true
    indexPathForSelectedRow = nil
    setNeedsLayout()
  }

  /// Has the data source configure the cells of `indexPaths` again, in place,
  /// like `reconfigureRows(at:)`: at the next layout each visible one is asked
  /// for with `tableView(_:cellForRowAt:)`, and there
  /// `dequeueReusableCell(withIdentifier:for:)` returns the row's own cell
  /// instead of one from the pool. For rows whose values changed but whose
  /// number did not (a countdown ticking): no cell is put back, prepared for
  /// reuse or dequeued, and the selection stays. When rows come or go,
  /// `reloadData()`.
  ///
  /// ```swift
  /// tableView.reconfigureRows(at: tableView.indexPathsForVisibleRows)
  /// ```
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    rowsToReconfigure.formUnion(indexPaths.map(\.row))
    setNeedsLayout()
  }

  /// The number of rows, as of the last layout or reload.
  public func numberOfRows(inSection section: Int = 0) -> Int {
    if needsReload { rowCount = max(0, dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0) }
    return rowCount
  }

  /// Forgets the selection of `indexPath`, like `deselectRow(at:animated:)`.
  public func deselectRow(at indexPath: IndexPath) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  /// Selects the row from code and scrolls it into view, like
  /// `selectRow(at:animated:scrollPosition:)`; as in UIKit, the delegate is
  /// not told (only the user's Enter, Space or tap is a selection it hears of).
  public func selectRow(at indexPath: IndexPath?, scrollPosition: ScrollPosition = .none) {
    guard let indexPath, indexPath.row >= 0, indexPath.row < numberOfRows() else {
      indexPathForSelectedRow = nil
      return
    }
    indexPathForSelectedRow = indexPath
    scrollToRow(at: indexPath, at: scrollPosition)
  }

  /// The user chose the row: remember it and tell the delegate.
  private func userSelectedRow(_ row: Int) {
    guard row >= 0, row < numberOfRows() else { return }
    let indexPath = IndexPath(row: row)
    indexPathForSelectedRow = indexPath
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  // MARK: Scrolling

  /// The number of rows the viewport shows.
  public var visibleRowCount: Int { max(0, bounds.height / ListRowAppearance.rowHeight) }

  /// Scrolls so the row is visible at `position`, like `scrollToRow(at:at:animated:)`.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = .none) {
    let row = indexPath.row
    let height = max(1, visibleRowCount)
    var top = contentOffset.y
    switch position {
    case .none:
      if row < top { top = row } else if row >= top + height { top = row - height + 1 }
    case .top: top = row
    case .middle: top = row - (height - 1) / 2
    case .bottom: top = row - height + 1
    }
    contentOffset = Point(x: 0, y: clampedOffset(top))
  }

  private func clampedOffset(_ offset: Int) -> Int {
    min(max(0, offset), max(0, numberOfRows() - visibleRowCount))
  }

  // MARK: Layout

  /// Wants all the space it is offered, like a scroll view.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(0, size.width), height: max(0, size.height))
  }

  open override var isFlexible: Bool { true }

  open override func layoutSubviews() {
    let reload = needsReload
    if reload {
      rowCount = max(0, dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0)
      needsReload = false
    }
    // Keep the focused row visible after a resize or reload (not after a
    // scroll from code, which may move it away on purpose), then clamp.
    var top = contentOffset.y
    let resized = bounds.size != laidOutSize
    laidOutSize = bounds.size
    if reload || resized, let row = focusedRow, isFocused, row < rowCount, visibleRowCount > 0 {
      if row < top { top = row } else if row >= top + visibleRowCount { top = row - visibleRowCount + 1 }
    }
    top = clampedOffset(top)
    if contentOffset.y != top { contentOffset = Point(x: 0, y: top) }
    let visibleRows = top..<min(rowCount, top + visibleRowCount)
    // Cells that left the viewport (all of them on reload) go back to the pool
    // before any is dequeued, so the pool never holds more than a screenful.
    for (row, cell) in visibleCellsByRow where reload || !visibleRows.contains(row) {
      enqueue(cell)
      visibleCellsByRow[row] = nil
    }
    let reconfigured = reload ? [] : rowsToReconfigure
    rowsToReconfigure.removeAll()
    for row in visibleRows {
      let cell: TableViewCell
      if let existing = visibleCellsByRow[row] {
        cell = reconfigured.contains(row) ? reconfigure(existing, at: row) : existing
      } else {
        guard let dataSource else { break }
        cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row))
        display(cell, at: row)
      }
      cell.frame = Rect(
        x: 0, y: (row - top) * ListRowAppearance.rowHeight, width: bounds.width, height: ListRowAppearance.rowHeight)
      cell.isHighlighted = isFocused && focusedItem?.value == row
    }
  }

  /// Row `row`'s cell configured again by the data source: `existing`, unless
  /// the data source made another, which then takes its place.
  private func reconfigure(_ existing: TableViewCell, at row: Int) -> TableViewCell {
    guard let dataSource else { return existing }
    cellBeingReconfigured = (row, existing)
    let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row))
    cellBeingReconfigured = nil
    guard cell !== existing else { return existing }
    // Another cell (from the pool or new): the row is shown anew, as after a reload.
    enqueue(existing)
    display(cell, at: row)
    return cell
  }

  /// Puts `cell` on screen as row `row`'s and tells the delegate.
  private func display(_ cell: TableViewCell, at row: Int) {
    visibleCellsByRow[row] = cell
    if cell.superview !== self { addSubview(cell) }
    cell.isHidden = false
    delegate?.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row))
  }

  private func enqueue(_ cell: TableViewCell) {
    cell.isHidden = true
    cell.isHighlighted = false
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    reusePool[identifier, default: []].append(cell)
  }

  // MARK: Focus and keys

  open override func interactiveItems() -> [InteractiveItem] {
    visibleCellsByRow.keys.sorted().compactMap { row in
      guard let node = visibleCellsByRow[row]?.accessibilityNode() else { return nil }
      return InteractiveItem(owner: self, id: FocusID(row), node: node)
    }
  }

  open override func didUpdateFocus(from previousItem: FocusID?) {
    let row = focusedItem?.value
    for (visibleRow, cell) in visibleCellsByRow { cell.isHighlighted = visibleRow == row }
    guard let row else { return }
    focusedRow = row
    if row != previousItem?.value { delegate?.tableView(self, didFocusRowAt: IndexPath(row: row)) }
  }

  open override func handleKey(_ key: Key, item id: FocusID) -> Bool {
    let row = id.value
    let last = numberOfRows() - 1
    let page = max(1, visibleRowCount)
    switch key {
    case .down, .tab:
      guard row < last else { return false }
      moveFocus(to: row + 1)
    case .up, .backTab:
      guard row > 0 else { return false }
      moveFocus(to: row - 1)
    case .pageDown: moveFocus(to: min(last, row + page))
    case .pageUp: moveFocus(to: max(0, row - page))
    case .home: moveFocus(to: 0)
    case .end: moveFocus(to: last)
    case .enter, .space: userSelectedRow(row)
    default: return false
    }
    return true
  }

  /// Focuses `row`, scrolling minimally; the row's cell may exist only after
  /// the next layout, so focus is requested rather than set.
  private func moveFocus(to row: Int) {
    guard row >= 0, row < numberOfRows() else { return }
    focusedRow = row
    scrollToRow(at: IndexPath(row: row))
    requestFocus(item: FocusID(row))
  }

  open override func activate(item id: FocusID) -> Bool {
    userSelectedRow(id.value)
    return true
  }

  // MARK: Accessibility

  /// A `list` node (labelled by `accessibilityLabel`, default "") with one
  /// `row` node per visible row.
  open override func accessibilityNode() -> AccessibilityNode? {
    AccessibilityNode(role: .list, label: accessibilityLabel ?? "", frame: absoluteFrame)
  }

  open override func accessibilityNodes() -> [AccessibilityNode] {
    guard !isHidden, var node = accessibilityNode() else { return [] }
    node.children = visibleCells.compactMap { $0.accessibilityNode() }
    return [node]
  }
}
