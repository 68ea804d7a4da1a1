import FeatureFlags
import TextSurface

/// The interactive app's last row: which module is on screen, the front that
/// renders it, why (the decision's reason and source), the shell, and how many bytes the
/// front wrote for its last frame — the number that shows the legacy full
/// redraw against the declarative diff.
///
/// The byte count is the window's own (`Window.Statistics.lastFrameBytes`):
/// the status line's bytes and the host's synchronized-output markers are not
/// in it, so it compares fronts and nothing else.
struct StatusLine: Equatable {
  /// The module on screen; nil before the first screen.
  var module: String?
  /// The decision the screen was built with.
  var decision: FlagDecision?
  /// Bytes the front wrote for its last frame.
  var frameBytes: Int
  /// A short message (e.g. why a switch did nothing) shown instead of the key hints but the quit hint.
  var notice: String?
  /// The shell the screens are shown in (a front too, chosen by the `shell` flag); nil when not known.
  var shell: Front? = nil
  /// Shadow mode's indicator (`⇄ 12/12`, `✗1` after a mismatch); nil when it is off.
  var shadow: String? = nil

  /// The key hints shown at the right when there is room.
  static let hints = "^F switch  F1 help  ^Q quit"
  /// Shorter hints for narrower lines: whatever else goes, the way out stays.
  static let shorterHints = ["F1 help  ^Q quit", "^Q quit"]
  /// The hint every line at least `minimumWidth` columns wide keeps.
  static let quitHint = "^Q quit"
  /// The narrowest line that still shows the quit hint (with a space either side and one cell of facts).
  static let minimumWidth = quitHint.displayWidth + 3

  /// The line's text, exactly `width` columns: the facts at the left, the
  /// notice or key hints at the right. When narrow, the hints shorten first;
  /// the quit hint stays at every width from ``minimumWidth`` up, and a
  /// notice (a warning, why a switch did nothing) takes the facts' place.
  /// Text from outside (module names, a flags file's error) is made terminal-safe here.
  func text(width: Int) -> String {
    guard width > 0 else { return "" }
    var facts = " " + (module ?? "no screen")
    if let decision {
      facts += " │ \(decision.front) │ \(decision.reason.rawValue) (\(decision.source.rawValue))"
    }
    if let shell { facts += " │ \(shell) shell" }
    facts += " │ \(frameBytes) B"
    if let shadow { facts += " │ \(shadow)" }
    facts = facts.terminalSafe
    let notice = notice.map { " " + $0.terminalSafe }
    if let notice {
      // A notice takes the other hints' place while it fits beside the facts, and the facts' place when it does not.
      let right = notice.dropFirst() + "  " + Self.quitHint + " "
      if let line = Self.line(left: facts, right: right, width: width) { return line }
      return Self.fitted(left: notice, right: Self.quitHint + " ", width: width)
    }
    for hints in [Self.hints] + Self.shorterHints {
      if let line = Self.line(left: facts, right: hints + " ", width: width) { return line }
    }
    return Self.fitted(left: facts, right: Self.quitHint + " ", width: width)
  }

  /// `left` and `right` with at least two columns between them, exactly `width` wide; nil when they do not fit.
  private static func line(left: String, right: some StringProtocol, width: Int) -> String? {
    let used = left.displayWidth + right.displayWidth
    guard used + 2 <= width else { return nil }
    return left + String(repeating: " ", count: width - used) + right
  }

  /// `left` cut to leave `right` (with a column between) its place, exactly
  /// `width` wide; narrower than ``minimumWidth``, `left` alone, cut.
  private static func fitted(left: String, right: String, width: Int) -> String {
    let room = width - right.displayWidth - 1
    guard width >= minimumWidth, room >= 1 else {
      let shown = left.truncated(toWidth: width)
      return shown + String(repeating: " ", count: max(0, width - shown.displayWidth))
    }
    let shown = left.truncated(toWidth: room)
    return shown + String(repeating: " ", count: width - shown.displayWidth - right.displayWidth) + right
  }

  /// The bytes that draw the line on `row` (0-based) of a terminal `width`
  /// columns wide, in inverse video, leaving the pen plain — only the cells
  /// that differ from `previous` (the text last drawn there, if any), so an
  /// unchanged line writes nothing and a new byte count a few cells.
  func bytes(row: Int, width: Int, previous: String? = nil) -> [UInt8] {
    let text = text(width: width)
    let columns = Self.columns(text)
    var first = 0
    var last = columns.count - 1
    if let previous {
      let before = Self.columns(previous)
      guard before.count == columns.count else { return Self.draw(columns, from: 0, through: last, row: row) }
      while first <= last, columns[first] == before[first] { first += 1 }
      guard first <= last else { return [] }
      while columns[last] == before[last] { last -= 1 }
    }
    return Self.draw(columns, from: first, through: last, row: row)
  }

  /// The cells `columns[first...last]` at their place on `row`, widened to whole characters.
  private static func draw(_ columns: [String?], from first: Int, through last: Int, row: Int) -> [UInt8] {
    guard first <= last else { return [] }
    var start = first
    while start > 0, columns[start] == nil { start -= 1 }  // the second cell of a wide character
    var end = last
    while end + 1 < columns.count, columns[end + 1] == nil { end += 1 }
    let cells = columns[start...end].compactMap { $0 }.joined()
    return Array("\u{1B}[\(row + 1);\(start + 1)H\u{1B}[0;7m\(cells)\u{1B}[m".utf8)
  }

  /// `text` one entry per column: a character in its first column, nil in the rest of a wide one.
  private static func columns(_ text: String) -> [String?] {
    var columns: [String?] = []
    for character in text {
      let width = String(character).displayWidth
      guard width > 0 else {
        // A zero-width character joins the one before it.
        if let index = columns.lastIndex(where: { $0 != nil }) { columns[index]! += String(character) }
        continue
      }
      columns.append(String(character))
      columns += Array(repeating: nil, count: width - 1)
    }
    return columns
  }
}
