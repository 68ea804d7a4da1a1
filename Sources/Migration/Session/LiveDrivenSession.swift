import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// A ``MigrationSession`` behind the engine's ``LiveSession`` facade: what an
/// app's `makeLiveSession` returns, so the interactive app drives it on the
/// wall clock — keys, a front switch, a link, the status line's facts.
/// ``DrivenSession`` is this facade plus what scenarios need besides: the
/// virtual clock, the simulated backend's faults, effects and exposures.
///
/// ```swift
/// let session = MigrationSession(cores: …, fronts: fronts, flags: flags, size: size, output: output, …)
/// return LiveDrivenSession(session) { module in startRoute(for: module) }
/// ```
public class LiveDrivenSession<Route: SessionRoute, Cores>: LiveSession, LinkedSession, RestorableSession {
  /// The session driven.
  public let session: MigrationSession<Route, Cores>
  /// What the session keeps alive beside it: the app's coordinator, which its
  /// core objects call back weakly (sign-in, sign-out, navigation outputs).
  public let owner: AnyObject?
  private let startRoute: (ModuleName) -> Route?

  /// Drives `session`, keeping `owner` alive; `start MODULE` opens
  /// `startRoute(module)` (nil: a module only navigated to).
  public init(
    _ session: MigrationSession<Route, Cores>, owner: AnyObject? = nil,
    startRoute: @escaping (ModuleName) -> Route?
  ) {
    self.session = session
    self.owner = owner
    self.startRoute = startRoute
  }

  public var scene: Scene { session.scene }
  public var currentRoute: ScreenRoute? { session.currentRoute }
  public var currentFront: Front? { session.currentFront }
  public var currentDecision: FlagDecision? { session.currentScreen?.decision }
  public var shellFront: Front { session.shell.front }
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

  public func savedState() -> SavedState { session.savedState() }

  public func restore(_ state: SavedState) throws(StateFileError) { try session.restore(state) }

  @discardableResult
  public func handleKey(_ key: Key) -> Bool { session.handleKey(key) }

  @discardableResult
  public func commit() -> Bool { session.commit() }

  public func renderOtherFront() -> OtherFrontRender? { session.renderOtherFront() }
}
