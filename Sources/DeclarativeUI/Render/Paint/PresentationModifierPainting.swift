import TextSurface

/// How `PresentationModifier` paints itself (the paint pass, `PaintPass.swift`).
extension PresentationModifier {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    node.children.first?.drawTree(in: &canvas, clip: clip)
  }
}
