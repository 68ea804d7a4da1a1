/// How a text field looks, shared by both toolkits so they match cell for cell:
/// `Email [dasher@example.com      ]` — the title, a space, and a bracketed,
/// underlined input area; when focused, the cursor cell is shown inverse and
/// the text scrolls to keep it in view; unfocused, the text shows from its start.
public enum TextFieldAppearance {
  /// Columns of the input area when there is room.
  public static let preferredInputWidth = 24

  /// The field's size within `proposal`.
  public static func size(title: String, proposal: Size) -> Size {
    let width = title.displayWidth + 1 + preferredInputWidth + 2
    return Size(width: min(width, max(0, proposal.width)), height: min(1, max(0, proposal.height)))
  }

  /// Draws the field into `rect`.
  public static func draw(
    title: String, editor: TextEditor, secure: Bool, isFocused: Bool, isEnabled: Bool,
    in canvas: inout Canvas, rect: Rect, clip: Rect
  ) {
    let dim = isEnabled ? TextStyle.plain : TextStyle(attributes: .dim)
    let titleWidth = min(title.displayWidth, rect.width)
    canvas.draw(title.truncated(toWidth: rect.width), at: rect.origin, style: dim, clip: clip)
    let boxX = rect.minX + titleWidth + 1
    let inputWidth = rect.maxX - boxX - 2
    guard inputWidth > 0 else { return }
    canvas.draw("[", at: Point(x: boxX, y: rect.minY), style: dim, clip: clip)
    canvas.draw("]", at: Point(x: boxX + 1 + inputWidth, y: rect.minY), style: dim, clip: clip)
    let area = Rect(x: boxX + 1, y: rect.minY, width: inputWidth, height: 1)
    let underline = TextStyle(attributes: .underline).merging(dim)
    canvas.fill(area.intersection(clip), style: underline)
    // Unfocused, a field shows its text from the start, as a UITextField does
    // when not editing: what it shows then never depends on where its cursor
    // was left, so a field rebuilt in the other front (a flip, a shadow
    // candidate) shows the same cells.
    var window = editor
    if !isFocused { window.moveCursor(to: window.text.startIndex) }
    let (shown, cursorColumn) = window.visible(width: inputWidth, secure: secure)
    canvas.draw(shown, at: area.origin, style: underline, clip: area.intersection(clip))
    if isFocused {
      canvas.applyStyle(
        TextStyle(attributes: .inverse),
        in: Rect(x: area.minX + cursorColumn, y: area.minY, width: 1, height: 1)
          .intersection(clip))
    }
  }

  /// The accessibility value: the text, or one `*` per grapheme when secure.
  /// Counting graphemes is linear in the text, once per accessibility tree,
  /// never per key; the plain text is returned as is (shared storage, no copy).
  public static func accessibilityValue(_ editor: TextEditor, secure: Bool) -> String {
    secure ? String(repeating: "*", count: editor.text.count) : editor.text
  }
}
