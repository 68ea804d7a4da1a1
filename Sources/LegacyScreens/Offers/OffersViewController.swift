import AppCore
import LegacyUI
import TextSurface

/// The live offers list in the legacy front (Reactive VIP), written the
/// UIKit way: a table view with this controller as data source and delegate,
/// reloaded from the ViewState in one `observe {}` binding.
public final class OffersViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let viewModel: OffersViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let spinner = ActivityIndicatorView()
  private let failureLabel = Label(style: TextStyle(foreground: .red))
  private let retryButton = Button(title: OffersViewState.retryTitle)
  private let emptyLabel = Label(style: TextStyle(attributes: .dim))
  private let tableView = TableView()
  private let stack = StackView()
  private var rows: [OfferRow] = []

  public init(viewModel: OffersViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: OffersViewState.title)
  }

  public override func viewDidLoad() {
    failureLabel.numberOfLines = 0  // errors are sentences: wrap them rather than cut them
    tableView.register(forCellReuseIdentifier: "offer") { TableViewCell(style: .value1, reuseIdentifier: "offer") }
    tableView.accessibilityLabel = OffersViewState.title
    tableView.dataSource = self
    tableView.delegate = self
    retryButton.addTarget(self, action: OffersViewController.retryTapped)
    stack.alignment = .center
    for view in [spinner, failureLabel, retryButton, emptyLabel, tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let state = viewModel.viewState
    spinner.text = state.statusText
    if state.statusText != nil { spinner.startAnimating() } else { spinner.stopAnimating() }
    failureLabel.text = state.failureMessage ?? ""
    failureLabel.isHidden = state.failureMessage == nil
    retryButton.isHidden = state.failureMessage == nil
    emptyLabel.text = state.emptyText ?? ""
    emptyLabel.isHidden = state.emptyText == nil
    if rows != state.rows {
      rows = state.rows
      tableView.reloadData()
    }
  }

  private func retryTapped() { viewModel.retryTapped() }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "offer", for: indexPath)
    cell.textLabel.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.select(offerID: rows[indexPath.row].id)
  }
}
