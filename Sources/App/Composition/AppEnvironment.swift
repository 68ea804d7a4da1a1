import AppCore
import CoreRuntime

/// Everything the core needs from the outside world, read from one
/// dependency container made at the composition root — no singletons.
///
/// Runs and tests override the clock with a `VirtualScheduler`; the
/// interactive app keeps the live clock. Services are built on first use,
/// over the container's clock, seed and backend.
///
/// ```swift
/// let environment = AppEnvironment(dependencies: DependencyValues(.live) { $0.scheduler = VirtualScheduler() })
/// ```
public final class AppEnvironment {
  /// The container every value below comes from.
  public let dependencies: DependencyValues
  /// Re-runs legacy screens' bindings at the commit point.
  public let observations = ObservationLoop()

  /// An environment over `dependencies`.
  public init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }

  /// The live app's services (over the simulated backend) on `scheduler`'s clock, with `seed`.
  public convenience init(scheduler: any Scheduler, seed: UInt64 = SeedKey.defaultSeed) {
    self.init(
      dependencies: DependencyValues(.live) {
        $0.scheduler = scheduler
        $0.seed = seed
      })
  }

  public var scheduler: any Scheduler { dependencies.scheduler }
  public var effects: EffectLog { dependencies.effects }
  public var backend: SimulatedBackend { dependencies.backend }
  /// The seed of every simulated backend's data, so a run replays exactly.
  public var seed: UInt64 { dependencies.seed }
  public var tapCounterService: any TapCounterService { dependencies.tapCounterService }
  public var authService: any AuthService { dependencies.authService }
  public var offersService: any OffersService { dependencies.offersService }
  public var accountsService: any AccountsService { dependencies.accountsService }
  public var ratingsService: any RatingsService { dependencies.ratingsService }
  public var earningsService: any EarningsService { dependencies.earningsService }
}
