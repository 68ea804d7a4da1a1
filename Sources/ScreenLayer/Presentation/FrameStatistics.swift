/// What a frame presenter has done: commits that wrote, bytes, elements drawn.
///
/// Every figure counts the same thing whichever front drew the frame, so the
/// A/B cost table compares like with like.
public struct FrameStatistics: Hashable, Sendable {
  /// Commits that wrote a frame.
  public var frames = 0
  /// Bytes written over all frames.
  public var bytesWritten = 0
  /// Elements drawn over all commits: each widget or primitive that shows
  /// something the user can perceive (text, a field, a row, a rule, a bar,
  /// an alert box), counted the same way in both toolkits. A legacy screen
  /// redraws every element at every commit — the baseline's cost.
  public var viewsDrawn = 0
  /// Bytes of the last frame written.
  public var lastFrameBytes = 0

  /// Statistics with every figure zero.
  public init() {}
}
