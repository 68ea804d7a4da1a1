import TextSurface

/// How `NavigationStack` paints itself (the paint pass, `PaintPass.swift`).
extension NavigationStack {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    let (bar, content) = NavigationBarAppearance.split(node.frame)
    NavigationBarAppearance.draw(
      title: title(node), showsBack: showsBack(node), in: &canvas, rect: bar, clip: clip.intersection(bar))
    node.children.last?.drawTree(in: &canvas, clip: clip.intersection(content))
  }
}
