import ScreenLayer
import TextSurface

/// Read-only text, like `UILabel`.
///
/// One line by default, as in UIKit: text that does not fit is truncated with
/// `…`, never splitting a grapheme (a wide character that would half fit is
/// dropped whole). Set `numberOfLines` to wrap: `0` means as many lines as the
/// frame allows, `n` at most `n`, and the last line shown ends in `…` when
/// text was left over. A wrapped label is as wide as its widest line; text that
/// fits on one line is shown as written (runs of spaces kept), as the declarative `Text` does.
///
/// ```swift
/// let title = Label(text: "Offers")
/// title.style = TextStyle(attributes: .bold)
/// let review = Label(text: longReview)
/// review.numberOfLines = 3
/// ```
open class Label: View {
  /// The text shown; also the accessibility label unless `accessibilityLabel` is set.
  public var text: String {
    didSet { if text != oldValue { setNeedsLayout() } }
  }
  /// The look of every cell of the text (UIKit's `font` and `textColor` in one).
  public var style: TextStyle {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// The most lines to use, like `UILabel.numberOfLines`: 1 by default, 0 for no limit.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { setNeedsLayout() } }
  }

  /// A label showing `text` in `style`.
  public init(text: String = "", style: TextStyle = .plain) {
    self.text = text
    self.style = style
    super.init()
  }

  /// The lines shown in `size`: one truncated line, or the text wrapped to
  /// the width and cut to the line limit and the height.
  public func lines(fitting size: Size) -> [String] {
    guard !text.isEmpty, size.width > 0, size.height > 0 else { return [] }
    // Text that fits on a line is shown as written, as the declarative `Text` (and `UILabel`) do:
    // wrapping would collapse its runs of spaces.
    if numberOfLines == 1 || (text.displayWidth <= size.width && !text.contains("\n")) {
      return [text.truncated(toWidth: size.width)]
    }
    let limit = numberOfLines > 0 ? min(numberOfLines, size.height) : size.height
    return text.wrapped(toWidth: size.width, maximumLines: limit)
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    guard !text.isEmpty else { return .zero }
    if numberOfLines == 1 {
      // The full width up to the proposal, measured as the declarative `Text` does.
      return Size(width: min(text.displayWidth, max(0, size.width)), height: min(1, max(0, size.height)))
    }
    let lines = lines(fitting: size)
    return Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    for (index, line) in lines(fitting: rect.size).enumerated() {
      canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + index), style: style, clip: clip)
    }
  }

  open override func accessibilityNode() -> AccessibilityNode? {
    let label = accessibilityLabel ?? text
    return label.isEmpty ? nil : AccessibilityNode(role: .staticText, label: label, frame: absoluteFrame)
  }
}
