import AppCore
import DeclarativeUI

/// The ratings screen in the declarative front (MVVM): a summary and a
/// virtualized list of 1,204 reviews whose scroll position lives in the view
/// model, so switching fronts keeps the dasher's place.
public struct RatingsView: View {
  @Bindable var viewModel: RatingsViewModel
  let summary: ((String) -> AnyView)?

  /// The screen; with `summary`, the summary line (the `ratings.summary` component) is that
  /// view — the composition passes the Bridge's representable of the legacy label when it is legacy.
  public init(viewModel: RatingsViewModel, summary: ((String) -> AnyView)? = nil) {
    _viewModel = Bindable(viewModel)
    self.summary = summary
  }

  public var body: some View {
    VStack {
      LoadStatus(statusText: viewModel.statusText, failureMessage: viewModel.failureMessage) {
        viewModel.retryTapped()
      }
      if let text = viewModel.summaryText {
        if let summary {
          summary(text)
        } else {
          RatingsSummary(text: text)
        }
      }
      if viewModel.rowCount > 0 {
        List(0..<viewModel.rowCount, id: \.self) { index in
          if let review = viewModel.row(at: index) {
            ReviewRow(review: review)
          }
        }
        .scrollPosition($viewModel.firstVisibleRow)
        .accessibilityLabel("Reviews")
      } else {
        // Until the reviews arrive the list is empty, and not bound to the kept place: an
        // empty list would clamp it to the top. The list made when they arrive opens there.
        List(0..<0, id: \.self) { _ in EmptyView() }
          .accessibilityLabel("Reviews")
      }
    }
  }
}
