import Foundation
import Migration

/// `--compare LEVELS`, `--rules FILE` and `--today YYYY-MM-DD`: how `ab` and
/// `status` compare fronts (docs/parity-rules.md).
///
/// The rules are found from the scenarios' project, so a scenario is compared
/// the same way from any working directory: `--rules FILE`; else the nearest
/// `strangler.parity.json` in the directory of the scenario files or above
/// it; else `strangler.parity.json` in the working directory; else — for the
/// built-in suite only — the app's own rules built into the binary; else
/// none, and every report says so. A rules file with a mistake is bad input
/// (exit 2) with `file:line:column: error: …`: a comparison under rules
/// nobody can read would mean nothing.
struct ParityOptions {
  /// `--compare`, or every level.
  var levels = Set(ComparisonLevel.allCases)
  /// `--today`, or nil for the system's date.
  var today: RuleDate?
  /// `--rules`, if given.
  var rulesPath: String?

  /// Why no comparator could be made: a rules file with a mistake (positioned),
  /// or one that cannot be found or chosen (not positioned: there is no file to point into).
  enum Problem: Error {
    case rules(ParityRulesError)
    case usage(String)

    /// The line to print, prefixed with `program: error:` when it has no position.
    func message(program: String) -> String {
      switch self {
      case .rules(let error): error.description
      case .usage(let message): "\(program): error: \(message)"
      }
    }
  }

  /// The options of no command line: every level, rules found as described above.
  init() {}

  /// Takes the three options out of `arguments`.
  init(arguments: inout Arguments) throws(UsageError) {
    if let text = try arguments.value("--compare") {
      switch ComparisonLevel.parseList(text) {
      case .success(let levels): self.levels = levels
      case .failure:
        let valid = ComparisonLevel.allCases.map(\.rawValue)
        let bad =
          text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
          .first { ComparisonLevel(rawValue: $0) == nil } ?? text
        throw UsageError.badValue(bad, kind: "level", for: "--compare", valid: valid)
      }
    }
    if let text = try arguments.value("--today") {
      guard let today = RuleDate(parsing: text) else {
        throw UsageError(message: "--today: expected a date YYYY-MM-DD, found \(Echo.quoted(text))")
      }
      self.today = today
    }
    rulesPath = try arguments.value("--rules")
  }

  /// The comparator the options ask for, or why there is none. `scenarioFiles`
  /// are the files given (none for the built-in suite); `app`'s own rules
  /// apply when no file is found and `appRules` (the built-in suite, shadow
  /// mode). The comparator's `rules.path` names the file that applied, as
  /// reports show it; nil when none did.
  func comparator(
    workingDirectory: String, app: any MigratableApp, scenarioFiles: [String], appRules: Bool
  ) -> Result<ParityComparator, Problem> {
    var comparator = ParityComparator(levels: levels, rules: .none, today: today ?? .today)
    let path: String
    if let rulesPath {
      path = rulesPath
    } else {
      switch Self.discover(scenarioFiles: scenarioFiles, workingDirectory: workingDirectory) {
      case .failure(let problem): return .failure(problem)
      case .success(let found?): path = found
      case .success(nil):
        if appRules, !app.parityRules.rules.isEmpty {
          comparator.rules = app.parityRules
          comparator.rules.path = "\(app.parityRules.path ?? ParityRules.defaultName) (built in)"
        }
        return .success(comparator)
      }
    }
    let fullPath = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    let shown = Echo.text(path)
    let bytes: [UInt8]
    switch InputFile.load(fullPath, limit: Self.maximumFileSize) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let reason)):
      return .failure(.usage("cannot read the rules file \(Echo.quoted(path)): \(reason)"))
    case .failure(.tooLarge(let limit)):
      return .failure(
        .rules(
          ParityRulesError(
            origin: shown, position: .init(line: 1, column: 1),
            message: "the file is larger than \(InputFile.size(limit)); a rules file is a few rules of JSON")))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(
        .rules(
          ParityRulesError(origin: shown, position: .init(line: 1, column: 1), message: "the file is not valid UTF-8")))
    }
    do throws(ParityRulesError) {
      comparator.rules = try ParityRules.parse(
        text, path: shown, knownModules: app.vocabulary.modules.map(\.rawValue))
    } catch {
      return .failure(.rules(error))
    }
    return .success(comparator)
  }

  /// The largest rules file read: a few rules are a few kilobytes, and a
  /// bound keeps a 50 MB file from costing hundreds of megabytes to parse.
  static let maximumFileSize = 1 << 20

  /// The rules file that applies to `scenarioFiles`: for each, the nearest
  /// `strangler.parity.json` in its directory or above; for a file with none,
  /// the working directory's. Nil when there is none; a problem when the
  /// files' projects have different rules (one run compares under one set).
  /// The path is relative to `workingDirectory` when it is inside it.
  static func discover(scenarioFiles: [String], workingDirectory: String) -> Result<String?, Problem> {
    let fileManager = FileManager.default
    let inWorkingDirectory = workingDirectory + "/" + ParityRules.defaultName
    let fallback = fileManager.fileExists(atPath: inWorkingDirectory) ? inWorkingDirectory : nil
    var found: [String] = []
    for file in scenarioFiles {
      let full = file.hasPrefix("/") ? file : workingDirectory + "/" + file
      var directory = URL(fileURLWithPath: full).standardizedFileURL.deletingLastPathComponent()
      var nearest: String?
      while nearest == nil {
        let candidate = directory.appendingPathComponent(ParityRules.defaultName).path
        if fileManager.fileExists(atPath: candidate) { nearest = candidate }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
      if let chosen = nearest ?? fallback, !found.contains(chosen) { found.append(chosen) }
    }
    if scenarioFiles.isEmpty, let fallback { found = [fallback] }
    let shown = found.map { relative($0, to: workingDirectory) }
    guard found.count <= 1 else {
      return .failure(
        .usage(
          "the scenarios are in projects with different parity rules ("
            + shown.map(Echo.quoted).joined(separator: ", ") + "); run them apart, or choose one with --rules FILE"))
    }
    return .success(shown.first)
  }

  /// `path` relative to `directory` when it is inside it.
  static func relative(_ path: String, to directory: String) -> String {
    let base = URL(fileURLWithPath: directory).standardizedFileURL.path
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}
