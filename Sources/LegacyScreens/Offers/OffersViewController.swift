import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// The live offers list in the legacy front (Reactive VIP), written the
/// UIKit way: a table view fed by a data source object, a reusable status
/// strip, and one `observe {}` binding that pushes the ViewState into them.
public final class OffersViewController: ViewController {
  private let viewModel: OffersViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let status = LoadStatusView(retryTitle: OffersViewState.retryTitle)
  private let emptyLabel = Label(style: TextStyle(attributes: .dim))
  private let rows = RowTableSource(
    reuseIdentifier: "offer", accessibilityLabel: OffersViewState.title, cellClass: OfferRowCell.self)
  private let stack = StackView()

  /// The screen; with `rowConfiguration`, each row (the `offers.row` component) is shown
  /// through it — the composition passes the Bridge's hosting cell when the row is declarative.
  public init(
    viewModel: OffersViewModel, observations: ObservationLoop,
    rowConfiguration: ((RowViewData) -> any ContentConfiguration)? = nil
  ) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: OffersViewState.title)
    rows.cellConfiguration = rowConfiguration
  }

  public override func viewDidLoad() {
    status.onRetry = { [weak self] in self?.viewModel.retryTapped() }
    rows.onSelect = { [weak self] row in self?.viewModel.select(offerID: row.id) }
    stack.alignment = .center
    for view in [status, emptyLabel, rows.tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let state = viewModel.viewState
    status.update(statusText: state.statusText, failureMessage: state.failureMessage)
    emptyLabel.text = state.emptyText ?? ""
    emptyLabel.isHidden = state.emptyText == nil
    rows.show(state.rows)
  }
}
