import CoreRuntime
import TestSupport
import Testing
import TextSurface

@Suite("ANSI encoder")
struct ANSIEncoderTests {
  /// A frame with text on every row, or `base` with about half its rows drawn over.
  private func randomFrame(_ size: Size, using random: inout SeededGenerator, from base: Frame? = nil) -> Frame {
    if let base { return RandomScreens.edited(base, using: &random) }
    var canvas = Canvas(size: size)
    for y in 0..<size.height {
      canvas.draw(String(repeating: "row \(y) 寿司 ", count: 4), at: Point(x: 0, y: y))
    }
    return canvas.frame
  }

  @Test func fullRedrawReproducesTheFrame() {
    var random = SeededGenerator(seed: 7)
    let size = Size(width: 30, height: 6)
    let frame = randomFrame(size, using: &random, from: randomFrame(size, using: &random))
    var terminal = VirtualTerminal(size: size)
    terminal.feed(ANSIEncoder().encodeFull(frame))
    #expect(terminal.frame == frame)
  }

  @Test func changesAppliedToThePreviousFrameGiveTheNewFrame() {
    var random = SeededGenerator(seed: 42)
    for trial in 0..<300 {
      let size = Size(width: Int.random(in: 1...40, using: &random), height: Int.random(in: 1...8, using: &random))
      let old = randomFrame(size, using: &random, from: randomFrame(size, using: &random))
      let new = randomFrame(size, using: &random, from: old)
      var terminal = VirtualTerminal(size: size)
      terminal.feed(ANSIEncoder().encodeFull(old))
      terminal.feed(ANSIEncoder().encodeChanges(from: old, to: new))
      #expect(terminal.frame == new, "trial \(trial)")
      var naive = VirtualTerminal(size: size)
      naive.feed(ANSIEncoder().encodeFull(old))
      naive.feed(ANSIEncoder().encodeNaive(from: old, to: new))
      #expect(naive.frame == new, "naive, trial \(trial)")
    }
  }

  @Test func unchangedFramesWriteNothing() {
    var random = SeededGenerator(seed: 1)
    let frame = randomFrame(Size(width: 20, height: 4), using: &random)
    #expect(ANSIEncoder().encodeChanges(from: frame, to: frame).isEmpty)
  }

  @Test func oneChangedRowCostsAFractionOfAFullRedrawAndNoMoreThanTheNaiveEncoding() {
    var canvas = Canvas(size: Size(width: 80, height: 24))
    for y in 0..<24 { canvas.draw("Offer \(y): Pizza Planet  $8.50  2.1 mi  45s", at: Point(x: 2, y: y)) }
    let old = canvas.frame
    canvas.draw("Offer 5: Pizza Planet  $8.50  2.1 mi  44s", at: Point(x: 2, y: 5))
    let new = canvas.frame
    let encoder = ANSIEncoder()
    let changed = encoder.encodeChanges(from: old, to: new).count
    #expect(changed * 10 <= encoder.encodeFull(new).count)
    #expect(changed <= encoder.encodeNaive(from: old, to: new).count)
  }

  @Test func hostileTextNeverReachesTheTerminalRaw() {
    var canvas = Canvas(size: Size(width: 30, height: 1))
    canvas.draw("a\u{1B}]0;owned\u{07}\u{1B}[2J", at: .zero)
    let bytes = ANSIEncoder().encodeFull(canvas.frame)
    // The only ESC bytes are the encoder's own cursor and style sequences.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\u{1B}]"))
    #expect(!text.contains("\u{07}"))
    #expect(!text.contains("\u{1B}[2J"))
    #expect(canvas.frame.line(0) == "a␛]0;owned␇␛[2J")
  }
}
