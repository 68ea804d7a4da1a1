/// Builds an ANSI byte stream while tracking what the terminal's cursor and
/// pen look like, so each escape sequence is emitted only when it changes
/// something and cursor moves take the fewest bytes.
struct ANSIWriter {
  static let escape: UInt8 = 0x1B
  var bytes: [UInt8] = []
  /// Where the terminal cursor is; nil when unknown (start, or pending wrap at the right edge).
  var cursor: Point?
  /// The terminal's current style; nil when unknown.
  var style: TextStyle?
  let screen: Size

  init(screen: Size, state: TerminalState = TerminalState()) {
    self.screen = screen
    cursor = state.cursor
    style = state.style
  }

  /// What the terminal looks like after these bytes.
  var state: TerminalState { TerminalState(cursor: cursor, style: style) }

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func csi(_ body: String) {
    bytes.append(Self.escape)
    bytes.append(UInt8(ascii: "["))
    append(body)
  }

  /// Selects `style`, emitting only what differs from the current pen.
  mutating func setStyle(_ new: TextStyle) {
    if style == new { return }
    append(Self.styleSequence(from: style, to: new))
    style = new
  }

  /// The SGR sequence that turns `old` (nil: unknown) into `new`.
  static func styleSequence(from old: TextStyle?, to new: TextStyle) -> String {
    var codes: [String] = []
    let additive =
      old.map { old in
        old.attributes.isSubset(of: new.attributes) && (new.foreground != nil || old.foreground == nil)
          && (new.background != nil || old.background == nil)
      } ?? false
    let base = additive ? old! : TextStyle.plain
    if !additive { codes.append("0") }
    let added = new.attributes.subtracting(base.attributes)
    if added.contains(.bold) { codes.append("1") }
    if added.contains(.dim) { codes.append("2") }
    if added.contains(.italic) { codes.append("3") }
    if added.contains(.underline) { codes.append("4") }
    if added.contains(.inverse) { codes.append("7") }
    if let fg = new.foreground, fg != base.foreground { codes.append(String(30 + Int(fg.rawValue))) }
    if let bg = new.background, bg != base.background { codes.append(String(40 + Int(bg.rawValue))) }
    if codes == ["0"] { return "\u{1B}[m" }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// Writes one cell's grapheme and advances the tracked cursor.
  mutating func put(_ cell: Cell) {
    setStyle(cell.style)
    append(cell.grapheme)
    if var position = cursor {
      position.x += Int(cell.width)
      cursor = position.x >= screen.width ? nil : position
    }
  }

  /// How many bytes `move(to:)` writes to reach `target`: the moves are
  /// costed arithmetically, and only the one chosen is written, because the
  /// encoder asks at nearly every changed cell.
  func moveCost(to target: Point) -> Int { Move(from: cursor, to: target).cost }

  /// Moves the cursor to `target` without printing, the shortest way: an
  /// absolute move, relative moves (`CUU`/`CUD`/`CUF`/`CUB`, `CHA`),
  /// carriage return, backspaces or CR LF pairs from the known cursor. A bare
  /// LF is never used: with the terminal's output processing on, it would
  /// also return the carriage.
  mutating func move(to target: Point) {
    Move(from: cursor, to: target).write(into: &bytes)
    cursor = target
  }

  /// A cursor move, chosen by its cost in bytes. Candidates are tried in a
  /// fixed order and a later one wins only when strictly shorter, so equal
  /// costs always give the same bytes.
  private enum Move {
    case none
    case absolute(Point)
    /// Up or down by `rows` (negative: up), then along the row.
    case relative(rows: Int, Horizontal)
    /// `count` CR LF pairs, then along the row from column 0.
    case newlines(count: Int, Horizontal)

    init(from cursor: Point?, to target: Point) {
      guard let cursor else {
        self = .absolute(target)
        return
      }
      if cursor == target {
        self = .none
        return
      }
      self = .absolute(target)
      var best = cost
      let distance = target.y - cursor.y
      let relative = Move.relative(rows: distance, Horizontal(from: cursor.x, to: target.x))
      if relative.cost < best {
        self = relative
        best = relative.cost
      }
      if distance > 0, distance <= 2 {
        let newlines = Move.newlines(count: distance, Horizontal(from: 0, to: target.x))
        if newlines.cost < best { self = newlines }
      }
    }

    var cost: Int {
      switch self {
      case .none: 0
      case .absolute(let target):
        target == .zero ? 3 : target.x == 0 ? 3 + digits(target.y + 1) : 4 + digits(target.y + 1) + digits(target.x + 1)
      case .relative(let rows, let horizontal): Horizontal.stepCost(abs(rows)) + horizontal.cost
      case .newlines(let count, let horizontal): 2 * count + horizontal.cost
      }
    }

    func write(into bytes: inout [UInt8]) {
      switch self {
      case .none: break
      case .absolute(let target):
        appendCSI(into: &bytes)
        if target != .zero {
          decimal(target.y + 1, into: &bytes)
          if target.x != 0 {
            bytes.append(UInt8(ascii: ";"))
            decimal(target.x + 1, into: &bytes)
          }
        }
        bytes.append(UInt8(ascii: "H"))
      case .relative(let rows, let horizontal):
        if rows != 0 { Horizontal.step(abs(rows), final: rows > 0 ? "B" : "A", into: &bytes) }
        horizontal.write(into: &bytes)
      case .newlines(let count, let horizontal):
        for _ in 0..<count { bytes += [0x0D, 0x0A] }
        horizontal.write(into: &bytes)
      }
    }
  }

  /// A move along the row, chosen like `Move`.
  private enum Horizontal {
    case none
    /// `CHA` to the column.
    case column(Int)
    case carriageReturn
    /// `CUF` by the count.
    case forward(Int)
    /// CR, then `CUF` by the count.
    case returnForward(Int)
    /// `CUB` by the count.
    case back(Int)
    case backspaces(Int)

    init(from x: Int, to target: Int) {
      if x == target {
        self = .none
        return
      }
      self = .column(target)
      var best = cost
      func consider(_ candidate: Horizontal) {
        if candidate.cost < best {
          self = candidate
          best = candidate.cost
        }
      }
      let distance = target - x
      if target == 0 { consider(.carriageReturn) }
      if distance > 0 {
        consider(.forward(distance))
        if target <= 2 { consider(.returnForward(target)) }
      } else {
        consider(.back(-distance))
        if -distance <= 3 { consider(.backspaces(-distance)) }
      }
    }

    var cost: Int {
      switch self {
      case .none: 0
      case .column(let target): 3 + digits(target + 1)
      case .carriageReturn: 1
      case .forward(let count), .back(let count): Self.stepCost(count)
      case .returnForward(let count): 1 + Self.stepCost(count)
      case .backspaces(let count): count
      }
    }

    func write(into bytes: inout [UInt8]) {
      switch self {
      case .none: break
      case .column(let target):
        appendCSI(into: &bytes)
        decimal(target + 1, into: &bytes)
        bytes.append(UInt8(ascii: "G"))
      case .carriageReturn: bytes.append(0x0D)
      case .forward(let count): Self.step(count, final: "C", into: &bytes)
      case .returnForward(let count):
        bytes.append(0x0D)
        Self.step(count, final: "C", into: &bytes)
      case .back(let count): Self.step(count, final: "D", into: &bytes)
      case .backspaces(let count): bytes += repeatElement(0x08, count: count)
      }
    }

    /// `CSI n X`, the count left out when it is 1.
    static func stepCost(_ count: Int) -> Int { count == 0 ? 0 : count == 1 ? 3 : 3 + digits(count) }

    static func step(_ count: Int, final: Unicode.Scalar, into bytes: inout [UInt8]) {
      appendCSI(into: &bytes)
      if count != 1 { decimal(count, into: &bytes) }
      bytes.append(UInt8(ascii: final))
    }
  }

}

/// The number of decimal digits of `value` (at least 1).
private func digits(_ value: Int) -> Int {
  var count = 1
  var rest = value
  while rest >= 10 {
    rest /= 10
    count += 1
  }
  return count
}

/// Appends `value` in decimal.
private func decimal(_ value: Int, into bytes: inout [UInt8]) {
  if value >= 10 { decimal(value / 10, into: &bytes) }
  bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
}

/// Appends the control sequence introducer, `ESC [`.
private func appendCSI(into bytes: inout [UInt8]) {
  bytes += [ANSIWriter.escape, UInt8(ascii: "[")]
}
