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
public final class DrivenSession<Route: SessionRoute, Cores>: AppSession, LinkedSession {
  /// The session driven.
  public let session: MigrationSession<Route, Cores>
  public let clock: VirtualScheduler
  /// What the session keeps alive beside it: the app's coordinator, which its
  /// core objects call back weakly (sign-in, sign-out, navigation outputs).
  public let owner: AnyObject?
  private let backend: SimulatedBackend?
  private let startRoute: (ModuleName) -> Route?

  /// Drives `session` on `clock`, keeping `owner` alive; `fault` steps go to
  /// `backend`, and `start MODULE` opens `startRoute(module)` (nil: a module
  /// only navigated to).
  public init(
    _ session: MigrationSession<Route, Cores>, clock: VirtualScheduler, backend: SimulatedBackend? = nil,
    owner: AnyObject? = nil, startRoute: @escaping (ModuleName) -> Route?
  ) {
    self.session = session
    self.clock = clock
    self.owner = owner
    self.backend = backend
    self.startRoute = startRoute
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

  public var scene: Scene { session.scene }
  public var effects: [EffectRecord] { session.effects.records }
  public var exposures: [Exposure] { session.flags.exposures.records }
  public var bodiesEvaluated: Int { session.bodiesEvaluated }
  public var currentRoute: ScreenRoute? { session.currentRoute }
  public var currentFront: Front? { session.currentFront }
  public var didCommit: ((Bool) -> Void)? {
    get { session.didCommit }
    set { session.didCommit = newValue }
  }

  public func start(_ module: ModuleName) throws {
    guard let route = startRoute(module) else { throw SessionError.cannotStart(module) }
    session.start(route)
  }

  public func flip(_ module: ModuleName, to front: Front?) throws {
    try session.flip(module, to: front)
  }

  public func open(_ link: String) -> LinkProblem? { session.open(link) }

  public var stackPath: String { session.stackPath }

  public func back() -> Bool { session.back() }

  public func setFault(_ fault: ServiceFault?, for operation: String) {
    backend?.faults[operation] = fault
  }

  @discardableResult
  public func commit() -> Bool { session.commit() }

  public func renderOtherFront() -> OtherFrontRender? { session.renderOtherFront() }
}
