import CoreRuntime

/// The tap counter service as a dependency: live, the simulated backend's; in a test,
/// a value that reports any call nobody overrode; in a preview, the simulated
/// data answering at once.
public enum TapCounterServiceKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any TapCounterService {
    SimulatedTapCounterService(backend: values.backend)
  }
  public static func testValue(_ values: DependencyValues) -> any TapCounterService {
    UnimplementedTapCounterService(values.unimplemented)
  }
}

extension DependencyValues {
  /// The TapCounterService (``TapCounterServiceKey``).
  public var tapCounterService: any TapCounterService {
    get { self[TapCounterServiceKey.self] }
    set { self[TapCounterServiceKey.self] = newValue }
  }
}

/// The test value: reports every call, answers nothing.
final class UnimplementedTapCounterService: TapCounterService {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  @discardableResult
  func recordTap(
    name: String, completion: @escaping (Result<TapCounterEntity, ServiceError>) -> Void
  ) -> Cancellable {
    unimplemented("TapCounterService.recordTap", override: "tapCounterService")
    return Cancellable()
  }
}
