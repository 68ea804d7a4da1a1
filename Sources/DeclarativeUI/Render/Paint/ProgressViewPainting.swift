import TextSurface

/// How `ProgressView` paints itself (the paint pass, `PaintPass.swift`).
extension ProgressView {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    let now = node.context.clock()
    ActivityIndicatorAppearance.draw(label: label, elapsed: now, in: &canvas, rect: node.frame, clip: clip)
    let drawn = node.primitiveStorage as? Drawn ?? Drawn()
    drawn.glyph = ActivityIndicatorAppearance.glyph(elapsed: now)
    node.primitiveStorage = drawn
    node.context.animatedNodes.insert(node.id)
  }
}
