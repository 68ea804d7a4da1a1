import TextSurface

/// What a toolkit puts on a `Scene`: the legacy window's controllers, or a
/// declarative scene host's view tree. The scene decides *when* (the commit
/// point), owns focus and writes frames; the content says *what*.
///
/// Content draws in layers: the screen, then anything presented over it (an
/// alert). Only the topmost layer's elements can take focus. Where its
/// drawing changed goes to the scene's `DamageTracker`.
public protocol SceneContent: AnyObject {
  /// The commit point, before anything is laid out or drawn: the content
  /// catches up with its model (legacy bindings, invalidated bodies) and asks
  /// the scene for layout or display if that changed anything.
  func prepareForCommit(_ scene: Scene)
  /// Lays out every drawn layer in `bounds`, top-down.
  func layout(in bounds: Rect)
  /// Draws every drawn layer, bottom to top, only within `clip`: cells
  /// outside it are left as they are. The scene passes the whole canvas, or
  /// one rectangle of the damage after erasing it.
  func draw(in canvas: inout Canvas, clip: Rect)
  /// The elements focus can reach: those of the topmost layer, in tree order.
  func interactiveItems() -> [InteractiveItem]
  /// The semantics of every drawn layer, bottom to top.
  func accessibilityNodes() -> [AccessibilityNode]
  /// The title of the screen on screen (the `screen` node's label).
  var title: String { get }
  /// Esc: dismiss what is presented, else go back one screen; returns whether anything happened.
  func goBack() -> Bool
}
