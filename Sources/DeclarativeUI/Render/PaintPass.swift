import TextSurface

/// The paint pass: each laid-out node draws itself through its primitive,
/// clipped to its frame, then its children, in tree order. A primitive that
/// owns its children (a list) takes over below itself.
extension Node {
  func drawTree(in canvas: inout Canvas, clip: Rect) {
    var area = clip
    if kinds.layoutPrimitive {
      area = frame.intersection(clip)
      guard !area.isEmpty else { return }
      // A stack or a padding draws nothing: only a primitive with content of its own is asked.
      if kinds.hasOwnContent, let primitive = layoutPrimitive {
        primitive.value.draw(self, in: &canvas, clip: area, isFocused: isFocused)
        if kinds.ownsChildren { return }
      }
    }
    for child in children { child.drawTree(in: &canvas, clip: area) }
  }
}
