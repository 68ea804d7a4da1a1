import CoreRuntime

/// The offers service as a dependency: live, the simulated backend's; in a test,
/// a value that reports any call nobody overrode; in a preview, the simulated
/// data answering at once.
public enum OffersServiceKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any OffersService {
    SimulatedOffersService(backend: values.backend, seed: values.seed)
  }
  public static func testValue(_ values: DependencyValues) -> any OffersService {
    UnimplementedOffersService(values.unimplemented)
  }
  /// The simulated data over the preview's backend, which answers at once.
  public static func previewValue(_ values: DependencyValues) -> any OffersService {
    SimulatedOffersService(backend: values.backend, seed: values.seed)
  }
}

extension DependencyValues {
  /// The OffersService (``OffersServiceKey``).
  public var offersService: any OffersService {
    get { self[OffersServiceKey.self] }
    set { self[OffersServiceKey.self] = newValue }
  }
}

/// The test value: reports every call, answers nothing.
final class UnimplementedOffersService: OffersService {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  @discardableResult
  func fetchOffers(completion: @escaping (Result<[Offer], ServiceError>) -> Void) -> Cancellable {
    unimplemented("OffersService.fetchOffers", override: "offersService")
    return Cancellable()
  }

  @discardableResult
  func subscribeToNewOffers(_ onOffer: @escaping (Offer) -> Void) -> Cancellable {
    unimplemented("OffersService.subscribeToNewOffers", override: "offersService")
    return Cancellable()
  }

  @discardableResult
  func accept(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
    unimplemented("OffersService.accept", override: "offersService")
    return Cancellable()
  }

  @discardableResult
  func decline(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
    unimplemented("OffersService.decline", override: "offersService")
    return Cancellable()
  }
}
