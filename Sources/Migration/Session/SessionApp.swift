import CoreRuntime
import FeatureFlags
import TextSurface

/// An app built on the engine's session: it describes its fronts and makes
/// its core objects, and the engine derives the rest of ``MigratableApp`` —
/// its modules, components and shells from ``fronts``, and fresh sessions
/// (a virtual clock, an effect log, a simulated backend) driven through
/// ``DrivenSession``.
///
/// ```swift
/// struct CounterApp: SessionApp {
///   var fronts: FrontRegistry<ModuleName, CounterModel> { … }     // screens per module and front, shells
///   func makeCores(_ services: SessionServices) -> CounterModel { CounterModel(effects: services.effects) }
/// }
/// ```
public protocol SessionApp: MigratableApp {
  /// The app's routes (``ModuleName`` when no screen takes an argument).
  associatedtype Route: SessionRoute
  /// The app's core objects, kept for a session.
  associatedtype Cores
  /// The fronts this build has: modules and components as data, screens per front, shells.
  var fronts: FrontRegistry<Route, Cores> { get }
  /// How long the simulated backend takes to answer, in virtual time.
  var backendLatency: Duration { get }
  /// A session's core objects, over its services.
  func makeCores(_ services: SessionServices) -> Cores
  /// The route `start MODULE` opens; nil for a module that is only navigated to.
  func startRoute(for module: ModuleName) -> Route?
}

/// What a session's core objects are built over: its own clock, effect log,
/// simulated backend, and the loop that re-runs legacy bindings.
public struct SessionServices {
  /// The session's clock: virtual in runs and tests, the wall clock in the interactive app.
  public let clock: any Scheduler
  /// Every side effect of the session.
  public let effects: EffectLog
  /// The simulated backend (latency, seeded data, faults).
  public let backend: SimulatedBackend
  /// Re-runs legacy screens' bindings at the commit point.
  public let observations: ObservationLoop
}

extension SessionApp {
  public var modules: [ModuleName] { fronts.modules }
  public var components: [ComponentName] { fronts.components }
  public func fronts(of module: ModuleName) -> Set<Front> { fronts.fronts(of: module) }
  public func fronts(of component: ComponentName) -> Set<Front> { fronts.fronts(of: component) }
  public var shellFronts: Set<Front> { Set(fronts.shells.keys) }
  public var startableModules: [ModuleName] { modules.filter { startRoute(for: $0) != nil } }
  public var backendLatency: Duration { .milliseconds(300) }

  public func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession {
    let clock = VirtualScheduler()
    let (session, services) = makeMigrationSession(clock: clock, size: size, flags: flags, output: output)
    return DrivenSession(session, clock: clock, backend: services.backend) { startRoute(for: $0) }
  }

  public func makeLiveSession(size: Size, flags: FlagConfiguration, output: FrameOutput, scheduler: LiveScheduler)
    -> (any LiveSession)?
  {
    let (session, _) = makeMigrationSession(clock: scheduler, size: size, flags: flags, output: output)
    return LiveDrivenSession(session) { startRoute(for: $0) }
  }

  /// A session over fresh services on `clock`: the same app, run or live.
  private func makeMigrationSession(clock: any Scheduler, size: Size, flags: FlagConfiguration, output: FrameOutput)
    -> (MigrationSession<Route, Cores>, SessionServices)
  {
    let effects = EffectLog(scheduler: clock)
    let services = SessionServices(
      clock: clock, effects: effects,
      backend: SimulatedBackend(scheduler: clock, effects: effects, latency: backendLatency),
      observations: ObservationLoop())
    let session = MigrationSession(
      cores: makeCores(services), fronts: fronts, flags: flags, size: size, output: output, effects: effects,
      observations: services.observations)
    return (session, services)
  }
}

extension SessionApp where Route == ModuleName {
  /// Every module is a route of its own.
  public func startRoute(for module: ModuleName) -> ModuleName? {
    fronts.modules.contains(module) ? module : nil
  }
}
