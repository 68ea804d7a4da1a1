import TextSurface

/// Manages one screen's view hierarchy, like `UIViewController`.
///
/// The view is created lazily by `loadView()` the first time it is asked for,
/// then `viewDidLoad()` runs once; appearance callbacks come in UIKit's order
/// as the controller is pushed, popped, presented or dismissed:
/// `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`.
open class ViewController {
  /// Shown in the navigation bar.
  public var title: String {
    didSet { if title != oldValue { navigationController?.view.setNeedsDisplay() } }
  }
  private var loadedView: View?
  public internal(set) weak var navigationController: NavigationController?
  /// The controller presenting this one modally, if any.
  public internal(set) weak var presentingViewController: ViewController?
  /// The controller this one presents modally, if any.
  public internal(set) var presentedViewController: ViewController?

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

  public var isViewLoaded: Bool { loadedView != nil }

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

  open func viewDidLoad() {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews: position views here,
  /// as constraints would.
  open func viewDidLayoutSubviews() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
  open func viewWillDisappear() {}
  open func viewDidDisappear() {}

  /// Called on the window's root controller before each commit; containers
  /// forward it so bars and titles are current when the screen is drawn.
  open func willCommit() {
    presentedViewController?.willCommit()
  }

  /// How the window encodes frames while this controller is on screen. A
  /// legacy screen redraws everything; a hosting controller writes changes only.
  open var preferredFrameEncoding: FrameEncoding { .fullRedraw }

  /// The controller whose content is on screen (the top of a navigation stack,
  /// or a presented controller).
  open var visibleViewController: ViewController {
    presentedViewController?.visibleViewController ?? self
  }

  /// Presents `controller` modally over this one, covering the whole window.
  public func present(_ controller: ViewController) {
    guard presentedViewController == nil else { return }
    let covered = visibleViewController
    controller.presentingViewController = self
    controller.loadViewIfNeeded()
    covered.viewWillDisappear()
    controller.viewWillAppear()
    presentedViewController = controller
    rootWindow?.modalDidChange()
    covered.viewDidDisappear()
    controller.viewDidAppear()
  }

  /// Dismisses the controller this one presents (or, on a presented one, itself).
  public func dismiss() {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss()
      return
    }
    presented.viewWillDisappear()
    presentedViewController = nil
    let uncovered = visibleViewController
    uncovered.viewWillAppear()
    rootWindow?.modalDidChange()
    presented.viewDidDisappear()
    uncovered.viewDidAppear()
    presented.presentingViewController = nil
  }

  /// Goes back one step (Esc): dismiss a modal, else pop the navigation stack.
  /// Returns whether anything happened.
  @discardableResult
  open func goBack() -> Bool {
    if presentedViewController != nil {
      if presentedViewController!.goBack() { return true }
      dismiss()
      return true
    }
    return false
  }

  var rootWindow: Window? {
    var controller: ViewController = self
    while let parent = controller.presentingViewController ?? controller.navigationController {
      controller = parent
    }
    return controller.installedWindow
  }

  weak var installedWindow: Window?
}

/// How a window turns a drawn frame into bytes.
public enum FrameEncoding: Sendable {
  /// Write every cell of every row (the legacy baseline).
  case fullRedraw
  /// Write only the cells that changed since the last frame, cheapest encoding.
  case changedCells
}
