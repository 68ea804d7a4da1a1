import CoreRuntime

/// Builds the offers module's VIP elements and owns them for the session, whichever front shows it.
public final class OffersModule {
  public let state: OffersState
  public let presenter: OffersPresenter
  public let interactor: OffersInteractor
  public let viewModel: OffersViewModel

  public init(feed: OffersFeed, effects: EffectLog, navigate: @escaping (Route) -> Void) {
    state = OffersState()
    presenter = OffersPresenter()
    interactor = OffersInteractor(
      feed: feed, presenter: presenter, router: OffersRouter(navigate: navigate), effects: effects)
    viewModel = OffersViewModel(state: state, interactor: interactor)
    presenter.view = state
    interactor.start()
  }
}
