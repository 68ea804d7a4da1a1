import Bridge
import CoreRuntime
import DeclarativeUI
import FeatureFlags
import GreeterCore
import GreeterDeclarative
import GreeterLegacy
import Migration
import ScreenLayer
import TextSurface

/// One running Greeter: a declarative scene (the shell) whose content is the
/// module on screen, drawn by its declarative view or, through the Bridge's
/// `LegacyScreen`, by its legacy view controller — whichever the flags decide.
/// The view models live for the session, so a flip loses nothing.
final class GreeterSession: AppSession {
  let clock = VirtualScheduler()
  private let effectLog: EffectLog
  private let backend: SimulatedBackend
  private let observations = ObservationLoop()
  private let router: FlagRouter
  private let host: SceneHost
  private let counter: CounterModel
  private let greeting: GreetingModel
  private var shown: (module: ModuleName, front: Front)?
  /// Each screen built gets a new identity, so a rebuilt screen starts fresh (its core objects do not).
  private var generation = 0
  private var candidate: SceneHost?
  var didCommit: ((Bool) -> Void)?

  init(size: Size, flags: FlagConfiguration, output: FrameOutput, flagModules: [FlagModule]) {
    effectLog = EffectLog(scheduler: clock)
    backend = SimulatedBackend(scheduler: clock, effects: effectLog, latency: .milliseconds(200))
    router = FlagRouter(configuration: flags, modules: flagModules)
    counter = CounterModel(effects: effectLog)
    greeting = GreetingModel(backend: backend)
    host = SceneHost(rootView: EmptyView(), size: size, output: output)
    host.clock = { [clock] in clock.now }
  }

  var scene: Scene { host.scene }
  var effects: [EffectRecord] { effectLog.records }
  var exposures: [Exposure] { router.exposures.records }
  var bodiesEvaluated: Int { host.host.statistics.bodiesEvaluated }
  var currentRoute: ScreenRoute? { shown.map { ScreenRoute(module: $0.module, description: $0.module.rawValue) } }
  var currentFront: Front? { shown?.front }

  func start(_ module: ModuleName) throws {
    let decision = router.decide(module: module.rawValue)
    router.recordExposure(decision, user: nil)
    effectLog.record(.route, "start", module.rawValue)
    show(module, in: decision.front)
  }

  func flip(_ module: ModuleName, to front: Front?) throws {
    guard let shown, shown.module == module else {
      throw GreeterError.notOnScreen(module, current: shown?.module)
    }
    let target = front ?? shown.front.other
    router.setRuntime(module: module.rawValue, front: target)
    let decision = router.decide(module: module.rawValue)
    guard decision.front != shown.front else { return }
    router.recordExposure(decision, user: nil)
    scene.layoutIfNeeded()
    let handoff = scene.focus.handoff()
    show(module, in: decision.front)
    scene.layoutIfNeeded()
    scene.focus.restore(handoff)
  }

  /// Greeter has one screen at a time: there is never anywhere to go back to.
  func back() -> Bool { false }

  func setFault(_ fault: ServiceFault?, for operation: String) {
    backend.faults[operation] = fault
  }

  @discardableResult
  func commit() -> Bool {
    observations.flush()
    let wrote = host.commit()
    didCommit?(wrote)
    return wrote
  }

  func renderOtherFront() -> OtherFrontRender? {
    guard let shown else { return nil }
    let other = SceneHost(
      rootView: screen(shown.module, in: shown.front.other), size: scene.size, output: DiscardingOutput())
    other.clock = host.clock
    other.scene.layoutIfNeeded()
    other.scene.focus.restore(scene.focus.handoff())
    other.commit()
    candidate = other
    return OtherFrontRender(
      scene: other.scene, route: ScreenRoute(module: shown.module, description: shown.module.rawValue),
      front: shown.front.other)
  }

  private func show(_ module: ModuleName, in front: Front) {
    shown = (module, front)
    generation += 1
    host.setRootView(ForEach([generation], id: \.self) { _ in self.screen(module, in: front) })
  }

  /// The screen of `module` in `front`: a declarative view, or a legacy controller through the Bridge.
  private func screen(_ module: ModuleName, in front: Front) -> AnyView {
    switch (module, front) {
    case (GreeterModules.counter, .declarative): AnyView(CounterView(model: counter))
    case (GreeterModules.counter, .legacy):
      AnyView(LegacyScreen(controller: CounterViewController(model: counter, observations: observations)))
    case (_, .declarative): AnyView(GreetingView(model: greeting))
    case (_, .legacy):
      AnyView(LegacyScreen(controller: GreetingViewController(model: greeting, observations: observations)))
    }
  }
}

/// Why Greeter could not do what a step asked.
enum GreeterError: Error, CustomStringConvertible {
  case notOnScreen(ModuleName, current: ModuleName?)

  var description: String {
    switch self {
    case .notOnScreen(let module, let current):
      "\(module) is not on screen (\(current.map(\.rawValue) ?? "nothing") is)"
    }
  }
}
