/// Turns the bytes a terminal sends on stdin into `TerminalInput` events.
///
/// It is incremental: a read may end in the middle of an escape sequence, a
/// UTF-8 character or a paste, and the rest arrives with the next read, so
/// the decoder keeps what it cannot decode yet. It never waits or sleeps.
/// The one ambiguity of terminal input — ESC alone (the Esc key) versus the
/// first byte of a sequence (an arrow key) — is left to the caller's clock:
/// while `isAwaitingSequence` is true the caller waits a short while for more
/// bytes, and if none come it calls `flush()`, which reads the ESC as Esc.
///
/// It understands the encodings of xterm, VTE, the Linux console, tmux and
/// screen: CSI and SS3 arrows, Home/End in all four spellings, Page Up/Down,
/// Delete, Shift-Tab (`ESC [ Z`), F1–F12, Backspace as DEL or BS, Enter as CR
/// or LF, Ctrl-letters, Alt-characters, UTF-8 text, and bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`) delivered as one `.paste` (a paste
/// whose end never comes is ended by Ctrl-C or Ctrl-Q, or by the caller
/// with `endPaste()`). Modifiers on
/// arrows and editing keys (`ESC [ 1 ; 5 A`) are ignored: Ctrl-Up is Up.
/// Sequences it does not know (focus reports, mouse, Insert) are dropped, so
/// no escape byte ever reaches a text field.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])  // [] — maybe an arrow, maybe Esc then "["
/// decoder.decode([0x41])        // [.key(.up)]
/// ```
public struct KeyDecoder: Sendable {
  /// The most pasted text kept, in bytes; the rest of a larger paste is
  /// dropped so that a runaway paste cannot exhaust memory. One mebibyte:
  /// a paste reaches the focused field as one edit (`Key.paste`), so its
  /// cost is linear and a megabyte is cheap.
  public static let pasteLimit = 1 << 20

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// The longest escape sequence read: a longer one is no key any terminal
  /// sends, so it is dropped as it arrives, and decoding stays linear
  /// however long an unterminated sequence runs.
  public static let sequenceLimit = 64

  /// Bytes read but not decoded yet (an incomplete sequence or character).
  private var buffer: [UInt8] = []
  /// Inside a bracketed paste: what was pasted so far.
  private var paste: [UInt8]?
  /// Skipping the rest of an over-long escape sequence, up to its final byte.
  private var discarding = false
  /// Skipping a control string — OSC (`ESC ]`), DCS (`ESC P`), SOS, PM, APC —
  /// up to its terminator: no key any terminal sends, so its payload is
  /// dropped whole, never typed.
  private var inControlString = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether the bytes so far end in an ESC that may start a sequence: the
  /// caller should wait briefly for more input, then call `flush()`.
  public var isAwaitingSequence: Bool {
    paste == nil && (buffer.first == 0x1B || inControlString)
  }

  /// Whether a bracketed paste has started and not ended yet.
  public var isInPaste: Bool { paste != nil }

  /// Ends a bracketed paste whose end marker never came (the caller decides
  /// when: after input has been quiet for a while, since a real paste arrives
  /// in one burst): what was pasted is delivered, and the bytes after it are
  /// keys again, so Ctrl-C works. Nothing happens outside a paste.
  public mutating func endPaste() -> [TerminalInput] {
    guard let pasted = paste else { return [] }
    var events: [TerminalInput] = []
    // Bytes held back as a possible start of the end marker were pasted too.
    let text = Self.pastedText(pasted + buffer)
    if !text.isEmpty { events.append(.paste(text)) }
    paste = nil
    buffer.removeAll()
    return events
  }

  /// Decodes `bytes` (appended to anything pending) into events.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
    buffer.append(contentsOf: bytes)
    var events: [TerminalInput] = []
    decodeBuffer(into: &events)
    return events
  }

  /// No more bytes came in time: a pending ESC is the Esc key, and what
  /// followed it is decoded on its own. An incomplete UTF-8 character is
  /// dropped. A paste in progress is kept: pastes end with their own marker.
  public mutating func flush() -> [TerminalInput] {
    var events: [TerminalInput] = []
    // A control string whose terminator never came ends with the quiet.
    inControlString = false
    while paste == nil, !buffer.isEmpty {
      if buffer.count == 2, buffer[0] == 0x1B, Self.isControlStringIntroducer(buffer[1]) {
        // `ESC ]` alone, then quiet: the user pressed Alt-].
        events.append(.alt(Character(Unicode.Scalar(buffer[1]))))
        buffer.removeAll()
      } else if buffer.first == 0x1B {
        events.append(.key(.escape))
        buffer.removeFirst()
        decodeBuffer(into: &events)
      } else {
        // Only an incomplete UTF-8 character can be left: it will never complete.
        buffer.removeAll()
      }
    }
    return events
  }

  // MARK: Decoding

  private mutating func decodeBuffer(into events: inout [TerminalInput]) {
    var index = 0
    defer { buffer.removeFirst(index) }
    while index < buffer.count {
      if paste != nil {
        guard collectPaste(from: &index, into: &events) else { return }
        continue
      }
      let byte = buffer[index]
      if inControlString {
        guard let consumed = skipControlString(at: index) else {
          index = buffer.count - (buffer.last == 0x1B ? 1 : 0)  // an ESC at the end may start its terminator
          return
        }
        index += consumed
        continue
      }
      if discarding {
        // Parameter and intermediate bytes go; a final byte ends the sequence; anything else is input again.
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        discarding = false
        if (0x40...0x7E).contains(byte) {
          index += 1
          continue
        }
      }
      switch byte {
      case 0x1B:
        guard let consumed = decodeEscape(at: index, into: &events) else { return }
        index += consumed
      case 0x0D, 0x0A:
        events.append(.key(.enter))
        index += 1
      case 0x09:
        events.append(.key(.tab))
        index += 1
      case 0x08, 0x7F:
        events.append(.key(.backspace))
        index += 1
      case 0x20:
        events.append(.key(.space))
        index += 1
      case 0x00:
        events.append(.control("@"))
        index += 1
      case 0x01...0x1A:
        events.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        index += 1
      case 0x1C...0x1F:
        events.append(.control(Character(Unicode.Scalar(byte + 0x40))))
        index += 1
      default:
        guard let consumed = decodeText(at: index, into: &events) else { return }
        index += consumed
      }
    }
  }

  /// Decodes a run of printable text (ASCII and UTF-8) starting at `start`.
  /// Returns the bytes consumed, or nil when it starts with an incomplete character.
  private func decodeText(at start: Int, into events: inout [TerminalInput]) -> Int? {
    var end = start
    while end < buffer.count {
      let byte = buffer[end]
      if byte < 0x21 || byte == 0x7F { break }
      if byte < 0x80 {
        end += 1
        continue
      }
      let length = Self.utf8Length(lead: byte)
      if end + length > buffer.count {
        // A character split across reads: decode what is before it now.
        if end == start { return nil }
        break
      }
      end += length
    }
    let text = String(decoding: buffer[start..<end], as: UTF8.self)
    for character in text where !character.unicodeScalars.contains(where: TerminalSafety.needsReplacement) {
      events.append(.key(.character(character)))
    }
    return end - start
  }

  /// The length of the UTF-8 sequence a byte leads; 1 for a stray byte, which
  /// then decodes to U+FFFD instead of stalling the decoder.
  private static func utf8Length(lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }

  /// Decodes the escape sequence at `start`; returns the bytes consumed, or
  /// nil when the sequence is not complete yet.
  private mutating func decodeEscape(at start: Int, into events: inout [TerminalInput]) -> Int? {
    guard start + 1 < buffer.count else { return nil }
    let kind = buffer[start + 1]
    switch kind {
    case UInt8(ascii: "["):
      return decodeCSI(at: start, into: &events)
    case UInt8(ascii: "O"):
      guard start + 2 < buffer.count else { return nil }
      if let event = Self.ss3(buffer[start + 2]) { events.append(event) }
      return 3
    case let introducer where Self.isControlStringIntroducer(introducer):
      // With bytes after it in the same read, a control string (a terminal's
      // answer, or text written to fool it); alone, Alt and the key (see `flush`).
      guard start + 2 < buffer.count else { return nil }
      inControlString = true
      return 2
    case 0x21...0x7E:
      events.append(.alt(Character(Unicode.Scalar(kind))))
      return 2
    default:
      // ESC ESC, ESC + control or UTF-8: the first ESC was the Esc key.
      events.append(.key(.escape))
      return 1
    }
  }

  /// `]` OSC, `P` DCS, `X` SOS, `^` PM, `_` APC: after ESC, each starts a control string.
  private static func isControlStringIntroducer(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "]") || byte == UInt8(ascii: "P") || byte == UInt8(ascii: "X") || byte == UInt8(ascii: "^")
      || byte == UInt8(ascii: "_")
  }

  /// Skips a control string's payload from `start`: returns the bytes
  /// consumed when it ended (BEL, ST `ESC \`, CAN or SUB, consumed; another
  /// ESC or a control key such as Ctrl-C, left to decode), nil when the
  /// buffer ran out first.
  private mutating func skipControlString(at start: Int) -> Int? {
    var index = start
    while index < buffer.count {
      let byte = buffer[index]
      switch byte {
      case 0x07, 0x18, 0x1A:
        inControlString = false
        return index - start + 1
      case 0x1B:
        guard index + 1 < buffer.count else { return nil }
        inControlString = false
        return index - start + (buffer[index + 1] == UInt8(ascii: "\\") ? 2 : 0)
      case 0x00...0x07, 0x0E...0x1F:
        inControlString = false
        return index - start
      default:
        index += 1
      }
    }
    return nil
  }

  /// `ESC O x`: the application-mode spelling of arrows, Home/End, F1–F4 and keypad Enter.
  private static func ss3(_ final: UInt8) -> TerminalInput? {
    switch final {
    case UInt8(ascii: "A"): .key(.up)
    case UInt8(ascii: "B"): .key(.down)
    case UInt8(ascii: "C"): .key(.right)
    case UInt8(ascii: "D"): .key(.left)
    case UInt8(ascii: "H"): .key(.home)
    case UInt8(ascii: "F"): .key(.end)
    case UInt8(ascii: "M"): .key(.enter)
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
    default: nil
    }
  }

  /// `ESC [ parameters final`. Returns the bytes consumed, or nil if incomplete.
  private mutating func decodeCSI(at start: Int, into events: inout [TerminalInput]) -> Int? {
    // The Linux console's F1–F5: ESC [ [ A…E.
    if start + 2 < buffer.count, buffer[start + 2] == UInt8(ascii: "[") {
      guard start + 3 < buffer.count else { return nil }
      let final = buffer[start + 3]
      if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) {
        events.append(.function(Int(final - UInt8(ascii: "A")) + 1))
      }
      return 4
    }
    var end = start + 2
    while end < buffer.count {
      let byte = buffer[end]
      if (0x40...0x7E).contains(byte) { break }
      // Not a parameter or intermediate byte: a broken sequence; drop what came so far.
      if !(0x20...0x3F).contains(byte) { return end - start }
      // Too long to be a key: drop it, and the rest of it as it arrives.
      if end - start >= Self.sequenceLimit {
        discarding = true
        return end - start
      }
      end += 1
    }
    guard end < buffer.count else { return nil }
    let parameters = String(decoding: buffer[(start + 2)..<end], as: UTF8.self)
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first ?? nil
    switch buffer[end] {
    case UInt8(ascii: "~"):
      if first == 200 {
        paste = []
      } else if let event = Self.tilde(first ?? 0) {
        events.append(event)
      }
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      events.append(.function(Int(buffer[end] - UInt8(ascii: "P")) + 1))
    case UInt8(ascii: "Z"):
      events.append(.key(.backTab))
    case UInt8(ascii: "M"), UInt8(ascii: "m"):
      break  // a mouse report, not keypad Enter as `ESC O M` is
    default:
      if let event = Self.ss3(buffer[end]) { events.append(event) }
    }
    return end - start + 1
  }

  /// `ESC [ n ~`: the VT220 editing and function keys.
  private static func tilde(_ number: Int) -> TerminalInput? {
    switch number {
    case 1, 7: .key(.home)
    case 4, 8: .key(.end)
    case 3: .key(.delete)
    case 5: .key(.pageUp)
    case 6: .key(.pageDown)
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil  // Insert (2), a stray paste end (201), unknown keys
    }
  }

  // MARK: Bracketed paste

  /// Moves pasted bytes from the buffer into the paste until its end marker.
  /// Returns false when the marker has not arrived yet (all else is consumed).
  private mutating func collectPaste(from index: inout Int, into events: inout [TerminalInput]) -> Bool {
    let marker = Self.pasteEnd
    var search = index
    while search < buffer.count {
      // Ctrl-C and Ctrl-Q end a paste whose end marker never came (pasted
      // text loses no character by it: controls are removed from pastes).
      if buffer[search] == 0x03 || buffer[search] == 0x11 {
        appendToPaste(buffer[index..<search])
        let text = Self.pastedText(paste ?? [])
        if !text.isEmpty { events.append(.paste(text)) }
        paste = nil
        index = search
        return true
      }
      if buffer[search] == 0x1B, search + marker.count <= buffer.count,
        Array(buffer[search..<(search + marker.count)]) == marker
      {
        appendToPaste(buffer[index..<search])
        let text = Self.pastedText(paste ?? [])
        if !text.isEmpty { events.append(.paste(text)) }
        paste = nil
        index = search + marker.count
        return true
      }
      search += 1
    }
    // Keep only a tail that could be the start of the marker; the rest is pasted text.
    var keep = min(marker.count - 1, buffer.count - index)
    while keep > 0, Array(buffer[(buffer.count - keep)...]) != Array(marker[..<keep]) { keep -= 1 }
    appendToPaste(buffer[index..<(buffer.count - keep)])
    index = buffer.count - keep
    return false
  }

  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
    let room = Self.pasteLimit - (paste?.count ?? 0)
    if room > 0 { paste?.append(contentsOf: bytes.prefix(room)) }
  }

  /// What a paste types: its bytes without escape sequences — a nested
  /// paste start, colours, a control string are dropped whole, not typed
  /// as `[200~` — made harmless.
  static func pastedText(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B else {
        kept.append(bytes[index])
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let kind = bytes[index]
      index += 1
      if kind == UInt8(ascii: "[") {
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        index += 1
      } else if isControlStringIntroducer(kind) {
        while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
        if index < bytes.count, bytes[index] == 0x1B { index += 1 }  // the ST's backslash goes next
        index += 1
      }
    }
    return harmless(String(decoding: kept, as: UTF8.self))
  }

  /// Pasted text made safe to type into a one-line field: each line break
  /// (CR, LF or CRLF) and tab becomes a space, and every other control
  /// character — ESC above all, so a paste can never inject a sequence — is removed.
  public static func harmless(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\n" where previousWasCR: continue
      case "\r", "\n", "\t": result.append(" ")
      default:
        if !TerminalSafety.needsReplacement(scalar) { result.append(scalar) }
      }
    }
    return String(result)
  }
}
