/// One cell of the screen: a grapheme, the columns it spans, and its style.
///
/// A wide grapheme occupies its cell (width 2) and the next one, which holds a
/// *continuation* (empty grapheme, width 0) so that every row has exactly as
/// many cells as the screen has columns.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown, already terminal-safe; empty for a continuation.
  public var grapheme: String
  /// 1 for a normal cell, 2 for the lead of a wide grapheme, 0 for its continuation.
  public var width: UInt8
  public var style: TextStyle

  public init(grapheme: String, width: UInt8, style: TextStyle) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// A space in the terminal's default look.
  public static let blank = Cell(grapheme: " ", width: 1, style: .plain)

  /// The second half of a wide grapheme.
  public static func continuation(_ style: TextStyle) -> Cell { Cell(grapheme: "", width: 0, style: style) }

  public var isContinuation: Bool { width == 0 }
}
