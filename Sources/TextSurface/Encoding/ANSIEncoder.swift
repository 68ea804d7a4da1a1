/// Turns frames into the bytes a terminal needs to show them.
///
/// Three encodings, because comparing them is the point of the project:
/// - `encodeFull`: every cell of every row, as the legacy window writes on
///   each commit (the baseline);
/// - `encodeChanges`: only the cells that differ from the previous frame, with
///   the cheapest byte sequence the encoder can find. It starts from the
///   cursor and pen the last frame left (`TerminalState`), moves with relative
///   moves, CR, CR LF or backspaces when they are shorter than an absolute
///   move, reprints a short unchanged gap when that is shorter than moving
///   over it, erases blank runs with `EL`/`ECH`, emits style codes only on
///   change, clears the screen first when that is cheaper (a new screen), and
///   when rows shift (a list scrolled) finds the shift by hashing rows, as
///   ncurses does, and moves them with insert/delete line (`IL`/`DL`) inside a
///   scroll region (`DECSTBM`);
/// - `encodeNaive`: the straightforward encoding of the changed runs (one
///   absolute cursor move plus the cells and their style codes per run), the
///   yardstick `strangler bench` measures the cheapest encoding against.
///
/// Synchronized output (DEC mode 2026) is the terminal host's business: it
/// wraps a frame together with its status line, so the encoder never does.
public struct ANSIEncoder: Sendable {
  /// An encoder; it keeps no state between frames (the caller keeps a `TerminalState`).
  public init() {}

  /// Every cell of `frame`, from the top left.
  public func encodeFull(_ frame: Frame) -> [UInt8] {
    var state = TerminalState()
    return encodeFull(frame, state: &state)
  }

  /// Every cell of `frame`, from the top left, whatever `state` says: the
  /// baseline's bytes never depend on the previous frame. `state` is updated
  /// to what the terminal looks like afterwards.
  public func encodeFull(_ frame: Frame, state: inout TerminalState) -> [UInt8] {
    var writer = ANSIWriter(screen: frame.size)
    writer.move(to: .zero)
    for y in 0..<frame.size.height {
      if y > 0 { writer.move(to: Point(x: 0, y: y)) }
      for x in 0..<frame.size.width where !frame[x, y].isContinuation {
        writer.put(frame[x, y])
      }
    }
    writer.setStyle(.plain)
    state = writer.state
    return writer.bytes
  }

  /// Only what changed from `previous` to `frame`, cheapest first, from a
  /// terminal whose cursor and pen are unknown.
  ///
  /// `damage`, when given, says where `frame` may differ (the declarative
  /// renderer knows which views re-rendered and which lists scrolled); cells
  /// outside it are assumed unchanged.
  public func encodeChanges(from previous: Frame, to frame: Frame, damage: Damage? = nil) -> [UInt8] {
    var state = TerminalState()
    return encodeChanges(from: previous, to: frame, damage: damage, state: &state)
  }

  /// Only what changed from `previous` to `frame`, cheapest first, starting
  /// from the cursor and pen in `state` and updating it.
  ///
  /// `damage`, when given, says where `frame` may differ from `previous`:
  /// its scrolled regions that span the screen's width move with line
  /// operations when that pays (others are compared cell by cell), then only
  /// its rectangles are compared; cells outside them are assumed unchanged.
  /// Without damage, rows that shifted are found by hashing. When the sizes
  /// differ, what is on the terminal is unknown: the screen is cleared and
  /// `frame` drawn from blank.
  public func encodeChanges(
    from previous: Frame, to frame: Frame, damage: Damage? = nil, state: inout TerminalState
  ) -> [UInt8] {
    var screen = previous
    return encodeChanges(updating: &screen, to: frame, damage: damage, state: &state)
  }

  /// Only what changed from `screen` (what the terminal shows) to `frame`,
  /// as `encodeChanges(from:to:damage:state:)` encodes it; afterwards `screen`
  /// is `frame`. With damage, `screen` is brought there in place — its
  /// scrolled regions moved, the damaged cells copied — so a presenter that
  /// keeps the frame on screen never copies a whole frame.
  public func encodeChanges(
    updating screen: inout Frame, to frame: Frame, damage: Damage?, state: inout TerminalState
  ) -> [UInt8] {
    guard screen.size == frame.size else {
      let writer = cleared(frame, state: state)
      state = writer.state
      screen = frame
      return writer.bytes
    }
    guard let damage, !damage.scrolls.isEmpty else {
      let rows = ChangedRows(previous: screen, frame: frame, damage: damage?.rects)
      let bytes = encodeComparing(
        screen, to: frame, rows: rows, damage: damage?.rects, searchesShifts: damage?.contentMayHaveMoved ?? true,
        state: &state)
      if damage != nil {
        // Only the cells that differ: the others in the damage compared equal.
        screen.copyCells(at: rows.changedCells, from: frame)
      } else {
        screen = frame
      }
      return bytes
    }
    // Scrolled regions first: the terminal's rows and the model move together.
    var writer = ANSIWriter(screen: frame.size, state: state)
    var areas = damage.rects
    for region in damage.scrolls { scroll(region, shown: &screen, frame: frame, areas: &areas, writer: &writer) }
    let rows = ChangedRows(previous: screen, frame: frame, damage: areas)
    let best = cheapest(finish(rows, frame: frame, writer: writer), rows: rows, frame: frame, state: state)
    state = best.state
    screen.copyCells(of: areas, from: frame)
    return best.bytes
  }

  /// The changes within `damage` (everywhere when nil), rows that shifted
  /// found by hashing (unless nothing can have moved), or clearing first when
  /// that is cheaper.
  private func encodeComparing(
    _ previous: Frame, to frame: Frame, rows: ChangedRows, damage: [Rect]?, searchesShifts: Bool = true,
    state: inout TerminalState
  ) -> [UInt8] {
    guard !rows.isEmpty else { return [] }
    let best = cheapest(
      incremental(
        from: previous, to: frame, rows: rows, damage: damage, searchesShifts: searchesShifts, state: state),
      rows: rows, frame: frame, state: state)
    state = best.state
    return best.bytes
  }

  /// `encoding`, or clearing the screen and drawing `frame` from blank when
  /// that is shorter. Clearing first pays only when most rows change (a new
  /// screen), and only if it can beat `encoding`: it writes at least the
  /// clear and the bytes of every non-blank cell, so it is not tried when
  /// those alone reach `encoding`'s length.
  private func cheapest(_ encoding: ANSIWriter, rows: ChangedRows, frame: Frame, state: TerminalState) -> ANSIWriter {
    guard rows.changes.count * 2 >= frame.size.height,
      Self.clearingBytes(frame, below: encoding.bytes.count) < encoding.bytes.count
    else { return encoding }
    let clearing = cleared(frame, state: state)
    return clearing.bytes.count < encoding.bytes.count ? clearing : encoding
  }

  /// Moves a scrolled region's rows on the terminal with a line operation
  /// when the region spans the screen's width and the rows it keeps print
  /// more bytes than the operation costs; otherwise the region is compared
  /// cell by cell like any damage.
  ///
  /// The operation may leave out up to two rows at the edge the new rows come
  /// in from, when that is cheaper: a list that scrolls with its focused row
  /// at that edge shows the highlight on the same row before and after, so
  /// leaving that row in place and rewriting only its text beats moving it
  /// and redrawing the highlight.
  private func scroll(
    _ region: ScrolledRegion, shown: inout Frame, frame: Frame, areas: inout [Rect], writer: inout ANSIWriter
  ) {
    let rect = region.rect.intersection(Rect(origin: .zero, size: frame.size))
    let count = abs(region.rows)
    guard rect.minX == 0, rect.maxX == frame.size.width, count > 0, count < rect.height else {
      areas.append(region.rect)
      return
    }
    let up = region.rows < 0
    // What the kept rows would print, counted no further than the operation's worst cost.
    var kept = 0
    let limit = 24
    let keptRows = up ? rect.minY..<(rect.maxY - count) : (rect.minY + count)..<rect.maxY
    scan: for y in keptRows {
      for x in 0..<frame.size.width where !frame.isBlank(x, y) {
        kept += 1
        if kept >= limit { break scan }
      }
    }
    guard kept >= limit else {
      areas.append(region.rect)
      return
    }
    // Candidates: the region, and the region less one or two rows at the incoming edge.
    let trims = 0...min(2, rect.height - count - 1)
    let edge =
      up ? (rect.maxY - trims.upperBound - count)..<rect.maxY : rect.minY..<(rect.minY + trims.upperBound + count)
    func bounds(_ trim: Int) -> (top: Int, bottom: Int) {
      up ? (rect.minY, rect.maxY - 1 - trim) : (rect.minY + trim, rect.maxY - 1)
    }
    func cost(_ trim: Int) -> Int {
      let (top, bottom) = bounds(trim)
      var total = bottom < frame.size.height - 1 ? 14 : 8
      for y in edge {
        let from = y - region.rows
        let source = y < top || y > bottom ? y : (from >= top && from <= bottom ? from : nil)
        total += Self.rowBytes(y, of: frame, against: source, of: shown)
      }
      return total
    }
    let costs = trims.map(cost)
    let trim = trims.lowerBound + (costs.indices.min { costs[$0] < costs[$1] } ?? 0)
    let (top, bottom) = bounds(trim)
    let shift = RowShift(
      first: up ? top : top + count, last: up ? bottom - count : bottom, offset: region.rows)
    shift.apply(to: &shown, writer: &writer)
    // Rows at the edge hold something else than the region's move would have left there.
    if trim > 0 { areas.append(Rect(x: 0, y: edge.lowerBound, width: frame.size.width, height: edge.count)) }
  }

  /// About what rewriting row `y` of `frame` costs over row `source` of
  /// `shown` (a blank row when nil). Cells are read in place.
  private static func rowBytes(_ y: Int, of frame: Frame, against source: Int?, of shown: Frame) -> Int {
    let width = frame.size.width
    return frame.cells.withCells { new in
      shown.cells.withCells { old in
        var total = 0
        for x in 0..<width {
          let index = y * width + x
          let same = source.map { new.cell(index, equals: $0 * width + x, of: old) } ?? new.isBlank(index)
          if !same { total += max(1, new[index].grapheme.utf8.count) }
        }
        return total == 0 ? 0 : total + 4
      }
    }
  }

  /// The changed rows printed after what `writer` already holds.
  private func finish(_ rows: ChangedRows, frame: Frame, writer: ANSIWriter) -> ANSIWriter {
    var writer = writer
    for (y, columns) in rows.changes { encodeRow(y, columns: columns, frame: frame, writer: &writer) }
    return writer
  }

  /// About what printing `rows` costs: a move per row and each changed grapheme's bytes.
  private static func estimatedBytes(_ rows: ChangedRows, _ frame: Frame) -> Int {
    var total = 0
    for (y, columns) in rows.changes {
      total += 4
      for x in columns { total += frame[x, y].grapheme.utf8.count }
    }
    return total
  }

  /// At least what clearing first and drawing `frame` from blank writes: the
  /// clear, then the UTF-8 of every cell that is not a plain blank (moves and
  /// styles come on top), counted no further than `limit`.
  private static func clearingBytes(_ frame: Frame, below limit: Int) -> Int {
    frame.cells.withCells { cells in
      var count = 4  // ED 2
      for index in cells.indices where cells[index].width > 0 && !cells.isBlank(index) {
        count += cells[index].grapheme.utf8.count
        if count >= limit { break }
      }
      return count
    }
  }

  /// Clears the screen (`ED 2`) and draws `frame` from blank.
  private func cleared(_ frame: Frame, state: TerminalState) -> ANSIWriter {
    var writer = ANSIWriter(screen: frame.size, state: state)
    guard frame.size.width > 0, frame.size.height > 0 else { return writer }
    writer.setStyle(.plain)
    writer.csi("2J")
    let rows = ChangedRows(previous: Frame(size: frame.size), frame: frame, damage: nil)
    for (y, columns) in rows.changes { encodeRow(y, columns: columns, frame: frame, writer: &writer) }
    return writer
  }

  /// The changes cell by cell, after moving shifted rows with line operations
  /// wherever that saves bytes.
  private func incremental(
    from previous: Frame, to frame: Frame, rows: ChangedRows, damage: [Rect]?, searchesShifts: Bool,
    state: TerminalState
  ) -> ANSIWriter {
    var writer = ANSIWriter(screen: frame.size, state: state)
    var shown = previous
    var rows = rows
    var damage = damage
    if searchesShifts, rows.changes.count >= 2 {
      // A shift is taken when its line operation plus an estimate of what is
      // left to print (each changed row's move and changed graphemes) is
      // smaller than the estimate without it: one encoding, not one per trial.
      var estimate = Self.estimatedBytes(rows, frame)
      for _ in 0..<4 {
        guard let shift = RowShift.best(from: shown, to: frame, rows: rows) else { break }
        var trial = writer
        var trialShown = shown
        shift.apply(to: &trialShown, writer: &trial)
        let trialDamage = damage.map { $0 + [shift.region(width: frame.size.width)] }
        let trialRows = ChangedRows(previous: trialShown, frame: frame, damage: trialDamage)
        let trialEstimate = trial.bytes.count - writer.bytes.count + Self.estimatedBytes(trialRows, frame)
        guard trialEstimate < estimate else { break }
        writer = trial
        shown = trialShown
        rows = trialRows
        damage = trialDamage
        estimate = Self.estimatedBytes(trialRows, frame)
      }
    }
    return finish(rows, frame: frame, writer: writer)
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

  /// Writes the changed lead cells `columns` of row `y`.
  private func encodeRow(_ y: Int, columns: [Int], frame: Frame, writer: inout ANSIWriter) {
    let width = frame.size.width
    // Columns from which the rest of the new row is plain blanks: one `EL` clears it.
    var blankTail = width
    while blankTail > 0, frame.isBlank(blankTail - 1, y) { blankTail -= 1 }
    var index = 0
    while index < columns.count {
      let x = columns[index]
      if x >= blankTail {
        // Print up to two blanks; erase to the end of the line beyond that.
        let last = columns[columns.count - 1]
        writer.move(to: Point(x: x, y: y))
        writer.setStyle(.plain)
        if last - x < 2 {
          for _ in x...last { writer.put(.blank) }
        } else {
          writer.csi("K")
        }
        return
      }
      // A run of changed plain blanks in the middle: `ECH` erases them without printing.
      var blanks = 0
      while index + blanks < columns.count, columns[index + blanks] == x + blanks, frame.isBlank(x + blanks, y) {
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
        // Printing the gap stops as soon as it costs more than the move.
        let move = writer.moveCost(to: Point(x: x, y: y))
        var column = cursor.x
        while column < x, gap.bytes.count <= move {
          gap.put(frame[column, y])
          column += max(1, frame.width(column, y))
        }
        if column == x, gap.bytes.count <= move {
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
  /// Every cell that differs (its index in the frame's cells), continuations too.
  var changedCells: [Int] = []
  var isEmpty: Bool { changes.isEmpty }

  init(previous: Frame, frame: Frame, damage: [Rect]?) {
    let width = frame.size.width
    let bounds = Rect(origin: .zero, size: frame.size)
    let areas = (damage ?? [bounds]).map { $0.intersection(bounds) }.filter { !$0.isEmpty }
    var spans: [Range<Int>] = []
    var changed: [Int] = []
    for y in 0..<frame.size.height {
      let base = y * width
      // The row's damaged columns, overlapping areas merged: each cell is compared once.
      spans.removeAll(keepingCapacity: true)
      for area in areas where y >= area.minY && y < area.maxY { spans.append(area.minX..<area.maxX) }
      if spans.count > 1 { spans = Self.merged(spans) }
      // The changed columns, ascending (merged spans are sorted and disjoint).
      changed.removeAll(keepingCapacity: true)
      previous.cells.withCells { old in
        frame.cells.withCells { new in
          for span in spans {
            for x in span where !old.cell(base + x, equals: base + x, of: new) { changed.append(x) }
          }
        }
      }
      guard !changed.isEmpty else { continue }
      for column in changed { changedCells.append(base + column) }
      // The cells to print: each changed cell's lead (a changed continuation
      // means its wide lead is reprinted). Read from the row's start, a
      // column is a lead unless the one before is a wide lead, whose second
      // column it is; so with `k` wide cells just before it (widths are 0, 1
      // or 2), a column is a lead when `k` is even, else the second half of
      // the cell before it. A few cells looked at per change, not the row.
      var columns: [Int] = []
      frame.cells.withCells { cells in
        for column in changed {
          var wideBefore = 0
          while column - wideBefore > 0, cells[base + column - wideBefore - 1].width == 2 { wideBefore += 1 }
          let lead = wideBefore % 2 == 0 ? column : column - 1
          if columns.last != lead { columns.append(lead) }
        }
      }
      changes.append((y, columns))
    }
  }

  /// `ranges` sorted and with overlapping ones joined: the same columns, each once.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
