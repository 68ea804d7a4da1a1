import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// A ``MigrationSession`` behind the engine's ``AppSession`` facade: what an
/// app's `makeSession` returns, so scenarios, A/B runs and shadow mode drive
/// it as a user and the outside world would — steps by visible label, the
/// virtual clock, faults in the simulated backend.
///
/// ```swift
/// func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession {
///   let clock = VirtualScheduler()
///   let session = MigrationSession(cores: …, fronts: Self.fronts, flags: flags, size: size, output: output, …)
///   return DrivenSession(session, clock: clock, backend: backend) { module in GreeterRoute(module) }
/// }
/// ```
public final class DrivenSession<Route: SessionRoute, Cores>: LiveDrivenSession<Route, Cores>, AppSession {
  public let clock: VirtualScheduler
  private let backend: SimulatedBackend?

  /// Drives `session` on `clock`, keeping `owner` alive; `fault` steps go to
  /// `backend`, and `start MODULE` opens `startRoute(module)` (nil: a module
  /// only navigated to).
  public init(
    _ session: MigrationSession<Route, Cores>, clock: VirtualScheduler, backend: SimulatedBackend? = nil,
    owner: AnyObject? = nil, startRoute: @escaping (ModuleName) -> Route?
  ) {
    self.clock = clock
    self.backend = backend
    super.init(session, owner: owner, startRoute: startRoute)
  }

  /// Drives `session`, whose routes are module names: `start MODULE` opens
  /// `MODULE` when the app has a screen for it.
  public convenience init(
    _ session: MigrationSession<Route, Cores>, clock: VirtualScheduler, backend: SimulatedBackend? = nil,
    owner: AnyObject? = nil
  ) where Route == ModuleName {
    self.init(session, clock: clock, backend: backend, owner: owner) { [modules = session.fronts.modules] module in
      modules.contains(module) ? module : nil
    }
  }

  public var effects: [EffectRecord] { session.effects.records }
  public var exposures: [Exposure] { session.flags.exposures.records }
  public var bodiesEvaluated: Int { session.bodiesEvaluated }

  public func back() -> Bool { session.back() }

  public func setFault(_ fault: ServiceFault?, for operation: String) {
    backend?.faults[operation] = fault
  }
}
