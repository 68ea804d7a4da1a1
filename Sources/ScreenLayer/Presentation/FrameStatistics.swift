/// What a frame presenter has done: commits that wrote, bytes, elements drawn.
///
/// Every figure counts the same thing whichever front drew the frame, so the
/// A/B cost table compares like with like.
public struct FrameStatistics: Hashable, Sendable {
  /// Commits that wrote a frame.
  public var frames = 0
  /// Bytes written over all frames.
  public var bytesWritten = 0
  /// Elements drawn over all commits: each element of the drawn screen's
  /// semantics (text, a field, a row, a bar, an alert and its buttons) on
  /// screen when a frame was drawn, counted the same way in both fronts.
  /// Counted only when the scene is asked to (`Scene.countsElementsDrawn`).
  public var viewsDrawn = 0
  /// Bytes of the last frame written.
  public var lastFrameBytes = 0
  /// Commits whose content said where the frame may have changed (damage),
  /// so the presenter compared only there.
  public var framesWithDamage = 0

  /// Statistics with every figure zero.
  public init() {}
}
