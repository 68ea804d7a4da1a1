import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// One account's detail in the legacy front, bound to the accounts store
/// with `observe {}`, the store's legacy idiom.
public final class AccountDetailViewController: ViewController {
  public typealias AccountsStore = AccountsFeature.Store
  private let store: AccountsStore
  private let accountID: String
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let stack = StackView()

  public init(store: AccountsStore, accountID: String, observations: ObservationLoop) {
    self.store = store
    self.accountID = accountID
    self.observations = observations
    super.init(title: store.state.detailTitle(for: accountID))
  }

  public override func viewDidLoad() {
    stack.alignment = .center
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let lines = store.state.detailLines(for: accountID)
    // Reuse the labels: only their text changes while the screen is up.
    while stack.arrangedSubviews.count < lines.count { stack.addArrangedSubview(Label()) }
    for (index, view) in stack.arrangedSubviews.enumerated() {
      guard let label = view as? Label else { continue }
      label.isHidden = index >= lines.count
      if index < lines.count { label.text = lines[index] }
    }
  }
}
