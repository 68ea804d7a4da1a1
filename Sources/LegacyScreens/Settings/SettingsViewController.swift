import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// The flag router's admin screen in the legacy front (MVVM with closures):
/// a table of modules; selecting one switches its front.
public final class SettingsViewController: ViewController {
  private let viewModel: SettingsViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let footnoteLabel = Label(text: SettingsViewModel.footnote, style: TextStyle(attributes: .dim))
  private let rows = RowTableSource(reuseIdentifier: "module", accessibilityLabel: "Modules")
  private let stack = StackView()

  public init(viewModel: SettingsViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: "Settings")
  }

  public override func viewDidLoad() {
    footnoteLabel.numberOfLines = 0
    rows.onSelect = { [weak self] row in self?.viewModel.select(module: row.id) }
    stack.alignment = .center
    for view in [footnoteLabel, rows.tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    rows.show(viewModel.rows)
  }
}
