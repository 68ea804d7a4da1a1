/// One thing a user did at a terminal, as `KeyDecoder` reads it from stdin.
///
/// Keys the app's screens understand are `.key`; everything else a host may
/// want for itself (its own shortcuts) has its own case, so no shortcut can
/// be mistaken for text typed into a field.
public enum TerminalInput: Hashable, Sendable, CustomStringConvertible {
  /// A key both fronts understand (arrows, Tab, Enter, text, …).
  case key(Key)
  /// Ctrl plus a letter or symbol, named by its lowercase letter (`"c"` for
  /// Ctrl-C). Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are not here: terminals send
  /// the same bytes for Backspace, Tab and Enter, which win.
  case control(Character)
  /// Alt (Meta) plus a printable character: ESC immediately followed by it.
  case alt(Character)
  /// A function key, F1…F12.
  case function(Int)
  /// Text pasted while bracketed paste is on, already made harmless: line
  /// breaks and tabs became spaces, every other control character is gone.
  case paste(String)

  /// A short name for logs and test failures: `tab`, `ctrl-c`, `f1`, `paste("…")`.
  public var description: String {
    switch self {
    case .key(let key): key.description
    case .control(let character): "ctrl-\(character)"
    case .alt(let character): "alt-\(character)"
    case .function(let number): "f\(number)"
    case .paste(let text): "paste(\(text.debugDescription))"
    }
  }
}
