import TextSurface

/// How `Button` paints itself (the paint pass, `PaintPass.swift`).
extension Button {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    let style =
      !isEnabled(node) ? TextStyle(attributes: .dim) : isFocused ? TextStyle(attributes: .inverse) : .plain
    canvas.draw(rendered.truncated(toWidth: node.frame.width), at: node.frame.origin, style: style, clip: clip)
  }
}
