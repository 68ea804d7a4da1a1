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

  /// The bytes needed to move the cursor to `target` without printing: the
  /// shortest of an absolute move, relative moves (`CUU`/`CUD`/`CUF`/`CUB`,
  /// `CHA`), carriage return, backspaces and CR LF pairs from the known cursor.
  /// A bare LF is never used: with the terminal's output processing on, it
  /// would also return the carriage.
  func moveSequence(to target: Point) -> String {
    let absolute =
      target == .zero
      ? "\u{1B}[H" : target.x == 0 ? "\u{1B}[\(target.y + 1)H" : "\u{1B}[\(target.y + 1);\(target.x + 1)H"
    guard let cursor else { return absolute }
    if cursor == target { return "" }
    var best = absolute
    func consider(_ candidate: String) { if candidate.utf8.count < best.utf8.count { best = candidate } }
    let distance = target.y - cursor.y
    let vertical =
      distance == 0
      ? ""
      : distance == 1
        ? "\u{1B}[B"
        : distance == -1
          ? "\u{1B}[A"
          : distance > 0 ? "\u{1B}[\(distance)B" : "\u{1B}[\(-distance)A"
    consider(vertical + Self.horizontalMove(from: cursor.x, to: target.x))
    if distance > 0, distance <= 2 {
      consider(String(repeating: "\r\n", count: distance) + Self.horizontalMove(from: 0, to: target.x))
    }
    return best
  }

  /// The shortest way along a row from column `x` to column `target`.
  static func horizontalMove(from x: Int, to target: Int) -> String {
    if x == target { return "" }
    var best = "\u{1B}[\(target + 1)G"
    func consider(_ candidate: String) { if candidate.utf8.count < best.utf8.count { best = candidate } }
    let distance = target - x
    if target == 0 { consider("\r") }
    if distance > 0 {
      consider(distance == 1 ? "\u{1B}[C" : "\u{1B}[\(distance)C")
      if target <= 2 { consider("\r" + (target == 1 ? "\u{1B}[C" : "\u{1B}[\(target)C")) }
    } else {
      consider(-distance == 1 ? "\u{1B}[D" : "\u{1B}[\(-distance)D")
      if -distance <= 3 { consider(String(repeating: "\u{08}", count: -distance)) }
    }
    return best
  }

  mutating func move(to target: Point) {
    append(moveSequence(to: target))
    cursor = target
  }
}
