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
  public let offersService: OffersService
  public let accountsService: AccountsService
  public let ratingsService: RatingsService
  /// The seed of every simulated backend's data, so a run replays exactly.
  public let seed: UInt64

  /// The seed runs use unless told otherwise.
  public static let defaultSeed: UInt64 = 2026

  public init(scheduler: Scheduler, latency: Duration = .milliseconds(300), seed: UInt64 = defaultSeed) {
    self.scheduler = scheduler
    effects = EffectLog(scheduler: scheduler)
    backend = SimulatedBackend(scheduler: scheduler, effects: effects, latency: latency)
    observations = ObservationLoop()
    tapCounterService = SimulatedTapCounterService(backend: backend)
    authService = SimulatedAuthService(backend: backend)
    self.seed = seed
    offersService = SimulatedOffersService(backend: backend, seed: seed)
    accountsService = SimulatedAccountsService(backend: backend)
    ratingsService = SimulatedRatingsService(backend: backend, seed: seed)
  }
}
