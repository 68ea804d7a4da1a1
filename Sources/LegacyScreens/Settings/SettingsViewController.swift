import AppCore
import LegacyUI
import TextSurface

/// The flag router's admin screen in the legacy front (MVVM with closures):
/// a table of modules; selecting one switches its front.
public final class SettingsViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let viewModel: SettingsViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let footnoteLabel = Label(text: SettingsViewModel.footnote, style: TextStyle(attributes: .dim))
  private let tableView = TableView()
  private let stack = StackView()
  private var rows: [RowViewData] = []

  public init(viewModel: SettingsViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: "Settings")
  }

  public override func viewDidLoad() {
    footnoteLabel.numberOfLines = 0
    tableView.register(forCellReuseIdentifier: "module") { TableViewCell(style: .value1, reuseIdentifier: "module") }
    tableView.accessibilityLabel = "Modules"
    tableView.dataSource = self
    tableView.delegate = self
    stack.alignment = .center
    for view in [footnoteLabel, tableView] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    if rows != viewModel.rows {
      rows = viewModel.rows
      tableView.reloadData()
    }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "module", for: indexPath)
    cell.textLabel.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.select(module: rows[indexPath.row].id)
  }
}
