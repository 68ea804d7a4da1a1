/// A block of rows that moved up or down between two frames, moved on the
/// terminal with one insert-line or delete-line inside a scroll region.
///
/// Found the way ncurses finds them (`hashmap.c`): rows are hashed, a row
/// whose hash occurs once in the old frame and once in the new one anchors a
/// match, and the match grows up and down while the rows stay equal.
struct RowShift: Equatable {
  /// The first and last new rows of the block.
  var first: Int
  var last: Int
  /// New row minus old row: negative when the rows moved up.
  var offset: Int

  /// The rows the line operation touches: from where the block starts (old
  /// or new, whichever is higher) to where it ends (whichever is lower).
  var top: Int { offset < 0 ? first : first - offset }
  var bottom: Int { offset < 0 ? last - offset : last }

  func region(width: Int) -> Rect {
    Rect(x: 0, y: top, width: width, height: bottom - top + 1)
  }

  /// The block that puts the most changed rows of `frame` in place, if any.
  static func best(from shown: Frame, to frame: Frame, rows: ChangedRows) -> RowShift? {
    guard let low = rows.changes.first?.0, let high = rows.changes.last?.0, high > low else { return nil }
    let width = frame.size.width
    // Whether old row `old` shows what new row `new` does.
    func same(_ old: Int, _ new: Int) -> Bool { shown.row(old, equals: new, of: frame) }
    // Rows are told apart by their content hash (`Frame.contentHash`): equal rows always hash alike.
    func hash(_ row: Range<Int>, of cells: CellStorage.Reader) -> Int { Frame.contentHash(of: row, in: cells) }
    // Occurrences of each row hash among the old rows and the new rows: (count, last row).
    var olds: [Int: (count: Int, row: Int)] = [:]
    var news: [Int: (count: Int, row: Int)] = [:]
    var newHashes: [Int] = []
    shown.cells.withCells { oldCells in
      frame.cells.withCells { newCells in
        for y in low...high {
          let columns = y * width..<(y + 1) * width
          let oldHash = hash(columns, of: oldCells)
          olds[oldHash] = ((olds[oldHash]?.count ?? 0) + 1, y)
          let newHash = hash(columns, of: newCells)
          news[newHash] = ((news[newHash]?.count ?? 0) + 1, y)
          newHashes.append(newHash)
        }
      }
    }
    var best: (shift: RowShift, gain: Int)?
    var covered = Set<Int>()
    for y in low...high where !covered.contains(y) {
      let key = newHashes[y - low]
      guard news[key]?.count == 1, let match = olds[key], match.count == 1, match.row != y,
        same(match.row, y)
      else { continue }
      let offset = y - match.row
      var first = y
      var last = y
      while first - 1 >= low, first - 1 - offset >= low, first - 1 - offset <= high,
        same(first - 1 - offset, first - 1)
      {
        first -= 1
      }
      while last + 1 <= high, last + 1 - offset <= high, last + 1 - offset >= low,
        same(last + 1 - offset, last + 1)
      {
        last += 1
      }
      for row in first...last { covered.insert(row) }
      let gain = (first...last).filter { !same($0, $0) }.count
      if gain > 0, gain > best?.gain ?? 0 {
        best = (RowShift(first: first, last: last, offset: offset), gain)
      }
    }
    return best?.shift
  }

  /// Moves the rows in `shown` and writes the line operation to `writer`.
  func apply(to shown: inout Frame, writer: inout ANSIWriter) {
    let count = abs(offset)
    let height = shown.size.height
    // New lines take the pen's background: keep it the default.
    if writer.style == nil || writer.style?.background != nil { writer.setStyle(.plain) }
    let needsRegion = bottom < height - 1
    if needsRegion {
      writer.csi("\(top + 1);\(bottom + 1)r")
      writer.cursor = nil  // terminals home the cursor
    }
    let stay = writer.cursor.map { Point(x: $0.x, y: top) } ?? Point(x: 0, y: top)
    let home = Point(x: 0, y: top)
    writer.move(to: writer.moveCost(to: stay) < writer.moveCost(to: home) ? stay : home)
    let letter = offset < 0 ? "M" : "L"
    writer.csi(count == 1 ? letter : "\(count)\(letter)")
    writer.cursor = home  // IL and DL return the carriage
    if needsRegion {
      writer.csi("r")
      writer.cursor = nil
    }
    shown.shiftRows(top: top, bottom: bottom, by: offset)
  }
}

extension Frame {
  /// Moves rows `top...bottom` by `offset` (negative: up), as the terminal
  /// does for insert/delete line in that scroll region; rows moved in are blank.
  mutating func shiftRows(top: Int, bottom: Int, by offset: Int) {
    scroll(ScrolledRegion(rect: Rect(x: 0, y: top, width: size.width, height: bottom - top + 1), rows: offset))
  }
}
