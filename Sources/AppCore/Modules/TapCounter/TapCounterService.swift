import CoreRuntime

/// The backend that records taps: "we might need to call the backend to record
/// the count, the backend will then return the updated data".
public protocol TapCounterService: AnyObject {
  /// Records one tap for `name`; answers with the backend's new entity.
  @discardableResult
  func recordTap(
    name: String, completion: @escaping (Result<TapCounterEntity, ServiceError>) -> Void
  ) -> Cancellable
}

/// A simulated tap counter backend: keeps a count per name, answers after the
/// backend's latency, and honours injected faults.
public final class SimulatedTapCounterService: TapCounterService {
  private let backend: SimulatedBackend
  private var counts: [String: Int] = [:]

  public init(backend: SimulatedBackend) {
    self.backend = backend
  }

  @discardableResult
  public func recordTap(
    name: String, completion: @escaping (Result<TapCounterEntity, ServiceError>) -> Void
  ) -> Cancellable {
    backend.call("tapCounter.recordTap", detail: "name=\(name)", completion: completion) { [weak self] in
      guard let self else { return .failure(.network) }
      let count = (counts[name] ?? 0) + 1
      counts[name] = count
      return .success(TapCounterEntity(name: name, count: count))
    }
  }
}
