import Observation

/// What the offer-details presenter draws on (VIP's View protocol).
public protocol OfferDetailsDisplaying: AnyObject {
  func showOffer(_ offer: Offer?, now: Duration)
  func showSubmitting(_ action: OfferDetailsState.Submission?)
  func showFailure(message: String?)
}

/// The offer-details module's State: the single source of truth both fronts read.
@Observable
public final class OfferDetailsState: OfferDetailsDisplaying {
  /// The answer in flight.
  public enum Submission: Hashable, Sendable { case accepting, declining }

  public private(set) var offer: Offer?
  /// The time the countdown is computed from. It follows the feed's clock
  /// only when that changes the countdown shown (the offer's whole seconds
  /// left): once the offer has expired, or with no offer, a tick leaves the
  /// State untouched, so nothing observing it re-runs.
  public private(set) var now: Duration = .zero
  public private(set) var submission: Submission?
  public private(set) var failureMessage: String?

  public init() {}

  public func showOffer(_ offer: Offer?, now: Duration) {
    if self.offer != offer { self.offer = offer }
    if self.now != now, let offer, offer.secondsLeft(at: self.now) != offer.secondsLeft(at: now) { self.now = now }
  }

  public func showSubmitting(_ action: Submission?) {
    if submission != action { submission = action }
  }

  public func showFailure(message: String?) {
    if failureMessage != message { failureMessage = message }
  }
}
