import CoreRuntime
import FeatureFlags
import TextSurface

/// A problem in a scenario file, reported the way compilers do:
/// `offers.scenario:7:6: error: unknown step 'tapp'; expected one of …`.
public struct ScenarioParseError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The message quotes what the user wrote, so it is made terminal-safe:
  /// an escape sequence in a scenario must not reach the terminal raw.
  public var description: String { "\(file.terminalSafe):\(line):\(column): error: \(message.terminalSafe)" }
}

/// Parses `.scenario` text: UTF-8, one step a line, `#` starts a comment,
/// quoted strings take Swift-style escapes (`\"`, `\\`, `\n`, `\t`, `\u{1F600}`).
public enum ScenarioParser {
  /// Every step keyword, for "did you mean" style messages.
  public static let keywords = [
    "scenario", "size", "start", "tap", "type", "select", "key", "back", "wait", "flip", "expect", "snapshot", "fault",
    "open", "relaunch",
  ]

  /// The longest `wait` one step may ask for: 24 hours of virtual time. A
  /// longer wait is almost always a typo (`86400000m`), and costs real time
  /// for every timer that falls due on the way.
  public static let maximumWait = Duration.seconds(86_400)

  /// Parses `text`; `file` names it in errors; module ids and fault operations
  /// are checked against `vocabulary`. Stops at the first error.
  /// Lines may end in LF or CRLF; a UTF-8 byte order mark at the start is
  /// skipped, as the flags and rules files skip it. A file with no steps is an error.
  public static func parse(
    _ text: String, file: String, vocabulary: ScenarioVocabulary
  ) throws(ScenarioParseError) -> Scenario {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    var scenario = Scenario(name: file, file: file, steps: [])
    var sawStep = false
    var nameLine: Int?
    // "\r\n" is one Character in Swift, so splitting on "\n" alone would not split a CRLF file.
    // Lines are split off one at a time rather than into an array of every line first.
    var rest = text[...]
    let lines = AnyIterator<Substring> {
      guard !rest.isEmpty else { return nil }
      let end = rest.firstIndex { $0 == "\n" || $0 == "\r\n" } ?? rest.endIndex
      let line = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
      return line
    }
    // A long scenario repeats a few lines. Once steps have begun, a line is
    // parsed the same wherever it stands, so a repeat reuses the step made of
    // its first occurrence and shares its texts' storage: the parsed scenario
    // grows by a step's few words per line rather than by copies of its text.
    var parsedLines: [Substring: Step] = [:]
    // At most a step per line: reserved at once, the steps are never copied to a larger array.
    scenario.steps.reserveCapacity(text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
    for (index, rawLine) in lines.enumerated() {
      let lineNumber = index + 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if sawStep, var repeated = parsedLines[line] {
        repeated.line = lineNumber
        scenario.steps.append(repeated)
        continue
      }
      let stepsBefore = scenario.steps.count
      let tokens = try tokenize(String(line), file: file, line: lineNumber)
      guard let first = tokens.first else { continue }
      var reader = TokenReader(
        tokens: tokens, file: file, line: lineNumber, lineText: String(line), modules: vocabulary.modules)
      let keyword = try reader.word("a step")
      let source = line.trimmingSpaces
      func step(_ action: StepAction) -> Step {
        Step(action: action, line: lineNumber, column: first.column, source: source)
      }
      switch keyword.text {
      case "scenario":
        if sawStep {
          throw reader.error(at: keyword, "'scenario' must come before the first step")
        }
        if let nameLine {
          throw reader.error(
            at: keyword, "a second 'scenario' line; a file holds one scenario, named on line \(nameLine)")
        }
        scenario.name = try reader.string("the scenario's name in quotes")
        nameLine = lineNumber
      case "size":
        let token = try reader.word("a size like 80x24")
        guard let size = Size(parsing: token.text), size.width <= 1000, size.height <= 1000 else {
          throw reader.error(at: token, "invalid size '\(token.shown)'; expected WIDTHxHEIGHT, each 1…1000, like 80x24")
        }
        if sawStep {
          scenario.steps.append(step(.size(size)))
        } else {
          scenario.size = size
        }
      case "start": scenario.steps.append(step(.start(try reader.module())))
      case "tap": scenario.steps.append(step(.tap(try reader.string("the element's label in quotes"))))
      case "type":
        let label = try reader.string("the field's label in quotes")
        let text = try reader.string("the text to type in quotes")
        scenario.steps.append(step(.type(label: label, text: text)))
      case "select": scenario.steps.append(step(.select(try reader.string("the row's label in quotes"))))
      case "key":
        let token = try reader.word("a key name")
        guard let key = Key(name: token.text) else {
          throw reader.error(
            at: token, "unknown key '\(token.shown)'; expected one of \(Key.names.joined(separator: ", "))")
        }
        scenario.steps.append(step(.key(key)))
      case "back": scenario.steps.append(step(.back))
      case "relaunch": scenario.steps.append(step(.relaunch))
      case "wait":
        let (duration, token) = try reader.durationToken()
        guard duration <= maximumWait else {
          throw reader.error(
            at: token, "wait '\(token.shown)' is longer than the maximum of 24 hours (86400s); split it or shorten it")
        }
        scenario.steps.append(step(.wait(duration)))
      case "flip":
        let module = try reader.module()
        var front: Front?
        if reader.hasMore {
          let token = try reader.word("a front")
          guard let parsed = Front(rawValue: token.text) else {
            throw reader.error(at: token, "unknown front '\(token.shown)'; expected legacy or declarative")
          }
          front = parsed
        }
        scenario.steps.append(step(.flip(module, front)))
      case "expect":
        let expectations = "text, no text, route, effect, focus, enabled, disabled, value, front, exposure or stack"
        let kind = try reader.word(expectations)
        switch kind.text {
        case "text": scenario.steps.append(step(.expectText(try reader.string("the expected text in quotes"))))
        case "no":
          let text = try reader.word("'text' after 'no'")
          guard text.text == "text" else { throw reader.error(at: text, "expected 'text' after 'no'") }
          scenario.steps.append(step(.expectNoText(try reader.string("the text that must not show, in quotes"))))
        case "route": scenario.steps.append(step(.expectRoute(try reader.module())))
        case "effect": scenario.steps.append(step(.expectEffect(try reader.string("the expected effect in quotes"))))
        case "focus": scenario.steps.append(step(.expectFocus(try reader.string("the focused label in quotes"))))
        case "enabled": scenario.steps.append(step(.expectEnabled(try reader.string("the element's label in quotes"))))
        case "disabled":
          scenario.steps.append(step(.expectDisabled(try reader.string("the element's label in quotes"))))
        case "value":
          let label = try reader.string("the element's label in quotes")
          let value = try reader.string("the expected value in quotes")
          scenario.steps.append(step(.expectValue(label: label, value: value)))
        case "front", "exposure":
          let module = try reader.module()
          let token = try reader.word("a front (legacy or declarative)")
          guard let front = Front(rawValue: token.text) else {
            throw reader.error(at: token, "unknown front '\(token.shown)'; expected legacy or declarative")
          }
          scenario.steps.append(
            step(kind.text == "front" ? .expectFront(module, front) : .expectExposure(module, front)))
        case "stack":
          let token = try reader.stringToken("the stack's link path in quotes, like \"home/offers\"")
          try checkLinkPath(token.text, at: token, reader: reader, skipping: 0)
          scenario.steps.append(step(.expectStack(token.text)))
        default:
          throw reader.error(at: kind, "unknown expectation '\(kind.shown)'; expected \(expectations)")
        }
      case "open":
        let token = try reader.stringToken("a link in quotes, like \"strangler://home/offers\"")
        let prefix = DeepLink<ModuleName>.prefix
        guard token.text.hasPrefix(prefix) else {
          throw reader.error(
            at: token,
            "'\(token.shown)' is not a link; a link starts with \(prefix), like \(prefix)home/offers"
          )
        }
        try checkLinkPath(String(token.text.dropFirst(prefix.count)), at: token, reader: reader, skipping: prefix.count)
        scenario.steps.append(step(.open(token.text)))
      case "snapshot": scenario.steps.append(step(.snapshot(try reader.string("the snapshot's name in quotes"))))
      case "fault":
        let operation = try reader.word("a service operation like accounts.fetch")
        guard vocabulary.faultOperations.contains(operation.text) else {
          throw reader.error(
            at: operation,
            "unknown operation '\(operation.shown)'; expected one of \(vocabulary.faultOperations.joined(separator: ", "))"
          )
        }
        let kind = try reader.word("network, timeout, slow DURATION, rejected \"REASON\" or none")
        let fault: ServiceFault?
        switch kind.text {
        case "network": fault = .error(.network)
        case "timeout": fault = .timeout
        case "slow": fault = .slow(try reader.duration())
        case "rejected": fault = .error(.rejected(try reader.string("the rejection's reason in quotes")))
        case "none": fault = nil
        default:
          throw reader.error(
            at: kind,
            "unknown fault '\(kind.shown)'; expected network, timeout, slow DURATION, rejected \"REASON\" or none")
        }
        scenario.steps.append(step(.fault(operation: operation.text, fault)))
      default:
        throw reader.error(
          at: keyword,
          "unknown step '\(keyword.shown)'; expected one of \(keywords.joined(separator: ", "))")
      }
      if keyword.text != "scenario" { sawStep = true }
      try reader.end()
      if sawStep, scenario.steps.count == stepsBefore + 1, parsedLines.count < 4096 {
        parsedLines[line] = scenario.steps[stepsBefore]
      }
    }
    guard !scenario.steps.isEmpty else {
      throw ScenarioParseError(
        file: file, line: 1, column: 1,
        message: "the scenario has no steps; expected at least one step such as 'start login'")
    }
    return scenario
  }

  /// A word or a quoted string, with the 1-based column where it starts.
  struct Token {
    var text: String
    var column: Int
    var isQuoted: Bool

    /// The token as an error echoes it: invisible characters escaped, cut
    /// to a readable length (a megabyte-long word is not printed whole).
    var shown: String {
      let limit = 60
      let escaped = ScenarioWriter.escaped(text.unicodeScalars.count > limit ? String(text.prefix(limit)) : text)
      return text.count > limit ? escaped + "…" : escaped
    }
  }

  /// Splits a line into words and quoted strings; `#` outside quotes starts a comment.
  ///
  /// The line is read scalar by scalar, not by `Character`: a quote or a
  /// backslash followed by a combining mark (or a ZWJ, or a variation
  /// selector) is one `Character` in Swift, and would hide the quote that
  /// ends a string. Columns are still counted in characters, as an editor shows them.
  static func tokenize(_ line: String, file: String, line number: Int) throws(ScenarioParseError) -> [Token] {
    var tokens: [Token] = []
    let scalars = Array(line.unicodeScalars)
    // The 1-based character column of each scalar (and of the end of the line).
    var columns: [Int] = []
    columns.reserveCapacity(scalars.count + 1)
    for (offset, character) in line.enumerated() {
      columns += Array(repeating: offset + 1, count: character.unicodeScalars.count)
    }
    columns.append((columns.last ?? 0) + 1)
    var index = 0
    func fail(_ scalarIndex: Int, _ message: String) -> ScenarioParseError {
      ScenarioParseError(file: file, line: number, column: columns[min(scalarIndex, scalars.count)], message: message)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" {
        index += 1
        continue
      }
      if scalar == "#" { break }
      let start = index
      if scalar == "\"" {
        var text = String.UnicodeScalarView()
        index += 1
        var closed = false
        while index < scalars.count {
          let c = scalars[index]
          if c == "\"" {
            closed = true
            index += 1
            break
          }
          if c == "\\" {
            index += 1
            guard index < scalars.count else { throw fail(index - 1, "unfinished escape at the end of the line") }
            switch scalars[index] {
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "u":
              let escape = index - 1  // errors point at the backslash
              guard index + 1 < scalars.count, scalars[index + 1] == "{",
                let close = scalars[(index + 1)...].firstIndex(of: "}")
              else { throw fail(escape, "expected \\u{HEX} with 1 to 8 hex digits") }
              let hex = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
              guard (1...8).contains(hex.unicodeScalars.count), let value = UInt32(hex, radix: 16),
                let decoded = Unicode.Scalar(value)
              else {
                throw fail(escape, "invalid unicode escape \\u{\(hex)}; expected a scalar value in hex")
              }
              text.append(decoded)
              index = close
            default:
              throw fail(
                index - 1, "unknown escape '\\\(scalars[index])'; expected \\\", \\\\, \\n, \\t, \\r, \\0 or \\u{…}")
            }
            index += 1
            continue
          }
          text.append(c)
          index += 1
        }
        guard closed else { throw fail(start, "unterminated string; expected a closing \"") }
        tokens.append(Token(text: String(text), column: columns[start], isQuoted: true))
      } else {
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" {
          if scalars[index] == "\"" { throw fail(index, "unexpected \" inside a word") }
          text.append(scalars[index])
          index += 1
        }
        tokens.append(Token(text: String(text), column: columns[start], isQuoted: false))
      }
    }
    return tokens
  }
}

/// Reads one line's tokens in order, with errors that point at the right column.
struct TokenReader {
  let tokens: [ScenarioParser.Token]
  let file: String
  let line: Int
  let lineText: String
  /// The module ids the app has.
  let modules: [ModuleName]
  private var position = 0

  init(tokens: [ScenarioParser.Token], file: String, line: Int, lineText: String, modules: [ModuleName]) {
    self.tokens = tokens
    self.file = file
    self.line = line
    self.lineText = lineText
    self.modules = modules
  }

  var hasMore: Bool { position < tokens.count }

  func error(at token: ScenarioParser.Token, _ message: String) -> ScenarioParseError {
    ScenarioParseError(file: file, line: line, column: token.column, message: message)
  }

  private func missing(_ expected: String) -> ScenarioParseError {
    ScenarioParseError(file: file, line: line, column: lineText.count + 1, message: "expected \(expected)")
  }

  mutating func next(_ expected: String) throws(ScenarioParseError) -> ScenarioParser.Token {
    guard position < tokens.count else { throw missing(expected) }
    defer { position += 1 }
    return tokens[position]
  }

  mutating func word(_ expected: String) throws(ScenarioParseError) -> ScenarioParser.Token {
    let token = try next(expected)
    guard !token.isQuoted else { throw error(at: token, "expected \(expected), found a quoted string") }
    return token
  }

  mutating func string(_ expected: String) throws(ScenarioParseError) -> String {
    try stringToken(expected).text
  }

  /// A quoted string and the token it was read from (for errors about its content).
  mutating func stringToken(_ expected: String) throws(ScenarioParseError) -> ScenarioParser.Token {
    let token = try next(expected)
    guard token.isQuoted else { throw error(at: token, "expected \(expected), found '\(token.shown)'") }
    return token
  }

  mutating func module() throws(ScenarioParseError) -> ModuleName {
    let token = try word("a module id")
    guard let module = modules.first(where: { $0.rawValue == token.text }) else {
      throw error(
        at: token,
        "unknown module '\(token.shown)'; expected one of \(modules.map(\.rawValue).joined(separator: ", "))")
    }
    return module
  }

  /// `2s`, `500ms`, `1.5s`, `1m`.
  mutating func duration() throws(ScenarioParseError) -> Duration {
    try durationToken().0
  }

  /// A duration and the token it was read from (for errors about its value).
  mutating func durationToken() throws(ScenarioParseError) -> (Duration, ScenarioParser.Token) {
    let token = try word("a duration like 2s or 500ms")
    let text = token.text
    let (number, unit): (Substring, Int64) =
      text.hasSuffix("ms")
      ? (text.dropLast(2), 1)
      : text.hasSuffix("s") ? (text.dropLast(), 1000) : text.hasSuffix("m") ? (text.dropLast(), 60_000) : ("", 0)
    guard unit > 0, let value = Double(number), value >= 0, value <= 86_400_000, value.isFinite,
      number.allSatisfy({ $0.isNumber || $0 == "." })
    else {
      throw error(at: token, "invalid duration '\(token.shown)'; expected a number with ms, s or m, like 2s or 500ms")
    }
    return (.milliseconds(Int64((value * Double(unit)).rounded())), token)
  }

  func end() throws(ScenarioParseError) {
    guard position < tokens.count else { return }
    throw error(at: tokens[position], "unexpected '\(tokens[position].shown)' after the step")
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }
}

extension ScenarioParser {
  /// Checks the form of a link path (`home/offers/offerDetails:o3`): no empty
  /// component, well-formed percent-encoding. Which routes exist is the app's
  /// to say when the link opens, so an unknown one keeps the valid prefix.
  /// The error points at the component, `skipping` characters into the string.
  fileprivate static func checkLinkPath(
    _ path: String, at token: Token, reader: TokenReader, skipping: Int
  ) throws(ScenarioParseError) {
    guard !path.isEmpty else { throw reader.error(at: token, "the link names no route, like home/offers") }
    var offset = skipping
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      var at = token
      at.column = token.column + 1 + offset
      if component.isEmpty {
        throw reader.error(at: at, "an empty route in the link path '\(ScenarioWriter.escaped(path))'")
      }
      do throws(RouteTextError) {
        _ = try RouteText.split(String(component))
      } catch {
        throw reader.error(at: at, "\(error)")
      }
      offset += component.count + 1
    }
  }
}
