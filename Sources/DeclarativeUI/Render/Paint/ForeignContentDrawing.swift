import TextSurface

/// The paint pass's side of content of another toolkit in a declarative tree
/// (`ForeignContent`, which refines it): drawing itself in the rectangle the
/// layout pass placed it in.
public protocol ForeignContentDrawing: AnyObject {
  /// Draws the content (clipped to `clip`), where `ForeignContent.place(in:)` put it.
  func draw(in canvas: inout Canvas, clip: Rect)
}
