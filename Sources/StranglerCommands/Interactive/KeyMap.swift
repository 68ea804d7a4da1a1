import TextSurface

/// What the interactive app does with one input event.
enum InteractiveAction: Equatable {
  /// Restore the terminal and exit 0.
  case quit
  /// Rebuild the current module's screen in the other front, keeping its state.
  case switchFront
  /// Show or hide the help overlay.
  case toggleHelp
  /// Repaint the whole screen (after something else wrote to the terminal).
  case redraw
  /// Stop the process like any job (Ctrl-Z); `fg` resumes it with a full redraw.
  case suspend
  /// Write a `snapshot` step into the recording (`--record`).
  case snapshot
  /// Deliver a key to the app (focus, activation, editing, Esc for back).
  case key(Key)
  /// Insert pasted text into the focused field, as one edit.
  case type(String)
  /// Nothing (an unbound shortcut).
  case ignore
}

/// The interactive app's keys, in one place so the help overlay, the README
/// and the behaviour cannot disagree.
///
/// The app's own shortcuts are Ctrl keys and function keys, which never reach
/// a text field, so typing is never taken over; `?` shows the help only when
/// no text field has focus. Ctrl-H is not used: many terminals send it for
/// Backspace.
enum KeyMap {
  /// The help overlay's lines: keys, then what they do.
  static let help: [(keys: String, action: String)] = [
    ("Tab, Shift-Tab, arrows", "move focus"),
    ("Enter, Space", "press the button, select the row"),
    ("Page Up, Page Down", "a list: a screen up or down"),
    ("Home, End", "a list: first or last row"),
    ("type, paste, Backspace", "edit the focused field"),
    ("Delete, Home, End", "in a field: delete, its ends"),
    ("Esc", "back"),
    ("Ctrl-F, F2", "switch the front (state kept)"),
    ("F1, Ctrl-G, ?", "this help (? outside fields)"),
    ("Ctrl-L", "redraw the screen"),
    ("Ctrl-S, F5", "snapshot step (--record)"),
    ("Ctrl-Z", "suspend (fg resumes)"),
    ("Ctrl-C, Ctrl-Q", "quit"),
  ]

  /// The action for `input`; while the help is shown, any key but quit closes it.
  static func action(for input: TerminalInput, textFieldFocused: Bool, helpShown: Bool) -> InteractiveAction {
    switch input {
    case .control("c"), .control("q"): return .quit
    default: break
    }
    if helpShown { return .toggleHelp }
    switch input {
    case .control("f"), .function(2): return .switchFront
    case .control("g"), .function(1): return .toggleHelp
    case .key(.character("?")) where !textFieldFocused: return .toggleHelp
    case .control("l"): return .redraw
    case .control("s"), .function(5): return .snapshot
    case .control("z"): return .suspend
    case .key(let key): return .key(key)
    case .paste(let text): return .type(text)
    case .control, .alt, .function: return .ignore
    }
  }
}
