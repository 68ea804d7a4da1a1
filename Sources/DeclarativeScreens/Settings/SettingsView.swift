import AppCore
import DeclarativeUI

/// The flag router's admin screen in the declarative front (MVVM): one row
/// per module with its front, reason and source; selecting a row switches it.
public struct SettingsView: View {
  let viewModel: SettingsViewModel

  public init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      Text(SettingsViewModel.footnote).dim().lineLimit(nil)
      List(viewModel.rows, selection: Binding(get: { nil }, set: { $0.map(viewModel.select(module:)) })) { row in
        LabeledContent(row.title, value: row.detail)
      }
      .accessibilityLabel("Modules")
    }
  }
}
