import AppCore
import DeclarativeUI

/// The live offers list in the declarative front (Reactive VIP): a body that
/// reads the ViewState; selecting a row sends the offer's id to the ViewModel.
public struct OffersView: View {
  let viewModel: OffersViewModel
  let row: ((RowViewData) -> AnyView)?

  /// The screen; with `row`, each row (the `offers.row` component) is that view — the
  /// composition passes the Bridge's representable of the legacy cell when the row is legacy.
  public init(viewModel: OffersViewModel, row: ((RowViewData) -> AnyView)? = nil) {
    self.viewModel = viewModel
    self.row = row
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
      let selection = Binding<String?>(get: { nil }, set: { $0.map(viewModel.select(offerID:)) })
      List(state.rows, selection: selection) { offer in
        if let row {
          row(offer)
        } else {
          OfferRow(row: offer)
        }
      }
      .accessibilityLabel(OffersViewState.title)
    }
  }
}
