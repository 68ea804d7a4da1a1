import CoreRuntime

/// The earnings service as a dependency: live, the simulated backend's; in a test,
/// a value that reports any call nobody overrode; in a preview, the simulated
/// data answering at once.
public enum EarningsServiceKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any EarningsService {
    SimulatedEarningsService(backend: values.backend)
  }
  public static func testValue(_ values: DependencyValues) -> any EarningsService {
    UnimplementedEarningsService(values.unimplemented)
  }
}

extension DependencyValues {
  /// The EarningsService (``EarningsServiceKey``).
  public var earningsService: any EarningsService {
    get { self[EarningsServiceKey.self] }
    set { self[EarningsServiceKey.self] = newValue }
  }
}

/// The test value: reports every call, answers nothing.
final class UnimplementedEarningsService: EarningsService {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  @discardableResult
  func fetchTodaysEarnings(completion: @escaping (Result<Earnings, ServiceError>) -> Void) -> Cancellable {
    unimplemented("EarningsService.fetchTodaysEarnings", override: "earningsService")
    return Cancellable()
  }
}
