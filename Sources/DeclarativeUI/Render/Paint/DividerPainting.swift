import TextSurface

/// How `Divider` paints itself (the paint pass, `PaintPass.swift`).
extension Divider {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    DividerAppearance.draw(in: &canvas, rect: node.frame, clip: clip)
  }
}
