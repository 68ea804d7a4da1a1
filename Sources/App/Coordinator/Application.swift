import AppCore
import FeatureFlags
import LegacyUI
import ScreenLayer
import TextSurface

/// The running app: the composition root's product, and its coordinator.
///
/// It owns navigation with the legacy `NavigationController` as the shell (as
/// all three source articles do), asks the flag router which front renders
/// each module at each navigation, and hosts declarative screens through the
/// Bridge. A module is latched to its front while on screen: configuration
/// changes apply at the next navigation to it, and only an explicit `flip`
/// rebuilds the current screen in place — from the same core objects, so
/// nothing the user typed or counted is lost.
///
/// ```swift
/// let app = Application(environment: AppEnvironment(scheduler: scheduler), flags: FlagConfiguration(),
///                       size: Size(width: 80, height: 24), output: RecordingOutput())
/// app.start(.tapCounter)
/// try app.tap(label: "Tap Me")
/// ```
public final class Application {
  public let environment: AppEnvironment
  public let flags: FlagRouter
  public let registry: ModuleRegistry
  public let cores: ModuleCores
  public let window: Window
  /// The signed-in user's id: the flag router's targeting key.
  public var userID: String? { cores.user?.id }

  private var navigation: NavigationController?
  private var screens: [ObjectIdentifier: Screen] = [:]
  private var isNavigating = false

  /// What is on screen for one navigation entry: its route and the flag decision it was built with.
  public struct Screen {
    public let route: Route
    public let decision: FlagDecision
  }

  public init(
    environment: AppEnvironment, flags configuration: FlagConfiguration, size: Size, output: FrameOutput,
    registry: ModuleRegistry? = nil
  ) {
    self.environment = environment
    self.registry = registry ?? .standard(environment: environment)
    flags = FlagRouter(configuration: configuration, modules: self.registry.flagModules)
    cores = ModuleCores(environment: environment)
    window = Window(size: size, output: output)
    cores.navigator = self
  }

  // MARK: Navigation

  /// Starts the app on `route`, replacing whatever was shown.
  public func start(_ route: Route) {
    let (controller, screen) = makeScreen(for: route)
    let navigation = NavigationController(rootViewController: controller)
    navigation.delegate = self
    screens = [ObjectIdentifier(controller): screen]
    self.navigation = navigation
    environment.effects.record(.route, "start", route.description)
    window.rootViewController = navigation
  }

  /// Pushes `route` on top of the current screen.
  public func show(_ route: Route) {
    guard let navigation else { return start(route) }
    let (controller, screen) = makeScreen(for: route)
    screens[ObjectIdentifier(controller)] = screen
    environment.effects.record(.route, "push", route.description)
    isNavigating = true
    navigation.pushViewController(controller)
    isNavigating = false
  }

  /// Goes back one screen (Esc); returns whether there was somewhere to go.
  @discardableResult
  public func back() -> Bool {
    window.rootViewController?.goBack() ?? false
  }

  /// The route on screen.
  public var currentRoute: Route? { currentScreen?.route }

  /// The route and decision of the screen on top.
  public var currentScreen: Screen? {
    guard let top = navigation?.topViewController else { return nil }
    return screens[ObjectIdentifier(top)]
  }

  /// Rebuilds the current screen in `front` (or the other front), keeping the
  /// module's core objects; later navigations to the module use it too.
  public func flip(_ module: ModuleID, to front: Front? = nil) throws(ApplicationError) {
    guard let navigation, let top = navigation.topViewController, let screen = screens[ObjectIdentifier(top)]
    else { throw .nothingOnScreen }
    guard screen.route.module == module else {
      throw .moduleNotOnScreen(module, current: screen.route.module)
    }
    let target = front ?? screen.decision.front.other
    flags.setRuntime(module: module.rawValue, front: target)
    // Nothing to rebuild when the router still says the same front (the same
    // target, or a kill switch that beats runtime switches).
    guard flags.decide(module: module.rawValue, user: userID).front != screen.decision.front else { return }
    let (controller, newScreen) = makeScreen(for: screen.route)
    screens[ObjectIdentifier(top)] = nil
    screens[ObjectIdentifier(controller)] = newScreen
    isNavigating = true
    navigation.setViewControllers(Array(navigation.viewControllers.dropLast()) + [controller])
    isNavigating = false
  }

  /// Builds the screen for `route` in the decided front, and records the
  /// decision as an exposure: this runs at navigation and on an explicit
  /// switch, never on a redraw, so there is one exposure per navigation.
  private func makeScreen(for route: Route) -> (ViewController, Screen) {
    let (controller, decision) = buildScreen(for: route)
    flags.recordExposure(decision, user: userID)
    return (controller, Screen(route: route, decision: decision))
  }

  private func buildScreen(for route: Route) -> (ViewController, FlagDecision) {
    let module = route.module
    let decision = flags.decide(module: module.rawValue, user: userID)
    guard let descriptor = registry.descriptor(for: module) else {
      return (MissingModuleViewController(module: module), decision)
    }
    if let controller = descriptor.makeScreen(decision.front, route, cores) {
      return (controller, decision)
    }
    // The decided front could not be built: fall back to the other one, and say why.
    let wanted = decision.front
    let fallback = FlagDecision(
      module: module.rawValue, front: wanted.other, reason: .error, source: decision.source,
      detail: "the \(wanted) screen of \(module) could not be built; using \(wanted.other) (asked: \(decision.detail))")
    let controller = descriptor.makeScreen(wanted.other, route, cores) ?? MissingModuleViewController(module: module)
    return (controller, fallback)
  }

  // MARK: Run loop

  /// The commit point: legacy bindings catch up with the core, then the
  /// window draws and writes one frame if anything changed.
  @discardableResult
  public func commit() -> Bool {
    environment.observations.flush()
    return window.commit()
  }

  // MARK: Input

  /// Delivers a key press.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    window.handleKey(key)
  }

  /// Taps the interactive element whose visible label is `label`.
  public func tap(label: String) throws(ApplicationError) {
    let item = try element(labelled: label)
    guard item.node.isEnabled else { throw .disabled(label) }
    window.focus(item)
    _ = item.owner.activate(item: item.id)
  }

  /// The interactive element labelled `label` (first in reading order).
  public func element(labelled label: String) throws(ApplicationError) -> InteractiveItem {
    guard navigation != nil else { throw .nothingOnScreen }
    let items = window.interactiveItems
    if let item = items.first(where: { $0.node.label == label && $0.node.isEnabled })
      ?? items.first(where: { $0.node.label == label })
    {
      return item
    }
    throw .noElement(label, available: items.map(\.node.label))
  }

  /// What is on screen now.
  public var frame: Frame { window.frame }

  /// What assistive technology reads now.
  public func accessibilityTree() -> AccessibilityNode { window.accessibilityTree() }
}

extension Application: AppNavigating {
  /// Sign-in succeeded: start the session and replace the stack with home.
  public func signedIn(_ user: User) {
    cores.signIn(user)
    let (controller, screen) = makeScreen(for: .home)
    screens = [ObjectIdentifier(controller): screen]
    environment.effects.record(.route, "replace", Route.home.description)
    isNavigating = true
    navigation?.setViewControllers([controller])
    isNavigating = false
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

  public func frontStatuses() -> [ModuleFrontStatus] {
    ModuleID.allCases.map { module in
      let decision = flags.decide(module: module.rawValue, user: userID)
      return ModuleFrontStatus(
        module: module, front: decision.front.rawValue, reason: decision.reason.rawValue,
        source: decision.source.rawValue, canSwitch: registry.descriptor(for: module)?.fronts.count == 2)
    }
  }

  /// Sign-out: clear the session and every module's state, back to sign-in.
  public func signOut() {
    cores.reset()
    let (controller, screen) = makeScreen(for: .login)
    screens = [ObjectIdentifier(controller): screen]
    environment.effects.record(.route, "replace", Route.login.description)
    isNavigating = true
    navigation?.setViewControllers([controller])
    isNavigating = false
  }
}

extension Application: NavigationControllerDelegate {
  public func navigationController(_ navigationController: NavigationController, didShow controller: ViewController) {
    let live = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
    screens = screens.filter { live.contains($0.key) }
    if !isNavigating, let screen = screens[ObjectIdentifier(controller)] {
      environment.effects.record(.route, "pop", screen.route.description)
    }
  }
}

/// Why an interaction with the app could not be done.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
  case nothingOnScreen
  case moduleNotOnScreen(ModuleID, current: ModuleID)
  case noElement(String, available: [String])
  case disabled(String)

  public var description: String {
    switch self {
    case .nothingOnScreen: "nothing is on screen yet; start a module first"
    case .moduleNotOnScreen(let module, let current): "\(module) is not on screen (\(current) is)"
    case .noElement(let label, let available):
      "no element labelled \"\(label)\" on screen"
        + (available.isEmpty ? "" : "; available: " + available.map { "\"\($0)\"" }.joined(separator: ", "))
    case .disabled(let label): "\"\(label)\" is disabled"
    }
  }
}

/// Shown for a route whose module is not registered: a clear message, not a crash.
final class MissingModuleViewController: ViewController {
  init(module: ModuleID) {
    super.init(title: "\(module)")
  }

  override func viewDidLoad() {
    let label = Label(text: "\(title) is not available in this build")
    view.addSubview(label)
  }

  override func viewDidLayoutSubviews() {
    view.subviews.first?.frame = Layout.centered(view.subviews.first!.sizeThatFits(view.bounds.size), in: view.bounds)
  }
}
