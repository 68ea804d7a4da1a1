import Foundation
import Migration

/// `--compare LEVELS`, `--rules FILE` and `--today YYYY-MM-DD`: how `ab` and
/// `status` compare fronts (docs/parity-rules.md).
///
/// The rules are `--rules FILE`, else `strangler.parity.json` in the working
/// directory, else — for the built-in suite only — the project's own rules
/// built into the binary. A rules file with a mistake is bad input (exit 2)
/// with `file:line:column: error: …`: a comparison under rules nobody can read
/// would mean nothing.
struct ParityOptions {
  /// `--compare`, or every level.
  var levels = Set(ComparisonLevel.allCases)
  /// `--today`, or nil for the system's date.
  var today: RuleDate?
  /// `--rules`, if given.
  var rulesPath: String?

  /// Takes the three options out of `arguments`.
  init(arguments: inout Arguments) throws(UsageError) {
    if let text = try arguments.value("--compare") {
      switch ComparisonLevel.parseList(text) {
      case .success(let levels): self.levels = levels
      case .failure(let error): throw UsageError(message: "--compare: \(error.message)")
      }
    }
    if let text = try arguments.value("--today") {
      guard let today = RuleDate(parsing: text) else {
        throw UsageError(message: "--today: expected a date YYYY-MM-DD, found '\(text)'")
      }
      self.today = today
    }
    rulesPath = try arguments.value("--rules")
  }

  /// The comparator the options ask for, or the rules file's error. With no
  /// rules file, `app`'s own rules apply to its built-in suite.
  func comparator(
    workingDirectory: String, app: any MigratableApp, builtInSuite: Bool
  ) -> Result<ParityComparator, ParityRulesError> {
    var comparator = ParityComparator(levels: levels, rules: .none, today: today ?? .today)
    let path = rulesPath ?? ParityRules.defaultName
    let fullPath = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    guard let data = FileManager.default.contents(atPath: fullPath) else {
      if let rulesPath {
        return .failure(
          ParityRulesError(
            origin: rulesPath, position: .init(line: 1, column: 1), message: "cannot read the file (does it exist?)"))
      }
      if builtInSuite { comparator.rules = app.parityRules }
      return .success(comparator)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(
        ParityRulesError(origin: path, position: .init(line: 1, column: 1), message: "the file is not valid UTF-8"))
    }
    do throws(ParityRulesError) {
      comparator.rules = try ParityRules.parse(
        text, path: path, knownModules: app.vocabulary.modules.map(\.rawValue))
    } catch {
      return .failure(error)
    }
    return .success(comparator)
  }
}
