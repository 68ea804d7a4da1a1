import ScreenLayer
import TextSurface

/// How `HostedContent` paints itself (the paint pass, `PaintPass.swift`).
extension HostedContent {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    content(node).draw(in: &canvas, clip: clip)
  }

  /// The content draws and describes everything below the node.
  static var ownsChildren: Bool { true }
}
