/// A key press, decoded from the terminal or named in a scenario.
///
/// Both fronts receive the same keys and must react the same way: Tab,
/// Shift-Tab and the arrow keys move focus in reading order, Enter or Space
/// activates, text goes to the focused field, Backspace deletes, Esc goes back.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case tab, backTab, up, down, left, right
  case enter, space, escape, backspace, delete
  case home, end, pageUp, pageDown
  /// A printable grapheme, typed.
  case character(Character)
  /// Text inserted at the cursor in one edit, however long: a terminal's
  /// bracketed paste, a scenario's `type` step. Like a paste in UIKit, a text
  /// field asks its delegate once for the whole string and reports one change.
  case paste(String)
  /// Deletes everything before the cursor in one edit (readline's Ctrl-U);
  /// a scenario's `type` step clears a field with it before pasting.
  case clearToStart

  /// Parses a scenario's key name (`tab`, `shift-tab`, `enter`, `esc`, `pagedown`, …).
  public init?(name: String) {
    switch name.lowercased() {
    case "tab": self = .tab
    case "shift-tab", "backtab", "shift+tab": self = .backTab
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "enter", "return": self = .enter
    case "space": self = .space
    case "esc", "escape": self = .escape
    case "backspace": self = .backspace
    case "delete", "del": self = .delete
    case "home": self = .home
    case "end": self = .end
    case "pageup", "page-up", "pgup": self = .pageUp
    case "pagedown", "page-down", "pgdn": self = .pageDown
    default: return nil
    }
  }

  /// Every name `init(name:)` accepts, for error messages.
  public static let names = [
    "tab", "shift-tab", "up", "down", "left", "right", "enter", "space", "esc", "backspace", "delete",
    "home", "end", "pageup", "pagedown",
  ]

  public var description: String {
    switch self {
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .enter: "enter"
    case .space: "space"
    case .escape: "esc"
    case .backspace: "backspace"
    case .delete: "delete"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .character(let character): "'\(character)'"
    case .paste(let text): "paste(\(text.count) characters)"
    case .clearToStart: "clear-to-start"
    }
  }
}
