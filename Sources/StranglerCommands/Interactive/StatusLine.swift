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
  /// A short message (e.g. why a switch did nothing) shown instead of the key hints.
  var notice: String?
  /// The shell the screens are shown in (a front too, chosen by the `shell` flag); nil when not known.
  var shell: Front? = nil
  /// Shadow mode's indicator (`⇄ 12/12`, `✗1` after a mismatch); nil when it is off.
  var shadow: String? = nil

  /// The key hints shown at the right when there is room.
  static let hints = "^F switch  F1 help  ^Q quit"

  /// The line's text, exactly `width` columns: the facts at the left, the
  /// notice or key hints at the right when they fit, truncated when narrow.
  func text(width: Int) -> String {
    guard width > 0 else { return "" }
    var facts = " " + (module ?? "no screen")
    if let decision {
      facts += " │ \(decision.front) │ \(decision.reason.rawValue) (\(decision.source.rawValue))"
    }
    if let shell { facts += " │ \(shell) shell" }
    facts += " │ \(frameBytes) B"
    if let shadow { facts += " │ \(shadow)" }
    let right = (notice ?? Self.hints) + " "
    let used = facts.displayWidth + right.displayWidth
    if used + 2 <= width {
      return facts + String(repeating: " ", count: width - used) + right
    }
    // Narrow: a notice (a warning, why a switch did nothing) matters more than the facts.
    let shown = (notice.map { " " + $0 } ?? facts).truncated(toWidth: width)
    return shown + String(repeating: " ", count: max(0, width - shown.displayWidth))
  }

  /// The bytes that draw the line on `row` (0-based) of a terminal `width`
  /// columns wide, in inverse video, leaving the pen plain.
  func bytes(row: Int, width: Int) -> [UInt8] {
    Array("\u{1B}[\(row + 1)H\u{1B}[0;7m\(text(width: width).terminalSafe)\u{1B}[m".utf8)
  }
}
