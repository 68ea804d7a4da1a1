import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// One running app, as the engine owns it: the navigation stack as data, the
/// flag decisions behind each screen, and the shell that shows them.
///
/// An app describes itself — its modules and components, its core objects,
/// and per module and front a screen builder (``FrontRegistry``) — and the
/// session does the rest, the same way for every app:
/// - at each navigation it asks the flag router which front renders the
///   module (and each of its components), records the decision as an
///   exposure, and has that front build the screen from the core objects; a
///   screen that cannot be built in its front falls back to the other, with
///   reason ERROR;
/// - a module is latched to its front while on screen: configuration changes
///   apply at the next navigation to it, and only an explicit `flip`
///   rebuilds the screen on top in place — from the same core objects, with
///   focus and a text field's cursor carried over, so nothing typed,
///   selected, scrolled or counted is lost;
/// - every built screen is a new ``ModuleScreen``, so the shell gives it a
///   fresh identity (new controllers, new view state);
/// - pushes, pops and replacements are logged as route effects;
/// - ``renderOtherFront()`` draws the other front of the screen on top off
///   screen, for shadow mode.
///
/// ```swift
/// let session = MigrationSession(
///   cores: cores, fronts: fronts, flags: FlagConfiguration(), size: Size(width: 80, height: 24),
///   output: RecordingOutput(), effects: effects, observations: observations)
/// session.start(.greeting)
/// try session.flip("greeting", to: .declarative)
/// ```
public final class MigrationSession<Route: SessionRoute, Cores>: ObservedApp {
  /// The app's core objects, kept for the session.
  public let cores: Cores
  /// The fronts this build has.
  public let fronts: FrontRegistry<Route, Cores>
  /// Decides each module's front (and the shell's).
  public let flags: FlagRouter
  /// The navigation container the screens are shown in.
  public let shell: any AppShell
  /// Why the shell is in its front.
  public let shellDecision: FlagDecision
  /// Where route changes are logged.
  public let effects: EffectLog
  /// Re-runs legacy screens' bindings at the commit point.
  public let observations: ObservationLoop
  /// The flag router's targeting key (the signed-in user's id), read at each decision.
  public var userID: () -> String? = { nil }
  /// Called as a route's screen is built (at a navigation or a flip, never for
  /// a shadow render): where an app starts the feature the screen shows, the
  /// same for every front, so building a screen itself has no effect.
  public var willShow: (Route) -> Void = { _ in }
  /// Called when the user went back (Esc, `< Back`) with the routes popped,
  /// root first: where a feature that keeps its own path pops it too.
  public var didPop: ((_ popped: [Route]) -> Void)?
  /// Called after every commit with whether the scene wrote a frame: where a
  /// shadow candidate renders beside the control.
  public var didCommit: ((_ wrote: Bool) -> Void)?

  /// What is on screen for one navigation entry: its route and the flag decisions it was built with.
  public struct Screen {
    /// The route shown.
    public let route: Route
    /// The decision the screen was built with.
    public let decision: FlagDecision
    /// The decisions its components were built with (latched like the screen's), in component order.
    public var components: [FlagDecision] = []
  }

  private struct Entry {
    let screen: Screen
    let built: ModuleScreen
  }

  private var stack: [Entry] = []
  /// The fronts whose screens the shell can show.
  private let shellShows: Set<Front>
  private var candidate: ShadowCandidate<Route, Cores>?

  /// A session on a fresh `size` screen writing frames to `output`, over
  /// `cores`, with the fronts of `fronts`; its shell is the one the `shell`
  /// flag decides (the first registered one, with reason ERROR, when this
  /// build has no shell in that front).
  public init(
    cores: Cores, fronts: FrontRegistry<Route, Cores>, flags configuration: FlagConfiguration, size: Size,
    output: FrameOutput, effects: EffectLog, observations: ObservationLoop
  ) {
    self.cores = cores
    self.fronts = fronts
    self.effects = effects
    self.observations = observations
    flags = FlagRouter(configuration: configuration, modules: fronts.flagModules)
    flags.clock = { [effects] in effects.now }
    let decision = flags.decide(module: FlagModule.shellID)
    guard let factory = fronts.shells[decision.front] ?? Front.allCases.lazy.compactMap({ fronts.shells[$0] }).first
    else {
      preconditionFailure("a build of the app registers at least one shell")
    }
    shellDecision =
      factory.front == decision.front
      ? decision
      : FlagDecision(
        module: FlagModule.shellID, front: factory.front, reason: .error, source: decision.source,
        detail: "no \(decision.front) shell in this build; using \(factory.front) (asked: \(decision.detail))")
    shell = factory.make(size, output)
    shellShows = factory.shows
    shell.onPop = { [weak self] depth in self?.popped(to: depth) }
  }

  /// The screen layer: size, frames, focus, semantics, statistics.
  public var scene: Scene { shell.scene }

  // MARK: Navigation

  /// The route and decisions of the screen on top.
  public var currentScreen: Screen? { stack.last?.screen }

  /// The route on screen, as reports and shadow mode name it.
  public var currentRoute: ScreenRoute? { currentScreen.map { ScreenRoute($0.route) } }

  /// The front the screen on top is drawn in.
  public var currentFront: Front? { currentScreen?.decision.front }

  /// The routes of the stack, root first.
  public var routes: [Route] { stack.map { $0.screen.route } }

  /// Starts the app on `route`, replacing whatever was shown.
  public func start(_ route: Route) {
    pendingLink = nil
    replaceStack(with: route, logging: "start")
  }

  /// Pushes `route` on top of the current screen (or starts on it).
  public func push(_ route: Route) {
    guard !stack.isEmpty else { return start(route) }
    stack.append(makeEntry(for: route))
    effects.record(.route, "push", route.description)
    showStack()
  }

  /// Replaces the whole stack with `route` (a sign-in, a sign-out), logged as `kind`.
  public func replaceStack(with route: Route, logging kind: String = "replace") {
    stack = [makeEntry(for: route)]
    effects.record(.route, kind, route.description)
    showStack()
  }

  /// Replaces the whole stack with `routes` (root first) in one step, logged
  /// as `kind`: every screen is built in the front its flag decides, with an
  /// exposure each and latched as for a push. An empty list changes nothing.
  public func setStack(_ routes: [Route], logging kind: String = "open") {
    guard !routes.isEmpty else { return }
    stack = routes.map { makeEntry(for: $0) }
    effects.record(.route, kind, DeepLink<Route>.path(of: routes))
    showStack()
  }

  /// The stack as a link path, root first (`home/offers/offerDetails:o3`); empty before the first screen.
  public var stackPath: String { DeepLink<Route>.path(of: routes) }

  /// Opens the deep link `link` (`strangler://home/offers/offerDetails:o3`):
  /// the whole stack at once (``setStack(_:logging:)``). A route whose module
  /// this build does not have, or that does not parse, ends the link there:
  /// the longest valid prefix opens and the problem is returned. When a route
  /// of the link needs a signed-in user (``signIn``) and none is, the sign-in
  /// route opens instead and the link waits for ``continuePendingLink()``.
  /// Nothing changes when no route is valid.
  @discardableResult
  public func open(_ link: String) -> LinkProblem? {
    var parsed = DeepLink<Route>(parsing: link)
    if let unknown = parsed.routes.firstIndex(where: { !fronts.modules.contains($0.moduleName) }) {
      let route = parsed.routes[unknown]
      parsed.problem = LinkProblem(
        link: link, component: unknown + 1, text: route.linkComponent,
        reason: "this build has no module \(route.moduleName); expected one of "
          + fronts.modules.map(\.rawValue).joined(separator: ", "))
      parsed.routes.removeSubrange(unknown...)
    }
    guard !parsed.routes.isEmpty else { return parsed.problem }
    if let signIn, parsed.routes.contains(where: signIn.isRequired) {
      pendingLink = parsed.routes
      setStack([signIn.route], logging: "open")
    } else {
      pendingLink = nil
      setStack(parsed.routes, logging: "open")
    }
    return parsed.problem
  }

  /// Where a link goes when it needs a signed-in user: `route` (the sign-in
  /// screen) opens while `isRequired` says a route of the link needs one;
  /// the app calls ``continuePendingLink()`` once the user has signed in.
  public var signIn: (route: Route, isRequired: (Route) -> Bool)?

  /// The link waiting for a sign-in, if any.
  public private(set) var pendingLink: [Route]?

  /// Opens the link that waited for a sign-in; false (and nothing changes) when none waits.
  @discardableResult
  public func continuePendingLink() -> Bool {
    guard let routes = pendingLink else { return false }
    pendingLink = nil
    setStack(routes, logging: "open")
    return true
  }

  // MARK: Saving and restoring

  /// The state to relaunch from: the stack as a link path, what the core
  /// objects keep (when they are ``StateRestoring``), and where focus stands
  /// (layout settles first, so it reads where focus stands now).
  public func savedState() -> SavedState {
    var values = RestorableValues()
    (cores as? StateRestoring)?.saveState(into: &values)
    scene.layoutIfNeeded()
    return SavedState(stack: stackPath, values: values, focus: scene.focus.handoff().map(SavedFocus.init))
  }

  /// Restores `state` into this fresh session: first the core objects' state
  /// (so each screen is built on it), then the whole stack in one step —
  /// every screen in the front its flag decides now, with an exposure each,
  /// logged as `restore` — then focus and a text field's cursor. A stack
  /// naming a route this build does not have is an error; nothing is shown then.
  public func restore(_ state: SavedState) throws(StateFileError) {
    let file = state.values.file
    var routes: [Route] = []
    if !state.stack.isEmpty {
      let link = DeepLink<Route>(parsing: DeepLink<Route>.prefix + state.stack)
      if let problem = link.problem {
        throw StateFileError(file: file, message: "the stack \"\(state.stack)\" cannot be restored: \(problem.reason)")
      }
      if let unknown = link.routes.first(where: { !fronts.modules.contains($0.moduleName) }) {
        throw StateFileError(
          file: file,
          message: "the stack \"\(state.stack)\" names \(unknown.moduleName), which this build does not have")
      }
      routes = link.routes
    }
    try (cores as? StateRestoring)?.restoreState(from: state.values)
    guard !routes.isEmpty else { return }
    pendingLink = nil
    setStack(routes, logging: "restore")
    scene.layoutIfNeeded()
    if let handoff = state.focus?.handoff { scene.focus.restore(handoff) }
  }

  /// Goes back one step, as Esc would: dismiss what a screen presented, else
  /// pop. Returns whether there was somewhere to go.
  @discardableResult
  public func back() -> Bool {
    shell.goBack()
  }

  /// Rebuilds the screen on top in `front` (or its other front), keeping the
  /// module's core objects and where focus stood; later navigations to the
  /// module use it too. Nothing happens when the router still decides the
  /// same front (a kill switch beats runtime switches).
  public func flip(_ module: ModuleName, to front: Front? = nil) throws(SessionError) {
    guard let top = stack.last else { throw .nothingOnScreen }
    guard top.screen.route.moduleName == module else {
      throw .moduleNotOnScreen(module, current: top.screen.route.moduleName)
    }
    flags.setRuntime(module: module.rawValue, front: front ?? top.screen.decision.front.other)
    guard flags.decide(module: module.rawValue, user: userID()).front != top.screen.decision.front else { return }
    rebuildTop { makeEntry(for: top.screen.route) }
  }

  /// Switches `component` to `front` (or its other front) at runtime; if its
  /// module is on screen, rebuilds that screen in place — the module's front
  /// stays, its core objects and focus too — so the component shows at once.
  public func flip(_ component: ComponentName, to front: Front? = nil) throws(SessionError) {
    guard let top = stack.last else { throw .nothingOnScreen }
    let current =
      top.screen.components.first { $0.module == component.id }?.front
      ?? flags.decide(module: component.id, user: userID()).front
    flags.setRuntime(module: component.id, front: front ?? current.other)
    guard top.screen.route.moduleName == component.module,
      flags.decide(module: component.id, user: userID()).front != current
    else { return }
    // The module keeps the decision it is latched to: only the component changes.
    rebuildTop { makeEntry(for: top.screen.route, keeping: top.screen.decision) }
  }

  /// Replaces the screen on top with `entry()`, handing focus (and a text
  /// field's cursor) over from the old screen to the new one. Layout settles
  /// first, so the handoff reads where focus stands now.
  private func rebuildTop(_ entry: () -> Entry) {
    scene.layoutIfNeeded()
    let handoff = scene.focus.handoff()
    stack[stack.count - 1] = entry()
    showStack()
    scene.focus.restore(handoff)
  }

  private func showStack() {
    // The stack is mapped with closures, here and elsewhere in this type, not
    // key paths: in a generic type a key path literal is instantiated at run
    // time at every call (an allocation and a walk of its pattern), and every
    // navigation maps the stack.
    shell.setStack(stack.map { $0.built })
  }

  /// The shell popped to `depth` screens (Esc): the stack follows, and the pop is logged.
  private func popped(to depth: Int) {
    guard depth < stack.count, depth > 0 else { return }
    let popped = stack[depth...].map { $0.screen.route }
    stack.removeLast(stack.count - depth)
    if let top = stack.last { effects.record(.route, "pop", top.screen.route.description) }
    didPop?(popped)
  }

  // MARK: Building screens

  /// Builds the screen for `route` in the decided front and records the
  /// decisions as exposures: this runs at navigation and on an explicit
  /// switch, never on a redraw, so there is one exposure per navigation.
  private func makeEntry(for route: Route, keeping latched: FlagDecision? = nil) -> Entry {
    willShow(route)
    let (built, decision, components) = buildScreen(for: route, keeping: latched)
    if latched == nil { flags.recordExposure(decision, user: userID()) }
    for component in components { flags.recordExposure(component, user: userID()) }
    return Entry(screen: Screen(route: route, decision: decision, components: components), built: built)
  }

  private func buildScreen(for route: Route, keeping latched: FlagDecision?) -> (
    ModuleScreen, FlagDecision, [FlagDecision]
  ) {
    let module = route.moduleName
    let decision = latched ?? flags.decide(module: module.rawValue, user: userID())
    let wanted = decision.front
    if shellShows.contains(wanted), let built = build(route, in: wanted) {
      return (built.screen, decision, built.components)
    }
    // The decided front could not be built, or the shell cannot show it: fall back to the other one, and say why.
    let why =
      shellShows.contains(wanted)
      ? "the \(wanted) screen of \(module) could not be built"
      : "the \(shell.front) shell of this build cannot show a \(wanted) screen"
    let fallback = FlagDecision(
      module: module.rawValue, front: wanted.other, reason: .error, source: decision.source,
      detail: "\(why); using \(wanted.other) (asked: \(decision.detail))")
    if shellShows.contains(wanted.other), let built = build(route, in: wanted.other) {
      return (built.screen, fallback, built.components)
    }
    return (missingScreen(for: module, preferring: shell.front), decision, [])
  }

  /// Builds `route`'s screen in `front` with its components decided now (latched with the screen).
  /// A component the screen cannot show in its decided front (no Bridge adapter in this build, or
  /// it follows a module that fell back) is shown in the front it can, with reason ERROR.
  private func build(_ route: Route, in front: Front) -> (screen: ModuleScreen, components: [FlagDecision])? {
    guard let registration = fronts.screens[front], let builder = registration.modules[route.moduleName] else {
      return nil
    }
    let components = fronts.components(of: route.moduleName).map { component in
      var decision = flags.decide(module: component.id, user: userID())
      let possible = registration.fronts(of: component)
      if !possible.contains(decision.front), let other = Front.allCases.first(where: possible.contains) {
        decision = FlagDecision(
          module: component.id, front: other, reason: .error, source: decision.source,
          detail: "a \(front) \(route.moduleName) screen cannot show \(component) \(decision.front) in this build; "
            + "using \(other) (asked: \(decision.detail))")
      }
      return (component, decision)
    }
    let context = ScreenContext(
      cores: cores, observations: observations,
      components: Dictionary(uniqueKeysWithValues: components.map { ($0.0, $0.1.front) }))
    guard let screen = builder(route, context) else { return nil }
    return (screen, components.map { $0.1 })
  }

  /// The "not available in this build" screen of `module`, from `front`'s screens if it has them.
  func missingScreen(for module: ModuleName, preferring front: Front) -> ModuleScreen {
    let screens = fronts.screens[front] ?? Front.allCases.lazy.compactMap({ self.fronts.screens[$0] }).first
    return screens?.missing?(module) ?? .placeholder("\(module) is not available in this build", front: front)
  }

  /// Builds the screen of `route` in `front` from the session's core objects,
  /// and nothing else: no flag decision is taken or logged as an exposure, the
  /// feature is not started (the control's navigation did that), no service is
  /// called. This is what a shadow candidate is made of. Nil when `front` has
  /// no screen for the route.
  public func buildSilently(_ route: Route, in front: Front) -> ModuleScreen? {
    fronts.screens[front]?.modules[route.moduleName]?(route, ScreenContext(cores: cores, observations: observations))
  }

  /// The other front of the screen on top, built and drawn off screen at the
  /// same size, depth, focus and scroll position (see ``ShadowCandidate``);
  /// nil when nothing is on screen or the module has no other front.
  public func renderOtherFront() -> OtherFrontRender? {
    let candidate = candidate ?? ShadowCandidate(of: self)
    self.candidate = candidate
    guard let scene = candidate.render(), let shown = candidate.current else { return nil }
    return OtherFrontRender(scene: scene, route: ScreenRoute(shown.route), front: shown.front)
  }

  // MARK: Run loop and input

  /// The commit point: legacy bindings catch up with the core, then the
  /// scene draws and writes one frame if anything changed.
  @discardableResult
  public func commit() -> Bool {
    observations.flush()
    let wrote = scene.commit()
    didCommit?(wrote)
    return wrote
  }

  /// Delivers a key press.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    scene.handleKey(key)
  }

  /// Taps the interactive element whose visible label is `label`.
  public func tap(label: String) throws(SessionError) {
    guard !stack.isEmpty else { throw .nothingOnScreen }
    do throws(InteractionError) { try scene.tap(label: label) } catch { throw .interaction(error) }
  }

  /// The interactive element labelled `label` (first in reading order).
  public func element(labelled label: String) throws(SessionError) -> InteractiveItem {
    guard !stack.isEmpty else { throw .nothingOnScreen }
    do throws(InteractionError) { return try scene.element(labelled: label) } catch { throw .interaction(error) }
  }

  /// Declarative bodies evaluated so far (0 while every screen is legacy).
  public var bodiesEvaluated: Int { shell.bodiesEvaluated }
}

/// Why a session could not do what it was asked.
public enum SessionError: Error, Equatable, CustomStringConvertible {
  /// Nothing is on screen yet.
  case nothingOnScreen
  /// A scenario asked to start on a module the app cannot start on: one it
  /// only navigates to (its screen needs an argument), or one it does not have.
  case cannotStart(ModuleName)
  /// A switch named a module that is not the one on screen.
  case moduleNotOnScreen(ModuleName, current: ModuleName)
  /// The screen could not be interacted with as asked.
  case interaction(InteractionError)

  public var description: String {
    switch self {
    case .nothingOnScreen: "nothing is on screen yet; start a module first"
    case .cannotStart(let module):
      "the app cannot start on \(module) (it has no such module, or its screen needs an argument); navigate to it instead"
    case .moduleNotOnScreen(let module, let current): "\(module) is not on screen (\(current) is)"
    case .interaction(let error): "\(error)"
    }
  }
}
