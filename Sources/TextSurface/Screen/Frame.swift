/// A whole screen as a value: what a front drew at one commit.
///
/// Two frames are equal when every cell — grapheme, width and style — is equal;
/// that is the exact comparison the migration tests make between fronts.
/// `description` is the plain text (trailing spaces of each row trimmed), the
/// form used for golden files and line diffs.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
  public let size: Size
  /// Row-major cells, `size.width * size.height` of them.
  public internal(set) var cells: CellBuffer

  /// Whether every cell is equal: the comparison every step of every A/B run
  /// makes. The cells are compared in place, byte for byte first, without
  /// copying each one out of its buffer (a copy retains and releases its
  /// grapheme); see `CellStorage`.
  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.size == rhs.size && lhs.cells == rhs.cells
  }

  /// A blank frame of `size`.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = CellBuffer(repeating: .blank, count: self.size.width * self.size.height)
  }

  public subscript(x: Int, y: Int) -> Cell {
    cells[y * size.width + x]
  }

  /// Whether the cell at column `x` of row `y` is a plain blank, read in
  /// place (the encoder asks about whole rows; a copied cell retains its grapheme).
  func isBlank(_ x: Int, _ y: Int) -> Bool {
    cells.withCells { $0.isBlank(y * size.width + x) }
  }

  /// The width of the cell at column `x` of row `y`, read in place.
  func width(_ x: Int, _ y: Int) -> Int {
    cells.withCells { Int($0[y * size.width + x].width) }
  }

  /// This frame with every cell inside `rects` blanked: how a comparison sets
  /// aside a region whose content is expected to differ.
  public func masking(_ rects: [Rect]) -> Frame {
    var copy = self
    let bounds = Rect(origin: .zero, size: size)
    for rect in rects {
      let area = rect.intersection(bounds)
      guard !area.isEmpty else { continue }
      copy.cells.withMutableCells { cells in
        for y in area.minY..<area.maxY {
          for x in area.minX..<area.maxX { cells[y * size.width + x] = .blank }
        }
      }
    }
    return copy
  }

  /// The text of row `y`, trailing spaces trimmed.
  public func line(_ y: Int) -> String {
    // Built as UTF-8 and decoded once: appending a string per cell re-checks
    // grapheme boundaries at every cell, and every `expect text` step reads lines.
    // A trailing space byte is a trailing space character: a space ends its
    // cluster, and a space with a mark after it ends in the mark's bytes.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size.width)
    let start = y * size.width
    cells.withCells { cells in
      for index in start..<start + size.width where !cells[index].isContinuation {
        Self.appendBytes(of: cells[index].grapheme, to: &bytes)
      }
    }
    while bytes.last == 0x20 { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every row as text, trailing spaces trimmed.
  public var lines: [String] { (0..<size.height).map(line) }

  /// The frame as plain text: one line a row.
  public var plainText: String { lines.joined(separator: "\n") }

  public var description: String { plainText }

  /// Whether any row shows `text`.
  public func contains(_ text: String) -> Bool {
    (0..<size.height).contains { line($0).contains(text) }
  }

  /// Positions where the two frames differ (they must be the same size).
  public func differingCells(from other: Frame) -> [Point] {
    guard size == other.size else {
      return (0..<max(size.height, other.size.height)).flatMap { y in
        (0..<max(size.width, other.size.width)).map { Point(x: $0, y: y) }
      }
    }
    var points: [Point] = []
    for index in cells.indices where cells[index] != other.cells[index] {
      points.append(Point(x: index % size.width, y: index / size.width))
    }
    return points
  }

  /// The rows where the two frames differ, in order (every row of the taller
  /// when their sizes differ).
  public func differingRows(from other: Frame) -> [Int] {
    guard size == other.size else { return Array(0..<max(size.height, other.size.height)) }
    return (0..<size.height).filter { !row($0, equals: other) }
  }
}

extension Frame {
  /// Every run of non-plain cells, one line each: `row 0 cols 24-34: bold`.
  /// Golden files keep these beside the text, so a lost highlight or colour fails a test.
  public var styledRuns: [String] {
    var runs: [String] = []
    for y in 0..<size.height {
      var x = 0
      while x < size.width {
        let style = self[x, y].style
        guard !style.isPlain else {
          x += 1
          continue
        }
        var end = x
        while end + 1 < size.width, self[end + 1, y].style == style { end += 1 }
        runs.append("row \(y) cols \(x)-\(end): \(style)")
        x = end + 1
      }
    }
    return runs
  }

  /// The frame as reviewed golden text: size, every row behind a `|` (so
  /// leading spaces and blank rows are visible), then the styled runs.
  public var goldenText: String {
    var text = "frame \(size)\n"
    for line in lines { text += "|\(line)\n" }
    let runs = styledRuns
    text += runs.isEmpty ? "styles: none\n" : "styles:\n" + runs.map { "  \($0)\n" }.joined()
    return text
  }
}
