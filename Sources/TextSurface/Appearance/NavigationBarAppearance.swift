/// The navigation bar both toolkits' shells draw, like the bar UIKit's
/// `UINavigationController` and SwiftUI's `NavigationStack` share on iOS:
/// `< Back` on the left when there is somewhere to go back to, the title
/// centred and bold, and a dim rule underneath.
///
/// One function draws it and one describes it, so a screen under the legacy
/// shell and the same screen under the declarative shell are cell for cell and
/// node for node the same.
public enum NavigationBarAppearance {
  /// Rows the bar takes: the title row and the rule.
  public static let height = 2
  /// What the back button shows.
  public static let backTitle = "< Back"
  /// Columns kept for the back button on each side, so the title stays centred.
  static let backWidth = 7

  /// The bar's rectangle at the top of `bounds` and the content's below it.
  public static func split(_ bounds: Rect) -> (bar: Rect, content: Rect) {
    let barHeight = min(height, bounds.height)
    return (
      Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barHeight),
      Rect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width, height: bounds.height - barHeight)
    )
  }

  /// Draws the bar in `rect` (its absolute frame), clipped to `clip`.
  public static func draw(title: String, showsBack: Bool, in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let reserved = showsBack ? backWidth : 0
    let titleSpace = max(0, rect.width - 2 * reserved)
    let shown = title.truncated(toWidth: titleSpace)
    let x = rect.minX + reserved + Layout.centeredOffset(shown.displayWidth, in: titleSpace)
    if showsBack { canvas.draw(backTitle, at: rect.origin, clip: clip) }
    canvas.draw(shown, at: Point(x: x, y: rect.minY), style: TextStyle(attributes: .bold), clip: clip)
    if rect.height > 1 {
      DividerAppearance.draw(
        in: &canvas, rect: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1), clip: clip)
    }
  }

  /// The bar's semantics: a `navigationBar` node named by the title that says whether back is available.
  public static func accessibilityNode(title: String, showsBack: Bool, frame: Rect) -> AccessibilityNode {
    AccessibilityNode(role: .navigationBar, label: title, value: showsBack ? "back available" : nil, frame: frame)
  }
}
