import TextSurface

/// The screen both toolkits live on, the way UIKit and SwiftUI share one
/// window server and one focus system: its size, the commit point, the one
/// focus engine, key routing and the frame presenter.
///
/// A toolkit provides the `content` (the legacy `Window` its controllers, the
/// declarative `SceneHost` its view tree); the scene runs the cycle:
///
/// 1. `commit()` — the end of a run-loop turn — lets the content catch up with
///    its model, then, if anything asked for layout or display, lays out,
///    settles focus, draws every layer into a fresh canvas and presents the
///    frame in one write.
/// 2. `handleKey(_:)` — the focused element first, then focus movement
///    (Tab/Shift-Tab/arrows), then Esc goes back.
///
/// ```swift
/// let scene = Scene(size: Size(width: 80, height: 24), output: RecordingOutput())
/// scene.content = myContent
/// scene.commit()
/// scene.handleKey(.tab)
/// ```
public final class Scene {
  /// The screen's size in cells; changing it relayouts at the next commit.
  public var size: Size {
    didSet { if size != oldValue { needsLayout = true } }
  }
  /// What is shown; held weakly (the toolkit's window owns the scene).
  public weak var content: (any SceneContent)? {
    didSet { needsLayout = true }
  }
  /// The one focus engine.
  public let focus = FocusEngine()
  /// Encodes and writes frames, and counts the work.
  public let presenter: FramePresenter
  /// The one owner of damage: what draws on this scene reports where it
  /// changed, and each drawn frame is redrawn and compared only there.
  public let damageTracker = DamageTracker()
  /// The time animations follow (a spinner), injected by the composition root:
  /// the scheduler's virtual clock in runs and tests, real time live. Views
  /// read it through `now`, never directly.
  public var clock: () -> Duration = { .zero }
  /// The instant a view draws at: `clock` read once at the start of each
  /// commit and held until it ends, so every view of a frame — and, in debug
  /// builds, the full redraw a partial one is checked against — sees the same
  /// time even when real time moves on while the frame is drawn (live). Outside
  /// a commit it reads `clock`.
  public var now: Duration { commitInstant ?? clock() }
  /// The instant the frame on screen was drawn at: what an off-screen copy of
  /// this screen (shadow mode's candidate) must draw at to show the same spinner.
  public private(set) var frameInstant: Duration = .zero
  private var commitInstant: Duration?
  /// Whether each drawn frame counts its elements (`FrameStatistics.viewsDrawn`).
  /// Counting reads the drawn layers' semantics, a pass over the screen that
  /// only cost reports need, so it is off unless a reader asks for it (the
  /// scenario runner does, for both fronts alike); live frames do not pay for it.
  public var countsElementsDrawn = false
  /// Something changed what is drawn: redraw at the next commit.
  public var needsDisplay = true
  /// Something changed sizes or positions: lay out (and redraw) at the next commit.
  public var needsLayout = true

  /// A scene of `size` writing to `output`; nothing is drawn until the first commit.
  public init(size: Size, output: FrameOutput) {
    self.size = size
    presenter = FramePresenter(output: output)
  }

  /// The frame currently on screen.
  public var frame: Frame { presenter.frame }
  /// What the presenter has done.
  public var statistics: FrameStatistics { presenter.statistics }

  // MARK: Changes of what is on screen

  /// The screen's content was replaced (a push, a pop, a new root): focus goes
  /// to its first element at the next commit.
  public func screenDidChange() {
    focus.screenDidChange()
    needsLayout = true
  }

  /// A navigation stack now holds `depth` screens (see `FocusEngine.stackDepthDidChange(to:)`).
  public func stackDidChange(depth: Int) {
    focus.stackDepthDidChange(to: depth)
    needsLayout = true
  }

  // MARK: The commit point

  /// Lays out now if anything asked for layout, and settles focus, without
  /// drawing — like `layoutIfNeeded()`. Keys run against an up-to-date layout
  /// this way: a list that scrolled and asked to focus a new row has that row
  /// focused before the next key arrives.
  public func layoutIfNeeded() {
    guard let content else { return }
    if frame.size != size { needsLayout = true }
    guard needsLayout || focus.hasPendingChange else { return }
    layoutAndSettleFocus(content)
  }

  private func layout(_ content: any SceneContent) {
    guard needsLayout else { return }
    content.layout(in: Rect(origin: .zero, size: size))
    // Laying out moves frames, which asks for layout again: what layout itself did is done.
    needsLayout = false
  }

  /// Lays out, then settles focus on the elements laid out. Focus that moved
  /// in content whose layout follows focus (a scroll view scrolls the focused
  /// element into view: `focusDidMove(within:layoutFollows:)`, `View.setNeedsLayout()`)
  /// asks for layout, which is done here once more, so the frame and the
  /// elements show where focus went: a key lays out once, at the commit or
  /// before the next key, never at every move.
  private func layoutAndSettleFocus(_ content: any SceneContent) {
    for _ in 0..<4 {  // bounded: focus that keeps moving cannot hang the commit
      layout(content)
      focus.update(items: content.interactiveItems())
      guard needsLayout else { return }
    }
  }

  /// Lays out, draws and writes a frame if anything changed. Returns whether it wrote.
  ///
  /// When the damage tracker knows the frame's damage (`damageTracker`: what
  /// draws reported it), the content is drawn only there, on the canvas kept
  /// from the last frame: scrolled regions move, rectangles are erased and
  /// drawn again, clipped. Otherwise (the legacy window, the first frame, a
  /// new size or content) every layer is drawn on a fresh canvas.
  @discardableResult
  public func commit() -> Bool {
    guard let content else { return false }
    let instant = clock()
    commitInstant = instant
    defer { commitInstant = nil }
    damageTracker.beginCommit()
    content.prepareForCommit(self)
    if frame.size != size { needsLayout = true }
    guard needsDisplay || needsLayout else { return false }
    layoutAndSettleFocus(content)
    let damage = damageTracker.take(bounds: Rect(origin: .zero, size: size))
    let owner = ObjectIdentifier(content)
    if let damage, canvasOwner == owner, canvas.size == size, !redrawsWhole {
      for region in damage.scrolls { canvas.scroll(region) }
      // Rows the content paints whole across the screen (a list's rows) are drawn over, not blanked first.
      let opaqueRows = Self.rowsCovered(by: damage.opaqueRects, in: canvas.bounds)
      for band in Self.rowBands(damage.rects, in: canvas.bounds) {
        if opaqueRows.isEmpty {
          canvas.erase(band)
        } else {
          for y in band.minY..<band.maxY where !opaqueRows.contains(y) {
            canvas.erase(Rect(x: band.minX, y: y, width: band.width, height: 1))
          }
        }
        content.draw(in: &canvas, clip: band)
      }
      #if DEBUG
        // Drawing only the damage must give the frame drawing everything gives.
        var whole = Canvas(size: size)
        content.draw(in: &whole, clip: whole.bounds)
        assert(
          whole.frame == canvas.frame,
          "partial redraw differs from a full one:\n\(Self.difference(canvas.frame, whole.frame))")
      #endif
    } else {
      canvas = Canvas(size: size)
      content.draw(in: &canvas, clip: canvas.bounds)
    }
    canvasOwner = owner
    needsDisplay = false
    frameInstant = instant
    return presenter.present(
      canvas.frame,
      viewsDrawn: countsElementsDrawn ? Self.elementsDrawn(content.accessibilityNodes(), in: canvas.bounds) : 0,
      damage: damage)
  }

  /// The rows `rects` touch, as full-width bands of consecutive rows: a
  /// damaged rectangle's edge may cut a wide character that a full redraw
  /// draws whole, and a row's edge never does; one band is one pass over the tree.
  /// The rows that rectangles of `opaque` cover across the whole of `bounds`.
  /// A rectangle narrower than the screen leaves its rows to be blanked as
  /// usual: the bands drawn are whole rows.
  static func rowsCovered(by opaque: [Rect], in bounds: Rect) -> Set<Int> {
    var rows = Set<Int>()
    for rect in opaque where rect.minX <= bounds.minX && rect.maxX >= bounds.maxX {
      let area = rect.intersection(bounds)
      if !area.isEmpty { rows.formUnion(area.minY..<area.maxY) }
    }
    return rows
  }

  static func rowBands(_ rects: [Rect], in bounds: Rect) -> [Rect] {
    var rows = [Bool](repeating: false, count: bounds.height)
    for rect in rects {
      let area = rect.intersection(bounds)
      guard !area.isEmpty else { continue }
      for y in area.minY..<area.maxY { rows[y - bounds.minY] = true }
    }
    var bands: [Rect] = []
    var y = 0
    while y < rows.count {
      guard rows[y] else {
        y += 1
        continue
      }
      let top = y
      while y < rows.count, rows[y] { y += 1 }
      bands.append(Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: y - top))
    }
    return bands
  }

  /// The frame kept between commits, and the content that drew it.
  private var canvas = Canvas(size: .zero)
  private var canvasOwner: ObjectIdentifier?

  /// Draws every frame whole, ignoring the content's damage: a clear-box
  /// hook for tests that compare the partial redraw with the full one.
  public var redrawsWhole = false

  #if DEBUG
    /// The cells where two frames differ, for the partial-redraw assertion.
    private static func difference(_ partial: Frame, _ whole: Frame) -> String {
      partial.differingCells(from: whole).prefix(8).map {
        "\($0): partial \(partial[$0.x, $0.y]) whole \(whole[$0.x, $0.y])"
      }.joined(separator: "\n")
    }
  #endif

  /// The elements a frame showed: every node of the drawn layers' semantics
  /// that lies at least partly on screen. Counted from semantics, which both
  /// toolkits report alike, so the figure means the same in either front
  /// (a toolkit's own count of objects drawn would not: a legacy screen draws
  /// container views, a declarative one stacks that are not views at all).
  static func elementsDrawn(_ nodes: [AccessibilityNode], in bounds: Rect) -> Int {
    nodes.reduce(0) { count, node in
      count + (node.frame.intersection(bounds).isEmpty ? 0 : 1) + elementsDrawn(node.children, in: bounds)
    }
  }

  // MARK: Input

  /// Delivers a key: first to the focused element, then to focus movement,
  /// then Esc goes back. Returns whether anything used it.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    layoutIfNeeded()
    if let item = focus.focusedItem, item.owner.handleKey(key, item: item.id) { return true }
    if focus.handleNavigationKey(key) { return true }
    if key == .escape { return content?.goBack() ?? false }
    return false
  }

  /// The focused element, as of the last commit or layout.
  public var focusedItem: InteractiveItem? { focus.focusedItem }

  /// Every interactive element in reading order, as of the last commit or layout.
  public var interactiveItems: [InteractiveItem] { focus.items }

  // MARK: Accessibility

  /// The screen's semantics: one `screen` node whose children are the
  /// elements in tree order; a presentation comes after what it covers.
  /// Layout is settled first, so a focus move a key just requested is reported.
  public func accessibilityTree() -> AccessibilityNode {
    layoutIfNeeded()
    guard let content else {
      return AccessibilityNode(role: .screen, label: "", frame: Rect(origin: .zero, size: size))
    }
    return AccessibilityNode(
      role: .screen, label: content.title, frame: Rect(origin: .zero, size: size),
      children: content.accessibilityNodes())
  }
}

/// The screen layer's one focus embedding: declarative hosts on this scene
/// (its content, or inside a legacy view) report focus requests, moves,
/// screen changes and alerts here, and the focus engine settles them at the commit.
extension Scene: FocusEmbedding {
  public func requestFocus(_ item: FocusID, of owner: any FocusResponder) {
    // An element the engine knows (a row in view) is focused now, as the arrows would.
    if let match = focus.items.first(where: { $0.isElement(item, of: owner) }) {
      focus.focus(match)
    } else {
      focus.request(owner, item: item)
    }
    needsDisplay = true
  }

  public func focusDidMove(within owner: any FocusResponder, layoutFollows: Bool) {
    needsDisplay = true
    if layoutFollows { needsLayout = true }
  }

  public func screenDidChange(from old: ScreenKey, to new: ScreenKey, forgetting gone: [ScreenKey]) {
    focus.screenDidChange(from: old, to: new, forgetting: gone)
    needsLayout = true
  }

  public func presentationDidBegin() {
    focus.presentationDidBegin()
    needsLayout = true
  }

  public func presentationDidEnd() {
    focus.presentationDidEnd()
    needsLayout = true
  }
}
