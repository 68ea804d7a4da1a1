import CoreRuntime

/// What the offers interactor hands over.
public protocol OffersPresenting: AnyObject {
  func present(offers: [Offer], now: Duration, isLoading: Bool, error: ServiceError?)
}

/// Turns the feed's entities into display calls on the State.
public final class OffersPresenter: OffersPresenting {
  public weak var view: OffersDisplaying?

  public init() {}

  public func present(offers: [Offer], now: Duration, isLoading: Bool, error: ServiceError?) {
    view?.showOffers(offers, now: now)
    view?.showLoading(isLoading && offers.isEmpty)
    view?.showFailure(message: error.map { "Could not load offers. \($0.message)" })
  }
}
