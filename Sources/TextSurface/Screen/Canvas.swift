/// A mutable screen both toolkits draw into, like a render server's backing store.
///
/// All positions are absolute screen cells. Every drawing call takes a clip
/// rectangle so a widget can never paint outside its frame, and every string is
/// made terminal-safe on the way in. Overwriting half of a wide grapheme blanks
/// the other half, so a frame is always well formed.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 2))
/// canvas.draw("Hello", at: Point(x: 2, y: 0))
/// canvas.frame.line(0)   // "  Hello"
/// ```
public struct Canvas: Sendable {
  public private(set) var frame: Frame
  /// Cells written since creation: the drawing work a commit did.
  public private(set) var cellsWritten = 0

  public init(size: Size) {
    frame = Frame(size: size)
  }

  /// The one-character strings of printable ASCII (U+0020…U+007E), made once.
  private static let asciiGraphemes: [String] = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

  public var size: Size { frame.size }
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// Draws `text` on row `point.y` from column `point.x`, clipped to `clip` and
  /// the screen; returns the columns the text advanced (clipped or not).
  @discardableResult
  public mutating func draw(_ text: String, at point: Point, style: TextStyle = .plain, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var x = point.x
    let y = point.y
    guard y >= area.minY, y < area.maxY else { return text.displayWidth }
    if text.isPrintableASCII {
      // One column per byte and nothing to make safe: no grapheme breaking, no width tables.
      return drawStandingAlone(text, at: point, style: style, area: area)
    }
    /// Puts one grapheme of `width` columns (at least 1) at `x`, clipped.
    func place(_ grapheme: @autoclosure () -> String, width: Int) {
      defer { x += width }
      if x + width <= area.minX || x >= area.maxX { return }
      if x < area.minX || x + width > area.maxX {
        // A wide grapheme cut by the clip edge: show the visible half as a space.
        for column in max(x, area.minX)..<min(x + width, area.maxX) {
          set(Cell(grapheme: " ", width: 1, style: style), x: column, y: y)
        }
        return
      }
      set(Cell(grapheme: grapheme(), width: UInt8(width), style: style), x: x, y: y)
      if width == 2 { set(.continuation(style), x: x + 1, y: y) }
    }
    if text.scalarByScalarWidth != nil {
      // Each scalar is a character of its own width, already safe (`·`, `★`, `─`).
      return drawStandingAlone(text, at: point, style: style, area: area)
    }
    var lastWritten: Int?
    for character in text.terminalSafe {
      let width = character.displayWidth
      if width == 0 {
        if let lead = lastWritten { appendToGrapheme(at: lead, y: y, character) }
        continue
      }
      let visible = x + width > area.minX && x < area.maxX
      let cut = x < area.minX || x + width > area.maxX
      let lead = x
      place(String(character), width: width)
      // A mark joins the last grapheme written whole; one left wholly outside the clip changes nothing.
      if visible { lastWritten = cut ? nil : lead }
    }
    return x - point.x
  }

  /// Draws measured text (see `draw(_:at:style:clip:)`): when every scalar
  /// stands alone, a cell per scalar with no check of the text again.
  @discardableResult
  mutating func draw(_ text: MeasuredText, at point: Point, style: TextStyle = .plain, clip: Rect) -> Int {
    guard text.standsAlone else { return draw(text.text, at: point, style: style, clip: clip) }
    let area = clip.intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY else { return text.width }
    return drawStandingAlone(text.text, at: point, style: style, area: area)
  }

  /// Draws text whose every scalar stands alone on row `point.y` (inside
  /// `area`): a cell per scalar, its width the scalar's, written in place.
  private mutating func drawStandingAlone(_ text: String, at point: Point, style: TextStyle, area: Rect) -> Int {
    let ascii = Self.asciiGraphemes
    let width = frame.size.width
    let row = point.y * width
    var x = point.x
    var written = 0
    frame.cells.withMutableCells { cells in
      for scalar in text.unicodeScalars {
        let value = scalar.value
        let columns = value < 0x7F ? 1 : DisplayWidth.width(of: scalar)
        defer { x += columns }
        if x + columns <= area.minX || x >= area.maxX { continue }
        if x < area.minX || x + columns > area.maxX {
          // A wide character cut by the clip edge: its visible half shows as a space.
          for column in max(x, area.minX)..<min(x + columns, area.maxX) {
            Self.set(Cell(grapheme: " ", width: 1, style: style), x: column, row: row, width: width, in: cells)
            written += 1
          }
          continue
        }
        let grapheme = value < 0x7F ? ascii[Int(value &- 0x20)] : String(scalar)
        Self.set(Cell(grapheme: grapheme, width: UInt8(columns), style: style), x: x, row: row, width: width, in: cells)
        written += 1
        if columns == 2 {
          Self.set(.continuation(style), x: x + 1, row: row, width: width, in: cells)
          written += 1
        }
      }
    }
    cellsWritten += written
    return x - point.x
  }

  /// Draws `glyph` `count` times along row `point.y` from column `point.x`,
  /// clipped to `clip` and the screen: a rule or a bar. The glyph is measured
  /// once, not once a column — a rule is drawn at every commit of every screen with a bar.
  public mutating func drawRepeated(
    _ glyph: Character, count: Int, at point: Point, style: TextStyle = .plain, clip: Rect? = nil
  ) {
    let text = String(glyph)
    guard count > 0 else { return }
    guard text.scalarByScalarWidth == 1 else {
      draw(String(repeating: text, count: count), at: point, style: style, clip: clip)
      return
    }
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY else { return }
    let columns = max(point.x, area.minX)..<min(point.x + count, area.maxX)
    guard !columns.isEmpty else { return }
    let width = frame.size.width
    let cell = Cell(grapheme: text, width: 1, style: style)
    frame.cells.withMutableCells { cells in
      for x in columns { Self.set(cell, x: x, row: point.y * width, width: width, in: cells) }
    }
    cellsWritten += columns.count
  }

  /// Fills `rect` (clipped to the screen) with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: TextStyle = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        set(Cell(grapheme: " ", width: 1, style: style), x: x, y: y)
      }
    }
  }

  /// Adds `style` on top of every cell in `rect`, keeping the graphemes (a highlight).
  public mutating func applyStyle(_ style: TextStyle, in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let width = frame.size.width
    frame.cells.withMutableCells { cells in
      for y in area.minY..<area.maxY {
        for index in y * width + area.minX..<y * width + area.maxX {
          cells[index].style = cells[index].style.merging(style)
        }
      }
    }
  }

  /// Moves `region`'s cells by whole rows, the rows moved in left blank: a
  /// renderer that keeps its canvas between frames moves a scrolled list's
  /// rows instead of drawing them again (see `Damage`).
  public mutating func scroll(_ region: ScrolledRegion) {
    frame.scroll(region)
  }

  /// Makes `rect` plain blanks, as a fresh canvas is there: the first step of
  /// redrawing only a damaged rectangle. A wide grapheme cut by the
  /// rectangle's edge loses its other half too (a blank in its style), so
  /// the frame stays well formed.
  public mutating func erase(_ rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let width = frame.size.width
    frame.cells.withMutableCells { cells in
      for y in area.minY..<area.maxY {
        let row = y * width
        if area.minX > 0, cells[row + area.minX].isContinuation {
          cells[row + area.minX - 1] = Cell(grapheme: " ", width: 1, style: cells[row + area.minX - 1].style)
        }
        if area.maxX < width, cells[row + area.maxX - 1].width == 2 {
          cells[row + area.maxX] = Cell(grapheme: " ", width: 1, style: cells[row + area.maxX].style)
        }
        // A cell already blank (a row's gap, its end) is left as it is: no release of its grapheme.
        for index in y * width + area.minX..<y * width + area.maxX
        where !cells.reader.isBlank(index) {
          cells[index] = .blank
        }
      }
    }
  }

  /// Clears the whole screen to blanks.
  public mutating func clear() {
    frame = Frame(size: frame.size)
  }

  /// Moves rows `top...bottom` by `offset` (negative: up) and fills the rows
  /// moved in with blanks of `style`: a terminal's insert/delete line and
  /// scrolling inside a scroll region (for `VirtualTerminal`).
  mutating func shiftRows(top: Int, bottom: Int, by offset: Int, blankStyle style: TextStyle) {
    guard top <= bottom, offset != 0 else { return }
    frame.shiftRows(top: top, bottom: bottom, by: offset)
    let count = min(abs(offset), bottom - top + 1)
    fill(Rect(x: 0, y: offset < 0 ? bottom - count + 1 : top, width: size.width, height: count), style: style)
  }

  private mutating func set(_ cell: Cell, x: Int, y: Int) {
    let width = frame.size.width
    frame.cells.withMutableCells { Self.set(cell, x: x, row: y * width, width: width, in: $0) }
    cellsWritten += 1
  }

  /// Puts `cell` at column `x` of the row starting at `row`, in place (no
  /// copy of the old cell, whose grapheme a copy would retain), never
  /// leaving half of a wide grapheme behind.
  private static func set(_ cell: Cell, x: Int, row: Int, width: Int, in cells: CellStorage.Writer) {
    let index = row + x
    if cells[index].isContinuation, x > 0, cell.width != 0 {
      cells[index - 1] = Cell(grapheme: " ", width: 1, style: cells[index - 1].style)
    }
    if cells[index].width == 2, x + 1 < width, cell.width != 2 {
      cells[index + 1] = Cell(grapheme: " ", width: 1, style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  private mutating func appendToGrapheme(at x: Int, y: Int, _ mark: Character) {
    let index = y * frame.size.width + x
    frame.cells.withMutableCells { $0[index].grapheme.append(mark) }
  }
}
