import ScreenLayer
import TextSurface

/// The base of every widget, like `UIView`: a retained object with a frame in
/// its superview's coordinates, subviews, and drawing and layout hooks.
///
/// Widgets are mutated imperatively (`label.text = "…"`); every mutation that
/// changes what is shown calls `setNeedsDisplay()`, and the window redraws the
/// whole screen at the next commit.
///
/// ```swift
/// let container = View()
/// container.addSubview(Label(text: "Hello"))
/// ```
open class View: FocusResponder {
  /// Position and size in the superview's coordinate space.
  public var frame: Rect = .zero {
    didSet {
      guard frame != oldValue, let window else { return }
      window.geometryDidChange()
      window.scene.needsLayout = true
      // Where the view was and where it is both change (as `setNeedsLayout()` notes).
      let damage = window.scene.damageTracker
      if damage.notesChanges {
        damage.noteChange(in: superview?.screenRect(of: oldValue) ?? oldValue)
        damage.noteChange(in: absoluteFrame)
      }
    }
  }
  /// The child views, back to front (later ones draw over earlier ones).
  public private(set) var subviews: [View] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: View?
  /// Hidden views are neither drawn, laid out, focusable nor reported to accessibility.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      window?.geometryDidChange()
      setNeedsLayout()
    }
  }
  /// Set by the window on the root view of its hierarchy.
  weak var rootWindow: Window? {
    didSet { if rootWindow !== oldValue { windowDidChange() } }
  }
  /// The window of this view's hierarchy, kept as the hierarchy changes (a
  /// `UIView` knows its window too): every `setNeedsLayout()` and
  /// `setNeedsDisplay()` asks for it — each label of each reconfigured table
  /// cell — and finding it was a walk to the root through weak links.
  private weak var cachedWindow: Window?
  /// The controller whose root view this is; told before and after layout.
  weak var owningController: ViewController?
  /// What assistive technology and scenario steps call this view, like
  /// `UIView.accessibilityLabel`; when nil a widget uses its visible text.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }

  /// A view with a zero frame; its superview's layout gives it one.
  public init() {}

  /// The window this view is in, if any.
  public var window: Window? { cachedWindow }

  /// This view's superview or root window changed: it and its subtree find their window again.
  /// A view whose window stayed has a subtree whose windows stayed.
  private func windowDidChange() {
    let window = rootWindow ?? superview?.cachedWindow
    guard window !== cachedWindow else { return }
    // The view left one window's drawing and joined another's.
    cachedWindow?.geometryDidChange()
    window?.geometryDidChange()
    cachedWindow = window
    for subview in subviews { subview.windowDidChange() }
  }

  /// This view's rectangle in its own coordinates. Its origin is zero except
  /// in a scroll view, where it is the content offset — as in UIKit, scrolling
  /// moves the bounds, and subviews keep their frames in content coordinates.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

  /// The origin of `bounds`; only `ScrollView` moves it. Subviews keep their
  /// frames, so moving it needs a redraw, not a layout.
  var boundsOrigin: Point = .zero {
    didSet {
      guard boundsOrigin != oldValue else { return }
      window?.geometryDidChange()
      setNeedsDisplay()
    }
  }

  /// The frame in screen coordinates.
  public var absoluteFrame: Rect {
    guard let superview else { return frame }
    return superview.screenRect(of: frame)
  }

  /// `rect`, in this view's coordinates (a subview's frame), in screen coordinates.
  func screenRect(of rect: Rect) -> Rect {
    let origin = absoluteFrame
    return rect.offsetBy(dx: origin.minX - boundsOrigin.x, dy: origin.minY - boundsOrigin.y)
  }

  /// Whether `view` is this view or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Adds `view` on top of the subviews, removing it from its old superview first.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.windowDidChange()
    setNeedsLayout()
    if let child = view.owningController, let parent = child.parent, parent.isViewLoaded,
      view.isDescendant(of: parent.view)
    {
      parent.childViewDidMove(child, onScreen: true)
    }
  }

  /// Takes this view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    superview.setNeedsLayout()
    self.superview = nil
    windowDidChange()
    if let child = owningController, let parent = child.parent { parent.childViewDidMove(child, onScreen: false) }
  }

  /// Asks for a redraw at the next commit, like `setNeedsDisplay()`. The
  /// window then redraws the whole screen (the legacy baseline), not this view
  /// alone; the scene's damage tracker is told where, for frames it can redraw in part.
  public func setNeedsDisplay() {
    guard let window else { return }
    window.scene.needsDisplay = true
    let damage = window.scene.damageTracker
    if damage.notesChanges { damage.noteChange(in: absoluteFrame) }
  }

  /// Asks for layout (and a redraw) at the next commit, like `setNeedsLayout()`.
  public func setNeedsLayout() {
    guard let window else { return }
    window.scene.needsLayout = true
    let damage = window.scene.damageTracker
    if damage.notesChanges { damage.noteChange(in: absoluteFrame) }
  }

  /// The size this view would like within `size`, like `sizeThatFits(_:)`;
  /// never larger than `size`, which is how text never overflows its frame.
  /// Defaults to all of it.
  open func sizeThatFits(_ size: Size) -> Size { size }

  /// Positions subviews within `bounds`, like `layoutSubviews()`; the default
  /// leaves them where they are. Runs top-down: a view is laid out before its subviews.
  open func layoutSubviews() {}

  /// Whether a `StackView` stretches this view along its axis to share the
  /// room left by its fixed children — the text-mode counterpart of a low
  /// content-hugging priority (`setContentHuggingPriority(.defaultLow, for:)`).
  /// Table views, scroll views and `SpacerView` are flexible; widgets that
  /// show text hug it.
  open var isFlexible: Bool { false }

  /// Draws this view (not its subviews) into `canvas`, like `draw(_:)`. `rect`
  /// is the view's absolute frame, `clip` the visible part of it: draw with
  /// `clip` and nothing lands outside the frame.
  open func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {}

  /// Called on every view before a commit, so views that compute their content
  /// lazily (a hosted declarative tree) can update and ask for a redraw.
  open func prepareForCommit() {}

  // MARK: Interaction

  /// Whether the focus engine may focus this view.
  open var canBecomeFocused: Bool { false }

  /// The interactive elements this view offers, in its own reading order.
  /// A widget offers itself; a container of foreign content (a hosted
  /// declarative view) offers its inner elements.
  open func interactiveItems() -> [InteractiveItem] {
    guard canBecomeFocused, let node = accessibilityNode() else { return [] }
    return [InteractiveItem(owner: self, id: 0, node: node)]
  }

  /// Whether element `id` of this view has focus; set by the screen layer's focus engine.
  public private(set) var focusedItem: FocusID? {
    didSet {
      guard focusedItem != oldValue else { return }
      setNeedsDisplay()
      didUpdateFocus(from: oldValue)
      guard focusedItem != nil else { return }
      var ancestor = superview
      while let view = ancestor {
        view.descendantDidGainFocus(self)
        ancestor = view.superview
      }
    }
  }

  /// The focus engine moved focus to element `item` of this view, or away (nil).
  public func focusDidChange(to item: FocusID?) {
    focusedItem = item
  }

  /// Focus moved into `descendant`; a scroll view scrolls it into view.
  func descendantDidGainFocus(_ descendant: View) {}

  /// Called right after focus moved to, away from or within this view, like
  /// `didUpdateFocus(in:with:)`: a text field ends editing here, synchronously
  /// with the key that moved focus, as `resignFirstResponder` does in UIKit.
  open func didUpdateFocus(from previousItem: FocusID?) {}

  /// Whether this view (one of its elements) has focus.
  public var isFocused: Bool { focusedItem != nil }

  /// Asks the window to move focus to element `id` of this view at the next
  /// commit, once layout has made it exist — how a table view keeps focus on
  /// the row it just scrolled into view.
  public func requestFocus(item id: FocusID) {
    window?.scene.focus.request(self, item: id)
    setNeedsDisplay()
  }

  /// Handles a key for focused element `id`; returns whether it was used.
  open func handleKey(_ key: Key, item id: FocusID) -> Bool { false }

  /// The insertion point of text element `id` (a text field's cursor); nil for other views.
  open func textCursor(item id: FocusID) -> Int? { nil }

  /// Moves the insertion point of text element `id`; other views ignore it.
  open func setTextCursor(_ offset: Int, item id: FocusID) {}

  /// Performs the primary action of element `id` (a tap); returns whether anything happened.
  open func activate(item id: FocusID) -> Bool { false }

  // MARK: Accessibility

  /// This view's own semantics (UIKit's `isAccessibilityElement`,
  /// `accessibilityTraits`, `accessibilityLabel`, `accessibilityValue` and
  /// `accessibilityFrame` in one value); nil for a plain container, whose
  /// children are reported instead.
  open func accessibilityNode() -> AccessibilityNode? { nil }

  /// The semantics of this view and everything in it.
  open func accessibilityNodes() -> [AccessibilityNode] {
    guard !isHidden else { return [] }
    let children = subviews.flatMap { $0.accessibilityNodes() }
    guard var node = accessibilityNode() else { return children }
    node.children += children
    return [node]
  }

  // MARK: Drawn by another toolkit

  /// Lays this view out at `rect` and draws it and its subviews into `canvas`, outside any
  /// window: how another toolkit shows a legacy widget it measures and places itself (the
  /// Bridge's representable, for a widget with no focusable element).
  public func render(in canvas: inout Canvas, at rect: Rect, clip: Rect) {
    frame = rect
    layoutTree()
    drawTree(in: &canvas, clip: clip)
  }

  /// Whether this view or one inside it can take focus now (a widget a window must own to focus it).
  public var hasFocusableElements: Bool {
    var items: [InteractiveItem] = []
    collectItems(into: &items)
    return !items.isEmpty
  }

  // MARK: Rendering passes (driven by the window)

  func layoutTree() {
    guard !isHidden else { return }
    owningController?.viewWillLayoutSubviews()
    layoutSubviews()
    owningController?.viewDidLayoutSubviews()
    for view in subviews { view.layoutTree() }
  }

  func drawTree(in canvas: inout Canvas, clip: Rect) {
    guard !isHidden else { return }
    let rect = absoluteFrame
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    draw(in: &canvas, rect: rect, clip: visible)
    for view in subviews { view.drawTree(in: &canvas, clip: visible) }
    drawOverSubviews(in: &canvas, rect: rect, clip: visible)
  }

  /// Draws on top of the subviews (a table cell's highlight over custom content).
  func drawOverSubviews(in canvas: inout Canvas, rect: Rect, clip: Rect) {}

  func prepareTree() {
    prepareForCommit()
    for view in subviews { view.prepareTree() }
  }

  /// Whether a visible view of this tree other than `view` and its ancestors
  /// draws within `rect`: what it draws there is not `view`'s drawing.
  func hasOtherView(drawingIn rect: Rect, besides view: View) -> Bool {
    // Where the superview's content lies on screen: where its subviews' frames are measured from.
    let origin = superview?.screenRect(of: .zero).origin ?? .zero
    return hasOtherView(drawingIn: rect, besides: view, superviewOrigin: origin)
  }

  /// `hasOtherView(drawingIn:besides:)`, each view placed from its parent's
  /// screen position rather than by a walk to the root (`absoluteFrame`),
  /// which would cost the window's size times its depth at every question.
  private func hasOtherView(drawingIn rect: Rect, besides view: View, superviewOrigin: Point) -> Bool {
    guard !isHidden else { return false }
    let screenFrame = frame.offsetBy(dx: superviewOrigin.x, dy: superviewOrigin.y)
    // A view's drawing, and its subviews', is clipped to its frame (`drawTree`).
    guard !screenFrame.intersection(rect).isEmpty else { return false }
    // `view` and the views it is in draw there too, but their drawing is not another view's.
    if !view.isDescendant(of: self) { return true }
    let contentOrigin = Point(x: screenFrame.minX - boundsOrigin.x, y: screenFrame.minY - boundsOrigin.y)
    return subviews.contains {
      $0.hasOtherView(drawingIn: rect, besides: view, superviewOrigin: contentOrigin)
    }
  }

  func collectItems(into items: inout [InteractiveItem]) {
    guard !isHidden else { return }
    items += interactiveItems()
    for view in subviews { view.collectItems(into: &items) }
  }
}
