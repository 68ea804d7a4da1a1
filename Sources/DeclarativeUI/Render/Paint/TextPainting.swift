import TextSurface

/// How `Text` paints itself (the paint pass, `PaintPass.swift`).
extension Text {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    for (index, line) in lines(in: node.frame.size).enumerated() {
      canvas.draw(line, at: Point(x: node.frame.minX, y: node.frame.minY + index), style: style, clip: clip)
    }
  }
}
