import DeclarativeUI
import LegacyUI
import TextSurface

/// Puts a declarative view inside the legacy navigation, like
/// `UIHostingController`: "UIKit's life cycle ends here and SwiftUI begins".
///
/// The legacy window still owns the screen, focus and the commit; this
/// controller's view draws the declarative tree into its frame and offers the
/// tree's buttons and fields to the window's focus engine. While it is on
/// screen, the window writes only changed cells.
///
/// ```swift
/// let controller = HostingController(rootView: TapCounterView(viewModel: module.viewModel), title: "Tap Counter")
/// navigationController.pushViewController(controller)
/// ```
open class HostingController<Content: DeclarativeUI.View>: LegacyUI.ViewController {
  /// The declarative renderer behind this controller.
  public let host: ViewHost

  /// The root view; assigning a new value updates the tree in place.
  public var rootView: Content {
    didSet {
      host.setRootView(rootView)
      // New inputs can change any layout and the set of focusable elements (a list's rows), and
      // `setRootView` updates the tree at once, leaving no invalidation for the commit to find: ask
      // for layout here, so the window collects its focus order again, as after a legacy reload.
      if isViewLoaded { view.setNeedsLayout() }
    }
  }

  public init(rootView: Content, title: String = "") {
    self.rootView = rootView
    host = ViewHost(rootView: rootView)
    super.init(title: title)
  }

  open override func loadView() {
    view = HostingView(host: host)
  }

  open override var preferredFrameEncoding: FrameEncoding { .changedCells }
}

/// The legacy view that carries a declarative tree.
///
/// It feeds the host the window's clock, turns the host's focus requests
/// (a list row scrolled into view, an alert's first action) into the
/// window's, and attaches the legacy views of representables as its
/// subviews, so the window lays out, draws and focuses them as its own.
final class HostingView: LegacyUI.View {
  let host: ViewHost

  init(host: ViewHost) {
    self.host = host
    super.init()
    host.onFocusRequest = { [weak self] id in self?.focus(element: id) }
  }

  /// Focuses an element now if the window already knows it (a row in view), as the
  /// window's own arrow keys would; otherwise at the next commit, once layout made it exist.
  private func focus(element id: ElementID) {
    if let window, let item = window.interactiveItems.first(where: { $0.owner === self && $0.id == AnyHashable(id) }) {
      window.focus(item)
    } else {
      requestFocus(item: id)
    }
  }

  /// The commit point: re-run invalidated bodies, then ask for layout if anything
  /// changed (or focus moved: a scroll view follows it); else redraw a due animation frame.
  override func prepareForCommit() {
    if let clock = window?.clock { host.clock = clock }
    let focusMoved = focusedItem?.base as? ElementID != host.focusedElement
    if host.update() || focusMoved {
      setNeedsLayout()
    } else if host.needsAnimationFrame {
      setNeedsDisplay()
    }
  }

  /// Focus moved to, within or away from the tree. A scroll view follows focus when the host lays
  /// out, so lay out now: the frame of the commit that moved focus (the first focus of a screen
  /// comes after its layout) then shows the focused element, as a legacy scroll view scrolls at once.
  override func didUpdateFocus(from previousItem: AnyHashable?) {
    guard focusedItem?.base as? ElementID != host.focusedElement, window != nil else { return }
    layoutSubviews()
  }

  override func layoutSubviews() {
    syncFocus()
    host.layout(in: absoluteFrame)
    attachLegacyViews()
  }

  /// Makes the legacy views of representables this view's subviews, at the frames the declarative layout gave them.
  private func attachLegacyViews() {
    let contents = host.foreignContents.compactMap { $0 as? LegacyContent }
    let attached = Set(contents.map { ObjectIdentifier($0.view) })
    for view in subviews where !attached.contains(ObjectIdentifier(view)) { view.removeFromSuperview() }
    let origin = absoluteFrame.origin
    for content in contents {
      if content.view.superview !== self { addSubview(content.view) }
      content.view.frame = content.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    syncFocus()
    host.draw(in: &canvas, clip: clip)
  }

  override func interactiveItems() -> [InteractiveItem] {
    syncFocus()
    return host.interactiveElements().map { InteractiveItem(owner: self, id: $0.id, node: $0.node) }
  }

  override func handleKey(_ key: Key, item id: AnyHashable) -> Bool {
    guard let element = id.base as? ElementID else { return false }
    return host.handleKey(key, element: element)
  }

  override func activate(item id: AnyHashable) -> Bool {
    guard let element = id.base as? ElementID else { return false }
    return host.activate(element: element)
  }

  override func accessibilityNodes() -> [AccessibilityNode] {
    guard !isHidden else { return [] }
    syncFocus()
    return host.accessibilityNodes()
  }

  private func syncFocus() {
    host.focusedElement = focusedItem?.base as? ElementID
  }
}
