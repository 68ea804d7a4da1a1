import TextSurface

/// A JSON document built in code and printed deterministically: object keys
/// keep the order they were written in, numbers print the same on every
/// machine, and strings are escaped per RFC 8259.
///
/// ```swift
/// let json: JSONValue = .object([("module", "offers"), ("front", "declarative")])
/// json.rendered()   // {"module":"offers","front":"declarative"}
/// ```
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral
{
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

  /// Compact JSON, or indented by two spaces when `pretty`.
  public func rendered(pretty: Bool = false) -> String {
    var text = ""
    write(into: &text, pretty: pretty, indent: 0)
    return text
  }

  private func write(into text: inout String, pretty: Bool, indent: Int) {
    let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
    let closing = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .double(let value):
      if value.isFinite {
        let rounded = (value * 1000).rounded() / 1000
        text += rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
      } else {
        text += "null"
      }
    case .string(let value): Self.writeString(value, into: &text)
    case .array(let values):
      if values.isEmpty {
        text += "[]"
        return
      }
      text += "["
      for (index, value) in values.enumerated() {
        text += (index > 0 ? "," : "") + newline
        value.write(into: &text, pretty: pretty, indent: indent + 1)
      }
      text += closing + "]"
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        text += (index > 0 ? "," : "") + newline
        Self.writeString(key, into: &text)
        text += pretty ? ": " : ":"
        value.write(into: &text, pretty: pretty, indent: indent + 1)
      }
      text += closing + "}"
    }
  }

  private static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _
      where scalar.value < 0x20 || TerminalSafety.needsReplacement(scalar) || scalar.value == 0xFEFF:
        // Controls, C1, bidirectional controls and line separators have no business raw in a report.
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
