import TextSurface

/// How `LabeledContent` paints itself (the paint pass, `PaintPass.swift`).
extension LabeledContent {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    ListRowAppearance.draw(title: title, detail: value, isHighlighted: false, in: &canvas, rect: node.frame, clip: clip)
  }
}
