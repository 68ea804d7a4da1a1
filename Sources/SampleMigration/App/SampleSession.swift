import App
import AppCore
import CoreRuntime
import FeatureFlags
import Migration
import ScreenLayer
import TextSurface

/// The sample's running app as shadow mode observes it (a scenario session
/// or the interactive app): its screen, route and front, and the other front
/// drawn off screen by the engine's session.
public final class SampleObservedApp: ObservedApp {
  /// The sample's coordinator.
  public let application: Application

  /// `application` as shadow mode sees it.
  public init(_ application: Application) {
    self.application = application
  }

  public var scene: Scene { application.scene }
  public var currentRoute: ScreenRoute? { application.currentRoute.map(ScreenRoute.init) }
  public var currentFront: Front? { application.currentScreen?.decision.front }
  public var didCommit: ((Bool) -> Void)? {
    get { application.didCommit }
    set { application.didCommit = newValue }
  }

  public func renderOtherFront() -> OtherFrontRender? {
    application.session.renderOtherFront()
  }
}

/// One session of the sample app for the engine: a fresh composition root
/// (virtual clock, live services over the simulated backend, an empty effect
/// log) and the `Application` over it, behind the engine's facade.
public final class SampleSession: AppSession {
  /// The sample's coordinator, for tests that look past the facade.
  public var application: Application { observed.application }
  public let clock: VirtualScheduler
  private let observed: SampleObservedApp

  /// A session at `size`, deciding fronts with `flags`, drawing `fronts`' screens into `output`.
  public init(size: Size, flags: FlagConfiguration, fronts: AppFronts, seed: UInt64, output: FrameOutput) {
    clock = VirtualScheduler()
    observed = SampleObservedApp(
      Application(
        environment: AppEnvironment(scheduler: clock, seed: seed), flags: flags, size: size, output: output,
        fronts: fronts))
  }

  public var scene: Scene { observed.scene }
  public var effects: [EffectRecord] { application.environment.effects.records }
  public var exposures: [Exposure] { application.flags.exposures.records }
  public var bodiesEvaluated: Int { application.bodiesEvaluated }
  public var currentRoute: ScreenRoute? { observed.currentRoute }
  public var currentFront: Front? { observed.currentFront }
  public var didCommit: ((Bool) -> Void)? {
    get { observed.didCommit }
    set { observed.didCommit = newValue }
  }

  public func start(_ module: ModuleName) throws {
    guard let id = ModuleID(module), let route = Route(module: id) else {
      throw SampleSessionError.cannotStart(module)
    }
    application.start(route)
  }

  public func flip(_ module: ModuleName, to front: Front?) throws {
    guard let id = ModuleID(module) else { throw SampleSessionError.unknownModule(module) }
    try application.flip(id, to: front)
  }

  public func back() -> Bool { application.back() }

  public func setFault(_ fault: ServiceFault?, for operation: String) {
    application.environment.backend.faults[operation] = fault
  }

  @discardableResult
  public func commit() -> Bool { application.commit() }

  public func renderOtherFront() -> OtherFrontRender? { observed.renderOtherFront() }
}

/// Why the sample could not do what a step asked.
public enum SampleSessionError: Error, Hashable, CustomStringConvertible {
  /// The module needs an argument (an offer) and is only navigated to.
  case cannotStart(ModuleName)
  /// The sample has no such module.
  case unknownModule(ModuleName)

  public var description: String {
    switch self {
    case .cannotStart(let module):
      "\(module) needs an argument and cannot be started directly; navigate to it instead"
    case .unknownModule(let module): "the sample app has no module \(module)"
    }
  }
}
