import TextSurface

/// Keys: moving between rows (scrolling at the viewport's edge), by pages, to the ends; activating a row.
extension List {
  func handleKey(_ key: Key, node: Node, item: Int?) -> Bool {
    guard let row = item else { return false }
    let count = rowCount(node)
    let page = max(1, state(node).viewport)
    let target: Int
    switch key {
    case .down, .tab: target = row + 1
    case .up, .backTab: target = row - 1
    case .pageDown: target = min(count - 1, row + page)
    case .pageUp: target = max(0, row - page)
    case .home: target = 0
    case .end: target = count - 1
    case .enter, .space: return activate(node, item: row)
    default: return false
    }
    // Past either end a one-row move is not ours: the focus engine moves on (Tab wraps). Page and
    // Home/End keys clamp and stay the list's even when focus cannot move, as in the legacy table.
    let clamps = [.pageUp, .pageDown, .home, .end].contains(key)
    guard (0..<count).contains(target), target != row || clamps else { return false }
    focus(node, row: target)
    return true
  }

  /// Tells `scrollPosition` the offset if it changed since it was last told.
  func reportOffset(_ state: State) {
    guard state.offset != state.reportedOffset else { return }
    state.reportedOffset = state.offset
    scrollPosition?.wrappedValue = state.offset
  }

  /// Scrolls minimally so `row` is visible, then asks for focus on it (it may exist only after the next layout).
  func focus(_ node: Node, row: Int) {
    let state = state(node)
    let offset = state.offset
    if row < state.offset { state.offset = row }
    if row >= state.offset + state.viewport { state.offset = row - state.viewport + 1 }
    if state.offset != offset {
      node.context.layoutVersion += 1
      node.context.contentVersion += 1
      reportOffset(state)
      node.setNeedsUpdate()
    }
    node.context.requestFocus(ElementID(node: node.id, item: row))
  }

  /// Enter/Space on a row: the selection, else the action of its first enabled `Button`. A row
  /// is selected even when nothing listens (a `List(data, id:)` of `Text` rows), so the key is
  /// consumed, as the legacy table consumes it whether or not its delegate hears of it.
  func activate(_ node: Node, item: Int?) -> Bool {
    guard let index = item, (0..<rowCount(node)).contains(index) else { return false }
    if let select = rows?.select {
      select(index)
      return true
    }
    guard let row = visibleRows(node).first(where: { $0.0 == index })?.1,
      let button = row.first(where: { $0.layoutPrimitive?.value is Button }), let primitive = button.layoutPrimitive
    else { return true }
    return primitive.value.activate(button, item: nil)
  }
}
