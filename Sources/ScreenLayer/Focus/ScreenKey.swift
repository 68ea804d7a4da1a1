/// Identifies a screen a toolkit can show again (a declarative stack's
/// screens), so the focus engine can give it back the element that had focus
/// when it was covered (`FocusEngine.screenDidChange(from:to:forgetting:)`).
///
/// ```swift
/// let details = ScreenKey([4, 9, 10])   // a declarative host's chain of node ids
/// focus.screenDidChange(from: list, to: details)
/// ```
public struct ScreenKey: Hashable, Sendable {
  /// The numbers that identify the screen within its toolkit (a declarative host's node ids).
  public let path: [Int]

  /// The screen identified by `path`.
  public init(_ path: [Int]) {
    self.path = path
  }
}
