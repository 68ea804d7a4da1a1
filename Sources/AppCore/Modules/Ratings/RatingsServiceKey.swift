import CoreRuntime

/// The ratings service as a dependency: live, the simulated backend's; in a test,
/// a value that reports any call nobody overrode; in a preview, the simulated
/// data answering at once.
public enum RatingsServiceKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any RatingsService {
    SimulatedRatingsService(backend: values.backend, seed: values.seed)
  }
  public static func testValue(_ values: DependencyValues) -> any RatingsService {
    UnimplementedRatingsService(values.unimplemented)
  }
}

extension DependencyValues {
  /// The RatingsService (``RatingsServiceKey``).
  public var ratingsService: any RatingsService {
    get { self[RatingsServiceKey.self] }
    set { self[RatingsServiceKey.self] = newValue }
  }
}

/// The test value: reports every call, answers nothing.
final class UnimplementedRatingsService: RatingsService {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  @discardableResult
  func fetchRatings(completion: @escaping (Result<Ratings, ServiceError>) -> Void) -> Cancellable {
    unimplemented("RatingsService.fetchRatings", override: "ratingsService")
    return Cancellable()
  }
}
