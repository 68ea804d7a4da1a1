import CoreRuntime

/// Builds one offer's details module; the coordinator keeps it while the offer's screen is in the stack.
public final class OfferDetailsModule {
  public let offerID: String
  public let state: OfferDetailsState
  public let presenter: OfferDetailsPresenter
  public let interactor: OfferDetailsInteractor
  public let viewModel: OfferDetailsViewModel

  public init(
    offerID: String, feed: OffersFeed, service: OffersService, effects: EffectLog, goBack: @escaping () -> Void
  ) {
    self.offerID = offerID
    state = OfferDetailsState()
    presenter = OfferDetailsPresenter()
    interactor = OfferDetailsInteractor(
      offerID: offerID, feed: feed, service: service, presenter: presenter,
      router: OfferDetailsRouter(goBack: goBack), effects: effects)
    viewModel = OfferDetailsViewModel(state: state, interactor: interactor)
    presenter.view = state
    interactor.start()
  }
}
