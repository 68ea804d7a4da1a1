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

  /// Whether cell `i` of `cells` is a plain blank, read where it lies.
  static func isBlank(_ cells: UnsafeBufferPointer<Cell>, _ i: Int) -> Bool {
    // Its one byte is a space: what `== " "` decides (a space has no canonical equivalent),
    // without the string comparison's slow path for every cell that shows something.
    cells[i].width == 1 && cells[i].style == .plain && cells[i].grapheme.utf8.count == 1
      && cells[i].grapheme.utf8.first == 0x20
  }

  /// Whether cell `i` of `left` equals cell `j` of `right`, compared where
  /// they lie: copying a cell out of an array retains and releases its
  /// grapheme, and the encoder and the A/B comparison compare cells by the
  /// screenful.
  static func equal(_ left: UnsafeBufferPointer<Cell>, _ i: Int, _ right: UnsafeBufferPointer<Cell>, _ j: Int) -> Bool {
    // `String ==` itself first compares the two strings' representations,
    // so an unchanged cell (nearly every cell compared) costs two words.
    left[i].width == right[j].width && left[i].style == right[j].style && left[i].grapheme == right[j].grapheme
  }
}
