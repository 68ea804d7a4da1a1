import TextSurface

/// How `TextField` paints itself (the paint pass, `PaintPass.swift`).
extension TextField {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    TextFieldAppearance.draw(
      title: title, editor: box(for: node).editor, secure: isSecure, isFocused: isFocused, isEnabled: isEnabled(node),
      in: &canvas, rect: node.frame, clip: clip)
  }
}
