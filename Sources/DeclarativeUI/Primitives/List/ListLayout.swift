import TextSurface

/// Layout: the list takes the space offered and places its visible rows, one line each.
extension List {
  var flexibility: Flexibility? { Flexibility(minLength: 0, fillsCrossAxis: true) }

  /// All the space offered.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    Size(width: max(0, proposal.width), height: max(0, proposal.height))
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    let state = state(node)
    let viewport = rect.height / ListRowAppearance.rowHeight
    if viewport != state.viewport {
      state.viewport = viewport
      // As the legacy table does: a resize brings the focused row back into view, scrolling minimally.
      if let focused = node.context.focusedElement, focused.node == node.id, let row = focused.item,
        row < rowCount(node)
      {
        if row < state.offset { state.offset = row }
        if viewport > 0, row >= state.offset + viewport { state.offset = row - viewport + 1 }
      }
    }
    let visible = visibleRange(state, count: rowCount(node))
    // Whatever moved the offset — a resize, a change of rows clamping it (here or when the rows were
    // built) — the binding hears of it, as the legacy table's delegate hears `tableViewDidScroll`.
    reportOffset(state)
    node.context.tracksOwnDamage.insert(node.id)
    if rows != nil, visible != state.built {
      node.invalidate()  // the viewport changed: build the rows now in view (the same node keeps them)
    }
    var placed = 0
    for (index, row) in visibleRows(node) {
      row.place(in: rowRect(node, index: index, offset: state.offset))
      placed += 1
    }
    node.context.statistics.listRowsLaidOut += placed
  }
}
