import TextSurface

/// A line of read-only text, like SwiftUI's `Text`.
///
/// Text that does not fit is truncated with `…`, never splitting a grapheme.
///
/// ```swift
/// Text("Offers").bold()
/// Text("No connection").foregroundColor(.red)
/// ```
public struct Text: View, PrimitiveView, LayoutPrimitive, Equatable {
  public typealias Body = Never
  public let content: String
  public private(set) var style: TextStyle

  public init(_ content: String) {
    self.content = content
    style = .plain
  }

  /// Shows the text in bold.
  public func bold() -> Text { adding(TextStyle(attributes: .bold)) }
  /// Shows the text dimmed (secondary information).
  public func dim() -> Text { adding(TextStyle(attributes: .dim)) }
  /// Shows the text underlined.
  public func underline() -> Text { adding(TextStyle(attributes: .underline)) }
  /// Shows the text in italics.
  public func italic() -> Text { adding(TextStyle(attributes: .italic)) }
  /// Shows the text with foreground and background swapped.
  public func inverse() -> Text { adding(TextStyle(attributes: .inverse)) }
  /// Colours the text.
  public func foregroundColor(_ color: TerminalColor) -> Text { adding(TextStyle(foreground: color)) }

  private func adding(_ extra: TextStyle) -> Text {
    var copy = self
    copy.style = style.merging(extra)
    return copy
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    guard !content.isEmpty else { return .zero }
    return Size(width: min(content.displayWidth, max(0, proposal.width)), height: min(1, max(0, proposal.height)))
  }

  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    canvas.draw(content.truncated(toWidth: node.frame.width), at: node.frame.origin, style: style, clip: clip)
  }

  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? {
    content.isEmpty ? nil : AccessibilityNode(role: .staticText, label: content, frame: node.frame)
  }
}
