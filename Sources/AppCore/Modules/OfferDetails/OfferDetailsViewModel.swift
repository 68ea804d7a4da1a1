/// What the offer-details screen shows: ViewState in Reactive VIP.
public struct OfferDetailsViewState: Hashable, Sendable {
  /// The restaurant, as the screen's title.
  public var title: String
  /// `Payout: $7.50`.
  public var payoutText: String
  /// `Distance: 2.4 mi`.
  public var distanceText: String
  /// `Expires in 45s`, or `Expired`.
  public var countdownText: String
  /// `Accepting…` / `Declining…` while the answer is in flight.
  public var statusText: String?
  /// Why the answer failed, e.g. `This offer has expired.`
  public var failureMessage: String?
  /// Whether `Accept` and `Decline` can be used.
  public var areButtonsEnabled: Bool

  public static let acceptTitle = "Accept"
  public static let declineTitle = "Decline"
}

/// Computes the details ViewState from the module State and forwards intents.
public final class OfferDetailsViewModel {
  private let state: OfferDetailsState
  private let interactor: OfferDetailsInteracting

  public init(state: OfferDetailsState, interactor: OfferDetailsInteracting) {
    self.state = state
    self.interactor = interactor
  }

  public var viewState: OfferDetailsViewState {
    guard let offer = state.offer else {
      return OfferDetailsViewState(
        title: "Offer", payoutText: "", distanceText: "", countdownText: "", statusText: nil,
        failureMessage: state.failureMessage, areButtonsEnabled: false)
    }
    let left = offer.secondsLeft(at: state.now)
    let status: String? =
      switch state.submission {
      case .accepting: "Accepting…"
      case .declining: "Declining…"
      case nil: nil
      }
    return OfferDetailsViewState(
      title: offer.restaurant, payoutText: "Payout: \(Formatting.money(cents: offer.payoutCents))",
      distanceText: "Distance: \(Formatting.distance(tenthsOfMile: offer.distanceTenths))",
      countdownText: left > 0 ? "Expires in \(left)s" : "Expired", statusText: status,
      failureMessage: state.failureMessage, areButtonsEnabled: state.submission == nil)
  }

  public func acceptTapped() { interactor.accept() }
  public func declineTapped() { interactor.decline() }
}
