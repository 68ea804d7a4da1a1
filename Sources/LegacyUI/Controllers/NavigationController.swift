import ScreenLayer
import TextSurface

/// Is told when a navigation controller shows another controller, like
/// `UINavigationControllerDelegate`; the app's coordinator uses it to log routes.
public protocol NavigationControllerDelegate: AnyObject {
  /// `controller` is now the top of the stack (after a push, pop or replacement).
  func navigationController(_ navigationController: NavigationController, didShow controller: ViewController)
}

/// A stack of controllers with a navigation bar, like `UINavigationController`.
///
/// The bar shows the top controller's title and, below the root, `< Back`.
/// Pushing and popping run the appearance callbacks in UIKit's order. Esc is
/// the back button's action (it pops, after dismissing any modal); the back
/// button is drawn but is not a focus stop, so a pushed screen's first widget
/// gets focus, as the focus rules require (ARCHITECTURE.md). Nothing animates, so there is no
/// `animated:` argument.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: HomeViewController())
/// navigation.pushViewController(OffersViewController())
/// navigation.popViewController()
/// ```
open class NavigationController: ViewController {
  /// The stack, root first, like `viewControllers`.
  public private(set) var viewControllers: [ViewController] = []
  /// Told when another controller is shown; held weakly.
  public weak var delegate: NavigationControllerDelegate?
  private let bar = NavigationBar()
  private let content = View()

  /// A stack holding `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init()
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  open override var visibleViewController: ViewController {
    presentedViewController?.visibleViewController ?? topViewController?.visibleViewController ?? self
  }

  override var visibleChild: ViewController? { topViewController }

  open override func loadView() {
    let container = NavigationContainerView(bar: bar, content: content)
    view = container
  }

  open override func viewDidLoad() {
    if let top = topViewController { install(top) }
  }

  open override func viewWillAppear() { topViewController?.sendWillAppear() }
  open override func viewDidAppear() { topViewController?.sendDidAppear() }
  open override func viewWillDisappear() { topViewController?.sendWillDisappear() }
  open override func viewDidDisappear() { topViewController?.sendDidDisappear() }

  /// Pushes `controller` on top of the stack and shows it.
  public func pushViewController(_ controller: ViewController) {
    transition(to: viewControllers + [controller])
  }

  /// Pops the top controller; returns it, or nil at the root.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let top = viewControllers.last
    transition(to: Array(viewControllers.dropLast()))
    return top
  }

  /// Pops back to the root controller; returns the controllers removed.
  @discardableResult
  public func popToRootViewController() -> [ViewController] {
    guard viewControllers.count > 1 else { return [] }
    let removed = Array(viewControllers.dropFirst())
    transition(to: [viewControllers[0]])
    return removed
  }

  /// Replaces the whole stack, e.g. after sign-in or when a screen is rebuilt in the other front.
  public func setViewControllers(_ controllers: [ViewController]) {
    guard !controllers.isEmpty else { return }
    transition(to: controllers)
  }

  open override func goBack() -> Bool {
    if super.goBack() { return true }
    return popViewController() != nil
  }

  private func transition(to stack: [ViewController]) {
    let old = topViewController
    let new = stack.last!
    for controller in stack { controller.navigationController = self }
    let changesTop = old !== new
    if changesTop {
      new.loadViewIfNeeded()
      if isViewLoaded {
        old?.sendWillDisappear()
        new.sendWillAppear()
      }
    }
    for removed in viewControllers where !stack.contains(where: { $0 === removed }) {
      removed.navigationController = nil
    }
    viewControllers = stack
    guard changesTop else { return }
    if isViewLoaded {
      old?.view.removeFromSuperview()
      install(new)
      rootWindow?.stackDidChange(depth: stack.count)
      old?.sendDidDisappear()
      new.sendDidAppear()
    }
    delegate?.navigationController(self, didShow: new)
  }

  private func install(_ controller: ViewController) {
    content.addSubview(controller.view)
    bar.title = controller.title
    bar.showsBack = viewControllers.count > 1
    view.setNeedsLayout()
  }

  /// Keeps the bar's title current when the top controller renames itself.
  open override func willCommit() {
    super.willCommit()
    if let top = topViewController {
      bar.title = top.title
      bar.showsBack = viewControllers.count > 1
    }
  }
}

/// The bar, drawn and described by the shared `NavigationBarAppearance`.
final class NavigationBar: View {
  var title = "" {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  var showsBack = false {
    didSet { if showsBack != oldValue { setNeedsDisplay() } }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    NavigationBarAppearance.draw(title: title, showsBack: showsBack, in: &canvas, rect: rect, clip: clip)
  }

  override func accessibilityNode() -> AccessibilityNode? {
    NavigationBarAppearance.accessibilityNode(title: title, showsBack: showsBack, frame: absoluteFrame)
  }
}

/// Places the bar on top and the content below it.
final class NavigationContainerView: View {
  let bar: NavigationBar
  let content: View

  init(bar: NavigationBar, content: View) {
    self.bar = bar
    self.content = content
    super.init()
    addSubview(bar)
    addSubview(content)
  }

  override func layoutSubviews() {
    (bar.frame, content.frame) = NavigationBarAppearance.split(Rect(origin: .zero, size: bounds.size))
    for child in content.subviews { child.frame = content.bounds }
  }
}
