import Testing

@testable import TextSurface

/// The decoder's bounds: no input can make it slow, or swallow the keys that quit.
@Suite("KeyDecoder bounds")
struct KeyDecoderBoundsTests {
  @Test func ctrlCAndCtrlQEndAPasteThatNeverEnds() {
    for quit: UInt8 in [0x03, 0x11] {
      var decoder = KeyDecoder()
      #expect(decoder.decode(Array("\u{1B}[200~dasher@exam".utf8)) == [])
      #expect(decoder.isInPaste)
      #expect(decoder.decode([quit]) == [.paste("dasher@exam"), .control(quit == 0x03 ? "c" : "q")])
      #expect(!decoder.isInPaste)
      var together = KeyDecoder()
      #expect(
        together.decode(Array("\u{1B}[200~abc".utf8) + [quit, UInt8(ascii: "x")])
          == [.paste("abc"), .control(quit == 0x03 ? "c" : "q"), .key(.character("x"))])
    }
  }

  @Test func endPasteDeliversWhatCameAndKeysAreKeysAgain() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}[200~hello\u{1B}[20".utf8))
    // The start of an end marker that never completed is no text.
    #expect(decoder.endPaste() == [.paste("hello")])
    #expect(decoder.decode(Array("\t".utf8)) == [.key(.tab)])
    #expect(decoder.endPaste() == [])
  }

  @Test func anEndlessSequenceIsDroppedWithoutTypingItsBytes() {
    var decoder = KeyDecoder()
    var events: [TerminalInput] = []
    events += decoder.decode(Array("\u{1B}[".utf8))
    for _ in 0..<64 { events += decoder.decode(Array(repeating: UInt8(ascii: "1"), count: 2048)) }
    events += decoder.decode(Array("~x".utf8))
    #expect(events == [.key(.character("x"))])
    // Still a normal decoder afterwards.
    #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [.key(.up)])
  }
}
