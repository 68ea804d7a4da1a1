/// `strangler ab --json`: the comparison for machines. Deterministic — no
/// render times, no timestamps — so it can be kept as a golden file.
public enum ABJSONRenderer {
  /// `{"passed":…,"matrix":…,"comparisons":N,"failed":N,"identical":N,"equivalent":N,
  /// "mismatch":N,"ignored_differences":N,"scenarios":[…]}`.
  public static func render(_ report: ABReport) -> JSONValue {
    let (comparisons, passed) = report.counts
    let outcomes = report.outcomes
    return .object([
      ("passed", .bool(report.passed)),
      ("matrix", .bool(report.matrix)),
      ("comparisons", .int(comparisons)),
      ("failed", .int(comparisons - passed)),
      ("identical", .int(outcomes.identical)),
      ("equivalent", .int(outcomes.equivalent)),
      ("mismatch", .int(outcomes.mismatch)),
      ("ignored_differences", .int(outcomes.ignoredDifferences)),
      ("scenarios", .array(report.scenarios.map(scenario))),
    ])
  }

  static func scenario(_ result: ABScenarioResult) -> JSONValue {
    .object([
      ("scenario", .string(result.scenario.name)),
      ("file", .string(result.scenario.file)),
      ("passed", .bool(result.passed)),
      ("visited", .array(result.visitedModules.map { .string($0.rawValue) })),
      ("comparisons", .array(result.comparisons.map(comparison))),
    ])
  }

  static func comparison(_ comparison: ABComparison) -> JSONValue {
    .object([
      ("reference", .string(comparison.reference.description)),
      ("candidate", .string(comparison.candidate.description)),
      ("baseline", .bool(comparison.isBaseline)),
      ("result", .string(ABSummary.result(comparison).lowercased())),
      ("outcome", .string(comparison.outcome.rawValue)),
      ("ignored_differences", .int(comparison.ignoredDifferences)),
      ("set_aside_differences", .int(comparison.setAsideDifferences)),
      (
        "rules",
        .array(
          comparison.ruleUses.map { use in
            .object([
              ("rule", .string(use.rule.id)), ("reason", .string(use.rule.reason)),
              ("levels", .array(use.levels.map { .string($0.rawValue) })), ("differences", .int(use.differences)),
              ("masked", .bool(use.masked)),
              ("expires", use.rule.expires.map { .string($0.description) } ?? .null),
            ])
          })
      ),
      ("first_difference", .string(ABSummary.firstDifference(comparison))),
      (
        "mismatch",
        comparison.mismatch.map { mismatch in
          .object([
            ("line", .int(mismatch.step.line)),
            ("step", .string(mismatch.step.source)),
            ("kind", .string(mismatch.kind.rawValue)),
            ("note", mismatch.note.map(JSONValue.string) ?? .null),
            (
              "diff",
              .array(mismatch.diff.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) })
            ),
          ])
        } ?? .null
      ),
      ("failure", comparison.failure.map { .string($0.description) } ?? .null),
      ("cost", .object([("reference", cost(comparison.referenceRun)), ("candidate", cost(comparison.candidateRun))])),
    ])
  }

  static func cost(_ run: ScenarioRun) -> JSONValue {
    let cost = run.totalCost
    return .object([
      ("bytes_written", .int(cost.bytesWritten)),
      ("frames_written", .int(cost.framesWritten)),
      ("views_drawn", .int(cost.viewsDrawn)),
      ("bodies_evaluated", .int(cost.bodiesEvaluated)),
    ])
  }
}
