import ScreenLayer
import TextSurface

/// Runs a declarative app on its own, like a SwiftUI `WindowGroup` and the
/// window it opens: the root view fills a scene of the shared screen layer,
/// which owns the commit point, focus and the frames written. No other toolkit
/// is involved: this is how an app built only from DeclarativeUI runs.
///
/// At each commit the host re-evaluates exactly the invalidated bodies, lays
/// the tree out if anything changed, and the scene writes only the changed
/// cells. Esc goes back: a legacy screen inside the tree first, then the
/// innermost `NavigationStack` pops, then a presented cover is dismissed.
///
/// ```swift
/// let scene = SceneHost(rootView: AppRootView(model: model), size: Size(width: 80, height: 24),
///                       output: RecordingOutput())
/// scene.commit()
/// scene.handleKey(.tab)
/// scene.frame.plainText
/// ```
public final class SceneHost {
  /// The screen layer this host draws on.
  public let scene: Scene
  /// The renderer of the root view.
  public let host: ViewHost
  private lazy var content = SceneHostContent(host: host)

  /// A scene of `size` writing to `output`, showing `rootView`; nothing is drawn until the first commit.
  public init(rootView: some View, size: Size, output: FrameOutput) {
    scene = Scene(size: size, output: output)
    host = ViewHost(rootView: rootView)
    host.scene = scene
    let scene = scene
    host.clock = { [unowned scene] in scene.now }  // the instant of the commit (`Scene.now`)
    host.focusEmbedding = scene
    scene.content = content
  }

  /// The scene's size in cells; changing it relayouts at the next commit.
  public var size: Size {
    get { scene.size }
    set { scene.size = newValue }
  }

  /// The time animations follow; see `Scene.clock`.
  public var clock: () -> Duration {
    get { scene.clock }
    set { scene.clock = newValue }
  }

  /// Gives the root a new view value.
  public func setRootView(_ view: some View) {
    host.setRootView(view)
    scene.needsLayout = true
  }

  /// Lays out, draws and writes a frame if anything changed; returns whether it wrote.
  @discardableResult
  public func commit() -> Bool { scene.commit() }

  /// Delivers a key (see `Scene.handleKey(_:)`); returns whether anything used it.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool { scene.handleKey(key) }

  /// The frame on screen.
  public var frame: Frame { scene.frame }
  /// What the scene's presenter has done.
  public var statistics: FrameStatistics { scene.statistics }
  /// The focused element.
  public var focusedItem: InteractiveItem? { scene.focusedItem }
  /// Every interactive element in reading order.
  public var interactiveItems: [InteractiveItem] { scene.interactiveItems }
  /// The screen's semantics.
  public func accessibilityTree() -> AccessibilityNode { scene.accessibilityTree() }
  /// Focuses `item`, as a tap would.
  public func focus(_ item: InteractiveItem) { scene.focus.focus(item) }
}

/// The declarative tree as the scene's content: one layer, the host's, which
/// reports its damage for the whole screen.
private final class SceneHostContent: SceneContent, DamageReporting {
  let host: ViewHost

  init(host: ViewHost) {
    self.host = host
  }

  func prepareForCommit(_ scene: Scene) {
    scene.damageTracker.register(self)
    host.prepareForeignContent()
    if host.update() {
      if host.needsLayout { scene.needsLayout = true } else { scene.needsDisplay = true }
    } else if host.needsAnimationFrame {
      scene.needsDisplay = true
    }
  }

  func layout(in bounds: Rect) { host.layout(in: bounds) }

  func draw(in canvas: inout Canvas, clip: Rect) { host.draw(in: &canvas, clip: clip) }

  func reportDamage(to tracker: DamageTracker) {
    host.reportDamage(to: tracker, in: tracker.bounds, by: host)
  }

  func interactiveItems() -> [InteractiveItem] { host.interactiveItems() }

  func accessibilityNodes() -> [AccessibilityNode] { host.accessibilityNodes() }

  var title: String { host.title ?? "" }

  func goBack() -> Bool { host.goBack() }
}
