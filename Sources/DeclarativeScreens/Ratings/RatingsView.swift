import AppCore
import DeclarativeUI

/// The ratings screen in the declarative front (MVVM): a summary and a
/// virtualized list of 1,204 reviews whose scroll position lives in the view
/// model, so switching fronts keeps the dasher's place.
public struct RatingsView: View {
  @Bindable var viewModel: RatingsViewModel

  public init(viewModel: RatingsViewModel) {
    _viewModel = Bindable(viewModel)
  }

  public var body: some View {
    VStack {
      LoadStatus(statusText: viewModel.statusText, failureMessage: viewModel.failureMessage) {
        viewModel.retryTapped()
      }
      if let summary = viewModel.summaryText {
        Text(summary).bold()
      }
      List(0..<viewModel.rowCount, id: \.self) { index in
        let row = viewModel.row(at: index)
        LabeledContent(row.title, value: row.detail)
      }
      .scrollPosition($viewModel.firstVisibleRow)
      .accessibilityLabel("Reviews")
    }
  }
}
