import AppCore
import DeclarativeUI

/// One offer's details in the declarative front (Reactive VIP): a body that
/// reads the ViewState and sends the dasher's answer back.
public struct OfferDetailsView: View {
  let viewModel: OfferDetailsViewModel

  public init(viewModel: OfferDetailsViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    let state = viewModel.viewState
    VStack {
      Text(state.payoutText).bold()
      Text(state.distanceText)
      Text(state.countdownText)
      HStack(spacing: 2) {
        Button(OfferDetailsViewState.acceptTitle) { viewModel.acceptTapped() }.disabled(!state.areButtonsEnabled)
        Button(OfferDetailsViewState.declineTitle) { viewModel.declineTapped() }.disabled(!state.areButtonsEnabled)
      }
      if let status = state.statusText {
        Text(status).dim()
      }
      if let message = state.failureMessage {
        Text(message).foregroundColor(.red).lineLimit(nil)
      }
    }
  }
}
