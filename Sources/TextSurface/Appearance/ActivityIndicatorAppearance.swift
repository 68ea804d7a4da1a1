/// How an activity indicator (UIKit's `UIActivityIndicatorView`, SwiftUI's
/// indeterminate `ProgressView`) looks, shared by both toolkits.
///
/// A spinner glyph that advances every `frameInterval` of the *scheduler's*
/// clock — never the wall clock — so runs stay reproducible, followed by an
/// optional label: `⠹ Loading offers…`.
public enum ActivityIndicatorAppearance {
  /// The spinner's frames, in order.
  public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// How long each frame shows.
  public static let frameInterval: Duration = .milliseconds(100)

  /// The spinner glyph at `elapsed` since the indicator started animating.
  public static func glyph(elapsed: Duration) -> String {
    let ticks = max(0, elapsed / frameInterval)
    return frames[Int(ticks.rounded(.down)) % frames.count]
  }

  /// The indicator's size within `proposal`: the glyph, and a space and the label when there is one.
  public static func size(label: String?, proposal: Size) -> Size {
    let width = 1 + (label.map { $0.isEmpty ? 0 : 1 + $0.displayWidth } ?? 0)
    return Size(width: min(width, max(0, proposal.width)), height: min(1, max(0, proposal.height)))
  }

  /// Draws the indicator at `elapsed` into `rect`.
  public static func draw(label: String?, elapsed: Duration, in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard rect.width > 0, rect.height > 0 else { return }
    var text = glyph(elapsed: elapsed)
    if let label, !label.isEmpty { text += " " + label }
    canvas.draw(text.truncated(toWidth: rect.width), at: rect.origin, clip: rect.intersection(clip))
  }
}
