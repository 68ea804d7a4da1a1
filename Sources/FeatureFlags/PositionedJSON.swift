/// A 1-based line and column in a text, for `file:line:column: error:` messages.
///
/// Columns count Unicode scalars, so a column is stable whatever the
/// terminal's idea of character width; a tab counts as one column.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a position; both numbers are 1-based.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Reading order: earlier lines first, then earlier columns.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A JSON value that remembers where it starts in its text.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` report no positions, and
/// the flags file must point at the offending value, so FeatureFlags reads
/// JSON itself (RFC 8259, strict: no comments, no trailing commas).
public struct PositionedJSON: Sendable, Hashable {
  /// One member of an object, in file order, with the position of its key.
  public struct Member: Sendable, Hashable {
    /// The member's key.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: PositionedJSON
  }

  /// The JSON kinds. Objects keep every member in order, duplicates included,
  /// so that callers decide what a duplicate key means.
  public indirect enum Kind: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written so that `25` and `25.0` can be told apart.
    case number(String)
    /// A string, escapes resolved.
    case string(String)
    /// An array, in order.
    case array([PositionedJSON])
    /// An object's members, in file order.
    case object([Member])
  }

  /// What the value is.
  public var kind: Kind
  /// Where the value's first character is.
  public var position: SourcePosition

  /// A short English name of the kind, for "expected …, found a string" messages.
  public var kindName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON syntax error, at the position where the reader gave up.
public struct JSONSyntaxError: Error, Sendable, Hashable {
  /// Where the unexpected character (or the end of the text) is.
  public var position: SourcePosition
  /// What was expected there, e.g. `expected ',' or '}' after an object member`.
  public var message: String

  /// Creates an error at `position`.
  public init(position: SourcePosition, message: String) {
    self.position = position
    self.message = message
  }
}

/// Reads JSON text into `PositionedJSON`.
///
/// ```swift
/// let json = try JSONReader.parse(#"{"offers": "declarative"}"#)
/// ```
public enum JSONReader {
  /// Parses `text` as one JSON value (any kind), followed only by whitespace.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> PositionedJSON {
    var reader = Reader(scalars: Array(text.unicodeScalars))
    // A UTF-8 byte order mark is not JSON, but editors write it; skip it.
    if reader.peek == "\u{FEFF}" { reader.index += 1 }
    reader.skipWhitespace()
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    if let extra = reader.peek {
      throw reader.error("expected the end of the file after the top-level value, found \(describe(extra))")
    }
    return value
  }

  /// Nesting limit: deeper input is rejected instead of overflowing the stack.
  static let maximumDepth = 256

  static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "a line break"
    case "\t": "a tab"
    default: scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+\(hex(scalar.value))" : "'\(scalar)'"
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    var position: SourcePosition { SourcePosition(line: line, column: column) }

    func error(_ message: String) -> JSONSyntaxError {
      JSONSyntaxError(position: position, message: message)
    }

    func found() -> String {
      peek.map(JSONReader.describe) ?? "the end of the file"
    }

    mutating func advance() {
      guard let scalar = peek else { return }
      index += 1
      // "\r\n" is one line break: the "\r" moves the column, the "\n" the line.
      if scalar == "\n" || (scalar == "\r" && peek != "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }

    mutating func skipWhitespace() {
      while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        advance()
      }
    }

    mutating func expect(_ scalar: Unicode.Scalar, _ message: String) throws(JSONSyntaxError) {
      guard peek == scalar else { throw error("\(message), found \(found())") }
      advance()
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> PositionedJSON {
      let start = position
      guard depth < JSONReader.maximumDepth else { throw error("nesting is deeper than \(JSONReader.maximumDepth)") }
      guard let first = peek else {
        throw error("expected a value (object, array, string, number, true, false or null), found the end of the file")
      }
      switch first {
      case "{": return PositionedJSON(kind: .object(try object(depth: depth)), position: start)
      case "[": return PositionedJSON(kind: .array(try array(depth: depth)), position: start)
      case "\"": return PositionedJSON(kind: .string(try string()), position: start)
      case "-", "0"..."9": return PositionedJSON(kind: .number(try number()), position: start)
      case "t", "f", "n":
        for (word, kind) in [("true", PositionedJSON.Kind.bool(true)), ("false", .bool(false)), ("null", .null)]
        where matches(word) {
          for _ in word.unicodeScalars { advance() }
          return PositionedJSON(kind: kind, position: start)
        }
      default: break
      }
      throw error("expected a value (object, array, string, number, true, false or null), found \(found())")
    }

    func matches(_ word: String) -> Bool {
      let wanted = Array(word.unicodeScalars)
      guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else {
        return false
      }
      // `trueish` is not `true` followed by garbage we would report later at a worse place.
      let next = index + wanted.count
      return next == scalars.count || !scalars[next].properties.isAlphabetic
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> [PositionedJSON.Member] {
      advance()  // {
      var members: [PositionedJSON.Member] = []
      skipWhitespace()
      if peek == "}" {
        advance()
        return members
      }
      while true {
        skipWhitespace()
        let keyPosition = position
        guard peek == "\"" else {
          throw error(
            members.isEmpty
              ? "expected a string key or '}', found \(found())"
              : "expected a string key after ',', found \(found())")
        }
        let key = try string()
        skipWhitespace()
        try expect(":", "expected ':' after the key \"\(key)\"")
        skipWhitespace()
        let value = try value(depth: depth + 1)
        members.append(PositionedJSON.Member(key: key, keyPosition: keyPosition, value: value))
        skipWhitespace()
        if peek == "," {
          advance()
          continue
        }
        try expect("}", "expected ',' or '}' after an object member")
        return members
      }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> [PositionedJSON] {
      advance()  // [
      var elements: [PositionedJSON] = []
      skipWhitespace()
      if peek == "]" {
        advance()
        return elements
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        if peek == "," {
          advance()
          continue
        }
        try expect("]", "expected ',' or ']' after an array element")
        return elements
      }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
      advance()  // opening quote
      var result = String.UnicodeScalarView()
      while true {
        guard let scalar = peek else { throw error("unterminated string: expected '\"' before the end of the file") }
        switch scalar {
        case "\"":
          advance()
          return String(result)
        case "\\":
          advance()
          result.append(try escape())
        case "\n", "\r":
          throw error("unterminated string: expected '\"' before the end of the line")
        default:
          guard scalar.value >= 0x20 else {
            throw error("control character U+\(JSONReader.hex(scalar.value)) in a string must be escaped")
          }
          result.append(scalar)
          advance()
        }
      }
    }

    mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
      let simple: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
      ]
      guard let scalar = peek else { throw error("expected an escape character after '\\', found the end of the file") }
      if let replacement = simple[scalar] {
        advance()
        return replacement
      }
      guard scalar == "u" else {
        throw error("invalid escape '\\\(scalar)'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
      }
      advance()
      let high = try hexQuad()
      if (0xD800..<0xDC00).contains(high) {
        // A UTF-16 surrogate pair spells one scalar outside the BMP.
        guard peek == "\\" else { throw error("expected a low surrogate '\\uDC00'…'\\uDFFF' after a high surrogate") }
        advance()
        try expect("u", "expected a low surrogate '\\uDC00'…'\\uDFFF' after a high surrogate")
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("expected a low surrogate '\\uDC00'…'\\uDFFF' after a high surrogate")
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let result = Unicode.Scalar(high) else { throw error("lone low surrogate in a \\u escape") }
      return result
    }

    mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = peek, let digit = hexDigit(scalar) else {
          throw error("expected four hexadecimal digits after '\\u', found \(found())")
        }
        value = value * 16 + digit
        advance()
      }
      return value
    }

    func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
      switch scalar.value {
      case 0x30...0x39: scalar.value - 0x30
      case 0x61...0x66: scalar.value - 0x61 + 10
      case 0x41...0x46: scalar.value - 0x41 + 10
      default: nil
      }
    }

    mutating func number() throws(JSONSyntaxError) -> String {
      var text = ""
      func take(_ reader: inout Reader) {
        text.unicodeScalars.append(reader.peek!)
        reader.advance()
      }
      func digits(_ reader: inout Reader) throws(JSONSyntaxError) {
        guard let scalar = reader.peek, ("0"..."9").contains(scalar) else {
          throw reader.error("expected a digit, found \(reader.found())")
        }
        while let scalar = reader.peek, ("0"..."9").contains(scalar) { take(&reader) }
      }
      if peek == "-" { take(&self) }
      if peek == "0" {
        take(&self)
        if let next = peek, ("0"..."9").contains(next) {
          throw error("numbers must not have leading zeros")
        }
      } else {
        try digits(&self)
      }
      if peek == "." {
        take(&self)
        try digits(&self)
      }
      if peek == "e" || peek == "E" {
        take(&self)
        if peek == "+" || peek == "-" { take(&self) }
        try digits(&self)
      }
      return text
    }
  }
}
