import ScreenLayer
import TextSurface

/// The tree's semantics and interactive elements, keys and taps for them, and
/// the host as the focus engine's responder for its elements.
extension ViewHost {
  /// The tree's semantics, in tree order; a presented alert comes last.
  ///
  /// Kept until something they are made of changes: a node evaluated (its
  /// view, and so its label, value or children, may be new; a list that
  /// scrolled counts too), a layout (frames), focus. A commit asks for them
  /// once to count what it drew and a scenario step again to record them;
  /// the second walk of an unchanged tree is a copy. Not kept while a node
  /// waits to be evaluated (a binding read as the tree is walked may already
  /// say something else) or while content of another toolkit is mounted
  /// (it changes without this tree knowing). Debug builds check every answer
  /// from the memo against a walk of the tree.
  public func accessibilityNodes() -> [AccessibilityNode] {
    let inputs = SemanticsInputs(layout: lastLayout, version: context.contentVersion, focus: focusedElement)
    let memoizes = !context.hasForeignContent && context.invalidations.isEmpty
    if memoizes, let memo = semanticsMemo, memo.inputs == inputs {
      assert(memo.nodes == walkSemantics(), "the semantics memo differs from the tree")
      return memo.nodes
    }
    let nodes = walkSemantics()
    semanticsMemo = memoizes ? (inputs, nodes) : nil
    return nodes
  }

  /// The tree's semantics, walked now.
  private func walkSemantics() -> [AccessibilityNode] {
    var nodes = activeRoot.accessibilityTree()
    if let alert = presentedAlert() {
      nodes.append(alert.presenter.alertAccessibility(alert.node, bounds: context.bounds))
    }
    return nodes
  }

  /// What the semantics were made of (see `accessibilityNodes()`).
  struct SemanticsInputs: Equatable {
    var layout: LayoutInputs?
    var version: Int
    var focus: ElementID?
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
    return primitive.value.handleKey(key, node: node, item: id.item)
  }

  /// The insertion point of text element `id`, in graphemes; nil for other elements.
  public func textCursor(element id: ElementID) -> Int? {
    guard presentedAlert() == nil, let node = context.nodes[id.node] else { return nil }
    return node.layoutPrimitive?.value.textCursor(node)
  }

  /// Moves the insertion point of text element `id`.
  public func setTextCursor(_ offset: Int, element id: ElementID) {
    guard let node = context.nodes[id.node] else { return }
    node.layoutPrimitive?.value.setTextCursor(offset, node: node)
  }

  /// Performs element `id`'s primary action; returns whether anything happened.
  public func activate(element id: ElementID) -> Bool {
    if let alert = presentedAlert() {
      guard alert.node.id == id.node else { return false }
      return alert.presenter.activateAlert(alert.node, action: id.item ?? 0)
    }
    guard let node = context.nodes[id.node], let primitive = node.layoutPrimitive else { return false }
    return primitive.value.activate(node, item: id.item)
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
    // A scroll view follows focus when the host lays out (the last layout placed one): then the
    // scene lays out again before drawing. Otherwise the layout stands, and only the highlight moved.
    focusEmbedding?.focusDidMove(within: self, layoutFollows: context.layoutFollowsFocus)
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
