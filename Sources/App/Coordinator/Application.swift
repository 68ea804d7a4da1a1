import AppCore
import FeatureFlags
import Migration
import ScreenLayer
import TextSurface

/// The running app: the composition root's product, and the sample's
/// coordinator — a client of the engine's ``MigrationSession``.
///
/// The session owns what every migrating app needs the same: the navigation
/// stack as data, a flag decision and an exposure per navigation, latching,
/// flips that keep the core objects and focus, the route log, the shadow
/// candidate. What is the sample's own stays here: its core objects, which
/// feature each route starts, and its navigation outputs (sign-in, sign-out,
/// the settings screen's switches).
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
  /// The session's core objects.
  public let cores: ModuleCores
  /// The engine's session: stack, decisions, shell.
  public let session: MigrationSession<Route, ModuleCores>

  /// What is on screen for one navigation entry: its route and the flag decisions it was built with.
  public typealias Screen = MigrationSession<Route, ModuleCores>.Screen

  /// An app on a fresh `size` screen writing frames to `output`, with the
  /// fronts of `fronts`; its shell is the one the `shell` flag decides.
  public init(
    environment: AppEnvironment, flags configuration: FlagConfiguration, size: Size, output: FrameOutput,
    fronts: AppFronts
  ) {
    self.environment = environment
    let cores = ModuleCores(environment: environment)
    self.cores = cores
    session = MigrationSession(
      cores: cores, fronts: fronts, flags: configuration, size: size, output: output, effects: environment.effects,
      observations: environment.observations)
    session.userID = { [unowned cores] in cores.user?.id }
    session.willShow = { [unowned cores] route in Self.startFeature(of: route, in: cores) }
    // A link to the dasher's own data opens the sign-in screen first, and continues after it.
    session.signIn = (.login, { [unowned cores] route in cores.user == nil && route.module.requiresSignIn })
    // Leaving an account's detail pops the accounts feature's path.
    session.didPop = { [unowned cores] popped in
      for case .accountDetail in popped.reversed() { cores.accounts.send(.pathPopped) }
    }
    cores.navigator = self
  }

  /// Decides each module's front (and the shell's).
  public var flags: FlagRouter { session.flags }
  /// The fronts this build has.
  public var fronts: AppFronts { session.fronts }
  /// The navigation container the screens are shown in.
  public var shell: any AppShell { session.shell }
  /// Why the shell is in its front.
  public var shellDecision: FlagDecision { session.shellDecision }
  /// The signed-in user's id: the flag router's targeting key.
  public var userID: String? { cores.user?.id }
  /// The screen layer: size, frames, focus, semantics, statistics.
  public var scene: Scene { session.scene }

  /// Called after every commit with whether the scene wrote a frame: where a
  /// shadow candidate renders beside the control.
  public var didCommit: ((_ wrote: Bool) -> Void)? {
    get { session.didCommit }
    set { session.didCommit = newValue }
  }

  // MARK: Navigation

  /// Starts the app on `route`, replacing whatever was shown.
  public func start(_ route: Route) { session.start(route) }

  /// Pushes `route` on top of the current screen.
  public func show(_ route: Route) { session.push(route) }

  /// Goes back one step (Esc); returns whether there was somewhere to go.
  @discardableResult
  public func back() -> Bool { session.back() }

  /// The route on screen.
  public var currentRoute: Route? { session.currentScreen?.route }

  /// The route and decision of the screen on top.
  public var currentScreen: Screen? { session.currentScreen }

  /// The routes of the stack, root first.
  public var routes: [Route] { session.routes }

  /// Rebuilds the current screen in `front` (or the other front), keeping the
  /// module's core objects and where focus stood; later navigations to the module use it too.
  public func flip(_ module: ModuleID, to front: Front? = nil) throws(ApplicationError) {
    try session.flip(ModuleName(module), to: front)
  }

  /// Switches `component` to `front` (or its other front) at runtime; if its
  /// module is on screen, rebuilds that screen in place so the component shows at once.
  public func flip(_ component: ComponentID, to front: Front? = nil) throws(ApplicationError) {
    try session.flip(ComponentName(component), to: front)
  }

  /// Builds the screen of `route` in `front` with no decision, exposure or effect (a shadow candidate's).
  public func buildSilently(_ route: Route, in front: Front) -> ModuleScreen? {
    session.buildSilently(route, in: front)
  }

  /// The coordinator starts a feature as it shows it, the same for every front,
  /// so a screen itself never starts a load (and building one has no effect).
  private static func startFeature(of route: Route, in cores: ModuleCores) {
    switch route.module {
    case .home: cores.home.onAppear()
    case .accounts:
      // The list is the feature's root: nothing of its path is above it yet.
      if !cores.accounts.state.path.isEmpty { cores.accounts.send(.pathSet([])) }
      cores.accounts.send(.onAppear)
    case .ratings: cores.ratings.onAppear()
    case .settings: cores.settings.refresh()
    default: break
    }
    // A detail shown by a link or a relaunch (not by a selection, which pushed it already) joins the feature's path.
    if case .accountDetail(let id) = route, cores.accounts.state.path.last != .detail(accountID: id) {
      cores.accounts.send(.pathSet(cores.accounts.state.path + [.detail(accountID: id)]))
    }
  }

  // MARK: Run loop and input

  /// The commit point: legacy bindings catch up with the core, then the
  /// scene draws and writes one frame if anything changed.
  @discardableResult
  public func commit() -> Bool { session.commit() }

  /// Delivers a key press.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool { session.handleKey(key) }

  /// Taps the interactive element whose visible label is `label`.
  public func tap(label: String) throws(ApplicationError) {
    try session.tap(label: label)
  }

  /// Focuses `item`, as a tap would.
  public func focus(_ item: InteractiveItem) {
    scene.focus.focus(item)
  }

  /// The interactive element labelled `label` (first in reading order).
  public func element(labelled label: String) throws(ApplicationError) -> InteractiveItem {
    try session.element(labelled: label)
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
  public var bodiesEvaluated: Int { session.bodiesEvaluated }
}

extension Application: AppNavigating {
  /// Sign-in succeeded: start the session and replace the stack with home,
  /// or with the link that waited for the sign-in.
  public func signedIn(_ user: User) {
    cores.signIn(user)
    if !session.continuePendingLink() { session.replaceStack(with: .home) }
  }

  /// Opens a deep link (`strangler://home/offers/offerDetails:o3`) as far as
  /// it is valid; returns why it stopped short, if it did.
  @discardableResult
  public func open(_ link: String) -> LinkProblem? { session.open(link) }

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
    session.replaceStack(with: .login)
  }
}
