import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// The accounts list in the legacy front, bound to the reducer store the way
/// SwissBorg's UIKit screens were: `observe {}` on the store's state, and
/// every user event sent to the store as an action.
public final class AccountsViewController: ViewController {
  public typealias AccountsStore = AccountsFeature.Store
  private let store: AccountsStore
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let status = LoadStatusView()
  private let rows = RowTableSource(reuseIdentifier: "account", accessibilityLabel: "Accounts")
  private let stack = StackView()

  public init(store: AccountsStore, observations: ObservationLoop) {
    self.store = store
    self.observations = observations
    super.init(title: "Accounts")
  }

  public override func viewDidLoad() {
    status.onRetry = { [weak self] in self?.store.send(.retryTapped) }
    rows.onSelect = { [weak self] row in self?.store.send(.accountTapped(id: row.id)) }
    stack.alignment = .center
    for view in [status, rows.tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let state = store.state
    status.update(statusText: state.statusText, failureMessage: state.failureMessage)
    rows.show(state.rows)
  }
}
