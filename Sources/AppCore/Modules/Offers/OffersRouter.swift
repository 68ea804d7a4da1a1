/// Where the offers module can go (VIP's Router); the coordinator performs it.
public protocol OffersRouting: AnyObject {
  func routeToDetails(offerID: String)
}

/// Turns the module's navigation into routes for the coordinator.
public final class OffersRouter: OffersRouting {
  private let navigate: (Route) -> Void

  public init(navigate: @escaping (Route) -> Void) {
    self.navigate = navigate
  }

  public func routeToDetails(offerID: String) {
    navigate(.offerDetails(offerID: offerID))
  }
}
