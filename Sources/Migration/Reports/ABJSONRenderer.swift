import TextSurface

/// `strangler ab --json`: the report for machines, and the form shards are
/// merged from. Deterministic — no render times, no timestamps — so it can be
/// kept as a golden file; complete — ``ABReport/init(json:origin:)`` reads
/// back the very report it was written from, so a merge renders every format
/// byte for byte as the unsharded run does.
///
/// Each scenario lists the frames its HTML page draws once (`frames`) and
/// the failed expectations of its runs once (`failures`); comparisons refer
/// to them by index.
public enum ABJSONRenderer {
  /// `{"passed":…,"matrix":…,"comparisons":N,"failed":N,"identical":N,"equivalent":N,
  /// "mismatch":N,"ignored_differences":N,"rules_file":"strangler.parity.json"|null,"scenarios":[…]}`; the four results add up to `comparisons`.
  public static func render(_ report: ABReport) -> JSONValue {
    let counts = report.counts
    return .object([
      ("passed", .bool(report.passed)),
      ("matrix", .bool(report.matrix)),
      ("comparisons", .int(counts.comparisons)),
      ("failed", .int(counts.failed)),
      ("identical", .int(counts.identical)),
      ("equivalent", .int(counts.equivalent)),
      ("mismatch", .int(counts.mismatched)),
      ("ignored_differences", .int(counts.ignoredDifferences)),
      ("rules_file", report.rulesFile.map(JSONValue.string) ?? .null),
      ("scenarios", .array(report.scenarios.map(scenario))),
    ])
  }

  static func scenario(_ scenario: ABScenarioReport) -> JSONValue {
    var frames = Table<ABShownFrame>()
    var failures = Table<ABFailure>()
    let comparisons = scenario.comparisons.map { comparison($0, frames: &frames, failures: &failures) }
    return .object([
      ("scenario", .string(scenario.name)),
      ("file", .string(scenario.file)),
      ("passed", .bool(scenario.passed)),
      ("visited", .array(scenario.visited.map { .string($0.rawValue) })),
      ("comparisons", .array(comparisons)),
      (
        "failures",
        .array(
          failures.values.map { failure in
            .object([
              ("line", .int(failure.line)), ("step", .string(failure.source)), ("message", .string(failure.message)),
            ])
          })
      ),
      ("frames", .array(frames.values.map(frame))),
      (
        "steps",
        .array(
          scenario.steps.map { step in
            .object([
              ("line", .int(step.line)), ("step", .string(step.source)),
              ("at_ms", step.at.map { .int($0.milliseconds) } ?? .null),
            ])
          })
      ),
    ])
  }

  static func comparison(
    _ comparison: ABComparisonReport, frames: inout Table<ABShownFrame>, failures: inout Table<ABFailure>
  ) -> JSONValue {
    func failure(_ failure: ABFailure?) -> JSONValue { failure.map { .int(failures.index(of: $0)) } ?? .null }
    func frame(_ frame: ABShownFrame?) -> JSONValue {
      guard let frame else { return .null }
      return frame.isKept ? .int(frames.index(of: frame)) : .string("not kept")
    }
    return .object([
      ("reference", .string(comparison.reference.description)),
      ("candidate", .string(comparison.candidate.description)),
      ("baseline", .bool(comparison.isBaseline)),
      ("result", .string(comparison.result.rawValue)),
      ("outcome", .string(comparison.outcome.rawValue)),
      ("ignored_differences", .int(comparison.ignoredDifferences)),
      ("set_aside_differences", .int(comparison.setAsideDifferences)),
      ("rules", .array(comparison.ruleUses.map(ruleUse))),
      ("first_difference", .string(comparison.firstDifference)),
      ("marks", .string(ABStepMark.string(comparison.marks))),
      ("virtual_time_ms", .int(comparison.virtualTime.milliseconds)),
      (
        "mismatch",
        comparison.mismatch.map { mismatch in
          .object([
            ("line", .int(mismatch.line)),
            ("step", .string(mismatch.source)),
            ("kind", .string(mismatch.kind.rawValue)),
            ("note", mismatch.note.map(JSONValue.string) ?? .null),
            (
              "diff",
              .array(mismatch.diff.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) })
            ),
          ])
        } ?? .null
      ),
      ("reference_failure", failure(comparison.referenceFailure)),
      ("candidate_failure", failure(comparison.candidateFailure)),
      (
        "cost", .object([("reference", cost(comparison.referenceCost)), ("candidate", cost(comparison.candidateCost))])
      ),
      (
        "shown",
        .array(
          comparison.shownSteps.map { step in
            var members: [(String, JSONValue)] = [("line", .int(step.line)), ("step", .string(step.source))]
            switch step.note {
            case .mismatch: members.append(("note", "mismatch"))
            case .laterMismatch(let kind, let diff):
              members += [
                ("note", "later_mismatch"), ("kind", .string(kind.rawValue)),
                (
                  "diff",
                  .array(diff.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) })
                ),
              ]
            case .identical: members.append(("note", "identical"))
            case .intended(let levels, let rules):
              members += [
                ("note", "intended"), ("levels", .array(levels.map { .string($0.rawValue) })),
                ("rules", .array(rules.map(rule))),
              ]
            }
            return .object(members + [("reference", frame(step.reference)), ("candidate", frame(step.candidate))])
          })
      ),
    ])
  }

  static func rule(_ rule: ABRule) -> JSONValue {
    .object([
      ("rule", .string(rule.id)), ("reason", .string(rule.reason)),
      ("expires", rule.expires.map { .string($0.description) } ?? .null),
    ])
  }

  static func ruleUse(_ use: ABRuleUse) -> JSONValue {
    .object([
      ("rule", .string(use.rule.id)), ("reason", .string(use.rule.reason)),
      ("levels", .array(use.levels.map { .string($0.rawValue) })), ("differences", .int(use.differences)),
      ("masked", .bool(use.masked)),
      ("expires", use.rule.expires.map { .string($0.description) } ?? .null),
    ])
  }

  static func cost(_ cost: StepCost) -> JSONValue {
    .object([
      ("bytes_written", .int(cost.bytesWritten)),
      ("frames_written", .int(cost.framesWritten)),
      ("views_drawn", .int(cost.viewsDrawn)),
      ("bodies_evaluated", .int(cost.bodiesEvaluated)),
    ])
  }

  /// A frame: one entry per row — a string when the row is one plain run
  /// that does not differ, else its runs, each a string (plain, not
  /// differing) or `{"text":…,"style":"bold+fg:red","differs":true}`.
  static func frame(_ frame: ABShownFrame) -> JSONValue {
    .array(
      frame.rows.map { row in
        if row.count == 1, row[0].style == .plain, !row[0].differs { return .string(row[0].text) }
        return .array(
          row.map { run in
            if run.style == .plain, !run.differs { return .string(run.text) }
            var members: [(String, JSONValue)] = [
              ("text", .string(run.text)), ("style", .string(run.style.description)),
            ]
            if run.differs { members.append(("differs", true)) }
            return .object(members)
          })
      })
  }

  /// Distinct values in order of first use, each with its index.
  struct Table<Value: Hashable> {
    private(set) var values: [Value] = []
    private var indices: [Value: Int] = [:]

    mutating func index(of value: Value) -> Int {
      if let index = indices[value] { return index }
      indices[value] = values.count
      values.append(value)
      return values.count - 1
    }
  }
}
