/// Making arbitrary text safe to put on a terminal.
///
/// Any string can reach the screen — typed, pasted, or returned by a service —
/// and a raw ESC, CSI, OSC or BEL in it would let that text drive the user's
/// terminal. Every string drawn into a `Canvas` passes through `terminalSafe`,
/// so both fronts show hostile text the same, visible, harmless way:
///
/// - C0 controls and DEL become their Control Pictures (`ESC` → `␛`, `NUL` → `␀`);
/// - C1 controls (U+0080…U+009F), bidirectional overrides, isolates and marks
///   (U+202A…U+202E, U+2066…U+2069, U+200E, U+200F, U+061C) and the line and
///   paragraph separators (U+2028, U+2029) become U+FFFD `�`.
extension String {
  /// This text with every control character replaced by a visible, inert symbol.
  public var terminalSafe: String {
    guard !isPrintableASCII, unicodeScalars.contains(where: TerminalSafety.needsReplacement) else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      result.append(TerminalSafety.replacement(for: scalar))
    }
    return String(result)
  }
}

/// The replacement table behind `String.terminalSafe`.
public enum TerminalSafety {
  /// Whether `scalar` must not reach a terminal as it is.
  public static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029:
      true
    default: false
    }
  }

  /// The visible stand-in for `scalar`, or `scalar` itself when it is safe.
  public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: "\u{FFFD}"
    default: scalar
    }
  }
}
