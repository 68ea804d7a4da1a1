import FeatureFlags
import TextSurface

/// Why an A/B report could not be read or merged.
public struct ABReportError: Error, Sendable, CustomStringConvertible {
  /// `report.json: error: …`.
  public var description: String

  /// An error saying `description`.
  public init(description: String) {
    self.description = description
  }
}

extension ABReport {
  /// Reads a `strangler ab --json` report (``ABJSONRenderer``); `origin` names it in errors.
  public init(text: String, origin: String) throws(ABReportError) {
    let parsed: PositionedJSON
    do throws(JSONSyntaxError) {
      parsed = try JSONReader.parse(text)
    } catch {
      throw ABReportError(description: "\(origin):\(error.position): error: \(error.message)")
    }
    try self.init(json: Self.value(parsed), origin: origin)
  }

  /// Reads the report ``ABJSONRenderer`` wrote: the same report, render times aside.
  public init(json: JSONValue, origin: String) throws(ABReportError) {
    let reader = JSONReading(origin: origin)
    let top = try reader.object(json, "a report")
    let matrix = try reader.bool(top, "matrix")
    var claimedPassed: [Bool] = []
    let scenarios = try reader.array(top, "scenarios").map { value throws(ABReportError) in
      let scenario = try reader.scenario(value)
      claimedPassed.append(try reader.bool(try reader.object(value, "a scenario"), "passed"))
      return scenario
    }
    self.init(matrix: matrix, scenarios: scenarios, rulesFile: try reader.optionalString(top, "rules_file"))
    let claimed = [
      ("comparisons", counts.comparisons), ("identical", counts.identical), ("equivalent", counts.equivalent),
      ("mismatch", counts.mismatched), ("failed", counts.failed), ("ignored_differences", counts.ignoredDifferences),
    ]
    try validate(
      claimedCounts: try claimed.map { key, listed throws(ABReportError) in (key, try reader.int(top, key), listed) },
      claimedPassed: try reader.bool(top, "passed"), claimedScenarioPassed: claimedPassed, origin: origin)
  }

  /// Reports of shards, in the order given, as one: the report the whole run
  /// would have made. A scenario (same file and name) in two reports is an
  /// error: shards never overlap, so it is a mistake; so are reports made
  /// under different parity rules (one report says under which it was made).
  public static func merge(_ reports: [(origin: String, report: ABReport)]) throws(ABReportError) -> ABReport {
    try validateShards(reports)
    var seen: [String: String] = [:]
    var scenarios: [ABScenarioReport] = []
    for (origin, report) in reports {
      if let first = reports.first, first.report.rulesFile != report.rulesFile {
        func name(_ file: String?) -> String { file.map { "'\($0.terminalSafe)'" } ?? "none" }
        throw ABReportError(
          description: "\(origin): error: made under the parity rules \(name(report.rulesFile)), "
            + "but \(first.origin) under \(name(first.report.rulesFile)); merge reports of one run")
      }
      for scenario in report.scenarios {
        let key = scenario.file + "\u{0}" + scenario.name
        if let first = seen[key] {
          throw ABReportError(
            description: "\(origin): error: scenario \"\(scenario.name)\" (\(scenario.file)) is also in \(first)")
        }
        seen[key] = origin
        scenarios.append(scenario)
      }
    }
    return ABReport(
      matrix: !reports.isEmpty && reports.allSatisfy(\.report.matrix), scenarios: scenarios,
      rulesFile: reports.first?.report.rulesFile)
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

/// Reads the parts of an ``ABJSONRenderer`` report, failing with what was expected.
private struct JSONReading {
  typealias Members = [(String, JSONValue)]
  let origin: String

  func fail(_ what: String) -> ABReportError {
    ABReportError(description: "\(origin): error: not a `strangler ab --json` report: expected \(what)")
  }

  func member(_ members: Members, _ key: String) -> JSONValue? { members.first { $0.0 == key }?.1 }

  func object(_ value: JSONValue, _ what: String) throws(ABReportError) -> Members {
    guard case .object(let members) = value else { throw fail("\(what) as an object") }
    return members
  }

  func array(_ members: Members, _ key: String) throws(ABReportError) -> [JSONValue] {
    guard case .array(let values)? = member(members, key) else { throw fail("\"\(key)\" as an array") }
    return values
  }

  func string(_ members: Members, _ key: String) throws(ABReportError) -> String {
    guard case .string(let value)? = member(members, key) else { throw fail("\"\(key)\" as a string") }
    return value
  }

  func optionalString(_ members: Members, _ key: String) throws(ABReportError) -> String? {
    if case .null? = member(members, key) { return nil }
    return try string(members, key)
  }

  func int(_ members: Members, _ key: String) throws(ABReportError) -> Int {
    guard case .int(let value)? = member(members, key) else { throw fail("\"\(key)\" as an integer") }
    return value
  }

  func bool(_ members: Members, _ key: String) throws(ABReportError) -> Bool {
    guard case .bool(let value)? = member(members, key) else { throw fail("\"\(key)\" as true or false") }
    return value
  }

  func strings(_ members: Members, _ key: String) throws(ABReportError) -> [String] {
    try array(members, key).map { value throws(ABReportError) in
      guard case .string(let text) = value else { throw fail("\"\(key)\" as an array of strings") }
      return text
    }
  }

  func scenario(_ value: JSONValue) throws(ABReportError) -> ABScenarioReport {
    let members = try object(value, "a scenario")
    let file = try string(members, "file")
    let failures = try array(members, "failures").map { value throws(ABReportError) in
      let failure = try object(value, "a failure")
      return ABFailure(
        file: file, line: try int(failure, "line"), source: try string(failure, "step"),
        message: try string(failure, "message"))
    }
    let frames = try array(members, "frames").map { value throws(ABReportError) in try frame(value) }
    let comparisons = try array(members, "comparisons").map { value throws(ABReportError) in
      try comparison(value, failures: failures, frames: frames)
    }
    let steps = try array(members, "steps").map { value throws(ABReportError) in
      let step = try object(value, "a step")
      var at: Duration?
      if case .int(let milliseconds)? = member(step, "at_ms") { at = .milliseconds(milliseconds) }
      return ABTimelineStep(line: try int(step, "line"), source: try string(step, "step"), at: at)
    }
    return ABScenarioReport(
      name: try string(members, "scenario"), file: file,
      visited: try strings(members, "visited").map(ModuleName.init(rawValue:)), comparisons: comparisons,
      steps: steps)
  }

  func comparison(_ value: JSONValue, failures: [ABFailure], frames: [ABShownFrame]) throws(ABReportError)
    -> ABComparisonReport
  {
    let members = try object(value, "a comparison")
    func variant(_ key: String) throws(ABReportError) -> Variant {
      guard let variant = Variant(parsing: try string(members, key)) else { throw fail("\"\(key)\" as a variant") }
      return variant
    }
    func failure(_ key: String) throws(ABReportError) -> ABFailure? {
      switch member(members, key) {
      case .null?: return nil
      case .int(let index)? where failures.indices.contains(index): return failures[index]
      default: throw fail("\"\(key)\" as null or the index of a failure")
      }
    }
    func frame(_ value: JSONValue?) throws(ABReportError) -> ABShownFrame? {
      switch value {
      case .null?: return nil
      case .string("not kept")?: return .notKept
      case .int(let index)? where frames.indices.contains(index): return frames[index]
      default: throw fail("a shown frame as null, \"not kept\" or the index of a frame")
      }
    }
    guard let outcome = ABOutcome(rawValue: try string(members, "outcome")) else { throw fail("a known \"outcome\"") }
    var mismatch: ABComparisonReport.Mismatch?
    if case .object(let fields)? = member(members, "mismatch") {
      guard let kind = DifferenceKind(rawValue: try string(fields, "kind")) else { throw fail("a known \"kind\"") }
      mismatch = ABComparisonReport.Mismatch(
        line: try int(fields, "line"), source: try string(fields, "step"), kind: kind,
        diff: try strings(fields, "diff").joined(separator: "\n"), note: try optionalString(fields, "note"))
    }
    let costs = try object(member(members, "cost") ?? .null, "\"cost\"")
    let shown = try array(members, "shown").map { value throws(ABReportError) in
      let step = try object(value, "a shown step")
      let note: ABShownStep.Note
      switch try string(step, "note") {
      case "mismatch": note = .mismatch
      case "later_mismatch":
        guard let kind = DifferenceKind(rawValue: try string(step, "kind")) else { throw fail("a known \"kind\"") }
        note = .laterMismatch(kind: kind, diff: try strings(step, "diff").joined(separator: "\n"))
      case "identical": note = .identical
      case "intended":
        note = .intended(
          levels: try levels(step, "levels"),
          rules: try array(step, "rules").map { value throws(ABReportError) in try rule(value) })
      default: throw fail("\"note\" as mismatch, later_mismatch, identical or intended")
      }
      return ABShownStep(
        line: try int(step, "line"), source: try string(step, "step"), note: note,
        reference: try frame(member(step, "reference")), candidate: try frame(member(step, "candidate")))
    }
    return ABComparisonReport(
      reference: try variant("reference"), candidate: try variant("candidate"), outcome: outcome, mismatch: mismatch,
      referenceFailure: try failure("reference_failure"), candidateFailure: try failure("candidate_failure"),
      ruleUses: try array(members, "rules").map { value throws(ABReportError) in try ruleUse(value) },
      ignoredDifferences: try int(members, "ignored_differences"),
      setAsideDifferences: try int(members, "set_aside_differences"),
      referenceCost: try cost(member(costs, "reference")), candidateCost: try cost(member(costs, "candidate")),
      shownSteps: shown, marks: try marks(members), virtualTime: .milliseconds(try int(members, "virtual_time_ms")))
  }

  func marks(_ members: Members) throws(ABReportError) -> [ABStepMark] {
    guard let marks = ABStepMark.parse(try string(members, "marks")) else {
      throw fail("\"marks\" as a string of step marks (. i e F S E X !)")
    }
    return marks
  }

  func levels(_ members: Members, _ key: String) throws(ABReportError) -> [ComparisonLevel] {
    try strings(members, key).map { text throws(ABReportError) in
      guard let level = ComparisonLevel(rawValue: text) else { throw fail("levels: frame, semantics or effects") }
      return level
    }
  }

  func rule(_ value: JSONValue) throws(ABReportError) -> ABRule {
    let members = try object(value, "a rule")
    var expires: RuleDate?
    if let text = try optionalString(members, "expires") {
      guard let date = RuleDate(parsing: text) else { throw fail("\"expires\" as YYYY-MM-DD") }
      expires = date
    }
    return ABRule(id: try string(members, "rule"), reason: try string(members, "reason"), expires: expires)
  }

  func ruleUse(_ value: JSONValue) throws(ABReportError) -> ABRuleUse {
    let members = try object(value, "a rule use")
    return ABRuleUse(
      rule: try rule(value), levels: try levels(members, "levels"), differences: try int(members, "differences"),
      masked: try bool(members, "masked"))
  }

  func cost(_ value: JSONValue?) throws(ABReportError) -> StepCost {
    let members = try object(value ?? .null, "a cost")
    return StepCost(
      bytesWritten: try int(members, "bytes_written"), framesWritten: try int(members, "frames_written"),
      viewsDrawn: try int(members, "views_drawn"), bodiesEvaluated: try int(members, "bodies_evaluated"))
  }

  func frame(_ value: JSONValue) throws(ABReportError) -> ABShownFrame {
    guard case .array(let rows) = value else { throw fail("a frame as an array of rows") }
    return ABShownFrame(
      rows: try rows.map { row throws(ABReportError) in
        switch row {
        case .string(let text): return [ABShownFrame.Run(text: text)]
        case .array(let runs): return try runs.map { run throws(ABReportError) in try self.run(run) }
        default: throw fail("a row as a string or an array of runs")
        }
      })
  }

  func run(_ value: JSONValue) throws(ABReportError) -> ABShownFrame.Run {
    if case .string(let text) = value { return ABShownFrame.Run(text: text) }
    let members = try object(value, "a run")
    guard let style = TextStyle(parsing: try string(members, "style")) else { throw fail("a known \"style\"") }
    var differs = false
    if member(members, "differs") != nil { differs = try bool(members, "differs") }
    return ABShownFrame.Run(text: try string(members, "text"), style: style, differs: differs)
  }
}

extension TextStyle {
  /// The style `description` names: `plain`, `bold+fg:red`, `inverse+bg:blue`.
  init?(parsing text: String) {
    self.init()
    guard text != "plain" else { return }
    let attributes: [String: Attributes] = [
      "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "inverse": .inverse,
    ]
    let colours = Dictionary(uniqueKeysWithValues: TerminalColor.allCases.map { ("\($0)", $0) })
    for part in text.split(separator: "+").map(String.init) {
      if let attribute = attributes[part] {
        self.attributes.insert(attribute)
      } else if part.hasPrefix("fg:"), let colour = colours[String(part.dropFirst(3))] {
        foreground = colour
      } else if part.hasPrefix("bg:"), let colour = colours[String(part.dropFirst(3))] {
        background = colour
      } else {
        return nil
      }
    }
  }
}
