/// Turns frames into the bytes a terminal needs to show them.
///
/// Three encodings, because comparing them is the point of the project:
/// - `encodeFull`: every cell of every row, as the legacy window writes on
///   each commit (the baseline);
/// - `encodeChanges`: only the cells that differ from the previous frame, with
///   the cheapest byte sequence the encoder can find — it reprints a short
///   unchanged gap when that is shorter than a cursor move, erases blank runs
///   with `EL`/`ECH`, and emits style codes only on change;
/// - `encodeNaive`: the straightforward encoding of the changed runs (one
///   absolute cursor move plus the cells and their style codes per run), the
///   yardstick `strangler bench` measures the cheapest encoding against.
///
/// With `synchronized`, output is wrapped in DEC mode 2026 so a terminal shows
/// the frame at once; only used when writing to a real terminal.
public struct ANSIEncoder: Sendable {
  public var synchronized: Bool

  public init(synchronized: Bool = false) {
    self.synchronized = synchronized
  }

  /// Every cell of `frame`, from the top left.
  public func encodeFull(_ frame: Frame) -> [UInt8] {
    var writer = ANSIWriter(screen: frame.size)
    begin(&writer)
    writer.move(to: .zero)
    for y in 0..<frame.size.height {
      if y > 0 { writer.move(to: Point(x: 0, y: y)) }
      for x in 0..<frame.size.width where !frame[x, y].isContinuation {
        writer.put(frame[x, y])
      }
    }
    end(&writer)
    return writer.bytes
  }

  /// Only what changed from `previous` to `frame`, cheapest first.
  ///
  /// `damage`, when given, limits the comparison to those rectangles (the
  /// declarative renderer knows which views re-rendered); cells outside it are
  /// assumed unchanged. Frames of different sizes get a full redraw.
  public func encodeChanges(from previous: Frame, to frame: Frame, damage: [Rect]? = nil) -> [UInt8] {
    guard previous.size == frame.size else { return encodeFull(frame) }
    var writer = ANSIWriter(screen: frame.size)
    let rows = ChangedRows(previous: previous, frame: frame, damage: damage)
    guard !rows.isEmpty else { return [] }
    begin(&writer)
    for (y, columns) in rows.changes {
      encodeRow(y, columns: columns, frame: frame, writer: &writer)
    }
    end(&writer)
    return writer.bytes
  }

  /// One absolute move plus the cells per changed run: the naive encoding.
  public func encodeNaive(from previous: Frame, to frame: Frame) -> [UInt8] {
    guard previous.size == frame.size else { return encodeFull(frame) }
    var bytes: [UInt8] = []
    for (y, columns) in ChangedRows(previous: previous, frame: frame, damage: nil).changes {
      var index = 0
      while index < columns.count {
        var end = index
        while end + 1 < columns.count, columns[end + 1] == columns[end] + Int(max(1, frame[columns[end], y].width)) {
          end += 1
        }
        bytes.append(contentsOf: "\u{1B}[\(y + 1);\(columns[index] + 1)H".utf8)
        for x in columns[index...end] {
          let cell = frame[x, y]
          bytes.append(contentsOf: ANSIWriter.styleSequence(from: nil, to: cell.style).utf8)
          bytes.append(contentsOf: cell.grapheme.utf8)
        }
        index = end + 1
      }
    }
    if !bytes.isEmpty { bytes.append(contentsOf: "\u{1B}[m".utf8) }
    return bytes
  }

  private func begin(_ writer: inout ANSIWriter) {
    if synchronized { writer.csi("?2026h") }
  }

  private func end(_ writer: inout ANSIWriter) {
    writer.setStyle(.plain)
    if synchronized { writer.csi("?2026l") }
  }

  /// Writes the changed lead cells `columns` of row `y`.
  private func encodeRow(_ y: Int, columns: [Int], frame: Frame, writer: inout ANSIWriter) {
    let width = frame.size.width
    // Columns from which the rest of the new row is plain blanks: one `EL` clears it.
    var blankTail = width
    while blankTail > 0, frame[blankTail - 1, y] == .blank { blankTail -= 1 }
    var index = 0
    while index < columns.count {
      let x = columns[index]
      if x >= blankTail {
        writer.move(to: Point(x: x, y: y))
        writer.setStyle(.plain)
        writer.csi("K")
        return
      }
      // A run of changed plain blanks in the middle: `ECH` erases them without printing.
      var blanks = 0
      while index + blanks < columns.count, columns[index + blanks] == x + blanks, frame[x + blanks, y] == .blank {
        blanks += 1
      }
      if blanks >= 6 {
        writer.move(to: Point(x: x, y: y))
        writer.setStyle(.plain)
        writer.csi("\(blanks)X")
        index += blanks
        continue
      }
      // Reprint the unchanged gap when that is cheaper than moving over it.
      if let cursor = writer.cursor, cursor.y == y, cursor.x < x {
        var gap = ANSIWriter(screen: writer.screen)
        gap.cursor = cursor
        gap.style = writer.style
        var column = cursor.x
        while column < x {
          gap.put(frame[column, y])
          column += Int(max(1, frame[column, y].width))
        }
        if column == x, gap.bytes.count <= writer.moveSequence(to: Point(x: x, y: y)).utf8.count {
          writer.bytes += gap.bytes
          writer.cursor = gap.cursor
          writer.style = gap.style
        }
      }
      writer.move(to: Point(x: x, y: y))
      writer.put(frame[x, y])
      index += 1
    }
  }
}

/// For each row with a change, the sorted lead columns to rewrite.
struct ChangedRows {
  var changes: [(Int, [Int])] = []
  var isEmpty: Bool { changes.isEmpty }

  init(previous: Frame, frame: Frame, damage: [Rect]?) {
    let width = frame.size.width
    let bounds = Rect(origin: .zero, size: frame.size)
    let areas = (damage ?? [bounds]).map { $0.intersection(bounds) }.filter { !$0.isEmpty }
    for y in 0..<frame.size.height {
      var marked = [Bool](repeating: false, count: width)
      var any = false
      for area in areas where y >= area.minY && y < area.maxY {
        for x in area.minX..<area.maxX where !marked[x] && previous[x, y] != frame[x, y] {
          marked[x] = true
          any = true
        }
      }
      guard any else { continue }
      var columns: [Int] = []
      var x = 0
      while x < width {
        let cell = frame[x, y]
        let span = Int(max(1, cell.width))
        // A changed continuation means its lead must be reprinted.
        if (x..<min(width, x + span)).contains(where: { marked[$0] }) { columns.append(x) }
        x += cell.isContinuation ? 1 : span
      }
      changes.append((y, columns))
    }
  }
}
