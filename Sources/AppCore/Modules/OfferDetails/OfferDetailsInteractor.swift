import CoreRuntime

/// What the offer-details screen can ask for.
public protocol OfferDetailsInteracting: AnyObject {
  func start()
  func accept()
  func decline()
}

/// Keeps one offer (its own copy: the feed drops an offer once it expires,
/// but the details still show it, as expired), follows the feed's clock for
/// the countdown, and sends the dasher's answer to the backend.
public final class OfferDetailsInteractor: OfferDetailsInteracting {
  private let offerID: String
  private let feed: OffersFeed
  private let service: OffersService
  private let presenter: OfferDetailsPresenting
  private let router: OfferDetailsRouting
  private let effects: EffectLog
  private var offer: Offer?
  private var observation: Cancellable?
  private var request: Cancellable?

  public init(
    offerID: String, feed: OffersFeed, service: OffersService, presenter: OfferDetailsPresenting,
    router: OfferDetailsRouting, effects: EffectLog
  ) {
    self.offerID = offerID
    self.feed = feed
    self.service = service
    self.presenter = presenter
    self.router = router
    self.effects = effects
  }

  deinit {
    observation?.cancel()
    request?.cancel()
  }

  public func start() {
    offer = feed.offer(id: offerID)
    if offer == nil { presenter.presentFailure(.rejected("This offer is no longer available.")) }
    observation = feed.observe { [weak self] in
      guard let self else { return }
      // Opened from a link before the feed loaded: the offer shows as soon as it arrives.
      if offer == nil, let arrived = feed.offer(id: offerID) {
        offer = arrived
        presenter.presentFailure(nil)
      }
      presenter.present(offer: offer, now: feed.now)
    }
    presenter.present(offer: offer, now: feed.now)
  }

  public func accept() {
    answer(.accepting)
  }

  public func decline() {
    answer(.declining)
  }

  private func answer(_ submission: OfferDetailsState.Submission) {
    guard offer != nil, request == nil else { return }
    effects.analytics(submission == .accepting ? "offerDetails.accept" : "offerDetails.decline", "id=\(offerID)")
    presenter.presentFailure(nil)
    presenter.presentSubmitting(submission)
    let completion: (Result<Offer, ServiceError>) -> Void = { [weak self] result in
      guard let self else { return }
      request = nil
      presenter.presentSubmitting(nil)
      switch result {
      case .success:
        feed.remove(offerID: offerID)
        router.close()
      case .failure(let error):
        presenter.presentFailure(error)
      }
    }
    request =
      submission == .accepting
      ? service.accept(offerID: offerID, completion: completion)
      : service.decline(offerID: offerID, completion: completion)
  }
}
