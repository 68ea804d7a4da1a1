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
/// This file holds the host's state and runs the update and layout passes;
/// the host's other concerns have a file each: drawing (`HostDrawing.swift`),
/// the screen on display and going back (`HostScreens.swift`), foreign content
/// (`HostForeignContent.swift`), damage (`HostDamage.swift`), and semantics
/// and focus (`HostInteraction.swift`).
///
/// ```swift
/// let host = ViewHost(rootView: TapCounterView(viewModel: viewModel))
/// host.update()                       // at the commit point
/// host.layout(in: Rect(x: 0, y: 2, width: 80, height: 22))
/// host.draw(in: &canvas, clip: canvas.bounds)
/// ```
public final class ViewHost {
  let context = RenderContext()
  var root: Node
  /// The alert on screen at the last layout, to tell the focus engine when one appears or goes.
  var shownAlert: Int?
  /// The screen on display at the last layout (see `screenKey`).
  var shownScreen: [Int]?
  /// The foreign content on screen at the last layout.
  var visibleForeign: Set<ObjectIdentifier> = []
  /// The screens shown so far and still in the tree, by screen key.
  var seenScreens: Set<[Int]> = []
  /// Focus and whether an alert was up when damage was last taken.
  var focusAtLastDamage: ElementID?
  var alertAtLastDamage = false

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
    root = Node(view: erased(rootView), depth: 0, context: context, environment: EnvironmentValues())
    // Unowned: the context is the host's own and dies with it. A weak
    // reference would give the host a side table, and the focus engine's
    // items retain and release their owner many times per commit.
    context.requestFocus = { [unowned self] id in self.requestFocus(id) }
  }

  deinit {
    context.releaseNodes()
  }

  func requestFocus(_ id: ElementID) {
    if let focusEmbedding { focusEmbedding.requestFocus(id.focusID, of: self) } else { focusedElement = id }
  }

  /// Work done so far: bodies evaluated and skipped, nodes built, rows laid out and drawn.
  public var statistics: RenderStatistics { context.statistics }

  /// Whether something a body read has changed since the last `update()`.
  public var hasPendingUpdates: Bool { !context.invalidations.isEmpty }

  /// Re-evaluates exactly the bodies whose inputs changed and that are on
  /// screen, parents first; returns whether any did.
  ///
  /// A node the screen does not show — a screen a `NavigationStack` keeps
  /// under the one on top, the content under a presented cover — stays
  /// invalidated and is brought up to date when it shows again (a pop, a
  /// dismissal: the update that reveals it evaluates it). Drawing nothing and
  /// reachable by no focus, it would otherwise re-run its body, and its
  /// subtree's, at every change of what it reads: the offers list under an
  /// offer's details at every tick of its countdowns.
  @discardableResult
  public func update() -> Bool {
    var changed = false
    for _ in 0..<16 {  // bounded: a body that keeps invalidating itself cannot hang the app
      var evaluated = false
      for node in context.drainInvalidations() where context.isInvalidated(node) && context.nodes[node.id] === node {
        guard node.isShown(under: root) else { continue }
        node.invalidate()
        evaluated = true
      }
      if !evaluated { break }
      changed = true
    }
    if changed { context.statistics.updates += 1 }
    return changed
  }

  /// Gives the root a new view value (like a parent passing new inputs).
  public func setRootView(_ view: some View) {
    let view = erased(view)
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
    guard inputs != lastLayout || context.hasForeignContent else { return }
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

  /// Whether something that places nodes changed since the last layout (a
  /// node came or went, a size changed): an update that changed only what
  /// nodes show (a countdown's text, a field's characters, a button enabled)
  /// leaves every node where it is, and the commit redraws without laying
  /// out. Always true while foreign content is mounted: it sizes itself from
  /// state the tree does not see.
  public var needsLayout: Bool { context.hasForeignContent || lastLayout?.version != context.layoutVersion }

  /// What the last layout placed nodes by (see `RenderContext.layoutVersion`).
  struct LayoutInputs: Equatable {
    var rect: Rect
    var version: Int
    var focus: ElementID?
  }

  var lastLayout: LayoutInputs?
  /// The semantics last walked, and what they were made of (see `accessibilityNodes()`).
  var semanticsMemo: (inputs: SemanticsInputs, nodes: [AccessibilityNode])?
}

/// `view` as `any View`, with its type hidden from the optimizer.
///
/// The tree's functions take `any View`, and every caller but these two
/// entry points already holds one (a child of a body, an element of a
/// stack). Seeing a value of a known type passed in, the optimizer's
/// existential specializer would rewrite the function it is passed to (a
/// node's `update(to:environment:isShown:)`, its initializer) into a generic
/// one, and then every caller holding `any View` would open its view only
/// for the generic function to box it again: a heap allocation and a copy
/// of the view, for every node at every update. Passed through an optional,
/// the value's type is not visible at the call, and those functions keep
/// their `any View` signatures.
private func erased(_ view: some View) -> any View {
  let boxed: (any View)? = view
  return boxed!
}
