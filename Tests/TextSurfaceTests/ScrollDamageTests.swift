import CoreRuntime
import TestSupport
import Testing
import TextSurface

/// Damage with scrolled regions: a renderer that keeps its canvas moves a
/// scrolled list's rows (`Canvas.scroll`), and the encoder moves the
/// terminal's rows the same way with a line operation, then compares only the
/// damaged rectangles. Every byte stream replays through `VirtualTerminal` to
/// exactly the frame.
@Suite("Scrolled regions")
struct ScrollDamageTests {
  private let ascii = ["ab", "cd", "ef", "gh", "ij", "kl"]

  private func lettered(_ size: Size) -> Frame {
    var canvas = Canvas(size: size)
    for y in 0..<size.height {
      canvas.draw(String(repeating: ascii[y % ascii.count], count: size.width), at: Point(x: 0, y: y))
    }
    return canvas.frame
  }

  @Test func aScrolledRegionMovesOnlyItsCellsAndBlanksTheRowsMovedIn() {
    var frame = lettered(Size(width: 6, height: 5))
    frame.scroll(ScrolledRegion(rect: Rect(x: 2, y: 1, width: 3, height: 3), rows: -1))
    #expect(
      frame.lines == [
        "ababab",
        "cdefed",  // columns 2–4 of row 1 now hold row 2's cells
        "efghgf",
        "gh   h",  // the row moved in is blank
        "ijijij",
      ])
    var down = lettered(Size(width: 4, height: 4))
    down.scroll(ScrolledRegion(rect: Rect(x: 0, y: 0, width: 4, height: 4), rows: 2))
    #expect(down.lines == ["", "", "abab", "cdcd"])
    #expect(
      ScrolledRegion(rect: Rect(x: 0, y: 2, width: 9, height: 10), rows: -1).exposed
        == Rect(x: 0, y: 11, width: 9, height: 1))
    #expect(
      ScrolledRegion(rect: Rect(x: 0, y: 2, width: 9, height: 10), rows: 3).exposed
        == Rect(x: 0, y: 2, width: 9, height: 3))
  }

  /// A full-width list scrolled by one row: one delete-line in a scroll
  /// region and the new row, not every shifted row again.
  @Test func aFullWidthScrollIsOneLineOperationAndTheNewRow() {
    let size = Size(width: 20, height: 8)
    var canvas = Canvas(size: size)
    canvas.draw("Title", at: .zero, style: TextStyle(attributes: .bold))
    let reviews = ["Great communication", "Fast delivery", "Followed the notes", "Friendly", "On time", "Careful"]
    for row in 1..<7 { canvas.draw(reviews[row - 1], at: Point(x: 0, y: row)) }
    canvas.draw("footer", at: Point(x: 0, y: 7))
    let old = canvas.frame
    let region = ScrolledRegion(rect: Rect(x: 0, y: 1, width: 20, height: 6), rows: -1)
    canvas.scroll(region)
    canvas.draw("Left at the door", at: Point(x: 0, y: 6))
    let new = canvas.frame
    let bytes = ANSIEncoder().encodeChanges(
      from: old, to: new, damage: Damage(scrolls: [region], rects: [region.exposed]))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\u{1B}[2;7r"), "a scroll region around the list")
    #expect(text.contains("\u{1B}[M"), "one delete-line")
    #expect(!text.contains("Fast delivery"), "kept rows are not printed again")
    #expect(bytes.count <= ANSIEncoder().encodeChanges(from: old, to: new, damage: Damage(rects: [region.rect])).count)
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeFull(old))
    terminal.feed(bytes)
    #expect(terminal.frame == new)
  }

  /// A region narrower than the screen cannot use a line operation (it would
  /// move the cells beside it): it is compared cell by cell.
  @Test func aNarrowRegionIsComparedCellByCell() {
    let size = Size(width: 12, height: 6)
    let old = lettered(size)
    var new = old
    let region = ScrolledRegion(rect: Rect(x: 2, y: 0, width: 8, height: 6), rows: 1)
    new.scroll(region)
    let bytes = ANSIEncoder().encodeChanges(from: old, to: new, damage: Damage(scrolls: [region], rects: []))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\u{1B}[L") && !text.contains("L\u{1B}"), "no insert-line")
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeFull(old))
    terminal.feed(bytes)
    #expect(terminal.frame == new)
  }

  /// Seeded random screens: a full-width region scrolled by a few rows, some
  /// rows redrawn (the damage), through a chain of frames with the cursor
  /// and pen carried; the presenter's model follows in place. The terminal
  /// always shows exactly the frame, mostly through line operations. (A
  /// narrower region's owner keeps its content inside it — a list clips its
  /// rows to its frame — so no wide character straddles its edge; random
  /// screens would, which is why they scroll whole rows.)
  @Test func randomScrollsReplayExactly() {
    var random = SeededGenerator(seed: 16)
    var lineOperations = 0
    for trial in 0..<300 {
      let size = Size(width: Int.random(in: 4...30, using: &random), height: Int.random(in: 3...12, using: &random))
      var canvas = Canvas(size: size)
      for y in 0..<size.height { RandomScreens.drawRow(y, in: &canvas, using: &random) }
      var terminal = VirtualTerminal(size: size)
      var state = TerminalState()
      var screen = Frame(size: .zero)
      terminal.feed(ANSIEncoder().encodeChanges(updating: &screen, to: canvas.frame, damage: nil, state: &state))
      for step in 0..<4 {
        let top = Int.random(in: 0..<size.height - 1, using: &random)
        let height = Int.random(in: 2...(size.height - top), using: &random)
        let rect = Rect(x: 0, y: top, width: size.width, height: height)
        let rows = Int.random(in: 1..<height, using: &random) * (Bool.random(using: &random) ? 1 : -1)
        let region = ScrolledRegion(rect: rect, rows: rows)
        canvas.scroll(region)
        // Redraw the rows moved in, whole rows so no wide character is cut, and one more row now and then.
        var rects = [Rect(x: 0, y: region.exposed.minY, width: size.width, height: region.exposed.height)]
        for y in region.exposed.minY..<region.exposed.maxY { RandomScreens.drawRow(y, in: &canvas, using: &random) }
        if Bool.random(using: &random) {
          let y = Int.random(in: 0..<size.height, using: &random)
          RandomScreens.drawRow(y, in: &canvas, using: &random)
          rects.append(Rect(x: 0, y: y, width: size.width, height: 1))
        }
        let bytes = ANSIEncoder().encodeChanges(
          updating: &screen, to: canvas.frame, damage: Damage(scrolls: [region], rects: rects), state: &state)
        if String(decoding: bytes, as: UTF8.self).contains(where: { $0 == "M" || $0 == "L" }) { lineOperations += 1 }
        terminal.feed(bytes)
        #expect(terminal.frame == canvas.frame, "trial \(trial), step \(step), \(region)")
        #expect(screen == canvas.frame, "the model follows: trial \(trial), step \(step)")
      }
    }
    #expect(lineOperations > 100)
  }
}
