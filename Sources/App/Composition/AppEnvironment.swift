import AppCore

/// Everything the core needs from the outside world, built once at the
/// composition root and injected downward — no singletons.
///
/// Runs and tests pass a `VirtualScheduler`; the interactive app a `LiveScheduler`.
public final class AppEnvironment {
  public let scheduler: Scheduler
  public let effects: EffectLog
  public let backend: SimulatedBackend
  /// Re-runs legacy screens' bindings at the commit point.
  public let observations: ObservationLoop
  public let tapCounterService: TapCounterService
  public let authService: AuthService

  public init(scheduler: Scheduler, latency: Duration = .milliseconds(300)) {
    self.scheduler = scheduler
    effects = EffectLog(scheduler: scheduler)
    backend = SimulatedBackend(scheduler: scheduler, effects: effects, latency: latency)
    observations = ObservationLoop()
    tapCounterService = SimulatedTapCounterService(backend: backend)
    authService = SimulatedAuthService(backend: backend)
  }
}
