import FeatureFlags

/// The results of `strangler ab` as its JSON report states them — no runs,
/// no frames — so reports made on several machines (`--shard I/N`) can be read
/// back, merged (`strangler ab merge`) and rendered again, and JUnit XML is
/// made from the same facts whether the report was just run or merged.
public struct ABResults: Sendable {
  /// One comparison: a candidate against its reference.
  public struct Comparison: Sendable {
    /// `legacy`.
    public var reference: String
    /// `declarative`, `login alone`, `legacy` for the baseline.
    public var candidate: String
    /// Whether this is the determinism baseline (legacy against legacy).
    public var baseline: Bool
    /// `identical`, `mismatch` or `failed`.
    public var result: String
    /// What went wrong first, or empty.
    public var firstDifference: String
    /// The line diff of the first mismatch (legacy `-`, candidate `+`), or empty.
    public var diff: [String]
    /// The failed expectation, if any.
    public var failure: String?
    /// The cost object, as reported.
    public var cost: JSONValue
    /// `identical`, `equivalent` (under a parity rule) or `mismatch`.
    public var outcome: String
    /// Differences masked by `ignore` patterns of parity rules.
    public var ignoredDifferences: Int
    /// The comparison exactly as the report stated it, written back unchanged
    /// by a merge, so nothing a newer report says (rules, levels) is lost.
    public var raw: JSONValue

    /// Identical or equivalent under a rule, and no expectation failed.
    public var passed: Bool { result == "identical" || result == "equivalent" }
    /// `legacy (baseline)`, `declarative`.
    public var label: String { baseline ? "\(candidate) (baseline)" : candidate }
  }

  /// One scenario's comparisons.
  public struct ScenarioResult: Sendable {
    /// The scenario's name.
    public var name: String
    /// Its file (`built-in/…` for the suite).
    public var file: String
    /// Modules it shows.
    public var visited: [String]
    /// Baseline first.
    public var comparisons: [Comparison]
    /// Every comparison passed.
    public var passed: Bool { comparisons.allSatisfy(\.passed) }
  }

  /// Why a report could not be read or merged.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// `report.json: error: …`.
    public var description: String
  }

  /// Whether modules were also compared alone.
  public var matrix: Bool
  /// Every scenario, in report order.
  public var scenarios: [ScenarioResult]

  /// Every comparison passed.
  public var passed: Bool { scenarios.allSatisfy(\.passed) }

  /// How many comparisons, and how many passed.
  public var counts: (comparisons: Int, passed: Int) {
    let all = scenarios.flatMap(\.comparisons)
    return (all.count, all.filter(\.passed).count)
  }

  /// The results of a report just made.
  public init(_ report: ABReport) {
    // Through the JSON, so a fresh report and a merged one cannot say different things.
    self = try! Self(json: ABJSONRenderer.render(report), origin: "report")
  }

  /// Reads a `strangler ab --json` report; `origin` names it in errors.
  public init(text: String, origin: String) throws(Failure) {
    let parsed: PositionedJSON
    do throws(JSONSyntaxError) {
      parsed = try JSONReader.parse(text)
    } catch {
      throw Failure(description: "\(origin):\(error.position): error: \(error.message)")
    }
    try self.init(json: Self.value(parsed), origin: origin)
  }

  /// Reads the `ABJSONRenderer` shape.
  public init(json: JSONValue, origin: String) throws(Failure) {
    func fail(_ what: String) -> Failure {
      Failure(description: "\(origin): error: not a `strangler ab --json` report: \(what)")
    }
    guard case .object(let top) = json, let matrix = Self.bool(top, "matrix"),
      case .array(let scenarioValues)? = Self.member(top, "scenarios")
    else { throw fail("expected an object with \"matrix\" and \"scenarios\"") }
    var scenarios: [ScenarioResult] = []
    for value in scenarioValues {
      guard case .object(let scenario) = value, let name = Self.string(scenario, "scenario"),
        let file = Self.string(scenario, "file"),
        case .array(let comparisonValues)? = Self.member(scenario, "comparisons")
      else { throw fail("a scenario needs \"scenario\", \"file\" and \"comparisons\"") }
      var visited: [String] = []
      if case .array(let modules)? = Self.member(scenario, "visited") {
        visited = modules.compactMap { if case .string(let module) = $0 { module } else { nil } }
      }
      var comparisons: [Comparison] = []
      for value in comparisonValues {
        guard case .object(let comparison) = value, let reference = Self.string(comparison, "reference"),
          let candidate = Self.string(comparison, "candidate"), let result = Self.string(comparison, "result")
        else { throw fail("a comparison needs \"reference\", \"candidate\" and \"result\"") }
        var diff: [String] = []
        if case .object(let mismatch)? = Self.member(comparison, "mismatch"),
          case .array(let lines)? = Self.member(mismatch, "diff")
        {
          diff = lines.compactMap { if case .string(let line) = $0 { line } else { nil } }
        }
        var ignored = 0
        if case .int(let count)? = Self.member(comparison, "ignored_differences") { ignored = count }
        comparisons.append(
          Comparison(
            reference: reference, candidate: candidate, baseline: Self.bool(comparison, "baseline") ?? false,
            result: result, firstDifference: Self.string(comparison, "first_difference") ?? "", diff: diff,
            failure: Self.string(comparison, "failure"), cost: Self.member(comparison, "cost") ?? .null,
            outcome: Self.string(comparison, "outcome") ?? (result == "identical" ? "identical" : "mismatch"),
            ignoredDifferences: ignored, raw: value))
      }
      scenarios.append(ScenarioResult(name: name, file: file, visited: visited, comparisons: comparisons))
    }
    self.matrix = matrix
    self.scenarios = scenarios
  }

  /// Merges reports in the order given. A scenario (same file and name) in
  /// two reports is an error: shards never overlap, so it is a mistake.
  public static func merge(_ reports: [(origin: String, results: ABResults)]) throws(Failure) -> ABResults {
    var seen: [String: String] = [:]
    var scenarios: [ScenarioResult] = []
    for (origin, results) in reports {
      for scenario in results.scenarios {
        let key = scenario.file + "\u{0}" + scenario.name
        if let first = seen[key] {
          throw Failure(
            description: "\(origin): error: scenario \"\(scenario.name)\" (\(scenario.file)) is also in \(first)")
        }
        seen[key] = origin
        scenarios.append(scenario)
      }
    }
    return ABResults(matrix: reports.allSatisfy(\.results.matrix) && !reports.isEmpty, scenarios: scenarios)
  }

  private init(matrix: Bool, scenarios: [ScenarioResult]) {
    self.matrix = matrix
    self.scenarios = scenarios
  }

  /// The same shape as `ABJSONRenderer`, so a merged report reads like one run.
  public var json: JSONValue {
    let (comparisons, passed) = counts
    let all = scenarios.flatMap(\.comparisons)
    func count(_ outcome: String) -> Int { all.filter { $0.outcome == outcome }.count }
    return .object([
      ("passed", .bool(self.passed)),
      ("matrix", .bool(matrix)),
      ("comparisons", .int(comparisons)),
      ("failed", .int(comparisons - passed)),
      ("identical", .int(count("identical"))),
      ("equivalent", .int(count("equivalent"))),
      ("mismatch", .int(count("mismatch"))),
      ("ignored_differences", .int(all.reduce(0) { $0 + $1.ignoredDifferences })),
      (
        "scenarios",
        .array(
          scenarios.map { scenario in
            .object([
              ("scenario", .string(scenario.name)),
              ("file", .string(scenario.file)),
              ("passed", .bool(scenario.passed)),
              ("visited", .array(scenario.visited.map(JSONValue.string))),
              ("comparisons", .array(scenario.comparisons.map(\.raw))),
            ])
          })
      ),
    ])
  }

  /// `A/B comparison (toggle matrix): 9 scenarios, 27 comparisons: all identical`, in the words of `ABSummary`.
  public var headline: String {
    let (comparisons, passed) = counts
    let what =
      "A/B comparison\(matrix ? " (toggle matrix)" : ""): \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"), "
      + "\(comparisons) comparison\(comparisons == 1 ? "" : "s")"
    let all = scenarios.flatMap(\.comparisons)
    let identical = all.filter { $0.passed && $0.outcome == "identical" }.count
    let equivalent = all.filter { $0.passed && $0.outcome == "equivalent" }.count
    let ignored = all.reduce(0) { $0 + $1.ignoredDifferences }
    let ignoredText = ignored == 0 ? "" : " (\(ignored) ignored difference\(ignored == 1 ? "" : "s"))"
    if identical == comparisons { return "\(what): all identical" + ignoredText }
    if passed < comparisons { return "\(what): \(comparisons - passed) failed" }
    return "\(what): \(identical) identical, \(equivalent) equivalent under a rule" + ignoredText
  }

  // MARK: Reading JSON

  private static func member(_ members: [(String, JSONValue)], _ key: String) -> JSONValue? {
    members.first { $0.0 == key }?.1
  }

  private static func string(_ members: [(String, JSONValue)], _ key: String) -> String? {
    if case .string(let value)? = member(members, key) { value } else { nil }
  }

  private static func bool(_ members: [(String, JSONValue)], _ key: String) -> Bool? {
    if case .bool(let value)? = member(members, key) { value } else { nil }
  }

  /// A parsed document as a `JSONValue` (numbers as integers when they are).
  static func value(_ json: PositionedJSON) -> JSONValue {
    switch json.kind {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let text): Int(text).map(JSONValue.int) ?? Double(text).map(JSONValue.double) ?? .null
    case .string(let value): .string(value)
    case .array(let values): .array(values.map(value))
    case .object(let members): .object(members.map { ($0.key, value($0.value)) })
    }
  }
}
