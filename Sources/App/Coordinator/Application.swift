import AppCore
import FeatureFlags
import ScreenLayer
import TextSurface

/// The running app: the composition root's product, and its coordinator.
///
/// It is front-neutral: it keeps the navigation stack as data (routes and the
/// flag decision each screen was built with), asks the flag router which
/// front renders each module at each navigation, has the registered front
/// build the screen, and hands the stack to the shell — legacy or declarative,
/// decided like a module by the `shell` flag. A module is latched to its front
/// while on screen: configuration changes apply at the next navigation to it,
/// and only an explicit `flip` rebuilds the current screen in place — from the
/// same core objects, with focus and a text field's cursor carried over, so
/// nothing the user typed, selected, scrolled or counted is lost.
///
/// Everything a test, the migration engine or the CLI reads goes through the
/// screen layer (`scene`): frames, semantics, focus, statistics.
///
/// ```swift
/// let app = Application(environment: AppEnvironment(scheduler: scheduler), flags: FlagConfiguration(),
///                       size: Size(width: 80, height: 24), output: RecordingOutput(), fronts: fronts)
/// app.start(.tapCounter)
/// try app.tap(label: "Tap Me")
/// ```
public final class Application {
  /// The services, scheduler and effect log the core uses.
  public let environment: AppEnvironment
  /// Decides each module's front (and the shell's).
  public let flags: FlagRouter
  /// The fronts this build has.
  public let fronts: AppFronts
  /// The session's core objects.
  public let cores: ModuleCores
  /// The navigation container the screens are shown in.
  public let shell: any AppShell
  /// Why the shell is in its front.
  public let shellDecision: FlagDecision
  /// The signed-in user's id: the flag router's targeting key.
  public var userID: String? { cores.user?.id }

  private var stack: [Entry] = []

  /// Called after every commit with whether the scene wrote a frame: where a
  /// shadow candidate (`ShadowCandidate`) renders beside the control.
  public var didCommit: ((_ wrote: Bool) -> Void)?

  /// What is on screen for one navigation entry: its route and the flag decision it was built with.
  public struct Screen {
    /// The route shown.
    public let route: Route
    /// The decision the screen was built with.
    public let decision: FlagDecision
    /// The decisions its components were built with (latched like the screen's), in `ComponentID.all` order.
    public var components: [FlagDecision] = []
  }

  private struct Entry {
    let screen: Screen
    let built: ModuleScreen
  }

  /// An app on a fresh `size` screen writing frames to `output`, with the
  /// fronts of `fronts`; its shell is the one the `shell` flag decides.
  public init(
    environment: AppEnvironment, flags configuration: FlagConfiguration, size: Size, output: FrameOutput,
    fronts: AppFronts
  ) {
    self.environment = environment
    self.fronts = fronts
    flags = FlagRouter(configuration: configuration, modules: fronts.flagModules)
    cores = ModuleCores(environment: environment)
    let decision = flags.decide(module: AppFronts.shellID)
    guard let factory = fronts.shells[decision.front] ?? fronts.shells.values.first else {
      preconditionFailure("a build of the app registers at least one shell")
    }
    shellDecision =
      factory.front == decision.front
      ? decision
      : FlagDecision(
        module: AppFronts.shellID, front: factory.front, reason: .error, source: decision.source,
        detail: "no \(decision.front) shell in this build; using \(factory.front) (asked: \(decision.detail))")
    shell = factory.make(size, output)
    shell.onPop = { [weak self] depth in self?.popped(to: depth) }
    cores.navigator = self
  }

  /// The screen layer: size, frames, focus, semantics, statistics.
  public var scene: Scene { shell.scene }

  // MARK: Navigation

  /// Starts the app on `route`, replacing whatever was shown.
  public func start(_ route: Route) {
    stack = [makeEntry(for: route)]
    environment.effects.record(.route, "start", route.description)
    showStack()
  }

  /// Pushes `route` on top of the current screen.
  public func show(_ route: Route) {
    guard !stack.isEmpty else { return start(route) }
    stack.append(makeEntry(for: route))
    environment.effects.record(.route, "push", route.description)
    showStack()
  }

  /// Goes back one step (Esc); returns whether there was somewhere to go.
  @discardableResult
  public func back() -> Bool {
    shell.goBack()
  }

  /// The route on screen.
  public var currentRoute: Route? { currentScreen?.route }

  /// The route and decision of the screen on top.
  public var currentScreen: Screen? { stack.last?.screen }

  /// The routes of the stack, root first.
  public var routes: [Route] { stack.map(\.screen.route) }

  /// Rebuilds the current screen in `front` (or the other front), keeping the
  /// module's core objects and where focus stood; later navigations to the module use it too.
  public func flip(_ module: ModuleID, to front: Front? = nil) throws(ApplicationError) {
    guard let top = stack.last else { throw .nothingOnScreen }
    guard top.screen.route.module == module else {
      throw .moduleNotOnScreen(module, current: top.screen.route.module)
    }
    let target = front ?? top.screen.decision.front.other
    flags.setRuntime(module: module.rawValue, front: target)
    // Nothing to rebuild when the router still says the same front (the same
    // target, or a kill switch that beats runtime switches).
    guard flags.decide(module: module.rawValue, user: userID).front != top.screen.decision.front else { return }
    scene.layoutIfNeeded()
    let handoff = scene.focus.handoff()
    stack[stack.count - 1] = makeEntry(for: top.screen.route)
    showStack()
    scene.focus.restore(handoff)
  }

  /// Switches `component` to `front` (or its other front) at runtime; if its
  /// module is on screen, rebuilds that screen in place — the module's front
  /// stays, its core objects and focus too — so the component shows at once.
  public func flip(_ component: ComponentID, to front: Front? = nil) throws(ApplicationError) {
    guard let top = stack.last else { throw .nothingOnScreen }
    let current =
      top.screen.components.first { $0.module == component.id }?.front
      ?? flags.decide(module: component.id, user: userID).front
    flags.setRuntime(module: component.id, front: front ?? current.other)
    guard top.screen.route.module == component.module,
      flags.decide(module: component.id, user: userID).front != current
    else { return }
    scene.layoutIfNeeded()
    let handoff = scene.focus.handoff()
    // The module keeps the decision it is latched to: only the component changes.
    stack[stack.count - 1] = makeEntry(for: top.screen.route, keeping: top.screen.decision)
    showStack()
    scene.focus.restore(handoff)
  }

  private func showStack() {
    shell.setStack(stack.map(\.built))
  }

  /// The shell popped to `depth` screens (Esc): the stack follows, and the pop is logged.
  private func popped(to depth: Int) {
    guard depth < stack.count, depth > 0 else { return }
    stack.removeLast(stack.count - depth)
    if let top = stack.last { environment.effects.record(.route, "pop", top.screen.route.description) }
  }

  /// Builds the screen for `route` in the decided front, and records the
  /// decision as an exposure: this runs at navigation and on an explicit
  /// switch, never on a redraw, so there is one exposure per navigation.
  private func makeEntry(for route: Route, keeping latched: FlagDecision? = nil) -> Entry {
    let (built, decision, components) = buildScreen(for: route, keeping: latched)
    if latched == nil { flags.recordExposure(decision, user: userID) }
    for component in components { flags.recordExposure(component, user: userID) }
    return Entry(screen: Screen(route: route, decision: decision, components: components), built: built)
  }

  private func buildScreen(for route: Route, keeping latched: FlagDecision? = nil) -> (
    ModuleScreen, FlagDecision, [FlagDecision]
  ) {
    let module = route.module
    let decision = latched ?? flags.decide(module: module.rawValue, user: userID)
    startFeature(of: route)
    if let built = build(route, in: decision.front) {
      return (built.screen, decision, built.components)
    }
    // The decided front could not be built: fall back to the other one, and say why.
    let wanted = decision.front
    let fallback = FlagDecision(
      module: module.rawValue, front: wanted.other, reason: .error, source: decision.source,
      detail: "the \(wanted) screen of \(module) could not be built; using \(wanted.other) (asked: \(decision.detail))")
    if let built = build(route, in: wanted.other) {
      return (built.screen, fallback, built.components)
    }
    let screens = fronts.screens[shell.front] ?? fronts.screens.values.first
    guard let missing = screens?.missing(module) else {
      preconditionFailure("a build of the app registers the screens of at least one front")
    }
    return (missing, decision, [])
  }

  /// Builds `route`'s screen in `front` with its components decided now (latched with the screen).
  /// A component the screen cannot show in its decided front (no Bridge adapter in this build, or
  /// it follows a module that fell back) is shown in the front it can, with reason ERROR.
  private func build(_ route: Route, in front: Front) -> (screen: ModuleScreen, components: [FlagDecision])? {
    guard let registration = fronts.screens[front], let builder = registration.modules[route.module] else {
      return nil
    }
    let components = ComponentID.components(of: route.module).map { component in
      var decision = flags.decide(module: component.id, user: userID)
      let possible = registration.fronts(of: component)
      if !possible.contains(decision.front), let other = possible.first {
        decision = FlagDecision(
          module: component.id, front: other, reason: .error, source: decision.source,
          detail: "a \(front) \(route.module) screen cannot show \(component) \(decision.front) in this build; "
            + "using \(other) (asked: \(decision.detail))")
      }
      return (component, decision)
    }
    let context = ScreenContext(
      cores: cores, observations: environment.observations,
      components: Dictionary(uniqueKeysWithValues: components.map { ($0.0, $0.1.front) }))
    guard let screen = builder(route, context) else { return nil }
    return (screen, components.map(\.1))
  }

  /// Builds the screen of `route` in `front` from the session's core objects,
  /// and nothing else: no flag decision is taken or logged as an exposure, the
  /// feature is not started (the control's navigation did that), no service is
  /// called. This is what a shadow candidate is made of. Nil when `front` has
  /// no screen for the route.
  public func buildSilently(_ route: Route, in front: Front) -> ModuleScreen? {
    fronts.screens[front]?.modules[route.module]?(
      route, ScreenContext(cores: cores, observations: environment.observations))
  }

  /// The coordinator starts a feature as it shows it, the same for every front,
  /// so a screen itself never starts a load (and building one has no effect).
  private func startFeature(of route: Route) {
    switch route.module {
    case .home: cores.home.onAppear()
    case .accounts: cores.accounts.send(.onAppear)
    case .ratings: cores.ratings.onAppear()
    case .settings: cores.settings.refresh()
    default: break
    }
  }

  // MARK: Run loop

  /// The commit point: legacy bindings catch up with the core, then the
  /// scene draws and writes one frame if anything changed.
  @discardableResult
  public func commit() -> Bool {
    environment.observations.flush()
    let wrote = scene.commit()
    didCommit?(wrote)
    return wrote
  }

  // MARK: Input

  /// Delivers a key press.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    scene.handleKey(key)
  }

  /// Taps the interactive element whose visible label is `label`.
  public func tap(label: String) throws(ApplicationError) {
    guard !stack.isEmpty else { throw .nothingOnScreen }
    do throws(InteractionError) { try scene.tap(label: label) } catch { throw .interaction(error) }
  }

  /// Focuses `item`, as a tap would.
  public func focus(_ item: InteractiveItem) {
    scene.focus.focus(item)
  }

  /// The interactive element labelled `label` (first in reading order).
  public func element(labelled label: String) throws(ApplicationError) -> InteractiveItem {
    guard !stack.isEmpty else { throw .nothingOnScreen }
    do throws(InteractionError) { return try scene.element(labelled: label) } catch { throw .interaction(error) }
  }

  /// What is on screen now.
  public var frame: Frame { scene.frame }

  /// What assistive technology reads now.
  public func accessibilityTree() -> AccessibilityNode { scene.accessibilityTree() }

  /// The focused element, as of the last commit or layout.
  public var focusedItem: InteractiveItem? { scene.focusedItem }

  /// Every interactive element on screen, in reading order.
  public var interactiveItems: [InteractiveItem] { scene.interactiveItems }

  /// Frames, bytes and elements the scene has written and drawn.
  public var statistics: FrameStatistics { scene.statistics }

  /// Declarative bodies evaluated so far (0 while every screen is legacy).
  public var bodiesEvaluated: Int { shell.bodiesEvaluated }
}

extension Application: AppNavigating {
  /// Sign-in succeeded: start the session and replace the stack with home.
  public func signedIn(_ user: User) {
    cores.signIn(user)
    stack = [makeEntry(for: .home)]
    environment.effects.record(.route, "replace", Route.home.description)
    showStack()
  }

  public func navigate(to route: Route) {
    show(route)
  }

  public func goBack() {
    back()
  }

  /// The settings screen's switch: the module on screen is rebuilt at once in
  /// its other front; any other module switches at its next navigation.
  public func switchFront(of module: ModuleID) {
    if currentRoute?.module == module {
      try? flip(module)
    } else {
      let current = flags.decide(module: module.rawValue, user: userID).front
      flags.setRuntime(module: module.rawValue, front: current.other)
    }
  }

  /// A component's switch: on screen, its screen is rebuilt with the component
  /// in its other front; elsewhere it applies at the module's next navigation.
  public func switchFront(ofComponent id: String) {
    guard let component = ComponentID(id: id) else { return }
    try? flip(component)
  }

  /// Every module's decision, each followed by its components' (the settings screen's rows).
  public func frontStatuses() -> [ModuleFrontStatus] {
    ModuleID.allCases.flatMap { module in
      let decision = flags.decide(module: module.rawValue, user: userID)
      let own = ModuleFrontStatus(
        module: module, front: decision.front.rawValue, reason: decision.reason.rawValue,
        source: decision.source.rawValue, canSwitch: fronts.fronts(of: module).count == 2)
      return [own]
        + ComponentID.components(of: module).map { component in
          let decision = flags.decide(module: component.id, user: userID)
          return ModuleFrontStatus(
            module: module, component: component.name, front: decision.front.rawValue,
            reason: decision.reason.rawValue, source: decision.source.rawValue,
            canSwitch: fronts.fronts(of: component).count == 2)
        }
    }
  }

  /// Sign-out: clear the session and every module's state, back to sign-in.
  public func signOut() {
    cores.reset()
    stack = [makeEntry(for: .login)]
    environment.effects.record(.route, "replace", Route.login.description)
    showStack()
  }
}
