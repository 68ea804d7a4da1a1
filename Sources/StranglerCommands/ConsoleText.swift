import TextSurface

/// The one boundary every text a command prints crosses: whatever reached
/// it — a file's error, a rule's reason, a scenario's name, an argument —
/// leaves as text a terminal only shows, never obeys.
///
/// Newlines and tabs pass; so do the style sequences (SGR, `ESC [ … m`) the
/// reports colour with, but only on a terminal that takes colour (never
/// with NO_COLOR, never into a pipe), where a style is all they can do.
/// Every other escape, C0 and C1 control, bidirectional control, line or
/// paragraph separator and a carriage return not ending a line becomes its
/// visible stand-in (`␛`, `␍`, `�`). Commands need not remember to escape
/// what they print: the console does it where the text is written. Bytes that
/// must reach the terminal as they are (a frame, `run --ansi`; a progress
/// line's erase) go through the consoles' byte methods instead.
enum ConsoleText {
  /// `text` as it may be written; `styled` lets style sequences through.
  static func safe(_ text: String, styled: Bool) -> String {
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x0A || $0 == 0x09 }) { return text }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\n", "\t":
        result.append(scalar)
      case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n":
        result.append(scalar)
      case "\u{1B}" where styled:
        if let end = styleSequenceEnd(scalars, from: index) {
          result.append(contentsOf: scalars[index...end])
          index = end
        } else {
          result.append(TerminalSafety.replacement(for: scalar))
        }
      default:
        result.append(TerminalSafety.replacement(for: scalar))
      }
      index += 1
    }
    return String(result)
  }

  /// The index of the `m` ending an SGR sequence `ESC [ digits/; m` at `start`; nil for any other sequence.
  private static func styleSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count, index - start < 32 {
      let scalar = scalars[index]
      if scalar == "m" { return index }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index += 1
    }
    return nil
  }
}
