import ScreenLayer
import TextSurface

/// The screen on display: the active root (under presented covers), the
/// screen key the focus engine remembers focus by, going back and the title.
extension ViewHost {
  /// The node whose content is on screen: the root, or the content of the
  /// innermost presented cover.
  var activeRoot: Node { innermostCover.active }

  /// The innermost presented cover (nil when none) and the node whose content
  /// is on screen: presentations are followed from the root, cover in cover.
  var innermostCover: (cover: Node?, active: Node) {
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
  var screenKey: [Int] {
    let active = activeRoot
    // A closure, not the key path `\.visibleChildren.last`: that one is instantiated at run time at every call.
    let tops = active.shown(among: context.backHandlers).compactMap { $0.visibleChildren.last }
    return ([active] + tops).flatMap(Self.spine)
  }

  static func spine(_ node: Node) -> [Int] {
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
  func noticeScreenChange() {
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

  /// The first presented alert in tree order, on the screen under `active`
  /// (the host's `activeRoot` unless the caller found it already).
  func presentedAlert(under active: Node? = nil) -> (node: Node, presenter: any AlertPresenting)? {
    // Asked several times a commit: with no alert modifier mounted, the covers need no walk.
    guard !context.alertPresenters.isEmpty else { return nil }
    guard
      let node = (active ?? activeRoot).shown(among: context.alertPresenters).first(where: {
        ($0.view as? any AlertPresenting)?.isPresented($0) ?? false
      }),
      let presenter = node.view as? any AlertPresenting
    else { return nil }
    return (node, presenter)
  }
}
