import TextSurface

/// A line of read-only text, like `UILabel`.
///
/// Text that does not fit is truncated with `…`, never splitting a grapheme.
///
/// ```swift
/// let title = Label(text: "Offers")
/// title.style = TextStyle(attributes: .bold)
/// ```
open class Label: View {
  public var text: String {
    didSet { if text != oldValue { setNeedsLayout() } }
  }
  public var style: TextStyle {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }

  public init(text: String = "", style: TextStyle = .plain) {
    self.text = text
    self.style = style
    super.init()
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    guard !text.isEmpty else { return Size(width: 0, height: 0) }
    return Size(width: min(text.displayWidth, max(0, size.width)), height: min(1, max(0, size.height)))
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.draw(text.truncated(toWidth: rect.width), at: rect.origin, style: style, clip: clip)
  }

  open override func accessibilityNode() -> AccessibilityNode? {
    text.isEmpty ? nil : AccessibilityNode(role: .staticText, label: text, frame: absoluteFrame)
  }
}
