/// A small terminal emulator: feed it bytes, read back the screen as a `Frame`.
///
/// It understands what the encoders emit (printable UTF-8, CR, LF, backspace,
/// cursor positioning `H` `G` `A` `B` `C` `D`, erase `K` `J` `X`, SGR `m`,
/// the scroll region `r` (DECSTBM, which homes the cursor), insert and delete
/// line `L` `M` (which return the carriage), scroll up and down `S` `T`, index
/// and reverse index `ESC D` `ESC M` (LF at the region's bottom scrolls it),
/// the alternate screen (private mode 1049: the main screen and cursor are
/// kept aside and come back when it ends), and the other private modes —
/// cursor, bracketed paste, synchronized output — which it ignores). Tests use it to prove an encoding reproduces the frame
/// it was made from, and end-to-end tests use it to read what a real process
/// put on its pseudo-terminal.
public struct VirtualTerminal: Sendable {
  public private(set) var canvas: Canvas
  public private(set) var cursor = Point.zero
  private var style = TextStyle.plain
  private var pendingWrap = false
  /// The scroll region's first and last rows (DECSTBM); the whole screen by default.
  private var margins: ClosedRange<Int>?
  private var pending: [UInt8] = []
  /// The main screen and its cursor while the alternate screen is shown.
  private var mainScreen: (canvas: Canvas, cursor: Point)?

  public init(size: Size) {
    canvas = Canvas(size: size)
  }

  /// Whether the alternate screen is shown (private mode 1049).
  public var isAlternateScreen: Bool { mainScreen != nil }

  /// Resizes the screen (and a main screen kept aside), as a window dragged
  /// larger or smaller: what fits stays in the top-left corner.
  public mutating func resize(to size: Size) {
    canvas = Self.resized(canvas, to: size)
    if let main = mainScreen { mainScreen = (Self.resized(main.canvas, to: size), main.cursor) }
    cursor = Point(x: min(cursor.x, size.width - 1), y: min(cursor.y, size.height - 1))
    margins = nil
    pendingWrap = false
  }

  private static func resized(_ canvas: Canvas, to size: Size) -> Canvas {
    var result = Canvas(size: size)
    let frame = canvas.frame
    for y in 0..<min(size.height, frame.size.height) {
      var x = 0
      while x < min(size.width, frame.size.width) {
        let cell = frame[x, y]
        if !cell.isContinuation { _ = result.draw(cell.grapheme, at: Point(x: x, y: y), style: cell.style) }
        x += 1
      }
    }
    return result
  }

  /// `?1049h` / `?1049l`: the alternate screen in, the main screen and its cursor back.
  private mutating func setAlternateScreen(_ on: Bool) {
    if on, mainScreen == nil {
      mainScreen = (canvas, cursor)
      canvas = Canvas(size: canvas.size)
    } else if !on, let main = mainScreen {
      canvas = main.canvas
      cursor = main.cursor
      mainScreen = nil
    }
    pendingWrap = false
  }

  public var frame: Frame { canvas.frame }

  /// Interprets `bytes`; an escape sequence split across calls is completed by the next call.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    pending.append(contentsOf: bytes)
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      if !text.isEmpty { printText(String(decoding: text, as: UTF8.self)) }
      text.removeAll()
    }
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        flushText()
        guard let length = escapeLength(from: index) else {
          pending.removeFirst(index)
          return
        }
        handleEscape(Array(pending[index..<index + length]))
        index += length
      case 0x0D:
        flushText()
        cursor.x = 0
        pendingWrap = false
        index += 1
      case 0x0A:
        flushText()
        lineFeed()
        index += 1
      case 0x08:
        flushText()
        cursor.x = max(0, cursor.x - 1)
        pendingWrap = false
        index += 1
      case 0x00..<0x20, 0x7F:
        flushText()
        index += 1
      default:
        text.append(byte)
        index += 1
      }
    }
    // Keep an incomplete UTF-8 sequence at the end for the next call.
    var keep = 0
    while keep < min(3, text.count), text[text.count - 1 - keep] & 0xC0 == 0x80 { keep += 1 }
    if keep < text.count, text[text.count - 1 - keep] >= 0xC0,
      utf8Length(text[text.count - 1 - keep]) > keep + 1
    {
      let tail = Array(text[(text.count - 1 - keep)...])
      text.removeLast(keep + 1)
      flushText()
      pending = tail
    } else {
      flushText()
      pending = []
    }
  }

  private func utf8Length(_ lead: UInt8) -> Int {
    lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
  }

  /// Bytes in the escape sequence starting at `start`, or nil if it is incomplete.
  private func escapeLength(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    let kind = pending[start + 1]
    if kind == UInt8(ascii: "[") {
      var end = start + 2
      while end < pending.count {
        if (0x40...0x7E).contains(pending[end]) { return end - start + 1 }
        end += 1
      }
      return nil
    }
    if kind == UInt8(ascii: "]") {  // OSC: up to BEL or ST
      var end = start + 2
      while end < pending.count {
        if pending[end] == 0x07 { return end - start + 1 }
        if pending[end] == 0x1B, end + 1 < pending.count, pending[end + 1] == UInt8(ascii: "\\") {
          return end - start + 2
        }
        end += 1
      }
      return nil
    }
    return 2
  }

  /// The scroll region: the margins, or the whole screen.
  private var region: ClosedRange<Int> { margins ?? 0...max(0, canvas.size.height - 1) }

  /// LF (and IND): down one row; at the region's bottom the region scrolls up.
  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.y == region.upperBound {
      canvas.shiftRows(top: region.lowerBound, bottom: region.upperBound, by: -1, blankStyle: background)
    } else {
      cursor.y = min(cursor.y + 1, canvas.size.height - 1)
    }
  }

  /// RI: up one row; at the region's top the region scrolls down.
  private mutating func reverseIndex() {
    pendingWrap = false
    if cursor.y == region.lowerBound {
      canvas.shiftRows(top: region.lowerBound, bottom: region.upperBound, by: 1, blankStyle: background)
    } else {
      cursor.y = max(cursor.y - 1, 0)
    }
  }

  private mutating func handleEscape(_ sequence: [UInt8]) {
    if sequence.count == 2 {
      if sequence[1] == UInt8(ascii: "D") { lineFeed() }
      if sequence[1] == UInt8(ascii: "M") { reverseIndex() }
      return
    }
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "[") else { return }
    let final = sequence.last!
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    if body.hasPrefix("?") {
      // Private modes: only the alternate screen changes what is shown.
      if body.dropFirst().split(separator: ";").contains("1049"),
        final == UInt8(ascii: "h") || final == UInt8(ascii: "l")
      {
        setAlternateScreen(final == UInt8(ascii: "h"))
      }
      return
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func parameter(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? value) : value
    }
    let size = canvas.size
    pendingWrap = false
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor = Point(
        x: min(max(parameter(1, default: 1), 1), size.width) - 1,
        y: min(max(parameter(0, default: 1), 1), size.height) - 1)
    case UInt8(ascii: "G"): cursor.x = min(max(parameter(0, default: 1), 1), size.width) - 1
    case UInt8(ascii: "A"): cursor.y = max(0, cursor.y - max(1, parameter(0, default: 1)))
    case UInt8(ascii: "B"): cursor.y = min(size.height - 1, cursor.y + max(1, parameter(0, default: 1)))
    case UInt8(ascii: "C"): cursor.x = min(size.width - 1, cursor.x + max(1, parameter(0, default: 1)))
    case UInt8(ascii: "D"): cursor.x = max(0, cursor.x - max(1, parameter(0, default: 1)))
    case UInt8(ascii: "K"):
      canvas.fill(Rect(x: cursor.x, y: cursor.y, width: size.width - cursor.x, height: 1), style: background)
    case UInt8(ascii: "X"):
      canvas.fill(Rect(x: cursor.x, y: cursor.y, width: max(1, parameter(0, default: 1)), height: 1), style: background)
    case UInt8(ascii: "J"):
      if parameter(0, default: 0) == 2 { canvas.fill(canvas.bounds, style: background) }
    case UInt8(ascii: "m"): applySGR(numbers.map { $0 ?? 0 })
    case UInt8(ascii: "r"):
      let top = min(max(parameter(0, default: 1), 1), size.height) - 1
      let bottom = min(max(parameter(1, default: size.height), 1), size.height) - 1
      if top < bottom { margins = top == 0 && bottom == size.height - 1 ? nil : top...bottom }
      cursor = .zero
    case UInt8(ascii: "L"), UInt8(ascii: "M"):
      // Insert or delete lines at the cursor's row, inside the region; the carriage returns.
      guard region.contains(cursor.y) else { break }
      let count = max(1, parameter(0, default: 1))
      canvas.shiftRows(
        top: cursor.y, bottom: region.upperBound, by: final == UInt8(ascii: "L") ? count : -count,
        blankStyle: background)
      cursor.x = 0
    case UInt8(ascii: "S"), UInt8(ascii: "T"):
      let count = max(1, parameter(0, default: 1))
      canvas.shiftRows(
        top: region.lowerBound, bottom: region.upperBound, by: final == UInt8(ascii: "S") ? -count : count,
        blankStyle: background)
    default: break
    }
  }

  private var background: TextStyle { TextStyle(background: style.background) }

  private mutating func applySGR(_ codes: [Int]) {
    for code in codes.isEmpty ? [0] : codes {
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.inverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.inverse)
      case 30...37: style.foreground = TerminalColor(rawValue: UInt8(code - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = TerminalColor(rawValue: UInt8(code - 40))
      case 49: style.background = nil
      default: break
      }
    }
  }

  private mutating func printText(_ text: String) {
    for character in text {
      let width = character.displayWidth
      if width == 0 { continue }
      if pendingWrap || cursor.x + width > canvas.size.width {
        cursor.x = 0
        cursor.y = min(cursor.y + 1, canvas.size.height - 1)
        pendingWrap = false
      }
      canvas.draw(String(character), at: cursor, style: style)
      cursor.x += width
      if cursor.x >= canvas.size.width {
        cursor.x = canvas.size.width - 1
        pendingWrap = true
      }
    }
  }
}
