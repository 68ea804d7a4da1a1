/// What an encoder knows of a terminal between frames: where its cursor is
/// and which pen (style) is selected, each nil when unknown.
///
/// A frame presenter keeps one across frames, so a frame starts from where
/// the last one left the terminal: no absolute move and no style reset when
/// the cursor and the pen are already right.
///
/// ```swift
/// var state = TerminalState()
/// let first = ANSIEncoder().encodeChanges(from: blank, to: frame, state: &state)
/// let next = ANSIEncoder().encodeChanges(from: frame, to: ticked, state: &state)
/// ```
public struct TerminalState: Hashable, Sendable {
  /// The cursor position; nil when unknown (start, after a write into the
  /// last column, after setting a scroll region, or after foreign output).
  public var cursor: Point?
  /// The selected style; nil when unknown.
  public var style: TextStyle?

  /// A terminal whose cursor and pen are unknown.
  public init(cursor: Point? = nil, style: TextStyle? = nil) {
    self.cursor = cursor
    self.style = style
  }
}
