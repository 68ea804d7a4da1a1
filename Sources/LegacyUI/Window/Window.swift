import ScreenLayer
import TextSurface

/// The screen, like `UIWindow`: hosts the root controller and turns the view
/// hierarchy into frames, as a client of the shared screen layer's `Scene`
/// (which owns the commit point, focus and the frame presenter).
///
/// At each commit (the end of a run-loop turn) it lays the views out top-down
/// from its size, redraws the *whole* screen and writes one frame to its
/// output — the legacy baseline. If nothing asked for display since the last
/// commit, it writes nothing.
///
/// Modal layers: a presented `.fullScreen` controller replaces the screen; an
/// `.overFullScreen` one (an alert) is drawn over the screen it was presented
/// from, and only the topmost layer's elements can take focus.
///
/// Focus and keys (ARCHITECTURE.md) are the scene's: when a screen appears
/// its first focusable element has focus; a key goes first to the focused
/// element (a field types, a table moves between rows), then Tab/Shift-Tab
/// move in reading order and wrap, arrows move without wrapping, Esc goes back.
///
/// ```swift
/// let window = Window(size: Size(width: 80, height: 24), output: RecordingOutput())
/// window.rootViewController = NavigationController(rootViewController: HomeViewController())
/// window.commit()
/// ```
public final class Window {
  /// The screen layer this window draws on: size, commit, focus, frames.
  public let scene: Scene

  /// The screen's size in cells; changing it relayouts at the next commit.
  public var size: Size {
    get { scene.size }
    set { scene.size = newValue }
  }
  /// The controller whose view fills the window, like `rootViewController`;
  /// setting it loads its view and sends the appearance callbacks.
  public var rootViewController: ViewController? {
    didSet { install(old: oldValue) }
  }
  /// Where frames are written (a terminal, or a recording in tests).
  public var output: FrameOutput { scene.presenter.output }
  /// The time animations follow (an activity indicator's spinner), injected
  /// by the composition root: the scheduler's virtual clock in runs and tests,
  /// real time in the interactive app. Never the wall clock directly, so the
  /// same run gives the same frames.
  public var clock: () -> Duration {
    get { scene.clock }
    set { scene.clock = newValue }
  }
  /// The instant views draw at: `clock` read once per commit (see `Scene.now`).
  public var now: Duration { scene.now }

  /// What the window has done: commits that wrote, bytes, elements drawn.
  public typealias Statistics = FrameStatistics

  private lazy var content = WindowContent(window: self)

  /// A window of `size` writing to `output`; nothing is drawn until the first commit.
  public init(size: Size, output: FrameOutput) {
    scene = Scene(size: size, output: output)
    isEmbedded = false
  }

  /// A window embedded in another toolkit's scene, the way a
  /// `UIViewControllerRepresentable` puts a UIKit controller inside SwiftUI:
  /// its views draw, focus and commit on that scene (one focus engine), but the
  /// window never becomes the scene's content — the embedding host drives it
  /// through `embeddedContent`, in the rectangle its layout gives.
  public init(embeddedIn scene: Scene) {
    self.scene = scene
    isEmbedded = true
  }

  /// Whether this window lives inside another toolkit's scene (see `init(embeddedIn:)`).
  public let isEmbedded: Bool

  /// The window's controllers as content an embedding host lays out (in any
  /// rectangle), draws, focuses and takes back, like a scene does.
  public var embeddedContent: any SceneContent { content }

  /// The frame currently on screen.
  public var frame: Frame { scene.frame }
  /// Work done so far, for cost comparisons.
  public var statistics: Statistics { scene.statistics }

  private func install(old: ViewController?) {
    old?.installedWindow = nil
    old?.view.rootWindow = nil
    guard let controller = rootViewController else {
      if !isEmbedded { scene.content = nil }
      return
    }
    if !isEmbedded {
      scene.content = content
      scene.focus.reset()
      presentationDepth = 0
    }
    controller.installedWindow = self
    controller.loadViewIfNeeded()
    controller.view.rootWindow = self
    controller.sendWillAppear()
    controller.sendDidAppear()
    screenDidChange()
  }

  /// The screen's content changed (push, pop): focus goes to its first element at the next commit.
  func screenDidChange() {
    scene.screenDidChange()
  }

  /// A navigation stack on screen now holds `depth` controllers: a pop gives
  /// focus back to the element that had it when the screen was covered.
  func stackDidChange(depth: Int) {
    scene.stackDidChange(depth: depth)
  }

  /// A presentation came or went. Focus goes to the first element of what is
  /// now on top — except that dismissing gives focus back to the element that
  /// had it before the presentation (as UIKit restores the first responder),
  /// when it is still there.
  func modalDidChange() {
    // The drawn layers change now; the presented views join the window only at the next commit.
    geometryDidChange()
    // The scene's one presentation stack holds every presentation on screen;
    // this window reports its own as they come and go.
    let depth = presentationLayers.count - 1
    if depth == presentationDepth { scene.screenDidChange() }
    while presentationDepth < depth {
      scene.presentationDidBegin()
      presentationDepth += 1
    }
    while presentationDepth > depth {
      scene.presentationDidEnd()
      presentationDepth -= 1
    }
  }

  /// How many of this window's presentations the scene's focus engine holds.
  private var presentationDepth = 0

  /// The root controller and every controller presented along the visible
  /// path, bottom to top.
  fileprivate var presentationLayers: [ViewController] {
    guard let root = rootViewController else { return [] }
    var layers = [root]
    while let presented = layers[layers.count - 1].activePresentation { layers.append(presented) }
    return layers
  }

  /// The controllers drawn, bottom to top: the topmost full-screen one and
  /// everything presented over it (an alert keeps its screen drawn behind it).
  fileprivate var drawnLayers: [ViewController] {
    var layers: [ViewController] = []
    var controller = bottomDrawnLayer
    while let current = controller {
      layers.append(current)
      controller = current.activePresentation
    }
    return layers
  }

  /// The bottom of `drawnLayers`: the topmost full-screen presentation along
  /// the visible path (it covers everything under it), else the root.
  private var bottomDrawnLayer: ViewController? {
    var bottom = rootViewController
    var controller = rootViewController
    while let current = controller {
      if current.modalPresentationStyle == .fullScreen { bottom = current }
      controller = current.activePresentation
    }
    return bottom
  }

  /// The screen's own content controller under any `.overFullScreen`
  /// presentation: its title names the screen, its encoding is used.
  fileprivate var contentController: ViewController? {
    guard var controller = drawnLayers.first else { return nil }
    while let child = controller.visibleChild { controller = child }
    return controller
  }

  /// How many controllers' views are drawn, bottom to top: the screen, and
  /// each one presented over it without covering it (an alert).
  /// Counted without building `drawnLayers`: content that tracks its own
  /// drawing asks at every frame.
  public var drawnLayerCount: Int {
    if let memo = layerCountMemo, memo.version == geometryVersion { return memo.count }
    var count = 0
    var controller = bottomDrawnLayer
    while let current = controller {
      count += 1
      controller = current.activePresentation
    }
    layerCountMemo = (geometryVersion, count)
    return count
  }

  /// Whether a visible view of the drawn layers other than `view` and its
  /// ancestors draws within `rect` (in screen coordinates).
  public func hasOtherView(drawingIn rect: Rect, besides view: View) -> Bool {
    let question = OtherViewQuestion(rect: rect, view: ObjectIdentifier(view), version: geometryVersion)
    if let memo = otherViewMemo, memo.question == question { return memo.answer }
    let answer = drawnLayers.contains { $0.view.hasOtherView(drawingIn: rect, besides: view) }
    otherViewMemo = (question, answer)
    return answer
  }

  // MARK: Geometry

  /// Increases whenever what the window draws may have moved: a view in it
  /// moved, resized, scrolled, was hidden or shown, joined it or left it (a
  /// new root or a push joins and removes views), or a presentation came or
  /// went. The geometric questions content asks at every frame
  /// (`drawnLayerCount`, `hasOtherView(drawingIn:besides:)`) keep their
  /// answers until it changes: a countdown's frame moves nothing, and
  /// walking every view's frame, superviews and presentations at every frame
  /// cost as much as the rest of the frame's damage.
  public private(set) var geometryVersion = 0

  func geometryDidChange() { geometryVersion &+= 1 }

  private var layerCountMemo: (version: Int, count: Int)?
  private var otherViewMemo: (question: OtherViewQuestion, answer: Bool)?

  /// A `hasOtherView(drawingIn:besides:)` question, with the geometry it was asked about.
  /// A view's identifier is reused only once the view is gone, and a view in the
  /// window leaves it (a change) before it goes; for a view outside the window
  /// the answer is the same whichever view it is.
  private struct OtherViewQuestion: Equatable {
    var rect: Rect
    var view: ObjectIdentifier
    var version: Int
  }

  /// Lays out the screen now if anything asked for layout, and settles focus,
  /// without drawing — like `layoutIfNeeded()`.
  public func layoutIfNeeded() {
    scene.layoutIfNeeded()
  }

  /// Lays out, draws and writes a frame if anything changed. Returns whether it wrote.
  @discardableResult
  public func commit() -> Bool {
    scene.commit()
  }

  // MARK: Focus

  /// The focused element, as of the last commit or `layoutIfNeeded()`.
  public var focusedItem: InteractiveItem? { scene.focusedItem }

  /// Every interactive element in reading order, as of the last commit or `layoutIfNeeded()`.
  public var interactiveItems: [InteractiveItem] { scene.interactiveItems }

  /// Focuses `item` (as a pointer tap would).
  public func focus(_ item: InteractiveItem) {
    scene.focus.focus(item)
  }

  // MARK: Input

  /// Delivers a key: first to the focused element, then to focus movement and Esc (back).
  /// Returns whether anything used it.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    scene.handleKey(key)
  }

  // MARK: Accessibility

  /// The screen's semantics: one `screen` node whose children are the elements,
  /// in tree order; an alert over the screen comes last.
  public func accessibilityTree() -> AccessibilityNode {
    scene.accessibilityTree()
  }
}

/// What the window puts on its scene: the controllers on screen as layers.
private final class WindowContent: SceneContent {
  unowned let window: Window

  init(window: Window) {
    self.window = window
  }

  func prepareForCommit(_ scene: Scene) {
    window.rootViewController?.willCommit()
    for layer in window.drawnLayers {
      layer.view.rootWindow = window
      layer.view.prepareTree()
    }
  }

  func layout(in bounds: Rect) {
    for layer in window.drawnLayers {
      layer.view.rootWindow = window
      layer.view.frame = bounds
      layer.view.layoutTree()
    }
  }

  func draw(in canvas: inout Canvas, clip: Rect) {
    for layer in window.drawnLayers { layer.view.drawTree(in: &canvas, clip: clip) }
  }

  func interactiveItems() -> [InteractiveItem] {
    var items: [InteractiveItem] = []
    window.drawnLayers.last?.view.collectItems(into: &items)
    return items
  }

  func accessibilityNodes() -> [AccessibilityNode] {
    window.drawnLayers.flatMap { $0.view.accessibilityNodes() }
  }

  var title: String { window.contentController?.title ?? "" }

  func goBack() -> Bool { window.rootViewController?.goBack() ?? false }
}
