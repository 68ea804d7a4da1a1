import Testing

@testable import TextSurface

@Suite("Key decoder")
struct KeyDecoderTests {
  private func decode(_ text: String) -> [TerminalInput] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
    ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
    ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
    ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\u{1B}OM", .enter),
    ("\u{7F}", .backspace), ("\u{08}", .backspace), (" ", .space), ("a", .character("a")),
  ])
  func everySequenceDecodes(_ input: String, _ key: Key) {
    #expect(decode(input) == [.key(key)])
  }

  @Test func functionKeysInEverySpelling() {
    #expect(decode("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == [.function(1), .function(2), .function(3), .function(4)])
    #expect(
      decode("\u{1B}[11~\u{1B}[12~\u{1B}[15~\u{1B}[24~") == [.function(1), .function(2), .function(5), .function(12)])
    #expect(decode("\u{1B}[[A\u{1B}[[B") == [.function(1), .function(2)])
    #expect(decode("\u{1B}[1;2P") == [.function(1)])
  }

  @Test func controlKeysAreDistinctEvents() {
    #expect(decode("\u{03}\u{11}\u{06}\u{07}") == [.control("c"), .control("q"), .control("f"), .control("g")])
    #expect(decode("\u{00}\u{1C}") == [.control("@"), .control("\\")])
  }

  @Test func loneEscapeWaitsForTheCallersTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isAwaitingSequence)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.isAwaitingSequence)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeThenMoreBytesAfterATimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.flush() == [.key(.escape), .key(.character("["))])
  }

  @Test func doubleEscapeAndAlt() {
    #expect(decode("\u{1B}\u{1B}[A") == [.key(.escape), .key(.up)])
    #expect(decode("\u{1B}x") == [.alt("x")])
  }

  @Test func sequencesSplitAcrossReads() {
    for text in ["\u{1B}[1;5A", "\u{1B}[5~", "\u{1B}OP", "\u{1B}[[A", "é€😀x"] {
      let bytes = Array(text.utf8)
      for cut in 1..<bytes.count {
        var decoder = KeyDecoder()
        let split = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
        var whole = KeyDecoder()
        #expect(split == whole.decode(bytes), "\(text.debugDescription) cut at \(cut)")
      }
    }
  }

  @Test func utf8TextAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("é😀".utf8)
    #expect(decoder.decode(bytes[..<1]).isEmpty)
    #expect(!decoder.isAwaitingSequence)
    #expect(decoder.decode(bytes[1..<4]) == [.key(.character("é"))])
    #expect(decoder.decode(bytes[4...]) == [.key(.character("😀"))])
  }

  @Test func unknownSequencesAreDropped() {
    // Insert, focus in/out, an SGR mouse report: nothing reaches a field.
    #expect(decode("\u{1B}[2~\u{1B}[I\u{1B}[O\u{1B}[<0;3;4M").isEmpty)
    #expect(decode("\u{1B}[201~").isEmpty)
  }

  @Test func bracketedPasteIsOneHarmlessEvent() {
    let input = "\u{1B}[200~dasher@example.com\r\npass\u{1B}[31mword\tok\u{07}\u{1B}[201~x"
    // Line breaks and tabs become spaces; the colour sequence and the bell are dropped whole.
    #expect(decode(input) == [.paste("dasher@example.com password ok"), .key(.character("x"))])
  }

  @Test func pasteSplitAnywhereGivesTheSamePaste() {
    let bytes = Array("a\u{1B}[200~héllo\u{1B}[201~b".utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(events == [.key(.character("a")), .paste("héllo"), .key(.character("b"))], "cut at \(cut)")
    }
  }

  @Test func aPasteIsNotFlushedByTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.isInPaste)
    #expect(!decoder.isAwaitingSequence)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("1~".utf8)) == [.paste("abc")])
  }

  @Test func controlCharactersInTypedTextAreDropped() {
    #expect(decode("a\u{85}\u{202E}b") == [.key(.character("a")), .key(.character("b"))])
  }

  @Test func aHugePasteIsCutAtTheLimit() {
    var decoder = KeyDecoder()
    let body = [UInt8](repeating: UInt8(ascii: "a"), count: KeyDecoder.pasteLimit + 100)
    let events = decoder.decode(Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8))
    #expect(events == [.paste(String(repeating: "a", count: KeyDecoder.pasteLimit))])
  }

  @Test func harmlessTextKeepsOneSpacePerLineBreak() {
    #expect(KeyDecoder.harmless("a\r\nb\nc\rd\te") == "a b c d e")
    #expect(KeyDecoder.harmless("\u{1B}]0;title\u{07}x\u{9B}y") == "]0;titlexy")
  }
}

extension KeyDecoderTests {
  /// OSC, DCS, SOS, PM and APC strings are no key: consumed whole up to
  /// their terminator, however they are split across reads, never typed.
  @Test(arguments: [
    "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}]0;title\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}Xsos\u{1B}\\",
    "\u{1B}^pm\u{1B}\\", "\u{1B}_apc\u{18}",
  ])
  func controlStringsAreConsumedWhole(_ sequence: String) {
    #expect(decode(sequence + "ok") == [.key(.character("o")), .key(.character("k"))])
    for cut in 1..<sequence.utf8.count {
      var decoder = KeyDecoder()
      let bytes = Array((sequence + "ok").utf8)
      let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(events == [.key(.character("o")), .key(.character("k"))], "cut at \(cut)")
    }
  }

  @Test func ctrlQEndsAControlStringThatNeverEnds() {
    #expect(decode("\u{1B}]52;c;" + String(repeating: "A", count: 10_000) + "\u{11}") == [.control("q")])
    // Nor does quiet keep it going: after the caller's timeout, keys are keys again.
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}]2;unfinished".utf8)).isEmpty)
    #expect(decoder.isAwaitingSequence)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("x".utf8)) == [.key(.character("x"))])
  }

  @Test func altBracketAloneIsStillAnAltKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}]".utf8)).isEmpty)
    #expect(decoder.flush() == [.alt("]")])
  }

  @Test func escapeSequencesInsideAPasteAreDroppedNotTyped() {
    let pasted = "\u{1B}[200~a\u{1B}[200~b\u{1B}[31mc\u{1B}]52;c;x\u{07}d\u{1B}[201~"
    #expect(decode(pasted) == [.paste("abcd")])
  }
}
