import FeatureFlags
import TextSurface

/// What an A/B comparison looks at, step by step.
public enum ComparisonLevel: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Every cell of the frame (grapheme, width, style) and where each element is.
  case frame
  /// The accessibility tree: roles, labels, values, enabled, focus and reading order — not positions.
  case semantics
  /// The effect log: service calls, analytics events, route changes.
  case effects

  /// Frame, semantics, effects: the order comparisons are made and reported in.
  public static func < (lhs: ComparisonLevel, rhs: ComparisonLevel) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Parses `frame,semantics` (`--compare`); nil names the first unknown or
  /// missing level in `error`.
  public static func parseList(_ text: String) -> Result<Set<ComparisonLevel>, ParityRulesError> {
    var levels: Set<ComparisonLevel> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let level = ComparisonLevel(rawValue: String(part)) else {
        return .failure(
          ParityRulesError(
            origin: "--compare", position: SourcePosition(line: 1, column: 1),
            message: "unknown level '\(part)'; expected frame, semantics or effects, separated by commas"))
      }
      levels.insert(level)
    }
    return .success(levels)
  }
}

/// A calendar day, `YYYY-MM-DD`: when a parity rule expires, and what day a run
/// takes as today (`--today`).
public struct RuleDate: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The year, 1...9999.
  public var year: Int
  /// The month, 1...12.
  public var month: Int
  /// The day of the month, valid for the month and year.
  public var day: Int

  /// A date, or nil when the day does not exist (`2027-02-30`).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(in: month, of: year)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// Parses exactly `YYYY-MM-DD`; nil for anything else or a day that does not exist.
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The UTC day `secondsSince1970` falls on (the proleptic Gregorian calendar).
  public init(secondsSince1970: Int) {
    // Howard Hinnant's civil-from-days.
    let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 - 86_399) / 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    (self.year, self.month, self.day) = (year, month, day)
  }

  private static func days(in month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Earlier days first.
  public static func < (lhs: RuleDate, rhs: RuleDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// `2027-06-30`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }
}

/// One declared allowance: how a module (or component) is compared, and why.
public struct ParityRule: Hashable, Sendable {
  /// The module id (`offers`) or component id (`offers.row`) the rule is for.
  public var id: String
  /// The levels still compared for it; the others are set aside.
  public var compare: Set<ComparisonLevel>
  /// Regular expressions whose matches are masked in frame text and in semantics strings.
  public var ignore: [String]
  /// Why the difference is intended (required: an allowance without a reason is a hidden regression).
  public var reason: String
  /// The first day the rule no longer applies; nil for never.
  public var expires: RuleDate?

  /// A rule; `compare` defaults to every level.
  public init(
    id: String, compare: Set<ComparisonLevel> = Set(ComparisonLevel.allCases), ignore: [String] = [],
    reason: String, expires: RuleDate? = nil
  ) {
    self.id = id
    self.compare = compare
    self.ignore = ignore
    self.reason = reason
    self.expires = expires
  }

  /// The module the rule's screens belong to: `offers` for `offers` and `offers.row`.
  public var module: String { String(id.split(separator: ".", maxSplits: 1).first ?? Substring(id)) }

  /// Whether the rule has expired on `today` (it applies up to the day before `expires`).
  public func isExpired(on today: RuleDate) -> Bool {
    expires.map { today >= $0 } ?? false
  }
}

/// A mistake in a parity rules file, printed like the compiler and the flags file:
/// `strangler.parity.json:4:15: error: expected "reason" (a non-empty string) in the rule for "offers"`.
public struct ParityRulesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file (or option) the mistake is in.
  public var origin: String
  /// Where the offending text starts.
  public var position: SourcePosition
  /// What was expected, and what was found.
  public var message: String

  /// An error at `position` in `origin`.
  public init(origin: String, position: SourcePosition, message: String) {
    self.origin = origin
    self.position = position
    self.message = message
  }

  /// `origin:line:column: error: message`, with anything quoted from the file made terminal-safe.
  public var description: String {
    "\(origin.terminalSafe):\(position.line):\(position.column): error: \(message.terminalSafe)"
  }
}

/// The parity rules of a project: `strangler.parity.json` (docs/parity-rules.md).
///
/// ```json
/// { "offers": { "compare": ["semantics", "effects"], "reason": "offers redesigned as cards",
///               "expires": "2027-06-30" } }
/// ```
///
/// Strict like the flags file: unknown keys, unknown modules, duplicate keys,
/// wrong types, invalid regular expressions and impossible dates are errors
/// with `file:line:column`.
public struct ParityRules: Hashable, Sendable {
  /// The file the rules came from; nil when there is none.
  public var path: String?
  /// Every rule, in file order.
  public var rules: [ParityRule]

  /// Rules built in code (tests), or none.
  public init(path: String? = nil, rules: [ParityRule] = []) {
    self.path = path
    self.rules = rules
  }

  /// No allowances: every level of every screen compared exactly.
  public static let none = ParityRules()

  /// The default file name, looked up in the working directory.
  public static let defaultName = "strangler.parity.json"

  /// The rules that apply to a screen of `module`: the module's own and its components'.
  public func rules(for module: ModuleName?) -> [ParityRule] {
    guard let module else { return [] }
    return rules.filter { $0.module == module.rawValue }
  }

  /// The rule named `id`, if declared.
  public func rule(_ id: String) -> ParityRule? { rules.first { $0.id == id } }

  /// This set without the rule `id` (what "removing the rule" means in tests).
  public func removing(_ id: String) -> ParityRules {
    ParityRules(path: path, rules: rules.filter { $0.id != id })
  }

  /// Parses `text`; `path` names the file in errors. Keys must be module ids
  /// (`offers`) or component ids of a module (`offers.row`).
  public static func parse(
    _ text: String, path: String, knownModules: [String]
  ) throws(ParityRulesError) -> ParityRules {
    let json: PositionedJSON
    do throws(JSONSyntaxError) {
      json = try JSONReader.parse(text)
    } catch {
      throw ParityRulesError(origin: path, position: error.position, message: error.message)
    }
    func fail(_ at: SourcePosition, _ message: String) -> ParityRulesError {
      ParityRulesError(origin: path, position: at, message: message)
    }
    func members(of json: PositionedJSON, _ what: String) throws(ParityRulesError) -> [PositionedJSON.Member] {
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
    var rules: [ParityRule] = []
    for entry in try members(of: json, "an object of rules keyed by module id") {
      let parts = entry.key.split(separator: ".", omittingEmptySubsequences: false)
      guard let module = parts.first, knownModules.contains(String(module)), parts.count <= 2,
        parts.allSatisfy({ !$0.isEmpty })
      else {
        throw fail(
          entry.keyPosition,
          "unknown module \"\(entry.key)\"; expected a module id (\(knownModules.joined(separator: ", "))) "
            + "or a component id like offers.row")
      }
      var rule = ParityRule(id: entry.key, reason: "")
      var sawReason = false
      for field in try members(of: entry.value, "an object with compare, ignore, reason and expires") {
        let value = field.value
        switch field.key {
        case "compare":
          guard case .array(let items) = value.kind else {
            throw fail(
              value.position, "expected an array of levels (frame, semantics, effects), found \(value.kindName)")
          }
          var levels: Set<ComparisonLevel> = []
          for item in items {
            guard case .string(let name) = item.kind, let level = ComparisonLevel(rawValue: name) else {
              let found: String
              if case .string(let name) = item.kind { found = "\"\(name)\"" } else { found = item.kindName }
              throw fail(item.position, "unknown level \(found); expected frame, semantics or effects")
            }
            guard levels.insert(level).inserted else {
              throw fail(item.position, "level \"\(name)\" is listed twice")
            }
          }
          guard !levels.isEmpty else {
            throw fail(value.position, "expected at least one level; a rule that compares nothing hides everything")
          }
          rule.compare = levels
        case "ignore":
          guard case .array(let items) = value.kind else {
            throw fail(value.position, "expected an array of regular expressions, found \(value.kindName)")
          }
          for item in items {
            guard case .string(let pattern) = item.kind, !pattern.isEmpty else {
              throw fail(item.position, "expected a non-empty regular expression in a string, found \(item.kindName)")
            }
            do {
              _ = try Regex(pattern)
            } catch {
              throw fail(item.position, "invalid regular expression \"\(pattern)\": \(error)")
            }
            rule.ignore.append(pattern)
          }
        case "reason":
          guard case .string(let reason) = value.kind, !reason.trimmingSpaces.isEmpty else {
            throw fail(value.position, "expected the reason as a non-empty string, found \(value.kindName)")
          }
          rule.reason = reason
          sawReason = true
        case "expires":
          guard case .string(let text) = value.kind, let date = RuleDate(parsing: text) else {
            let found: String
            if case .string(let text) = value.kind { found = "\"\(text)\"" } else { found = value.kindName }
            throw fail(value.position, "expected a date YYYY-MM-DD for \"expires\", found \(found)")
          }
          rule.expires = date
        default:
          throw fail(field.keyPosition, "unknown key \"\(field.key)\"; expected compare, ignore, reason or expires")
        }
      }
      guard sawReason else {
        throw fail(entry.value.position, "expected \"reason\" in the rule for \"\(entry.key)\": say why it may differ")
      }
      rules.append(rule)
    }
    return ParityRules(path: path, rules: rules)
  }
}
