/// The shared machinery of every simulated service: latency in virtual time,
/// injected faults, and an effect-log entry for each request and answer.
///
/// A service describes *what* it answers; this type decides *when* and logs it.
///
/// ```swift
/// backend.call("tapCounter.recordTap", detail: "name=\(name)", completion: completion) {
///   .success(self.record(name))
/// }
/// ```
public final class SimulatedBackend {
  public let scheduler: Scheduler
  public let effects: EffectLog
  /// Time each request takes to answer.
  public var latency: Duration
  /// How long a caller waits before giving up with `.timeout`.
  public var timeout: Duration
  /// Faults to inject, by operation name (`"tapCounter.recordTap"`); applied to every call.
  public var faults: [String: ServiceFault] = [:]

  public init(
    scheduler: Scheduler, effects: EffectLog, latency: Duration = .milliseconds(300),
    timeout: Duration = .seconds(10)
  ) {
    self.scheduler = scheduler
    self.effects = effects
    self.latency = latency
    self.timeout = timeout
  }

  /// Logs the request, then after the latency (or the injected fault) computes
  /// the answer with `answer`, logs it and hands it to `completion`.
  /// Cancelling the returned handle drops the answer (it is logged as cancelled).
  @discardableResult
  public func call<Value>(
    _ operation: String, detail: String = "",
    completion: @escaping (Result<Value, ServiceError>) -> Void,
    answer: @escaping () -> Result<Value, ServiceError>
  ) -> Cancellable {
    effects.record(.service, operation, detail)
    let delay: Duration
    var forced: ServiceError?
    switch faults[operation] {
    case .none: delay = latency
    case .error(let error)?:
      delay = latency
      forced = error
    case .timeout?:
      delay = timeout
      forced = .timeout
    case .slow(let extra)?: delay = latency + extra
    }
    var timer: Cancellable?
    let handle = Cancellable { [effects] in
      timer?.cancel()
      effects.record(.response, operation, "cancelled")
    }
    timer = scheduler.schedule(after: delay) { [effects] in
      guard !handle.isCancelled else { return }
      let result = forced.map { Result<Value, ServiceError>.failure($0) } ?? answer()
      switch result {
      case .success(let value): effects.record(.response, operation, Self.summary(of: value))
      case .failure(let error): effects.record(.response, operation, "failed \(error)")
      }
      completion(result)
    }
    return handle
  }

  private static func summary<Value>(of value: Value) -> String {
    if let described = value as? CustomStringConvertible { return "ok \(described)" }
    return "ok"
  }
}
