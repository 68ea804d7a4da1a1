import TextSurface

/// The screen, like `UIWindow`: hosts the root controller, owns focus, and
/// turns the view hierarchy into frames.
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
/// Focus and keys (DESIGN section 2): when a screen appears its first
/// focusable element has focus; a key goes first to the focused element
/// (a field types, a table moves between rows), then Tab/Shift-Tab move in
/// reading order and wrap, arrows move without wrapping, Esc goes back.
///
/// ```swift
/// let window = Window(size: Size(width: 80, height: 24), output: RecordingOutput())
/// window.rootViewController = NavigationController(rootViewController: HomeViewController())
/// window.commit()
/// ```
public final class Window {
  /// The screen's size in cells; changing it relayouts at the next commit.
  public var size: Size {
    didSet { if size != oldValue { needsLayout = true } }
  }
  /// The controller whose view fills the window, like `rootViewController`;
  /// setting it loads its view and sends the appearance callbacks.
  public var rootViewController: ViewController? {
    didSet { install(old: oldValue) }
  }
  /// Where frames are written (a terminal, or a recording in tests).
  public let output: FrameOutput
  /// Whether terminal output is wrapped in synchronized-update mode.
  public var synchronizedOutput = false
  /// The time animations follow (an activity indicator's spinner), injected
  /// by the composition root: the scheduler's virtual clock in runs and tests,
  /// real time in the interactive app. Never the wall clock directly, so the
  /// same run gives the same frames.
  public var clock: () -> Duration = { .zero }

  var needsDisplay = true
  var needsLayout = true
  private var focusResetPending = true
  private var focusOrder: [InteractiveItem] = []
  private var focused: (owner: ObjectIdentifier, id: AnyHashable, frame: Rect)?
  /// An element a view asked to focus (`View.requestFocus(item:)`), honoured at the next commit.
  var focusRequest: (owner: ObjectIdentifier, id: AnyHashable)?
  /// For each presentation on screen, the element that had focus before it.
  private var presentedFocus: [(owner: ObjectIdentifier, id: AnyHashable)?] = []
  /// The view holding focus, kept so it can be told when focus leaves it even if it left the screen.
  private weak var focusedOwner: View?

  /// The frame currently on screen.
  public private(set) var frame: Frame
  /// Work done so far, for cost comparisons.
  public private(set) var statistics = Statistics()

  /// What the window has done: commits that wrote, bytes, views drawn.
  public struct Statistics: Hashable, Sendable {
    /// Commits that wrote a frame.
    public var frames = 0
    /// Bytes written over all frames.
    public var bytesWritten = 0
    /// Views drawn over all commits (the cost of whole-screen redraws).
    public var viewsDrawn = 0
    /// Bytes of the last frame written.
    public var lastFrameBytes = 0
  }

  /// A window of `size` writing to `output`; nothing is drawn until the first commit.
  public init(size: Size, output: FrameOutput) {
    self.size = size
    self.output = output
    frame = Frame(size: .zero)
  }

  private func install(old: ViewController?) {
    old?.installedWindow = nil
    old?.view.rootWindow = nil
    presentedFocus = []
    guard let controller = rootViewController else { return }
    controller.installedWindow = self
    controller.loadViewIfNeeded()
    controller.view.rootWindow = self
    controller.viewWillAppear()
    controller.viewDidAppear()
    screenDidChange()
  }

  /// The screen's content changed (push, pop): focus goes to its first element at the next commit.
  func screenDidChange() {
    focusResetPending = true
    needsLayout = true
  }

  /// Which element has focus, as a value a covered screen keeps (owner and id).
  struct FocusToken {
    let owner: ObjectIdentifier
    let id: AnyHashable
  }

  /// The focused element now, to be given back later.
  var focusToken: FocusToken? { focused.map { FocusToken(owner: $0.owner, id: $0.id) } }

  /// A pop revealed a screen: focus goes back to the element it had when it
  /// was covered (as `modalDidChange` does after a dismissal), or to the
  /// first element when that one is gone or there is none.
  func screenDidChange(restoring token: FocusToken?) {
    screenDidChange()
    if let token { focusRequest = (token.owner, token.id) }
  }

  /// A presentation came or went. Focus goes to the first element of what is
  /// now on top — except that dismissing gives focus back to the element that
  /// had it before the presentation (as UIKit restores the first responder),
  /// when it is still there.
  func modalDidChange() {
    let count = presentationLayers.count
    if count > presentedFocus.count + 1 {
      presentedFocus.append(focused.map { ($0.owner, $0.id) })
    }
    while count < presentedFocus.count + 1, let saved = presentedFocus.popLast() {
      focusRequest = saved
    }
    screenDidChange()
  }

  /// The root controller and every controller presented along the visible
  /// path, bottom to top.
  private var presentationLayers: [ViewController] {
    guard let root = rootViewController else { return [] }
    var layers = [root]
    while let presented = layers[layers.count - 1].activePresentation { layers.append(presented) }
    return layers
  }

  /// The controllers drawn, bottom to top: the topmost full-screen one and
  /// everything presented over it (an alert keeps its screen drawn behind it).
  private var drawnLayers: [ViewController] {
    let layers = presentationLayers
    let base = layers.lastIndex { $0.modalPresentationStyle == .fullScreen } ?? 0
    return Array(layers.dropFirst(base))
  }

  /// The screen's own content controller under any `.overFullScreen`
  /// presentation: its title names the screen, its encoding is used.
  private var contentController: ViewController? {
    guard var controller = drawnLayers.first else { return nil }
    while let child = controller.visibleChild { controller = child }
    return controller
  }

  /// Lays out the screen now if anything asked for layout, and settles focus,
  /// without drawing — like `layoutIfNeeded()`. Keys run against an up-to-date
  /// layout this way: a table view that scrolled and asked to focus a new row
  /// has that row focused before the next key arrives.
  public func layoutIfNeeded() {
    let layers = drawnLayers
    guard let top = layers.last else { return }
    if frame.size != size { needsLayout = true }
    guard needsLayout || focusRequest != nil || focusResetPending else { return }
    layout(layers)
    updateFocus(root: top.view)
  }

  private func layout(_ layers: [ViewController]) {
    for layer in layers { layer.view.rootWindow = self }
    guard needsLayout else { return }
    for layer in layers {
      layer.view.frame = Rect(origin: .zero, size: size)
      layer.view.layoutTree()
    }
    needsLayout = false
  }

  /// Lays out, draws and writes a frame if anything changed. Returns whether it wrote.
  @discardableResult
  public func commit() -> Bool {
    rootViewController?.willCommit()
    let layers = drawnLayers
    guard let top = layers.last else { return false }
    for layer in layers {
      layer.view.rootWindow = self
      layer.view.prepareTree()
    }
    if frame.size != size { needsLayout = true }
    guard needsDisplay || needsLayout else { return false }
    layout(layers)
    updateFocus(root: top.view)
    var canvas = Canvas(size: size)
    var drawn = 0
    for layer in layers { layer.view.drawTree(in: &canvas, clip: canvas.bounds, counter: &drawn) }
    needsDisplay = false
    let encoder = ANSIEncoder(synchronized: synchronizedOutput)
    let encoding = contentController?.preferredFrameEncoding ?? .fullRedraw
    let bytes =
      encoding == .changedCells && frame.size == canvas.frame.size
      ? encoder.encodeChanges(from: frame, to: canvas.frame)
      : encoder.encodeFull(canvas.frame)
    frame = canvas.frame
    statistics.viewsDrawn += drawn
    guard !bytes.isEmpty else { return false }
    output.write(bytes)
    statistics.frames += 1
    statistics.bytesWritten += bytes.count
    statistics.lastFrameBytes = bytes.count
    return true
  }

  // MARK: Focus

  private func updateFocus(root: View) {
    var items: [InteractiveItem] = []
    root.collectItems(into: &items)
    focusOrder = Self.readingOrder(items)
    let focusable = focusOrder.filter(\.isFocusable)
    var target: InteractiveItem?
    if let request = focusRequest,
      let requested = focusable.first(where: { ObjectIdentifier($0.owner) == request.owner && $0.id == request.id })
    {
      target = requested
      focusResetPending = false
    } else if focusResetPending {
      target = focusable.first
      focusResetPending = false
    } else if let current = focused {
      target =
        focusable.first { ObjectIdentifier($0.owner) == current.owner && $0.id == current.id }
        ?? focusable.first { Self.precedes(current.frame, orEquals: true, $0.node.frame) } ?? focusable.last
    } else {
      // Nothing had focus (the screen had nothing focusable) and something focusable appeared — a
      // `Retry` after a failed load: it gets focus, so the keyboard always has somewhere to act.
      target = focusable.first
    }
    focusRequest = nil
    setFocus(target)
  }

  /// Interactive elements sorted top to bottom, then left to right; stable for ties.
  static func readingOrder(_ items: [InteractiveItem]) -> [InteractiveItem] {
    items.enumerated().sorted { a, b in
      let (fa, fb) = (a.element.node.frame, b.element.node.frame)
      if fa.minY != fb.minY { return fa.minY < fb.minY }
      if fa.minX != fb.minX { return fa.minX < fb.minX }
      return a.offset < b.offset
    }.map(\.element)
  }

  private static func precedes(_ a: Rect, orEquals: Bool, _ b: Rect) -> Bool {
    (a.minY, a.minX) < (b.minY, b.minX) || (orEquals && (a.minY, a.minX) == (b.minY, b.minX))
  }

  private func setFocus(_ item: InteractiveItem?) {
    // The previous owner may have left the screen (a pop), so it is cleared by reference.
    if let previous = focusedOwner, previous !== item?.owner { previous.focusedItem = nil }
    for candidate in focusOrder where candidate.owner.focusedItem != nil && candidate.owner !== item?.owner {
      candidate.owner.focusedItem = nil
    }
    focusedOwner = item?.owner
    // The items' semantics were collected before focus moved (and Tab moves it without
    // collecting again); the window owns focus, so it is the one to say which item has it.
    focusOrder = focusOrder.map { candidate in
      var node = candidate.node
      node.isFocused = candidate.owner === item?.owner && candidate.id == item?.id
      return InteractiveItem(owner: candidate.owner, id: candidate.id, node: node)
    }
    if let item {
      item.owner.focusedItem = item.id
      focused = (ObjectIdentifier(item.owner), item.id, item.node.frame)
    } else {
      focused = nil
    }
  }

  /// The focused element, as of the last commit or `layoutIfNeeded()`.
  public var focusedItem: InteractiveItem? {
    guard let focused else { return nil }
    return focusOrder.first { ObjectIdentifier($0.owner) == focused.owner && $0.id == focused.id }
  }

  /// Every interactive element in reading order, as of the last commit or `layoutIfNeeded()`.
  public var interactiveItems: [InteractiveItem] { focusOrder }

  private func moveFocus(by step: Int, wrapping: Bool) {
    let focusable = focusOrder.filter(\.isFocusable)
    guard !focusable.isEmpty else { return }
    let index = focusedItem.flatMap { item in
      focusable.firstIndex { $0.owner === item.owner && $0.id == item.id }
    }
    var next = (index ?? (step > 0 ? -1 : focusable.count)) + step
    if wrapping {
      next = (next + focusable.count) % focusable.count
    } else {
      next = min(max(next, 0), focusable.count - 1)
    }
    setFocus(focusable[next])
  }

  /// Focuses `item` (as a pointer tap would).
  public func focus(_ item: InteractiveItem) {
    setFocus(item)
  }

  // MARK: Input

  /// Delivers a key: first to the focused element, then to focus movement and Esc (back).
  /// Returns whether anything used it.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    layoutIfNeeded()
    if let item = focusedItem, item.owner.handleKey(key, item: item.id) { return true }
    switch key {
    case .tab: moveFocus(by: 1, wrapping: true)
    case .backTab: moveFocus(by: -1, wrapping: true)
    case .down, .right: moveFocus(by: 1, wrapping: false)
    case .up, .left: moveFocus(by: -1, wrapping: false)
    case .escape: return rootViewController?.goBack() ?? false
    default: return false
    }
    return true
  }

  // MARK: Accessibility

  /// The screen's semantics: one `screen` node whose children are the elements,
  /// in tree order; an alert over the screen comes last.
  /// Layout is settled first, so a focus move a key just requested is reported.
  public func accessibilityTree() -> AccessibilityNode {
    layoutIfNeeded()
    let children = drawnLayers.flatMap { $0.view.accessibilityNodes() }
    let title = contentController?.title ?? ""
    return AccessibilityNode(role: .screen, label: title, frame: Rect(origin: .zero, size: size), children: children)
  }
}
