import ScreenLayer
import TextSurface

/// Manages one screen's view hierarchy, like `UIViewController`.
///
/// The view is created lazily by `loadView()` the first time it is asked for,
/// then `viewDidLoad()` runs once; appearance callbacks come in UIKit's order
/// as the controller is pushed, popped, presented or dismissed:
/// `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`
/// (the leaving controller's `will` before the arriving one's, then the
/// leaving one's `did` before the arriving one's). The callbacks take no
/// `animated:` argument: nothing animates.
///
/// Layout is top-down from the window's size: the window sizes the root view,
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` bracket the root view's
/// `layoutSubviews`, and the controller positions its views there, as Auto
/// Layout constraints would.
///
/// ```swift
/// final class GreetingViewController: ViewController {
///   private let label = Label(text: "Hello")
///   override func viewDidLoad() { view.addSubview(label) }
///   override func viewDidLayoutSubviews() {
///     label.frame = Layout.centered(label.sizeThatFits(view.bounds.size), in: view.bounds)
///   }
/// }
/// ```
open class ViewController {
  /// Shown in the navigation bar.
  public var title: String {
    didSet { if title != oldValue { navigationController?.view.setNeedsDisplay() } }
  }
  private var loadedView: View?
  /// The navigation controller whose stack holds this controller, if any.
  public internal(set) weak var navigationController: NavigationController?
  /// The controller presenting this one modally, if any.
  public internal(set) weak var presentingViewController: ViewController?
  /// The controller this one presents modally, if any.
  public internal(set) var presentedViewController: ViewController?

  /// A controller whose screen is called `title` (shown in the navigation bar).
  public init(title: String = "") {
    self.title = title
  }

  /// The root view, loaded on first access.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue.owningController = self
    }
  }

  /// Whether `loadView()` has run.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded (`loadView()`, then `viewDidLoad()`).
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View() }
    viewDidLoad()
  }

  /// Creates the root view; override to build a custom one and assign `view`.
  open func loadView() {
    view = View()
  }

  /// Called once, after the view loaded: build and bind widgets here.
  open func viewDidLoad() {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews: position views here,
  /// as constraints would.
  open func viewDidLayoutSubviews() {}
  /// The view is about to come on screen (push, pop back to it, dismissal of what covered it).
  open func viewWillAppear() {}
  /// The view is on screen.
  open func viewDidAppear() {}
  /// The view is about to leave the screen (or be covered by a full-screen modal).
  open func viewWillDisappear() {}
  /// The view left the screen.
  open func viewDidDisappear() {}

  /// Called on the window's root controller before each commit; containers
  /// forward it so bars and titles are current when the screen is drawn.
  open func willCommit() {
    presentedViewController?.willCommit()
  }

  /// The controller whose content is on screen (the top of a navigation stack,
  /// or a presented controller).
  open var visibleViewController: ViewController {
    presentedViewController?.visibleViewController ?? visibleChild?.visibleViewController ?? self
  }

  /// The child whose content this container shows (a navigation controller's
  /// top); nil for a plain controller. Presentation and Esc follow it.
  var visibleChild: ViewController? { nil }

  /// The controller presented somewhere along the visible path: by this
  /// controller, or by the child it shows (a screen inside a navigation stack
  /// presenting an alert).
  var activePresentation: ViewController? {
    presentedViewController ?? visibleChild?.activePresentation
  }

  /// How a presented controller covers the screen, like `UIModalPresentationStyle`.
  public enum ModalPresentationStyle: Sendable {
    /// Covers the whole window; the screen behind is neither drawn nor told it appears.
    /// Presented from a screen inside a navigation stack, the navigation controller
    /// presents it, as UIKit forwards a full-screen presentation to the root.
    case fullScreen
    /// Drawn over the presenting screen, which stays drawn and gets no
    /// disappear/appear callbacks (UIKit's `.overFullScreen`; alerts use it).
    case overFullScreen
  }

  /// How this controller covers the screen when presented; `.fullScreen` by default.
  public var modalPresentationStyle: ModalPresentationStyle = .fullScreen

  /// Presents `controller` modally, like `present(_:animated:completion:)`
  /// (there is no animation, so no completion either: it has appeared on return).
  ///
  /// A full-screen controller covers the window and the covered screen gets
  /// `viewWillDisappear`/`viewDidDisappear`; an `.overFullScreen` one (an
  /// alert) is drawn over this controller's view, which stays on screen.
  public func present(_ controller: ViewController) {
    if controller.modalPresentationStyle == .fullScreen, let navigationController {
      navigationController.present(controller)
      return
    }
    guard presentedViewController == nil else { return }
    let covered = controller.modalPresentationStyle == .fullScreen ? visibleViewController : nil
    controller.presentingViewController = self
    controller.loadViewIfNeeded()
    covered?.sendWillDisappear()
    controller.sendWillAppear()
    presentedViewController = controller
    rootWindow?.modalDidChange()
    covered?.sendDidDisappear()
    controller.sendDidAppear()
  }

  /// Dismisses the controller this one presents (or, on a presented one,
  /// itself), like `dismiss(animated:completion:)`.
  public func dismiss() {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss()
      return
    }
    if presented.presentedViewController != nil { presented.dismiss() }
    let uncovers = presented.modalPresentationStyle == .fullScreen
    presented.sendWillDisappear()
    presentedViewController = nil
    let uncovered = uncovers ? visibleViewController : nil
    uncovered?.sendWillAppear()
    rootWindow?.modalDidChange()
    presented.sendDidDisappear()
    uncovered?.sendDidAppear()
    presented.presentingViewController = nil
  }

  /// Goes back one step (Esc): dismiss a modal, else pop the navigation stack.
  /// Returns whether anything happened. Override to consume Esc (an alert does).
  @discardableResult
  open func goBack() -> Bool {
    if let presented = presentedViewController {
      if presented.goBack() { return true }
      dismiss()
      return true
    }
    return visibleChild?.goBack() ?? false
  }

  var rootWindow: Window? {
    var controller: ViewController = self
    while let parent = controller.presentingViewController ?? controller.navigationController ?? controller.parent {
      controller = parent
    }
    return controller.installedWindow
  }

  weak var installedWindow: Window?

  // MARK: Containment

  /// The child controllers, in the order they were added, like `children`.
  public private(set) var children: [ViewController] = []
  /// The container this controller is a child of, like `parent`.
  public private(set) weak var parent: ViewController?

  /// Makes `child` a child of this controller, like `addChild(_:)`: it calls
  /// `child.willMove(toParent: self)` (removing it from a former parent
  /// first). Then add the child's view to this controller's hierarchy and call
  /// `child.didMove(toParent: self)`; while this controller is on screen, the
  /// child gets `viewWillAppear`/`viewDidAppear` as its view joins the hierarchy.
  ///
  /// ```swift
  /// addChild(card)
  /// view.addSubview(card.view)
  /// card.didMove(toParent: self)
  /// ```
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Takes this controller out of its parent, like `removeFromParent()`: call
  /// `willMove(toParent: nil)` and remove the view first; this calls `didMove(toParent: nil)`.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before this controller is added to (or, with nil, removed from) a container.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after this controller was added to (or, with nil, removed from) a container.
  open func didMove(toParent parent: ViewController?) {}

  /// Whether the view is on screen, between `viewWillAppear` and `viewWillDisappear`.
  public private(set) var isAppearing = false

  /// The children whose views are in this controller's view hierarchy: they
  /// appear and disappear with it, as UIKit forwards appearance methods.
  private var childrenOnScreen: [ViewController] {
    guard isViewLoaded else { return [] }
    return children.filter { $0.isViewLoaded && $0.view.superview != nil && $0.view.isDescendant(of: view) }
  }

  func sendWillAppear() {
    isAppearing = true
    viewWillAppear()
    for child in childrenOnScreen where !child.isAppearing { child.sendWillAppear() }
  }

  func sendDidAppear() {
    viewDidAppear()
    for child in childrenOnScreen { child.sendDidAppear() }
  }

  func sendWillDisappear() {
    isAppearing = false
    viewWillDisappear()
    for child in childrenOnScreen where child.isAppearing { child.sendWillDisappear() }
  }

  func sendDidDisappear() {
    viewDidDisappear()
    for child in childrenOnScreen { child.sendDidDisappear() }
  }

  /// A child's view joined this controller's hierarchy (`addSubview`) while it is on screen: the child appears.
  func childViewDidMove(_ child: ViewController, onScreen: Bool) {
    if onScreen, isAppearing, !child.isAppearing {
      child.sendWillAppear()
      child.sendDidAppear()
    } else if !onScreen, child.isAppearing {
      child.sendWillDisappear()
      child.sendDidDisappear()
    }
  }
}
