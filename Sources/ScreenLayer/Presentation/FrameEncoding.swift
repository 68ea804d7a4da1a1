/// How the frame presenter turns a drawn frame into bytes.
///
/// Each front declares its own (`SceneContent.frameEncoding`): the legacy
/// window redraws the whole screen, the baseline; the declarative front writes
/// only what changed.
public enum FrameEncoding: Sendable {
  /// Write every cell of every row (the legacy baseline).
  case fullRedraw
  /// Write only the cells that changed since the last frame, cheapest encoding.
  case changedCells
}
