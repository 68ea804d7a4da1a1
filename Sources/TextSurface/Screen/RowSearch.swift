/// Texts to look for on a frame's rows, prepared once and searched at every frame.
///
/// A reader of the screen — a simulated user watching for an error, a test
/// waiting for a label — asks the same question of every frame drawn. Building
/// each row as a `String` to ask it allocates a string a row a frame; this
/// search reads the cells where they lie and matches bytes, with one buffer
/// reused for every row. Matching is byte for byte, with no Unicode folding,
/// on the row as drawn, blank cells included: what a reader sees is exactly
/// the graphemes in the cells.
///
/// ```swift
/// let errors = RowSearch(["Error", "failed"])
/// if frame.shows(errors) { … }
/// ```
public struct RowSearch: Sendable {
  let needles: [[UInt8]]
  /// The bytes some needle starts with: a row is read once whatever the
  /// number of texts, and most bytes start none of them.
  private let firstBytes: ByteSet
  private let matchesEveryRow: Bool

  /// A search for any of `texts`, each on one row; an empty text is on every frame.
  public init(_ texts: [String]) {
    needles = texts.map { Array($0.utf8) }
    var firstBytes = ByteSet()
    for case let first? in needles.map(\.first) { firstBytes.insert(first) }
    self.firstBytes = firstBytes
    matchesEveryRow = needles.contains { $0.isEmpty }
  }

  /// A search for `text` on one row.
  public init(_ text: String) { self.init([text]) }

  /// Whether there is nothing to look for.
  var isEmpty: Bool { needles.isEmpty }

  /// Whether `row` holds one of the needles.
  func matches(_ row: [UInt8]) -> Bool {
    if matchesEveryRow { return true }
    for start in row.indices where firstBytes.contains(row[start]) {
      if needles.contains(where: { Self.needle($0, isAt: start, in: row) }) { return true }
    }
    return false
  }

  private static func needle(_ needle: [UInt8], isAt start: Int, in row: [UInt8]) -> Bool {
    guard !needle.isEmpty, row.count - start >= needle.count, row[start] == needle[0] else { return false }
    var matched = 1
    while matched < needle.count && row[start + matched] == needle[matched] { matched += 1 }
    return matched == needle.count
  }
}

/// A set of bytes as 256 bits: asked once a byte of every row searched, so
/// it is four words, not a hashed set.
struct ByteSet: Sendable {
  private var words: (low: UInt64, second: UInt64, third: UInt64, high: UInt64) = (0, 0, 0, 0)

  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) << (byte & 63)
    switch byte >> 6 {
    case 0: words.low |= bit
    case 1: words.second |= bit
    case 2: words.third |= bit
    default: words.high |= bit
    }
  }

  func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) << (byte & 63)
    switch byte >> 6 {
    case 0: return words.low & bit != 0
    case 1: return words.second & bit != 0
    case 2: return words.third & bit != 0
    default: return words.high & bit != 0
    }
  }
}

extension Frame {
  /// Whether one of `search`'s texts is on one of this frame's rows.
  public func shows(_ search: RowSearch) -> Bool {
    guard !search.isEmpty else { return false }
    var row: [UInt8] = []
    row.reserveCapacity(size.width * 4)
    return (0..<size.height).contains { rowShows($0, search, buffer: &row) }
  }

  /// Whether row `y` holds one of `search`'s texts; `buffer` is reused from row to row.
  func rowShows(_ y: Int, _ search: RowSearch, buffer row: inout [UInt8]) -> Bool {
    row.removeAll(keepingCapacity: true)
    let start = y * size.width
    cells.withCells { cells in
      for index in start..<start + size.width where !cells[index].isContinuation {
        Self.appendBytes(of: cells[index].grapheme, to: &row)
      }
    }
    return search.matches(row)
  }

  /// Whether row `y` of this frame and of `other` (the same size) are cell for cell equal.
  func row(_ y: Int, equals other: Frame) -> Bool {
    row(y, equals: y, of: other)
  }

  /// Whether row `y` of this frame and row `otherRow` of `other` (the same
  /// width) are cell for cell equal, compared in place.
  func row(_ y: Int, equals otherRow: Int, of other: Frame) -> Bool {
    let (start, otherStart) = (y * size.width, otherRow * size.width)
    return cells.withCells { left in
      other.cells.withCells { right in
        left.cells(start..<start + size.width, equal: otherStart, of: right)
      }
    }
  }

  /// Appends `grapheme`'s UTF-8: a one-byte grapheme (nearly every cell) as
  /// that byte, without the generic append's per-call setup.
  static func appendBytes(of grapheme: String, to bytes: inout [UInt8]) {
    let utf8 = grapheme.utf8
    if utf8.count == 1, let byte = utf8.first {
      bytes.append(byte)
    } else {
      bytes.append(contentsOf: utf8)
    }
  }
}

/// A reader watching frame after frame for texts: only the rows that changed
/// since the last look are read again.
///
/// Most frames differ from the last one in a row or two (a typed character,
/// a ticking countdown); comparing a row cell for cell in place is cheaper
/// than reading its text, so a watcher answers `RowSearch` for a whole frame
/// at the cost of its changed rows.
public struct RowWatch: Sendable {
  /// What is watched for.
  public let search: RowSearch
  private var lastFrame: Frame?
  private var rowsShowing: [Bool] = []
  private var buffer: [UInt8] = []

  /// A watch for `search`'s texts.
  public init(_ search: RowSearch) {
    self.search = search
  }

  /// Whether `frame` shows one of the texts: `frame.shows(search)`, reading
  /// only the rows that differ from the frame of the last look.
  public mutating func shows(in frame: Frame) -> Bool {
    guard !search.isEmpty else { return false }
    let last = lastFrame.flatMap { $0.size == frame.size ? $0 : nil }
    if last == nil { rowsShowing = Array(repeating: false, count: frame.size.height) }
    for y in 0..<frame.size.height where last.map({ !frame.row(y, equals: $0) }) ?? true {
      rowsShowing[y] = frame.rowShows(y, search, buffer: &buffer)
    }
    lastFrame = frame
    return rowsShowing.contains(true)
  }
}
