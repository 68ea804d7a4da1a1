import TextSurface

/// Drawing: the visible rows, as the legacy table view draws its cells, the focused one inverse.
extension List {
  /// The list draws its rows itself (and answers for them in the other passes).
  static var ownsChildren: Bool { true }

  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    let offset = state(node).offset
    var drawn = 0
    defer { node.context.statistics.listRowsDrawn += drawn }
    for (index, row) in visibleRows(node) {
      let rect = rowRect(node, index: index, offset: offset)
      // A partial redraw (damage) passes a clip of a few rows: the others stay as drawn.
      guard !rect.intersection(clip).isEmpty else { continue }
      let highlighted = self.isFocused(node, row: index)
      if let look = rowLook(row) {
        ListRowAppearance.draw(
          title: look.title, detail: look.detail, isHighlighted: highlighted, in: &canvas, rect: rect, clip: clip,
          opaque: true)
      } else {
        row.drawTree(in: &canvas, clip: rect.intersection(clip))
        if highlighted { canvas.applyStyle(TextStyle(attributes: .inverse), in: rect.intersection(clip)) }
      }
      drawn += 1
    }
  }
}
