import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// The ratings screen in the legacy front (MVVM with closures): a summary
/// label and a table of 1,204 reviews whose cells are configured on demand
/// (its own data source, not `RowTableSource`: the rows are never all built).
/// The table's scroll position is written back to the view model, so a
/// screen rebuilt in the other front opens at the same review.
public final class RatingsViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let viewModel: RatingsViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let status = LoadStatusView()
  private let summaryLabel = RatingsSummaryLabel()
  private let tableView = TableView()
  private let stack = StackView()
  private var rowCount = 0

  private let summarySlot: ComponentSlot<String?>?

  /// The screen; with `summary`, the summary line (the `ratings.summary` component) is that
  /// component — the composition passes the Bridge's hosting view when it is declarative.
  public init(viewModel: RatingsViewModel, observations: ObservationLoop, summary: ComponentSlot<String?>? = nil) {
    self.viewModel = viewModel
    self.observations = observations
    summarySlot = summary
    super.init(title: "Ratings")
  }

  public override func viewDidLoad() {
    tableView.register(forCellReuseIdentifier: "review") { TableViewCell(style: .value1, reuseIdentifier: "review") }
    tableView.accessibilityLabel = "Reviews"
    tableView.contentOffset = Point(x: 0, y: viewModel.firstVisibleRow)
    tableView.dataSource = self
    tableView.delegate = self
    status.onRetry = { [weak self] in self?.viewModel.retryTapped() }
    stack.alignment = .center
    for view in [status, summarySlot?.view ?? summaryLabel, tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    status.update(statusText: viewModel.statusText, failureMessage: viewModel.failureMessage)
    if let summarySlot {
      summarySlot.update(viewModel.summaryText)
      summarySlot.view.isHidden = viewModel.summaryText == nil
    } else {
      summaryLabel.text = viewModel.summaryText ?? ""
      summaryLabel.isHidden = viewModel.summaryText == nil
    }
    if rowCount != viewModel.rowCount {
      let arrived = rowCount == 0
      rowCount = viewModel.rowCount
      tableView.reloadData()
      // The reviews arrived after the screen was built (a relaunch, a retry): open at the kept place.
      if arrived, rowCount > 0 { tableView.contentOffset = Point(x: 0, y: viewModel.firstVisibleRow) }
    }
  }

  /// UIKit's `scrollViewDidScroll`: the place in the list is the view model's, so the other front can restore it.
  public func tableViewDidScroll(_ tableView: TableView) {
    if rowCount > 0, viewModel.firstVisibleRow != tableView.contentOffset.y {
      viewModel.firstVisibleRow = tableView.contentOffset.y
    }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
    let row = viewModel.row(at: indexPath.row)
    cell.textLabel.text = row?.title ?? ""
    cell.detailTextLabel?.text = row?.detail ?? ""
    return cell
  }
}
