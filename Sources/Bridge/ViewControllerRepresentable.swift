import DeclarativeUI
import LegacyUI
import ScreenLayer
import TextSurface

/// Puts a legacy view controller inside a declarative tree, like
/// `UIViewControllerRepresentable`: how a declarative shell keeps showing the
/// screens not migrated yet (the late-migration inversion: a SwiftUI root
/// hosting the remaining UIKit screens).
///
/// The controller's view fills the rectangle the declarative layout gives it;
/// it gets its lifecycle callbacks as UIKit containment sends them
/// (`viewDidLoad`; `viewWillAppear`/`viewDidAppear` when it comes on screen;
/// `viewWillDisappear`/`viewDidDisappear` when a pushed screen or a
/// presentation covers it, or it leaves the tree), its title names the screen in the declarative
/// navigation bar, and its widgets draw, take focus and handle keys on the
/// declarative scene — one focus engine for both toolkits. What it presents
/// (an alert) is drawn over it and Esc dismisses it first.
///
/// ```swift
/// struct LegacyOffers: ViewControllerRepresentable {
///   let viewModel: OffersViewModel
///   func makeViewController(context: Context) -> OffersViewController { OffersViewController(viewModel: viewModel) }
///   func updateViewController(_ controller: OffersViewController, context: Context) {}
/// }
/// ```
public protocol ViewControllerRepresentable: DeclarativeUI.View where Body == HostedContent {
  associatedtype ViewControllerType: LegacyUI.ViewController
  associatedtype Coordinator = Void
  typealias Context = ViewControllerRepresentableContext<Self>

  /// Creates the controller, once per identity.
  func makeViewController(context: Context) -> ViewControllerType
  /// Brings the controller up to date with this representable's inputs.
  func updateViewController(_ controller: ViewControllerType, context: Context)
  /// Creates the object that receives the controller's callbacks.
  func makeCoordinator() -> Coordinator
}

/// What `makeViewController` and `updateViewController` get, like `UIViewControllerRepresentableContext`.
public struct ViewControllerRepresentableContext<Representable: ViewControllerRepresentable> {
  /// The representable's coordinator.
  public let coordinator: Representable.Coordinator
  /// The environment at the representable's place in the tree.
  public let environment: EnvironmentValues
}

extension ViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension ViewControllerRepresentable {
  /// The controller as foreign content of the declarative tree.
  public var body: HostedContent {
    HostedContent(
      make: { environment in
        let coordinator = makeCoordinator()
        let controller = makeViewController(context: Context(coordinator: coordinator, environment: environment))
        return LegacyControllerContent(controller: controller, coordinator: coordinator)
      },
      update: { content, environment in
        guard let content = content as? LegacyControllerContent,
          let controller = content.controller as? ViewControllerType,
          let coordinator = content.coordinator as? Coordinator
        else { return }
        updateViewController(controller, context: Context(coordinator: coordinator, environment: environment))
      })
  }
}

/// Shows an existing legacy view controller in a declarative tree: the
/// representable the declarative shell uses for a module still on legacy.
///
/// ```swift
/// LegacyScreen(controller: SettingsViewController(viewModel: viewModel, observations: observations))
/// ```
public struct LegacyScreen: ViewControllerRepresentable {
  /// The controller shown; made once, kept for as long as this view's identity.
  public let controller: LegacyUI.ViewController

  /// Shows `controller`.
  public init(controller: LegacyUI.ViewController) {
    self.controller = controller
  }

  /// Returns the controller given.
  public func makeViewController(context: Context) -> LegacyUI.ViewController { controller }
  /// Nothing to update: the controller binds to its own model.
  public func updateViewController(_ controller: LegacyUI.ViewController, context: Context) {}
}

/// A legacy controller as foreign content: on the declarative scene it runs
/// in a window embedded in that scene, which lays it out in the rectangle the
/// declarative layout gave, draws it, and offers its elements to the scene's
/// one focus engine.
final class LegacyControllerContent: ForeignContent {
  let controller: LegacyUI.ViewController
  let coordinator: Any
  private var window: LegacyUI.Window?
  /// Whether the controller is on screen, as its appearance callbacks last said.
  private var isVisible = false

  init(controller: LegacyUI.ViewController, coordinator: Any) {
    self.controller = controller
    self.coordinator = coordinator
  }

  func attach(to scene: Scene?) {
    guard let scene, window?.scene !== scene else { return }
    let window = LegacyUI.Window(embeddedIn: scene)
    self.window = window
    // Installing the root sends viewWillAppear/viewDidAppear: the controller is on screen from here.
    window.rootViewController = controller
    isVisible = true
  }

  func visibilityDidChange(to visible: Bool) {
    guard window != nil, visible != isVisible else { return }
    isVisible = visible
    if visible {
      controller.viewWillAppear()
      controller.viewDidAppear()
    } else {
      controller.viewWillDisappear()
      controller.viewDidDisappear()
    }
  }

  func dismantle() {
    visibilityDidChange(to: false)
    window?.rootViewController = nil
    window = nil
  }

  var title: String? { controller.title }

  func sizeThatFits(_ proposal: Size) -> Size { proposal }

  func place(in rect: Rect) {
    window?.embeddedContent.layout(in: rect)
  }

  /// The controller's views draw at their screen frames, inside the rectangle layout gave them.
  func draw(in canvas: inout Canvas, clip: Rect) {
    window?.embeddedContent.draw(in: &canvas, clip: clip)
  }

  func accessibilityNodes() -> [AccessibilityNode] {
    window?.embeddedContent.accessibilityNodes() ?? []
  }

  func interactiveItems() -> [InteractiveItem] {
    window?.embeddedContent.interactiveItems() ?? []
  }

  func prepareForCommit() {
    guard let window else { return }
    window.embeddedContent.prepareForCommit(window.scene)
  }

  func goBack() -> Bool {
    window?.embeddedContent.goBack() ?? false
  }
}
