import FeatureFlags
import LegacyUI
import Migration
import ScreenLayer
import TextSurface

/// The legacy shell: a `Window` whose root is a `NavigationController`, as
/// all three source articles start. Legacy screens are pushed as they are; a
/// declarative screen needs the Bridge's hosting controller, which the
/// composition passes in (`hostingDeclarative`) when both toolkits are linked.
public final class LegacyShell: AppShell, NavigationControllerDelegate {
  /// Wraps a screen of the other toolkit in a view controller, and reports the
  /// bodies its renderer has evaluated so far.
  public typealias Hosting = (ModuleScreen) -> (controller: ViewController, bodiesEvaluated: () -> Int)

  public let front = Front.legacy
  /// The window the navigation controller fills.
  public let window: Window
  public var onPop: ((Int) -> Void)?
  private let hosting: Hosting?
  private var navigation: NavigationController?
  /// The controller built for each screen of the stack, so a screen keeps its controller across stack changes.
  private var controllers: [ObjectIdentifier: (screen: ModuleScreen, controller: ViewController)] = [:]
  /// Body counters of hosting controllers still in the stack, and the total of those that left it.
  private var hostedBodies: [ObjectIdentifier: () -> Int] = [:]
  private var retiredBodies = 0
  private var isSettingStack = false

  /// A legacy shell on a `size` window writing to `output`; `hosting` shows declarative screens.
  public init(size: Size, output: FrameOutput, hosting: Hosting? = nil) {
    window = Window(size: size, output: output)
    self.hosting = hosting
  }

  public var scene: Scene { window.scene }

  public func setStack(_ stack: [ModuleScreen]) {
    let built = stack.map(controller(for:))
    isSettingStack = true
    defer { isSettingStack = false }
    if let navigation {
      navigation.setViewControllers(built)
    } else {
      let navigation = NavigationController(rootViewController: built[0])
      navigation.delegate = self
      self.navigation = navigation
      window.rootViewController = navigation
      for controller in built.dropFirst() { navigation.pushViewController(controller) }
    }
    forgetScreens(notIn: stack)
  }

  public func goBack() -> Bool {
    window.rootViewController?.goBack() ?? false
  }

  public var bodiesEvaluated: Int {
    retiredBodies + hostedBodies.values.reduce(0) { $0 + $1() }
  }

  public func navigationController(_ navigationController: NavigationController, didShow controller: ViewController) {
    guard !isSettingStack else { return }
    let live = navigationController.viewControllers
    forgetScreens(notIn: controllers.values.filter { entry in live.contains { $0 === entry.controller } }.map(\.screen))
    onPop?(live.count)
  }

  private func controller(for screen: ModuleScreen) -> ViewController {
    if let existing = controllers[ObjectIdentifier(screen)] { return existing.controller }
    let controller: ViewController
    if let legacy = screen.content as? ViewController {
      controller = legacy
    } else if screen.content == nil {
      controller = ViewController(title: screen.title)  // a placeholder: an empty screen under its title
    } else if let hosting {
      let hosted = hosting(screen)
      controller = hosted.controller
      hostedBodies[ObjectIdentifier(screen)] = hosted.bodiesEvaluated
    } else {
      preconditionFailure("a \(screen.front) screen under the legacy shell needs the Bridge's hosting controller")
    }
    controllers[ObjectIdentifier(screen)] = (screen, controller)
    return controller
  }

  private func forgetScreens(notIn stack: [ModuleScreen]) {
    let kept = Set(stack.map(ObjectIdentifier.init))
    for key in controllers.keys where !kept.contains(key) {
      controllers[key] = nil
      if let bodies = hostedBodies.removeValue(forKey: key) { retiredBodies += bodies() }
    }
  }
}

extension ShellFactory {
  /// Legacy shells; `hosting` (from the Bridge) lets them show declarative screens.
  public static func legacy(hosting: LegacyShell.Hosting? = nil) -> ShellFactory {
    ShellFactory(front: .legacy, shows: hosting == nil ? [.legacy] : [.legacy, .declarative]) { size, output in
      LegacyShell(size: size, output: output, hosting: hosting)
    }
  }
}

extension ModuleScreen {
  /// A legacy screen: `controller`, titled as the controller is.
  public static func legacy(_ controller: ViewController) -> ModuleScreen {
    ModuleScreen(front: .legacy, title: controller.title, content: controller)
  }
}
