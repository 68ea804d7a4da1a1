import TextSurface

/// Read-only text, like SwiftUI's `Text`.
///
/// `.lineLimit(n)` wraps onto at most `n` lines and `.lineLimit(nil)` onto as
/// many as needed, with `String.wrapped(toWidth:maximumLines:)` (the legacy
/// label's wrapping); one line truncates with `…`. Text that fits on one line
/// is shown exactly as written (wrapping would collapse runs of spaces).
///
/// The default is ONE line (`Text.defaultLineLimit`), not SwiftUI's unlimited:
/// the existing screens were written against single-line labels and their
/// parity runs depend on it. Setting `defaultLineLimit` to nil restores
/// SwiftUI's default once the screens say `.lineLimit(1)` where they mean it.
///
/// ```swift
/// Text("Offers").bold()
/// Text("No connection").foregroundColor(.red)
/// Text(review.body).lineLimit(3)
/// ```
public struct Text: View, PrimitiveView, LeafView, LayoutPrimitive, Equatable {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  /// The string shown.
  public let content: String
  /// The style the modifiers set (`.bold()`, `.foregroundColor(_:)`…).
  public private(set) var style: TextStyle
  /// The most lines shown; nil for as many as needed.
  public private(set) var lineLimit: Int? = Text.defaultLineLimit

  /// The line limit of a `Text` that does not set one (see the type's note on SwiftUI's default).
  static let defaultLineLimit: Int? = 1

  /// Text showing `content` verbatim, on one line unless `.lineLimit(_:)` says otherwise.
  public init(_ content: String) {
    self.content = content
    style = .plain
  }

  /// Limits the text to `limit` lines, like SwiftUI's `.lineLimit(_:)`; the last line ends in `…` when cut.
  public func lineLimit(_ limit: Int?) -> Text {
    var copy = self
    copy.lineLimit = limit
    return copy
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

  func adding(_ extra: TextStyle) -> Text {
    var copy = self
    copy.style = style.merging(extra)
    return copy
  }

  /// The lines shown within `size`: the text as is when it fits on a line, else wrapped
  /// (at most `lineLimit` lines, and no more than the height allows).
  func lines(in size: Size) -> [String] {
    let width = max(0, size.width)
    let height = min(max(0, size.height), lineLimit ?? Int.max)
    guard height > 0, width > 0 else { return [] }
    // A multi-line text squeezed to one line still wraps (cut with `…` at a word, as the legacy
    // label does): truncating it would show a newline as a visible `␊`.
    if lineLimit == 1 || (content.displayWidth <= width && !content.contains("\n")) {
      return [content.truncated(toWidth: width)]
    }
    return content.wrapped(toWidth: width, maximumLines: height)
  }

  /// The widest line within the proposal, and as many lines as shown.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    guard !content.isEmpty else { return .zero }
    if lineLimit == 1 {
      // The full width up to the proposal, even with no height left, exactly as a one-line legacy `Label`
      // measures: a clipped text keeps its width, so both fronts report the same frame for it.
      return Size(width: min(content.displayWidth, max(0, proposal.width)), height: min(1, max(0, proposal.height)))
    }
    let lines = lines(in: proposal)
    return Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
  }

  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? {
    content.isEmpty ? nil : AccessibilityNode(role: .staticText, label: content, frame: node.frame)
  }
}
