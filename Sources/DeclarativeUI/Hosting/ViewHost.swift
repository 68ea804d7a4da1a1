import ScreenLayer
import TextSurface

/// Runs a declarative view tree: keeps its nodes, re-evaluates invalidated
/// bodies at the commit point, lays the tree out, draws it and exposes its
/// interactive elements and semantics. The role SwiftUI's hosting machinery
/// (the graph behind `UIHostingController`) plays.
///
/// A host draws into a rectangle of someone else's canvas, which is how a
/// hosting controller embeds it in the legacy window (see the Bridge target).
///
/// ```swift
/// let host = ViewHost(rootView: TapCounterView(viewModel: viewModel))
/// host.update()                       // at the commit point
/// host.layout(in: Rect(x: 0, y: 2, width: 80, height: 22))
/// host.draw(in: &canvas, clip: canvas.bounds)
/// ```
public final class ViewHost {
  private let context = RenderContext()
  private var root: Node
  /// The alert on screen at the last layout, to tell the focus engine when one appears or goes.
  private var shownAlert: Int?
  /// The screen on display at the last layout (see `screenKey`).
  private var shownScreen: [Int]?
  /// The foreign content on screen at the last layout.
  private var visibleForeign: Set<ObjectIdentifier> = []
  /// The screens shown so far and still in the tree, by screen key.
  private var seenScreens: Set<[Int]> = []
  /// Focus and whether an alert was up when damage was last taken.
  private var focusAtLastDamage: ElementID?
  private var alertAtLastDamage = false

  /// The scene this host draws on when it is a scene's content (`SceneHost`);
  /// nil when it is embedded in another toolkit's view. Foreign content (a
  /// legacy screen) attaches to it.
  public weak var scene: Scene?

  /// The screen layer's focus, which this host reports to: focus requests (a
  /// list row scrolled into view), focus moves (its layout follows focus),
  /// screen changes and alerts. The scene the host is on (`Scene` implements it
  /// once); nil for a host used on its own (a test, a benchmark), which then
  /// moves `focusedElement` itself.
  public weak var focusEmbedding: (any FocusEmbedding)?

  /// Whether the tree is a whole screen (a scene's content, a hosting
  /// controller's view): only then do its navigation changes (a push, a pop)
  /// move focus to another screen. A component inside a legacy screen is not.
  public var isScreen = true

  /// The element with keyboard focus (an id from `interactiveElements()`).
  /// On a scene the focus engine sets it (`focusDidChange(to:)`); a host used
  /// on its own (a test, a benchmark) may set it directly.
  public var focusedElement: ElementID? {
    get { context.focusedElement }
    set { context.focusedElement = newValue }
  }

  /// The time animations follow (a `ProgressView`'s spinner): the embedding
  /// window's clock, so both toolkits show the same glyph at the same instant.
  public var clock: () -> Duration {
    get { context.clock }
    set { context.clock = newValue }
  }

  /// A host for `rootView`; its tree is built at once, and nothing is laid out or drawn until asked.
  public init(rootView: some View) {
    root = Node(view: rootView, depth: 0, context: context, environment: EnvironmentValues())
    // Unowned: the context is the host's own and dies with it. A weak
    // reference would give the host a side table, and the focus engine's
    // items retain and release their owner many times per commit.
    context.requestFocus = { [unowned self] id in self.requestFocus(id) }
  }

  private func requestFocus(_ id: ElementID) {
    if let focusEmbedding { focusEmbedding.requestFocus(id.focusID, of: self) } else { focusedElement = id }
  }

  /// Work done so far: bodies evaluated and skipped, nodes built, rows laid out and drawn.
  public var statistics: RenderStatistics { context.statistics }

  /// Whether something a body read has changed since the last `update()`.
  public var hasPendingUpdates: Bool { !context.invalidations.isEmpty }

  /// Re-evaluates exactly the bodies whose inputs changed, parents first;
  /// returns whether any did.
  @discardableResult
  public func update() -> Bool {
    var changed = false
    for _ in 0..<16 {  // bounded: a body that keeps invalidating itself cannot hang the app
      let dirty = context.drainInvalidations()
      if dirty.isEmpty { break }
      for node in dirty where context.isInvalidated(node) && context.nodes[node.id] === node {
        node.invalidate()
        changed = true
      }
    }
    if changed { context.statistics.updates += 1 }
    return changed
  }

  /// Gives the root a new view value (like a parent passing new inputs).
  public func setRootView(_ view: some View) {
    if type(of: root.view) == type(of: view) {
      root.update(to: view, environment: root.environment)
    } else {
      root = Node(view: view, depth: 0, context: context, environment: root.environment)
    }
  }

  /// The size the root view wants within `proposal` (a hosting view in a legacy stack asks).
  public func sizeThatFits(_ proposal: Size) -> Size { root.sizeThatFits(proposal) }

  /// Lays the tree out in `rect`: the content takes the size it wants and is
  /// centred, as a hosting controller centres its root view. A presented
  /// cover (`.sheet`, `.fullScreenCover`) is laid out over all of `rect`.
  /// Nothing is done when nothing that places nodes changed since the last
  /// layout in the same rectangle (see `RenderContext.layoutVersion`).
  public func layout(in rect: Rect) {
    // Nothing that places nodes changed since the last layout: every node is
    // where it is (focus moving between rows lays out once per commit, not twice).
    let inputs = LayoutInputs(
      rect: rect, version: context.layoutVersion, focus: context.layoutFollowsFocus ? focusedElement : nil)
    guard inputs != lastLayout || !context.foreignContents.isEmpty else { return }
    // A node evaluated during this layout (a list building the rows now in
    // view) may change sizes already placed: then the next layout runs again.
    defer {
      lastLayout = LayoutInputs(
        rect: rect, version: inputs.version, focus: context.layoutFollowsFocus ? focusedElement : nil)
    }
    context.layoutFollowsFocus = false
    if rect != context.bounds { context.damageIsUnknown = true }
    // A host nobody asks for damage (a component in a legacy screen, which
    // redraws whole) must not keep a growing record of it.
    if context.damageSinceDraw.count > 4096 || context.evaluatedSinceDraw.count > 4096 {
      context.damageSinceDraw.removeAll()
      context.evaluatedSinceDraw.removeAll()
      context.damageIsUnknown = true
    }
    context.bounds = rect
    // Foreign content joins the scene first, so it can lay itself out when placed.
    for content in context.foreignContents.values { content.attach(to: scene) }
    root.place(in: Layout.centered(root.sizeThatFits(rect.size), in: rect))
    let active = activeRoot
    if active !== root { active.place(in: Layout.centered(active.sizeThatFits(rect.size), in: rect)) }
    noticeForeignVisibility()
    noticeScreenChange()
    // An alert joins the focus engine's presentation stack: it takes focus, and gives it back when it goes.
    let alert = presentedAlert()?.node.id
    if alert != shownAlert {
      if shownAlert != nil { focusEmbedding?.presentationDidEnd() }
      if alert != nil { focusEmbedding?.presentationDidBegin() }
      shownAlert = alert
    }
  }

  /// What the last layout placed nodes by (see `RenderContext.layoutVersion`).
  private struct LayoutInputs: Equatable {
    var rect: Rect
    var version: Int
    var focus: ElementID?
  }

  private var lastLayout: LayoutInputs?

  /// The node whose content is on screen: the root, or the content of the
  /// innermost presented cover.
  private var activeRoot: Node { innermostCover.active }

  /// The innermost presented cover (nil when none) and the node whose content
  /// is on screen: presentations are followed from the root, cover in cover.
  private var innermostCover: (cover: Node?, active: Node) {
    var cover: Node?
    var active = root
    while let next = active.shown(among: context.coverPresenters).first(where: {
      ($0.view as? any CoverPresenting)?.presentedNode($0) != nil
    }),
      let presented = (next.view as? any CoverPresenting)?.presentedNode(next)
    {
      cover = next
      active = presented
    }
    return (cover, active)
  }

  /// Which screen is up: the identity of the active root and of the top of
  /// every stack on screen. A screen's identity is the chain of single-child
  /// nodes at its top (wrappers, the view keyed by its entry), so replacing a
  /// stack's root with another screen is a new screen too.
  private var screenKey: [Int] {
    let active = activeRoot
    let tops = active.shown(among: context.backHandlers).compactMap(\.visibleChildren.last)
    return ([active] + tops).flatMap(Self.spine)
  }

  private static func spine(_ node: Node) -> [Int] {
    var ids = [node.id]
    var current = node
    while current.children.count == 1 {
      current = current.children[0]
      ids.append(current.id)
    }
    return ids
  }

  /// After a push, a pop or a presentation, the scene's focus engine is told
  /// which screen left and which came (`FocusEmbedding`): a screen seen before
  /// gets back the element that had focus when it was covered, a new one its first element.
  private func noticeScreenChange() {
    let key = screenKey
    defer { shownScreen = key }
    guard let previous = shownScreen, previous != key else { return }
    context.damageIsUnknown = true
    // Screens that left the tree (popped, dismissed) are forgotten.
    let gone = seenScreens.filter { seen in !seen.allSatisfy { context.nodes[$0] != nil } }
    seenScreens.subtract(gone)
    seenScreens.insert(previous)
    seenScreens.insert(key)
    if isScreen {
      focusEmbedding?.screenDidChange(
        from: ScreenKey(previous), to: ScreenKey(key), forgetting: gone.map(ScreenKey.init))
    }
  }

  /// Tells foreign content that came on screen or left it since the last layout.
  private func noticeForeignVisibility() {
    let visible = foreignContentsOnScreen
    let now = Set(visible.map(ObjectIdentifier.init))
    for content in context.foreignContents.values
    where visibleForeign.contains(ObjectIdentifier(content)) && !now.contains(ObjectIdentifier(content)) {
      content.visibilityDidChange(to: false)
    }
    for content in visible where !visibleForeign.contains(ObjectIdentifier(content)) {
      content.visibilityDidChange(to: true)
    }
    visibleForeign = now
  }

  /// The foreign content of the screen on display, in tree order.
  private var foreignContentsOnScreen: [any ForeignContent] {
    activeRoot.shown(among: context.foreignContents.keys).compactMap { context.foreignContents[$0.id] }
  }

  /// The commit point for foreign content (a legacy screen's bindings catch up).
  public func prepareForeignContent() {
    for content in foreignContentsOnScreen { content.prepareForCommit() }
  }

  /// Goes back one step, as Esc does: lets foreign content on screen go back
  /// within itself (a legacy screen dismissing what it presented), else pops
  /// the innermost navigation stack on screen that can pop, else dismisses the
  /// innermost presented cover. Returns whether there was a step to take.
  public func goBack() -> Bool {
    for content in foreignContentsOnScreen.reversed() where content.goBack() { return true }
    let handlers = activeRoot.shown(among: context.backHandlers)
    for node in handlers.reversed() {
      if let handler = node.view as? any BackHandling, handler.goBack(node) { return true }
    }
    // A presented cover is above the active root: dismissing it is the step back.
    if let cover = innermostCover.cover, let handler = cover.view as? any BackHandling { return handler.goBack(cover) }
    return false
  }

  /// The title of the screen on screen: the top of a navigation stack's, or
  /// the first `.navigationTitle` in the content.
  public var title: String? { activeRoot.screenTitle }

  /// What may have changed on screen since the last `takeDamage()`: the
  /// frames of nodes evaluated since (a body that re-ran, a primitive given a
  /// new value), the frames nodes left or came to, animated nodes, and the
  /// elements focus left and reached; a primitive that keeps track of its own
  /// drawing answers for its subtree instead (a list: the rows that show
  /// something else, and a scrolled region when it scrolled). Nil —
  /// everything — on the first frame, after new bounds or a screen change,
  /// and whenever an alert, a cover or foreign content is on screen (they
  /// draw beyond their nodes' frames). Call it after `layout(in:)` and before
  /// drawing; it starts the next period.
  public func takeDamage() -> Damage? {
    // Every tracking primitive's period ends now, whatever the answer.
    // Off screen (under a pushed screen, behind a cover) a primitive draws
    // nothing, and a region it scrolled would move someone else's cells.
    var tracked: [Int: Damage] = [:]
    let active = activeRoot
    for id in context.tracksOwnDamage {
      guard let node = context.nodes[id] else {
        context.tracksOwnDamage.remove(id)
        continue
      }
      guard node.isShown(under: active) else {
        node.layoutPrimitive?.forgetOwnDamage(node)
        continue
      }
      if let damage = node.layoutPrimitive?.takeOwnDamage(node) { tracked[id] = damage }
    }
    defer {
      context.evaluatedSinceDraw.removeAll(keepingCapacity: true)
      context.damageSinceDraw.removeAll(keepingCapacity: true)
      context.damageIsUnknown = false
      focusAtLastDamage = focusedElement
      alertAtLastDamage = presentedAlert() != nil
    }
    let alert = presentedAlert() != nil
    guard !context.damageIsUnknown, !alert, !alertAtLastDamage, activeRoot === root, context.foreignContents.isEmpty
    else { return nil }
    // A node in a tracked subtree is that primitive's business. There are
    // few tracking nodes (a list or two) and many records: compare ids.
    let trackedIDs = Array(tracked.keys)
    func isTracked(_ node: Node) -> Bool {
      guard !trackedIDs.isEmpty else { return false }
      var current: Node? = node
      while let next = current {
        if trackedIDs.contains(next.id) { return true }
        current = next.parent
      }
      return false
    }
    // Content moved only if a node moved, came or went (layout records it) or a list scrolled.
    // A highlight that moved counts too: rows that look alike (the same review twice) then
    // swap looks, and a line operation moves the highlighted one, as ncurses would find.
    let moved = !context.damageSinceDraw.isEmpty || focusedElement != focusAtLastDamage
    var damage = Damage(rects: [], contentMayHaveMoved: moved)
    for id in tracked.keys.sorted() { damage = damage.merging(tracked[id]!) }
    for (rect, node) in context.damageSinceDraw where !isTracked(node) { damage.rects.append(rect) }
    // Composites and pure containers draw nothing of their own: what their
    // re-run changed shows up in the leaves they gave new values (evaluated
    // too) and in frames that moved (recorded by layout).
    for id in context.evaluatedSinceDraw.union(context.animatedNodes) {
      guard let node = context.nodes[id], let primitive = node.layoutPrimitive, !isTracked(node) else { continue }
      if primitive.ownsChildren || node.layoutChildren.isEmpty || primitive.drawsItself {
        damage.rects.append(node.frame)
      }
    }
    if focusedElement != focusAtLastDamage {
      for element in [focusedElement, focusAtLastDamage].compactMap(\.self) {
        guard let node = context.nodes[element.node] else { return nil }
        if !isTracked(node) { damage.rects.append(node.frame) }
      }
    }
    damage.rects.removeAll { $0.isEmpty }
    return damage
  }

  /// Draws the laid-out tree (or the presented cover), then a presented alert over it.
  public func draw(in canvas: inout Canvas, clip: Rect) {
    activeRoot.drawTree(in: &canvas, clip: clip)
    if let alert = presentedAlert() { alert.presenter.drawAlert(alert.node, in: &canvas, bounds: context.bounds) }
  }

  /// Whether an animation (a spinner) would now draw differently from the last
  /// frame; the embedding view then asks for display at the commit point.
  public var needsAnimationFrame: Bool {
    context.animatedNodes.contains { id in
      guard let node = context.nodes[id], let animated = node.layoutPrimitive as? any Animated else { return false }
      return animated.needsRedraw(node)
    }
  }

  /// The content of another toolkit mounted in the tree, in the order it was built
  /// (see `ForeignContent`; the Bridge attaches legacy views from here).
  public var foreignContents: [any ForeignContent] {
    context.foreignContents.sorted { $0.key < $1.key }.map(\.value)
  }

  // MARK: Semantics and interaction

  /// The tree's semantics, in tree order; a presented alert comes last.
  public func accessibilityNodes() -> [AccessibilityNode] {
    var nodes = activeRoot.accessibilityTree()
    if let alert = presentedAlert() {
      nodes.append(alert.presenter.alertAccessibility(alert.node, bounds: context.bounds))
    }
    return nodes
  }

  /// Every interactive element with its id and semantics, in tree order.
  /// While an alert is presented its actions are the only ones (it is modal).
  public func interactiveElements() -> [(id: ElementID, node: AccessibilityNode)] {
    if let alert = presentedAlert() { return alert.presenter.alertElements(alert.node, bounds: context.bounds) }
    var result: [(id: ElementID, node: AccessibilityNode)] = []
    activeRoot.collectElements { result.append(($0, $1)) }
    return result
  }

  /// Delivers a key to element `id`; returns whether it was used.
  public func handleKey(_ key: Key, element id: ElementID) -> Bool {
    if let alert = presentedAlert() {
      guard alert.node.id == id.node else { return false }
      return alert.presenter.handleAlertKey(key, node: alert.node, action: id.item ?? 0)
    }
    guard let node = context.nodes[id.node], let primitive = node.layoutPrimitive else { return false }
    return primitive.handleKey(key, node: node, item: id.item)
  }

  /// The insertion point of text element `id`, in graphemes; nil for other elements.
  public func textCursor(element id: ElementID) -> Int? {
    guard presentedAlert() == nil, let node = context.nodes[id.node] else { return nil }
    return node.layoutPrimitive?.textCursor(node)
  }

  /// Moves the insertion point of text element `id`.
  public func setTextCursor(_ offset: Int, element id: ElementID) {
    guard let node = context.nodes[id.node] else { return }
    node.layoutPrimitive?.setTextCursor(offset, node: node)
  }

  /// Performs element `id`'s primary action; returns whether anything happened.
  public func activate(element id: ElementID) -> Bool {
    if let alert = presentedAlert() {
      guard alert.node.id == id.node else { return false }
      return alert.presenter.activateAlert(alert.node, action: id.item ?? 0)
    }
    guard let node = context.nodes[id.node], let primitive = node.layoutPrimitive else { return false }
    return primitive.activate(node, item: id.item)
  }

  /// The first presented alert in tree order.
  private func presentedAlert() -> (node: Node, presenter: any AlertPresenting)? {
    guard
      let node = activeRoot.shown(among: context.alertPresenters).first(where: {
        ($0.view as? any AlertPresenting)?.isPresented($0) ?? false
      }),
      let presenter = node.view as? any AlertPresenting
    else { return nil }
    return (node, presenter)
  }
}

/// The host answers for its tree's elements to the screen layer's one focus
/// engine: focus is set here directly, never mirrored from another owner.
extension ViewHost: FocusResponder {
  /// Focus moved to element `item` of this tree, or away from the tree (nil).
  public func focusDidChange(to item: FocusID?) {
    let element = item.map(ElementID.init)
    guard element != focusedElement else { return }
    focusedElement = element
    // A scroll view follows focus when the host lays out: the scene lays out again before drawing.
    focusEmbedding?.focusDidMove(within: self)
  }

  /// Delivers `key` to element `item`.
  public func handleKey(_ key: Key, item: FocusID) -> Bool {
    handleKey(key, element: ElementID(item))
  }

  /// Performs element `item`'s primary action.
  public func activate(item: FocusID) -> Bool {
    activate(element: ElementID(item))
  }

  /// The insertion point of text element `item`.
  public func textCursor(item: FocusID) -> Int? {
    textCursor(element: ElementID(item))
  }

  /// Moves the insertion point of text element `item`.
  public func setTextCursor(_ offset: Int, item: FocusID) {
    setTextCursor(offset, element: ElementID(item))
  }

  /// This tree's elements as the focus engine sees them, owned by this host;
  /// on a scene, the elements of foreign content on screen (a legacy screen) too.
  public func interactiveItems() -> [InteractiveItem] {
    guard presentedAlert() == nil else {
      // The alert's actions.
      return interactiveElements().map { InteractiveItem(owner: self, id: $0.id.focusID, node: $0.node) }
    }
    // Made as the tree hands them over: a list's rows are items at every commit.
    var items: [InteractiveItem] = []
    activeRoot.collectElements { items.append(InteractiveItem(owner: self, id: $0.focusID, node: $1)) }
    if scene != nil {
      for content in foreignContentsOnScreen { items += content.interactiveItems() }
    }
    return items
  }
}
