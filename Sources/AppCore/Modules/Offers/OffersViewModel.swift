/// What the offers screen shows: ViewState in Reactive VIP.
public struct OffersViewState: Hashable, Sendable {
  /// One row per offer: `Pizza Planet` · `$7.50 · 2.4 mi · 45s`.
  public var rows: OfferRows
  /// `Loading offers…` while the first load is in flight.
  public var statusText: String?
  /// Shown when the list is empty and nothing is loading.
  public var emptyText: String?
  /// Why loading failed; the screen offers `Retry`.
  public var failureMessage: String?

  /// The screen's title.
  public static let title = "Offers"
  /// The retry button's title.
  public static let retryTitle = "Retry"
}

/// Computes the offers ViewState from the module State and forwards intents.
public final class OffersViewModel {
  private let state: OffersState
  private let interactor: OffersInteracting

  public init(state: OffersState, interactor: OffersInteracting) {
    self.state = state
    self.interactor = interactor
  }

  public var viewState: OffersViewState {
    let now = state.now
    let rows = OfferRows(offers: state.offers, now: now)
    let quiet = rows.isEmpty && !state.isLoading && state.failureMessage == nil
    return OffersViewState(
      rows: rows, statusText: state.isLoading ? "Loading offers…" : nil,
      emptyText: quiet ? "No offers right now. New ones appear here." : nil, failureMessage: state.failureMessage)
  }

  /// The dasher picked an offer.
  public func select(offerID: String) {
    interactor.didSelect(offerID: offerID)
  }

  /// The dasher asked to load again.
  public func retryTapped() {
    interactor.retry()
  }
}

/// The offers as rows, each formatted when it is read: a front reads the rows
/// it shows, so a tick formats the visible rows, not every offer.
///
/// ```swift
/// let rows = OfferRows(offers: offers, now: now)
/// rows[0].detail   // "$7.50 · 2.4 mi · 36s", formatted now
/// ```
public struct OfferRows: RandomAccessCollection, Hashable, Sendable {
  /// The offers, in display order.
  public let offers: [Offer]
  /// The instant the countdowns are computed at.
  public let now: Duration

  /// The rows of `offers` as of `now`.
  public init(offers: [Offer], now: Duration) {
    self.offers = offers
    self.now = now
  }

  /// The first row's index (the first offer's).
  public var startIndex: Int { offers.startIndex }
  /// One past the last row's index.
  public var endIndex: Int { offers.endIndex }

  /// Row `index`: restaurant, then payout · distance · seconds left.
  public subscript(index: Int) -> RowViewData {
    let offer = offers[index]
    let payout = Formatting.money(cents: offer.payoutCents)
    let distance = Formatting.distance(tenthsOfMile: offer.distanceTenths)
    let detail = "\(payout) · \(distance) · \(offer.secondsLeft(at: now))s"
    return RowViewData(id: offer.id, title: offer.restaurant, detail: detail)
  }
}
