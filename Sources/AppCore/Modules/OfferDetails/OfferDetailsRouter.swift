/// Where the offer-details module can go (VIP's Router).
public protocol OfferDetailsRouting: AnyObject {
  /// The dasher answered the offer: back to the offers list.
  func close()
}

/// Turns the module's navigation into a request to the coordinator.
public final class OfferDetailsRouter: OfferDetailsRouting {
  private let goBack: () -> Void

  public init(goBack: @escaping () -> Void) {
    self.goBack = goBack
  }

  public func close() {
    goBack()
  }
}
