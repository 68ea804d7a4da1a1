import CoreRuntime

/// What the offer-details interactor hands over.
public protocol OfferDetailsPresenting: AnyObject {
  func present(offer: Offer?, now: Duration)
  func presentSubmitting(_ action: OfferDetailsState.Submission?)
  func presentFailure(_ error: ServiceError?)
}

/// Turns entities and outcomes into display calls on the State.
public final class OfferDetailsPresenter: OfferDetailsPresenting {
  public weak var view: OfferDetailsDisplaying?

  public init() {}

  public func present(offer: Offer?, now: Duration) {
    view?.showOffer(offer, now: now)
  }

  public func presentSubmitting(_ action: OfferDetailsState.Submission?) {
    view?.showSubmitting(action)
  }

  public func presentFailure(_ error: ServiceError?) {
    view?.showFailure(message: error?.message)
  }
}
