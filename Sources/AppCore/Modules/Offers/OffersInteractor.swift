import CoreRuntime

/// What the offers screen can ask for (VIP's Interactor input).
public protocol OffersInteracting: AnyObject {
  func start()
  func didSelect(offerID: String)
  func retry()
}

/// Follows the shared feed and hands every change to the presenter; routes a
/// selected offer to its details.
public final class OffersInteractor: OffersInteracting {
  private let feed: OffersFeed
  private let presenter: OffersPresenting
  private let router: OffersRouting
  private let effects: EffectLog
  private var observation: Cancellable?

  public init(feed: OffersFeed, presenter: OffersPresenting, router: OffersRouting, effects: EffectLog) {
    self.feed = feed
    self.presenter = presenter
    self.router = router
    self.effects = effects
  }

  deinit { observation?.cancel() }

  public func start() {
    observation = feed.observe { [weak self] in self?.presentFeed() }
    feed.start()
    presentFeed()
  }

  public func didSelect(offerID: String) {
    guard feed.offer(id: offerID) != nil else { return }
    effects.analytics("offers.selected", "id=\(offerID)")
    router.routeToDetails(offerID: offerID)
  }

  public func retry() {
    feed.reload()
  }

  private func presentFeed() {
    presenter.present(offers: feed.offers, now: feed.now, isLoading: feed.isLoading, error: feed.loadError)
  }
}
