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
  public private(set) var now: Duration = .zero
  public private(set) var submission: Submission?
  public private(set) var failureMessage: String?

  public init() {}

  public func showOffer(_ offer: Offer?, now: Duration) {
    if self.offer != offer { self.offer = offer }
    if self.now != now { self.now = now }
  }

  public func showSubmitting(_ action: Submission?) {
    if submission != action { submission = action }
  }

  public func showFailure(message: String?) {
    if failureMessage != message { failureMessage = message }
  }
}
