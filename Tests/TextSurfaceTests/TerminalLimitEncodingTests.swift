import CoreRuntime
import TestSupport
import Testing
import TextSurface

/// The encoder at the terminal's limit: cursor and pen carried across frames,
/// clear-then-draw, line operations in a scroll region. Every byte stream is
/// replayed through `VirtualTerminal` and must give exactly the frame.
@Suite("Encoding at the terminal's limit")
struct TerminalLimitEncodingTests {
  /// The next frame: some rows edited, and often a block of rows shifted up or down.
  private func nextFrame(after old: Frame, using random: inout SeededGenerator) -> Frame {
    var frame = old
    let height = old.size.height
    if height > 2, Bool.random(using: &random) {
      let top = Int.random(in: 0..<height - 1, using: &random)
      let bottom = Int.random(in: top + 1..<height, using: &random)
      let offset =
        Int.random(in: 1...max(1, (bottom - top) / 2), using: &random) * (Bool.random(using: &random) ? 1 : -1)
      frame = shifted(frame, top: top, bottom: bottom, by: offset)
    }
    var canvas = Canvas(size: old.size)
    for y in 0..<height {
      for x in 0..<old.size.width where !frame[x, y].isContinuation { copy(frame, x, y, into: &canvas) }
    }
    for y in 0..<height where Int.random(in: 0..<5, using: &random) == 0 {
      RandomScreens.drawRow(y, in: &canvas, using: &random)
    }
    return canvas.frame
  }

  private func copy(_ frame: Frame, _ x: Int, _ y: Int, into canvas: inout Canvas, row: Int? = nil) {
    let cell = frame[x, y]
    canvas.draw(cell.grapheme, at: Point(x: x, y: row ?? y), style: cell.style)
  }

  /// `frame` with rows `top...bottom` moved by `offset`, blank rows moved in.
  private func shifted(_ frame: Frame, top: Int, bottom: Int, by offset: Int) -> Frame {
    var canvas = Canvas(size: frame.size)
    for y in 0..<frame.size.height {
      let source = (top...bottom).contains(y) ? y - offset : y
      guard (top...bottom).contains(y) ? (top...bottom).contains(source) : true else { continue }
      for x in 0..<frame.size.width where !frame[x, source].isContinuation {
        copy(frame, x, source, into: &canvas, row: y)
      }
    }
    return canvas.frame
  }

  /// A list of `count` rows starting at item `first`, as a scrolled list draws it.
  private func listFrame(first: Int, size: Size) -> Frame {
    var canvas = Canvas(size: size)
    canvas.draw("Ratings", at: Point(x: 0, y: 0), style: TextStyle(attributes: .bold))
    for row in 1..<size.height - 1 {
      let item = first + row
      canvas.draw("★★★★☆ Review \(item) — great driver", at: Point(x: 1, y: row))
      canvas.draw("Nov \(item % 28 + 1)", at: Point(x: size.width - 7, y: row), style: TextStyle(attributes: .dim))
    }
    canvas.draw("Esc back", at: Point(x: 0, y: size.height - 1), style: TextStyle(attributes: .inverse))
    return canvas.frame
  }

  @Test func everyChainOfFramesReplaysExactlyWithTheCursorAndPenCarried() {
    var random = SeededGenerator(seed: 2026)
    var lineOperations = 0
    for trial in 0..<200 {
      let size = Size(width: Int.random(in: 1...40, using: &random), height: Int.random(in: 1...12, using: &random))
      var terminal = VirtualTerminal(size: size)
      var state = TerminalState()
      var shown = Frame(size: .zero)
      var frame = RandomScreens.frame(size, using: &random)
      for step in 0..<6 {
        let bytes = ANSIEncoder().encodeChanges(from: shown, to: frame, state: &state)
        if Self.hasLineOperation(bytes) { lineOperations += 1 }
        terminal.feed(bytes)
        #expect(terminal.frame == frame, "trial \(trial), step \(step)")
        if let cursor = state.cursor { #expect(cursor == terminal.cursor, "trial \(trial), step \(step)") }
        shown = frame
        frame = nextFrame(after: frame, using: &random)
      }
    }
    #expect(lineOperations >= 40, "the pairs exercise insert/delete line: \(lineOperations)")
  }

  /// Damage given as many overlapping pieces (a hosted tree reports a list and
  /// each of its rows) is the same damage as the rectangles they cover: each
  /// cell is compared once, and the bytes equal those for the cover.
  @Test func overlappingDamageEncodesLikeItsCover() {
    var random = SeededGenerator(seed: 16)
    for trial in 0..<200 {
      let size = Size(width: Int.random(in: 4...40, using: &random), height: Int.random(in: 2...12, using: &random))
      let old = RandomScreens.frame(size, using: &random)
      let new = RandomScreens.edited(old, using: &random)
      let bounds = Rect(origin: .zero, size: size)
      var pieces: [Rect] = [bounds]
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let x = Int.random(in: -2..<size.width, using: &random)
        let y = Int.random(in: -2..<size.height, using: &random)
        pieces.append(
          Rect(
            x: x, y: y, width: Int.random(in: 0...size.width, using: &random),
            height: Int.random(in: 0...size.height, using: &random)))
      }
      pieces.shuffle(using: &random)
      let cover = ANSIEncoder().encodeChanges(from: old, to: new, damage: Damage(rects: [bounds]))
      let overlapping = ANSIEncoder().encodeChanges(from: old, to: new, damage: Damage(rects: pieces))
      #expect(overlapping == cover, "trial \(trial)")
      var terminal = VirtualTerminal(size: size)
      terminal.feed(ANSIEncoder().encodeFull(old))
      terminal.feed(overlapping)
      #expect(terminal.frame == new, "trial \(trial)")
    }
  }

  /// Whether `bytes` hold an insert-line or delete-line sequence.
  private static func hasLineOperation(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { continue }
      var end = index + 2
      while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: "L") || bytes[end] == UInt8(ascii: "M") { return true }
    }
    return false
  }

  @Test func theUnknownStartStateReplaysToo() {
    var random = SeededGenerator(seed: 99)
    for trial in 0..<200 {
      let size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...8, using: &random))
      let old = RandomScreens.frame(size, using: &random)
      let new = nextFrame(after: old, using: &random)
      var terminal = VirtualTerminal(size: size)
      terminal.feed(ANSIEncoder().encodeFull(old))
      terminal.feed(Array("\u{1B}[1;31m\u{1B}[2;3H".utf8))  // someone else moved the cursor and changed the pen
      terminal.feed(ANSIEncoder().encodeChanges(from: old, to: new))
      #expect(terminal.frame == new, "trial \(trial)")
    }
  }

  /// A terminal that showed `old` and then took the bytes to `new`, and
  /// those bytes; the terminal must show exactly `new`.
  private func replayed(_ old: Frame, then new: Frame, state: inout TerminalState) -> (VirtualTerminal, [UInt8]) {
    var terminal = VirtualTerminal(size: old.size)
    terminal.feed(ANSIEncoder().encodeChanges(from: Frame(size: .zero), to: old, state: &state))
    let bytes = ANSIEncoder().encodeChanges(from: old, to: new, state: &state)
    terminal.feed(bytes)
    #expect(terminal.frame == new)
    return (terminal, bytes)
  }

  @Test func aListScrolledByOneRowDeletesALineInsteadOfRewritingTheRows() {
    let size = Size(width: 40, height: 12)
    let old = listFrame(first: 0, size: size)
    let new = listFrame(first: 1, size: size)
    var state = TerminalState()
    var (terminal, bytes) = replayed(old, then: new, state: &state)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\u{1B}[2;11r"))  // the list's rows are the scroll region
    #expect(text.contains("\u{1B}[M"))  // one line deleted
    #expect(text.hasSuffix("\u{1B}[r") == false)
    // Only the new bottom row is printed: far fewer bytes than rewriting ten rows.
    #expect(bytes.count * 4 < ANSIEncoder().encodeNaive(from: old, to: new).count)
    // And back up: one line inserted.
    let back = ANSIEncoder().encodeChanges(from: new, to: old, state: &state)
    terminal.feed(back)
    #expect(terminal.frame == old)
    #expect(String(decoding: back, as: UTF8.self).contains("\u{1B}[L"))
  }

  /// A shift is anchored only by a row found once in each frame, as in
  /// ncurses: a list whose every row shows twice, scrolled by a pair of
  /// rows, has no row to anchor the shift, so its rows are rewritten in
  /// place (and replay exactly).
  @Test func rowsThatRepeatOnScreenAnchorNoShift() {
    let size = Size(width: 40, height: 12)
    func pairedList(first: Int) -> Frame {
      var canvas = Canvas(size: size)
      for row in 1..<size.height - 1 { canvas.draw("Review \((first + row - 1) / 2)", at: Point(x: 1, y: row)) }
      return canvas.frame
    }
    var state = TerminalState()
    let (_, bytes) = replayed(pairedList(first: 0), then: pairedList(first: 2), state: &state)
    #expect(!Self.hasLineOperation(bytes))
  }

  /// Damage that says nothing moved (`contentMayHaveMoved: false`, as a
  /// declarative host says when no node moved, came or went) skips the search
  /// for shifted rows: the same rows are rewritten in place, and still replay exactly.
  @Test func damageThatSaysNothingMovedSkipsTheSearchForShiftedRows() {
    let size = Size(width: 40, height: 12)
    let old = listFrame(first: 0, size: size)
    let new = listFrame(first: 1, size: size)
    let everywhere = [Rect(origin: .zero, size: size)]
    for moved in [true, false] {
      var state = TerminalState()
      var terminal = VirtualTerminal(size: size)
      terminal.feed(ANSIEncoder().encodeChanges(from: Frame(size: .zero), to: old, state: &state))
      let bytes = ANSIEncoder().encodeChanges(
        from: old, to: new, damage: Damage(rects: everywhere, contentMayHaveMoved: moved), state: &state)
      terminal.feed(bytes)
      #expect(terminal.frame == new)
      #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[M") == moved)
    }
  }

  @Test func aShiftReachingTheBottomRowNeedsNoScrollRegion() {
    let size = Size(width: 30, height: 8)
    var canvas = Canvas(size: size)
    let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett"]
    for y in 0..<8 { canvas.draw("\(words[y]) was logged", at: Point(x: 0, y: y)) }
    let old = canvas.frame
    canvas = Canvas(size: size)
    for y in 0..<8 { canvas.draw("\(words[y + 2]) was logged", at: Point(x: 0, y: y)) }
    let new = canvas.frame
    let bytes = ANSIEncoder().encodeChanges(from: old, to: new)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("r"), "no DECSTBM: \(text.debugDescription)")
    #expect(text.contains("\u{1B}[2M"))
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeFull(old))
    terminal.feed(bytes)
    #expect(terminal.frame == new)
  }

  @Test func aTickStartsWhereTheLastFrameLeftTheCursorAndPen() {
    let size = Size(width: 40, height: 3)
    func frame(_ seconds: Int) -> Frame {
      var canvas = Canvas(size: size)
      canvas.draw("Pizza Planet  $8.50  \(seconds)s", at: Point(x: 2, y: 1))
      return canvas.frame
    }
    var state = TerminalState()
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeChanges(from: Frame(size: .zero), to: frame(45), state: &state))
    let tick = ANSIEncoder().encodeChanges(from: frame(45), to: frame(44), state: &state)
    terminal.feed(tick)
    #expect(terminal.frame == frame(44))
    // A backspace over the "s", a back over "5", then "4s": no absolute move, no style reset.
    #expect(!String(decoding: tick, as: UTF8.self).contains("H"))
    #expect(!String(decoding: tick, as: UTF8.self).contains("m"))
    #expect(tick.count <= 4, "\(String(decoding: tick, as: UTF8.self).debugDescription)")
  }

  @Test func aNewScreenIsClearedFirstWhenThatIsCheaper() {
    let size = Size(width: 60, height: 20)
    var canvas = Canvas(size: size)
    for y in 0..<20 { canvas.draw(String(repeating: "#", count: 60), at: Point(x: 0, y: y)) }
    let old = canvas.frame
    canvas = Canvas(size: size)
    canvas.draw("Hello Mr. SwiftUI", at: Point(x: 20, y: 9))
    let new = canvas.frame
    let bytes = ANSIEncoder().encodeChanges(from: old, to: new)
    #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2J"))
    #expect(bytes.count < 40)
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeFull(old))
    terminal.feed(bytes)
    #expect(terminal.frame == new)
  }

  @Test func theFirstFrameClearsAndDrawsOnlyWhatIsNotBlank() {
    var canvas = Canvas(size: Size(width: 80, height: 24))
    canvas.draw("Hello Mr. SwiftUI", at: Point(x: 31, y: 11))
    var state = TerminalState()
    let bytes = ANSIEncoder().encodeChanges(from: Frame(size: .zero), to: canvas.frame, state: &state)
    #expect(bytes.count < 40)
    var terminal = VirtualTerminal(size: canvas.size)
    terminal.feed(Array("garbage on the screen".utf8))
    terminal.feed(bytes)
    #expect(terminal.frame == canvas.frame)
  }

  /// `damage` bounds the comparison: cells outside it are taken as unchanged,
  /// so a change there is not written; with a shift, the moved rows join it.
  @Test func damageBoundsWhatIsComparedAndWritten() {
    let size = Size(width: 20, height: 4)
    var canvas = Canvas(size: size)
    canvas.draw("top 45s", at: Point(x: 0, y: 0))
    canvas.draw("bottom 45s", at: Point(x: 0, y: 3))
    let old = canvas.frame
    canvas.draw("top 44s", at: Point(x: 0, y: 0))
    canvas.draw("bottom 44s", at: Point(x: 0, y: 3))
    let new = canvas.frame
    let bytes = ANSIEncoder().encodeChanges(
      from: old, to: new, damage: Damage(rects: [Rect(x: 0, y: 0, width: 20, height: 1)]))
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeFull(old))
    terminal.feed(bytes)
    #expect(terminal.frame.lines == ["top 44s", "", "", "bottom 45s"])
    // The whole screen as damage is the same as none.
    #expect(
      ANSIEncoder().encodeChanges(from: old, to: new, damage: Damage(rects: [Rect(origin: .zero, size: size)]))
        == ANSIEncoder().encodeChanges(from: old, to: new))
  }

  @Test func virtualTerminalKnowsEveryLineSequence() {
    func screen(_ bytes: String, size: Size = Size(width: 3, height: 4)) -> [String] {
      var terminal = VirtualTerminal(size: size)
      terminal.feed(Array("a\r\nb\r\nc\r\nd".utf8))
      terminal.feed(Array(bytes.utf8))
      return terminal.frame.lines
    }
    #expect(screen("\u{1B}[2;3r\u{1B}[2H\u{1B}[M") == ["a", "c", "", "d"])  // DL inside the region
    #expect(screen("\u{1B}[2;3r\u{1B}[2H\u{1B}[L") == ["a", "", "b", "d"])  // IL inside the region
    #expect(screen("\u{1B}[2H\u{1B}[2M") == ["a", "d", "", ""])  // DL to the screen's bottom
    #expect(screen("\u{1B}[1;3r\u{1B}[S") == ["b", "c", "", "d"])  // scroll up
    #expect(screen("\u{1B}[1;3r\u{1B}[T") == ["", "a", "b", "d"])  // scroll down
    #expect(screen("\u{1B}[2;3r\u{1B}[3H\n") == ["a", "c", "", "d"])  // LF at the region's bottom
    #expect(screen("\u{1B}[2;3r\u{1B}[3H\u{1B}D") == ["a", "c", "", "d"])  // IND
    #expect(screen("\u{1B}[2;3r\u{1B}[2H\u{1B}M") == ["a", "", "b", "d"])  // RI at the region's top
    #expect(screen("\u{1B}[2;3r\u{1B}[r\u{1B}[4H\n") == ["b", "c", "d", ""])  // reset: the whole screen
    #expect(screen("\u{1B}[4;2H\u{8}x") == ["a", "b", "c", "x"])  // backspace
    #expect(screen("\u{1B}[2;2H\u{1B}[Ay") == ["ay", "b", "c", "d"])  // up
    var terminal = VirtualTerminal(size: Size(width: 3, height: 4))
    terminal.feed(Array("\u{1B}[3;2H\u{1B}[2;3r".utf8))
    #expect(terminal.cursor == .zero)  // DECSTBM homes the cursor
    terminal.feed(Array("\u{1B}[3;2H\u{1B}[M".utf8))
    #expect(terminal.cursor == Point(x: 0, y: 2))  // DL returns the carriage
  }
}
