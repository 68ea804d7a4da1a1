import DeclarativeUI
import LegacyUI
import ScreenLayer
import TextSurface

/// Puts a declarative view inside the legacy navigation, like
/// `UIHostingController`: "UIKit's life cycle ends here and SwiftUI begins".
///
/// The scene under the legacy window owns the commit and focus; this
/// controller's view draws the declarative tree into its frame and offers the
/// tree's elements — owned by the tree's host — to the one focus engine.
/// While it is on screen, frames are written as changed cells, compared only
/// within the tree's damage and the legacy chrome around it.
///
/// ```swift
/// let controller = HostingController(rootView: TapCounterView(viewModel: viewModel), title: "Tap Counter")
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
      // for layout here, so the scene collects its focus order again, as after a legacy reload.
      if isViewLoaded { view.setNeedsLayout() }
    }
  }

  /// A controller titled `title` showing `rootView`.
  public init(rootView: Content, title: String = "") {
    self.rootView = rootView
    host = ViewHost(rootView: rootView)
    super.init(title: title)
  }

  open override func loadView() {
    view = HostingView(host: host)
  }
}

/// A legacy view that carries a declarative tree, like the `UIHostingController`'s
/// view (or `_UIHostingView`): a declarative component anywhere in a legacy
/// view hierarchy — a card in a stack view, a row in a table view cell
/// (`HostingConfiguration`). It sizes itself from the tree (`sizeThatFits`),
/// so a stack view lays it out like any widget.
///
/// It feeds the host the scene's clock, points the host at the window's scene
/// for focus (`ViewHost.focusEmbedding`: requests, moves, screen changes and
/// alerts go to the one focus engine), and attaches the legacy views of
/// representables as its subviews, so the window lays out, draws and focuses
/// them as its own.
///
/// ```swift
/// let summary = HostingView(rootView: RatingsSummary(text: "4.8 ★"))
/// stack.addArrangedSubview(summary)
/// summary.setRootView(RatingsSummary(text: "4.9 ★"))   // new inputs, the same tree
/// ```
public final class HostingView: LegacyUI.View, DamageReporting {
  /// The declarative renderer behind this view.
  public let host: ViewHost
  /// A view showing `rootView`.
  public convenience init(rootView: some DeclarativeUI.View) {
    self.init(host: ViewHost(rootView: rootView), isScreen: false)
  }

  init(host: ViewHost, isScreen: Bool = true) {
    self.host = host
    host.isScreen = isScreen
    super.init()
    // Spinners follow the window's instant of the commit (`Window.now`), wherever the view is shown.
    host.clock = { [weak self] in self?.window?.now ?? .zero }
  }

  /// Gives the tree new inputs (like assigning a hosting controller's `rootView`): the tree updates in place.
  public func setRootView(_ rootView: some DeclarativeUI.View) {
    host.setRootView(rootView)
    setNeedsLayout()
  }

  /// The size the declarative content wants within `size`.
  public override func sizeThatFits(_ size: Size) -> Size {
    host.sizeThatFits(size)
  }

  /// The commit point: re-run invalidated bodies, then ask for layout if anything
  /// changed; else redraw a due animation frame.
  public override func prepareForCommit() {
    // The tree reports focus to the scene of the window it is in (`FocusEmbedding`),
    // and a screen its damage (a component is redrawn with the legacy screen around it).
    host.focusEmbedding = window?.scene
    if host.isScreen { window?.scene.damageTracker.register(self) }
    if host.update() {
      // Only what nodes show may have changed (a countdown's text): then it redraws without a layout.
      if host.needsLayout { setNeedsLayout() } else { setNeedsDisplay() }
    } else if host.needsAnimationFrame {
      setNeedsDisplay()
    }
  }

  /// Lays the tree out in this view's frame and places representables' legacy views.
  public override func layoutSubviews() {
    host.focusEmbedding = window?.scene
    host.layout(in: absoluteFrame)
    attachLegacyViews()
  }

  /// Makes the legacy views of representables this view's subviews, at the frames the declarative layout gave them.
  private func attachLegacyViews() {
    let contents = host.foreignContents.compactMap { $0 as? LegacyContent }.filter { !$0.drawsInline }
    let attached = Set(contents.map { ObjectIdentifier($0.view) })
    for view in subviews where !attached.contains(ObjectIdentifier(view)) { view.removeFromSuperview() }
    let origin = absoluteFrame.origin
    for content in contents {
      if content.view.superview !== self { addSubview(content.view) }
      content.view.frame = content.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// Draws the tree.
  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    host.draw(in: &canvas, clip: clip)
  }

  /// A hosting controller's tree knows where its drawing changed
  /// (`ViewHost.reportDamage(to:in:by:isKnown:)`: the host and its lists
  /// report), so the scene redraws and compares only there and where legacy
  /// views around it changed. Nothing is reported (the frame is drawn whole)
  /// while a presentation is drawn over the screen or the view is hidden;
  /// the damage is unknown while another view draws over the tree (its
  /// drawing is not the host's).
  public func reportDamage(to tracker: DamageTracker) {
    guard let window, window.drawnLayerCount == 1, let frame = visibleFrame(in: window) else {
      host.discardDamage()  // the host's period ends with every drawn frame
      return
    }
    let region = frame.intersection(tracker.bounds)
    host.reportDamage(
      to: tracker, in: region, by: self, isKnown: !window.hasOtherView(drawingIn: region, besides: self))
  }

  /// Where this view is on screen, nil when it or a view it is in is hidden;
  /// kept while the window's views stay where they are (`Window.geometryVersion`).
  private func visibleFrame(in window: Window) -> Rect? {
    if let placement, placementWindow === window, placement.version == window.geometryVersion {
      return placement.frame
    }
    var isVisible = true
    var view: LegacyUI.View? = self
    while let current = view, isVisible {
      isVisible = !current.isHidden
      view = current.superview
    }
    let frame = isVisible ? absoluteFrame : nil
    placement = (window.geometryVersion, frame)
    placementWindow = window
    return frame
  }

  private var placement: (version: Int, frame: Rect?)?
  /// The window `placement` was found in. Weak, and compared by identity: a
  /// window that goes leaves nil here, never an address another window reuses.
  private weak var placementWindow: Window?

  /// The tree's interactive elements, for the scene's focus engine.
  public override func interactiveItems() -> [InteractiveItem] {
    host.interactiveItems()
  }

  /// The tree's semantics.
  public override func accessibilityNodes() -> [AccessibilityNode] {
    guard !isHidden else { return [] }
    return host.accessibilityNodes()
  }
}
