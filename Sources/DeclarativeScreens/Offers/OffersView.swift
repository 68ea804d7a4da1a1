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
      LoadStatus(
        statusText: state.statusText, failureMessage: state.failureMessage, retryTitle: OffersViewState.retryTitle
      ) { viewModel.retryTapped() }
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
