/// A thin dim rule across the available width, shared by both toolkits
/// (SwiftUI's `Divider`, a separator view in UIKit; the navigation bar uses it too).
public enum DividerAppearance {
  /// The glyph repeated along the rule.
  public static let glyph = "─"
  /// The rule's look.
  public static let style = TextStyle(attributes: .dim)

  /// Draws a horizontal rule along the first line of `rect`.
  public static func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard rect.width > 0, rect.height > 0 else { return }
    canvas.drawRepeated(
      Character(glyph), count: rect.width, at: rect.origin, style: style, clip: rect.intersection(clip))
  }
}
