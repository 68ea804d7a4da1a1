/// The runtime's own dependencies: the clock, the seed, the effect log and
/// the simulated backend every service answers through.

/// The clock: when work runs. Live: the wall clock. Test: reports when read
/// (a test moves time itself with a `VirtualScheduler`). Preview: a virtual clock.
public enum SchedulerKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any Scheduler { LiveScheduler() }
  public static func testValue(_ values: DependencyValues) -> any Scheduler {
    UnimplementedScheduler(values.unimplemented)
  }
  public static func previewValue(_ values: DependencyValues) -> any Scheduler { VirtualScheduler() }
}

/// The seed of every simulated backend's data, so a run replays exactly.
/// Live and preview: ``SeedKey/defaultSeed``. Test: reports when read.
public enum SeedKey: DependencyKey {
  /// The seed runs use unless told otherwise.
  public static let defaultSeed: UInt64 = 2026

  public static func liveValue(_ values: DependencyValues) -> UInt64 { defaultSeed }
  public static func testValue(_ values: DependencyValues) -> UInt64 {
    values.unimplemented("the seed", override: "seed")
    return defaultSeed
  }
}

/// The log of every side effect, stamped with the container's clock (the same in every context).
public enum EffectLogKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> EffectLog { EffectLog(scheduler: values.scheduler) }
  public static func testValue(_ values: DependencyValues) -> EffectLog { liveValue(values) }
}

/// The simulated backend (latency, faults, logging) over the container's clock
/// and log: 300 ms a request live and in tests, at once in previews.
public enum SimulatedBackendKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> SimulatedBackend {
    SimulatedBackend(scheduler: values.scheduler, effects: values.effects, latency: .milliseconds(300))
  }
  public static func testValue(_ values: DependencyValues) -> SimulatedBackend { liveValue(values) }
  public static func previewValue(_ values: DependencyValues) -> SimulatedBackend {
    SimulatedBackend(scheduler: values.scheduler, effects: values.effects, latency: .zero)
  }
}

extension DependencyValues {
  /// The clock (``SchedulerKey``).
  public var scheduler: any Scheduler {
    get { self[SchedulerKey.self] }
    set { self[SchedulerKey.self] = newValue }
  }

  /// The seed of simulated data (``SeedKey``).
  public var seed: UInt64 {
    get { self[SeedKey.self] }
    set { self[SeedKey.self] = newValue }
  }

  /// The effect log (``EffectLogKey``).
  public var effects: EffectLog {
    get { self[EffectLogKey.self] }
    set { self[EffectLogKey.self] = newValue }
  }

  /// The simulated backend (``SimulatedBackendKey``).
  public var backend: SimulatedBackend {
    get { self[SimulatedBackendKey.self] }
    set { self[SimulatedBackendKey.self] = newValue }
  }
}

/// The clock's test value: any use reports, then behaves as a clock stopped at zero that never runs work.
final class UnimplementedScheduler: Scheduler {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  var now: Duration {
    unimplemented("Scheduler.now", override: "scheduler")
    return .zero
  }

  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Cancellable {
    unimplemented("Scheduler.schedule", override: "scheduler")
    return Cancellable {}
  }
}
