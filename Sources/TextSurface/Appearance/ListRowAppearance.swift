/// How one row of a list looks, shared by the legacy `TableView` and the
/// declarative `List` so the two match cell for cell.
///
/// A row is one line: the title at the left and an optional detail at the
/// right (UIKit's `.value1` cell style, SwiftUI's `LabeledContent`), a
/// one-column gap between them. When both do not fit, the detail is cut to
/// half the row (rounded up) and the title keeps the other half, so a narrow
/// settings screen still names each module. The highlighted row of a focused list is drawn inverse
/// across its whole width.
///
/// ```
/// Pizza Planet            $7.50
/// Sushi Go…              $12.00
/// ```
public enum ListRowAppearance {
  /// Rows are one line tall in both toolkits, so a list maps an offset to a row in constant time.
  public static let rowHeight = 1

  /// Draws a row into `rect` (its first line only). An `opaque` row also
  /// paints the blanks between and after its texts, so it needs no blank
  /// canvas under it (`Damage.opaqueRects`); on a blank canvas it looks the same.
  public static func draw(
    title: String, detail: String?, isHighlighted: Bool, in canvas: inout Canvas, rect: Rect, clip: Rect,
    opaque: Bool = false
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let area = rect.intersection(clip)
    let origin = rect.origin
    // Each text measured once: a live list draws every visible row at every tick.
    let title = MeasuredText(title)
    var titleWidth = rect.width
    var detailStart = rect.maxX
    if let detail, !detail.isEmpty {
      // When both cannot fit, the detail keeps at least half the row (rounded
      // up) and the title (what the row is: a module, a restaurant) the rest.
      let room = max(rect.width - title.width - 1, (rect.width + 1) / 2)
      let shown = MeasuredText(detail).truncated(toWidth: max(0, room))
      detailStart = rect.maxX - shown.width
      canvas.draw(shown, at: Point(x: detailStart, y: origin.y), clip: area)
      titleWidth = max(0, rect.width - shown.width - 1)
    }
    let titleEnd = origin.x + canvas.draw(title.truncated(toWidth: titleWidth), at: origin, clip: area)
    if opaque, titleEnd < detailStart {
      // The gap between the texts: the cells neither text covers.
      canvas.erase(Rect(x: titleEnd, y: origin.y, width: detailStart - titleEnd, height: 1).intersection(area))
    }
    if isHighlighted {
      canvas.applyStyle(
        TextStyle(attributes: .inverse),
        in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
          .intersection(clip))
    }
  }

  /// The row's semantics: role `row`, the title as its label (what `select "Pizza Planet"` finds),
  /// the detail as its value.
  public static func accessibilityNode(title: String, detail: String?, isFocused: Bool, frame: Rect)
    -> AccessibilityNode
  {
    AccessibilityNode(
      role: .row, label: title, value: detail.flatMap { $0.isEmpty ? nil : $0 }, isFocused: isFocused, frame: frame)
  }
}
