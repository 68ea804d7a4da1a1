import AppCore
import DeclarativeUI

/// The live offers list in the declarative front (Reactive VIP): a body that
/// reads the ViewState; selecting a row sends the offer's id to the ViewModel.
public struct OffersView: View {
  let viewModel: OffersViewModel

  public init(viewModel: OffersViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    let state = viewModel.viewState
    VStack {
      if let status = state.statusText {
        ProgressView(status)
      }
      if let failure = state.failureMessage {
        Text(failure).foregroundColor(.red).lineLimit(nil)
        Button(OffersViewState.retryTitle) { viewModel.retryTapped() }
      }
      if let empty = state.emptyText {
        Text(empty).dim()
      }
      List(state.rows, selection: Binding(get: { nil }, set: { $0.map(viewModel.select(offerID:)) })) { row in
        LabeledContent(row.title, value: row.detail)
      }
      .accessibilityLabel(OffersViewState.title)
    }
  }
}
