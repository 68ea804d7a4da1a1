/// Texts to look for on a frame's rows, prepared once and searched at every frame.
///
/// A reader of the screen — a simulated user watching for an error, a test
/// waiting for a label — asks the same question of every frame drawn. Building
/// each row as a `String` to ask it allocates a string a row a frame; this
/// search reads the cells where they lie and matches bytes, with one buffer
/// reused for every row. Matching is byte for byte on the text as drawn (no
/// Unicode folding) on the row as drawn, blank cells included: what a reader
/// sees is exactly the graphemes in the cells.
///
/// ```swift
/// let errors = RowSearch(["Error", "failed"])
/// if frame.shows(errors) { … }
/// ```
public struct RowSearch: Sendable, Hashable {
  let needles: [[UInt8]]
  /// For each byte, whether a needle starts with it: a row is read once
  /// whatever the number of texts, and most bytes start none of them.
  private let startsANeedle: [Bool]
  private let matchesEveryRow: Bool

  /// A search for any of `texts`, each on one row; an empty text is on every frame.
  public init(_ texts: [String]) {
    needles = texts.map { Array($0.utf8) }
    var startsANeedle = [Bool](repeating: false, count: 256)
    for case let first? in needles.map(\.first) { startsANeedle[Int(first)] = true }
    self.startsANeedle = startsANeedle
    matchesEveryRow = needles.contains { $0.isEmpty }
  }

  /// A search for `text` on one row.
  public init(_ text: String) { self.init([text]) }

  /// Whether there is nothing to look for.
  var isEmpty: Bool { needles.isEmpty }

  /// Whether `row` holds one of the needles.
  func matches(_ row: [UInt8]) -> Bool {
    if matchesEveryRow { return true }
    for start in row.indices where startsANeedle[Int(row[start])] {
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

extension Frame {
  /// Whether one of `search`'s texts is on one of this frame's rows.
  public func shows(_ search: RowSearch) -> Bool {
    guard !search.isEmpty else { return false }
    var row: [UInt8] = []
    row.reserveCapacity(size.width * 4)
    return cells.withCells { cells in
      for y in 0..<size.height {
        row.removeAll(keepingCapacity: true)
        let start = y * size.width
        for index in start..<start + size.width where !cells[index].isContinuation {
          Self.appendBytes(of: cells[index].grapheme, to: &row)
        }
        if search.matches(row) { return true }
      }
      return false
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
