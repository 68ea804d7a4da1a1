/// A mistake in flag input (the flags file, `STRANGLER_FLAGS`, `--flag`),
/// printed the way compilers print them so editors can jump to it:
/// `strangler.flags.json:3:15: error: unknown front "sideways"; expected legacy|declarative`.
public struct FlagsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file name or the name of the source (`STRANGLER_FLAGS`, `--flag`).
  public var origin: String
  /// Where the offending text starts.
  public var position: SourcePosition
  /// What was expected, and what was found.
  public var message: String

  /// Creates an error at `position` in `origin`.
  public init(origin: String, position: SourcePosition, message: String) {
    self.origin = origin
    self.position = position
    self.message = message
  }

  /// `origin:line:column: error: message`. Control characters the message
  /// quotes from the input are shown as `\u{1B}` escapes, so a hostile file
  /// cannot drive the terminal through an error message.
  public var description: String {
    "\(origin):\(position.line):\(position.column): error: \(Self.escapingControls(message))"
  }

  static func escapingControls(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isControl =
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      if isControl {
        result += "\\u{\(String(value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// A percentage rollout of one module: `percent`% of users, picked stably by
/// `Rollout.bucket(group:user:)`, get `front`; everyone else gets `outside`
/// (the other front, unless an experiment sets it: equal fronts make an A/A test).
public struct RolloutRule: Sendable, Hashable {
  /// 0...100.
  public var percent: Int
  /// The front users inside the rollout get.
  public var front: Front
  /// The bucketing group; defaults to the module id. Two modules that share a
  /// group put the same users in, so related screens move together.
  public var group: String
  /// The front users outside the rollout get: the other front, unless set in code.
  public var outside: Front

  /// Creates a rollout rule; users outside it get `outside` (default: the other front).
  public init(percent: Int, front: Front, group: String, outside: Front? = nil) {
    self.percent = percent
    self.front = front
    self.group = group
    self.outside = outside ?? front.other
  }
}

/// What the flags file says about one module.
public struct FlagRule: Sendable, Hashable {
  /// A fixed front (`"offers": "declarative"` or `{"front": "declarative"}`).
  public var front: Front?
  /// A percentage rollout (`{"rollout": {"percent": 25, "front": "declarative"}}`).
  public var rollout: RolloutRule?
  /// The kill switch: legacy, whatever any other source says.
  public var killed: Bool
  /// Where the module's key is in the file, for decision details.
  public var position: SourcePosition

  /// Creates a rule; at most one of `front` and `rollout` is meaningful.
  public init(front: Front? = nil, rollout: RolloutRule? = nil, killed: Bool = false, position: SourcePosition) {
    self.front = front
    self.rollout = rollout
    self.killed = killed
    self.position = position
  }
}

/// A parsed flags file (`strangler.flags.json`): one rule per module.
///
/// ```json
/// {
///   "login": "declarative",
///   "offers": { "rollout": { "percent": 25, "front": "declarative", "group": "offers" } },
///   "accounts": { "killed": true }
/// }
/// ```
///
/// The parser is strict — unknown modules, unknown keys, wrong types and
/// duplicate keys are errors — because a typo in a flags file otherwise
/// silently ships the wrong front. It never writes the file.
public struct FlagsFile: Sendable, Hashable {
  /// The path the file was read from, used in decision details and errors.
  public var path: String
  /// The rules, by module id.
  public var rules: [String: FlagRule]

  /// Creates a file model directly (tests, or rules built in code).
  public init(path: String, rules: [String: FlagRule]) {
    self.path = path
    self.rules = rules
  }

  /// The file's default name, looked up in the working directory.
  public static let defaultName = "strangler.flags.json"

  /// Parses `text`; `path` names the file in errors; `knownModules` are the
  /// module ids the app has (in display order), since FeatureFlags does not
  /// know the app.
  public static func parse(_ text: String, path: String, knownModules: [String]) throws(FlagsError) -> FlagsFile {
    let json: PositionedJSON
    do throws(JSONSyntaxError) {
      json = try JSONReader.parse(text)
    } catch {
      throw FlagsError(origin: path, position: error.position, message: error.message)
    }
    var parser = Parser(path: path, knownModules: knownModules)
    return FlagsFile(path: path, rules: try parser.rules(json))
  }

  private struct Parser {
    let path: String
    let knownModules: [String]

    func fail(_ at: SourcePosition, _ message: String) -> FlagsError {
      FlagsError(origin: path, position: at, message: message)
    }

    /// Members of `json`, rejecting duplicate keys: JSON leaves their meaning
    /// open, and "last one wins" would hide a copy-paste mistake.
    func members(of json: PositionedJSON, _ what: String) throws(FlagsError) -> [PositionedJSON.Member] {
      guard case .object(let members) = json.kind else {
        throw fail(json.position, "expected \(what), found \(json.kindName)")
      }
      var seen: [String: SourcePosition] = [:]
      for member in members {
        if let first = seen[member.key] {
          throw fail(member.keyPosition, "duplicate key \"\(member.key)\" (first given at \(first))")
        }
        seen[member.key] = member.keyPosition
      }
      return members
    }

    mutating func rules(_ json: PositionedJSON) throws(FlagsError) -> [String: FlagRule] {
      var rules: [String: FlagRule] = [:]
      for member in try members(of: json, "an object mapping module ids to rules") {
        guard knownModules.contains(member.key) else {
          throw fail(
            member.keyPosition,
            "unknown module \"\(member.key)\"; expected one of: \(knownModules.joined(separator: ", "))")
        }
        rules[member.key] = try rule(member)
      }
      return rules
    }

    func front(_ json: PositionedJSON) throws(FlagsError) -> Front {
      guard case .string(let text) = json.kind else {
        throw fail(json.position, "expected a front (legacy|declarative), found \(json.kindName)")
      }
      guard let front = Front(rawValue: text) else {
        throw fail(json.position, "unknown front \"\(text)\"; expected legacy|declarative")
      }
      return front
    }

    func rule(_ member: PositionedJSON.Member) throws(FlagsError) -> FlagRule {
      let module = member.key
      var rule = FlagRule(position: member.keyPosition)
      if case .string = member.value.kind {
        rule.front = try front(member.value)
        return rule
      }
      let what = "a front (legacy|declarative) or a rule object for module \"\(module)\""
      guard case .object = member.value.kind else {
        throw fail(member.value.position, "expected \(what), found \(member.value.kindName)")
      }
      for field in try members(of: member.value, what) {
        switch field.key {
        case "front":
          rule.front = try front(field.value)
        case "rollout":
          rule.rollout = try rollout(field.value, module: module)
        case "killed":
          guard case .bool(let killed) = field.value.kind else {
            throw fail(field.value.position, "expected true or false for \"killed\", found \(field.value.kindName)")
          }
          rule.killed = killed
        default:
          throw fail(field.keyPosition, "unknown key \"\(field.key)\"; expected front, rollout or killed")
        }
        // A fixed front and a rollout contradict each other; say so at the second one.
        if rule.front != nil, rule.rollout != nil {
          throw fail(field.keyPosition, "expected either \"front\" or \"rollout\", not both")
        }
      }
      return rule
    }

    func rollout(_ json: PositionedJSON, module: String) throws(FlagsError) -> RolloutRule {
      var percent: Int?
      var front: Front?
      var group = module
      for field in try members(of: json, "a rollout object {\"percent\": 0…100, \"front\": …}") {
        switch field.key {
        case "percent":
          guard case .number(let text) = field.value.kind, let value = Int(text), (0...100).contains(value) else {
            let found =
              switch field.value.kind {
              case .number(let text): text
              default: field.value.kindName
              }
            throw fail(field.value.position, "expected an integer 0...100 for \"percent\", found \(found)")
          }
          percent = value
        case "front":
          front = try self.front(field.value)
        case "group":
          guard case .string(let text) = field.value.kind, !text.isEmpty else {
            throw fail(field.value.position, "expected a non-empty string for \"group\", found \(field.value.kindName)")
          }
          group = text
        default:
          throw fail(field.keyPosition, "unknown key \"\(field.key)\" in a rollout; expected percent, front or group")
        }
      }
      guard let percent else { throw fail(json.position, "expected \"percent\" (an integer 0...100) in the rollout") }
      guard let front else { throw fail(json.position, "expected \"front\" (legacy|declarative) in the rollout") }
      return RolloutRule(percent: percent, front: front, group: group)
    }
  }
}

/// Reads `module=front` lists: `STRANGLER_FLAGS="offers=declarative,login=legacy"`
/// and each `--flag` value.
public enum FlagAssignments {
  /// Parses comma-separated `module=front` pairs; blanks around items are
  /// allowed and empty items skipped. A later pair for the same module wins.
  /// Errors point at the column of the offending item, module or front.
  public static func parse(
    _ text: String, origin: String, knownModules: [String]
  ) throws(FlagsError) -> [(module: String, front: Front)] {
    var result: [(module: String, front: Front)] = []
    let scalars = Array(text.unicodeScalars)
    var start = 0
    while start <= scalars.count {
      let end = scalars[start...].firstIndex(of: ",") ?? scalars.count
      var low = start
      var high = end
      while low < high, scalars[low] == " " { low += 1 }
      while high > low, scalars[high - 1] == " " { high -= 1 }
      if low < high {
        let item = scalars[low..<high]
        func at(_ index: Int) -> SourcePosition { SourcePosition(line: 1, column: index + 1) }
        guard let equals = item.firstIndex(of: "=") else {
          throw FlagsError(
            origin: origin, position: at(low), message: "expected module=front, found \"\(string(item))\"")
        }
        let module = string(scalars[low..<equals]).trimmingSpaces()
        let frontText = string(scalars[(equals + 1)..<high]).trimmingSpaces()
        guard knownModules.contains(module) else {
          throw FlagsError(
            origin: origin, position: at(low),
            message: "unknown module \"\(module)\"; expected one of: \(knownModules.joined(separator: ", "))")
        }
        guard let front = Front(rawValue: frontText) else {
          var frontStart = equals + 1
          while frontStart < high, scalars[frontStart] == " " { frontStart += 1 }
          throw FlagsError(
            origin: origin, position: at(frontStart),
            message: "unknown front \"\(frontText)\"; expected legacy|declarative")
        }
        result.append((module, front))
      }
      start = end + 1
    }
    return result
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
