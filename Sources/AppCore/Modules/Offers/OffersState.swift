import Observation

/// What the offers presenter draws on (VIP's View protocol); the module State implements it.
public protocol OffersDisplaying: AnyObject {
  func showOffers(_ offers: [Offer], now: Duration)
  func showLoading(_ isLoading: Bool)
  func showFailure(message: String?)
}

/// The offers module's State: the single source of truth both fronts read.
@Observable
public final class OffersState: OffersDisplaying {
  public private(set) var offers: [Offer] = []
  /// The time the countdowns are computed from. It follows the feed's clock
  /// only when that changes a countdown shown (the whole seconds left of an
  /// offer in `offers`): a tick that changes nothing on screen, as with no
  /// offers, leaves the State untouched, so nothing observing it re-runs.
  public private(set) var now: Duration = .zero
  public private(set) var isLoading = false
  public private(set) var failureMessage: String?

  public init() {}

  public func showOffers(_ offers: [Offer], now: Duration) {
    if self.offers != offers { self.offers = offers }
    if self.now != now, offers.contains(where: { $0.secondsLeft(at: self.now) != $0.secondsLeft(at: now) }) {
      self.now = now
    }
  }

  public func showLoading(_ isLoading: Bool) {
    if self.isLoading != isLoading { self.isLoading = isLoading }
  }

  public func showFailure(message: String?) {
    if failureMessage != message { failureMessage = message }
  }
}
