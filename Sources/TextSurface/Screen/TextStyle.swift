/// One of the eight standard terminal colours.
public enum TerminalColor: UInt8, Hashable, Sendable, CaseIterable {
  case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell's text looks: attributes plus optional colours.
///
/// ```swift
/// let title = TextStyle(attributes: .bold)
/// let error = TextStyle(foreground: .red)
/// ```
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
  /// Text attributes that combine freely.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let inverse = Attributes(rawValue: 1 << 4)
  }

  public var attributes: Attributes
  public var foreground: TerminalColor?
  public var background: TerminalColor?

  public init(attributes: Attributes = [], foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default look.
  public static let plain = TextStyle()

  public var isPlain: Bool { self == .plain }

  /// This style with `other`'s attributes added and its colours, where set, taking over.
  public func merging(_ other: TextStyle) -> TextStyle {
    TextStyle(
      attributes: attributes.union(other.attributes),
      foreground: other.foreground ?? foreground,
      background: other.background ?? background)
  }

  public var description: String {
    var parts: [String] = []
    if attributes.contains(.bold) { parts.append("bold") }
    if attributes.contains(.dim) { parts.append("dim") }
    if attributes.contains(.italic) { parts.append("italic") }
    if attributes.contains(.underline) { parts.append("underline") }
    if attributes.contains(.inverse) { parts.append("inverse") }
    if let foreground { parts.append("fg:\(foreground)") }
    if let background { parts.append("bg:\(background)") }
    return parts.isEmpty ? "plain" : parts.joined(separator: "+")
  }
}
