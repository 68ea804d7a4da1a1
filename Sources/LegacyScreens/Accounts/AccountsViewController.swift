import AppCore
import LegacyUI
import TextSurface

/// The accounts list in the legacy front, bound to the reducer store the way
/// SwissBorg's UIKit screens were: `observe {}` on the store's state, and
/// every user event sent to the store as an action.
public final class AccountsViewController: ViewController, TableViewDataSource, TableViewDelegate {
  public typealias AccountsStore = Store<AccountsFeature.State, AccountsFeature.Action>
  private let store: AccountsStore
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let spinner = ActivityIndicatorView()
  private let failureLabel = Label(style: TextStyle(foreground: .red))
  private let retryButton = Button(title: "Retry")
  private let tableView = TableView()
  private let stack = StackView()
  private var rows: [RowViewData] = []

  public init(store: AccountsStore, observations: ObservationLoop) {
    self.store = store
    self.observations = observations
    super.init(title: "Accounts")
  }

  public override func viewDidLoad() {
    failureLabel.numberOfLines = 0  // errors are sentences: wrap them rather than cut them
    tableView.register(forCellReuseIdentifier: "account") { TableViewCell(style: .value1, reuseIdentifier: "account") }
    tableView.accessibilityLabel = "Accounts"
    tableView.dataSource = self
    tableView.delegate = self
    retryButton.addTarget(self, action: AccountsViewController.retryTapped)
    stack.alignment = .center
    for view in [spinner, failureLabel, retryButton, tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let state = store.state
    spinner.text = state.statusText
    if state.statusText != nil { spinner.startAnimating() } else { spinner.stopAnimating() }
    failureLabel.text = state.failureMessage ?? ""
    failureLabel.isHidden = state.failureMessage == nil
    retryButton.isHidden = state.failureMessage == nil
    if rows != state.rows {
      rows = state.rows
      tableView.reloadData()
    }
  }

  private func retryTapped() { store.send(.retryTapped) }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
    cell.textLabel.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    store.send(.accountTapped(id: rows[indexPath.row].id))
  }
}
