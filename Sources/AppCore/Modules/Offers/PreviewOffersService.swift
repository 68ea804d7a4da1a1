import CoreRuntime

/// Offers for previews: the offers it is given, answered through the backend
/// (so faults and the effect log still apply), and no feed of new ones — the
/// screen in a state a designer picks (none at all, a restaurant with a very
/// long name) rather than the simulated data.
///
/// ```swift
/// DependencyValues(.preview) { $0.offersService = PreviewOffersService(offers: [], backend: $0.backend) }
/// ```
public final class PreviewOffersService: OffersService {
  private let backend: SimulatedBackend
  private var offers: [Offer]

  /// A service answering `offers` (each expiring `expiresAt` after the clock's start) over `backend`.
  public init(offers: [Offer], backend: SimulatedBackend) {
    self.offers = offers
    self.backend = backend
  }

  @discardableResult
  public func fetchOffers(completion: @escaping (Result<[Offer], ServiceError>) -> Void) -> Cancellable {
    backend.call("offers.fetch", detail: "", completion: completion) { [weak self] in
      guard let self else { return .failure(.network) }
      let now = backend.scheduler.now
      return .success(offers.filter { !$0.isExpired(at: now) })
    }
  }

  @discardableResult
  public func subscribeToNewOffers(_ onOffer: @escaping (Offer) -> Void) -> Cancellable {
    Cancellable()
  }

  @discardableResult
  public func accept(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
    answer("offers.accept", offerID, completion)
  }

  @discardableResult
  public func decline(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
    answer("offers.decline", offerID, completion)
  }

  private func answer(
    _ operation: String, _ offerID: String, _ completion: @escaping (Result<Offer, ServiceError>) -> Void
  ) -> Cancellable {
    backend.call(operation, detail: "id=\(offerID)", completion: completion) { [weak self] in
      guard let self, let index = offers.firstIndex(where: { $0.id == offerID }) else {
        return .failure(.rejected("This offer no longer exists."))
      }
      guard !offers[index].isExpired(at: backend.scheduler.now) else {
        return .failure(.rejected("This offer has expired."))
      }
      return .success(offers.remove(at: index))
    }
  }
}
