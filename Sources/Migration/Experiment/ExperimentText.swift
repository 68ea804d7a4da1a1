/// The experiment report for a terminal: what was tested, the arms and the
/// split, a table of metrics with their always-valid intervals, the decision,
/// and the assumption every figure rests on.
public enum ExperimentText {
  /// What the report rests on, stated in every report.
  public static let assumption =
    "The users are a behaviour model (seeded tasks, reaction times, patience, typing errors, link speeds), "
    + "not people: the report shows how the fronts differ for that model, never how real people will behave."

  /// The report of `analysis`; a shard's part says which shard it is.
  public static func render(_ analysis: ExperimentAnalysis, shard: ExperimentRunner.Shard? = nil) -> String {
    let experiment = analysis.experiment
    let name = experiment.name.replacing("\n", with: " ")
    var lines: [String] = []
    lines.append(
      "Experiment \"\(name)\": flag \(experiment.flag), control \(experiment.control), treatment \(experiment.treatment)"
        + (experiment.isAA ? " (A/A)" : ""))
    lines.append(
      "Stages \(experiment.stages.map { "\($0)%" }.joined(separator: " → ")), day \(analysis.daysRun) of \(experiment.days), "
        + "\(experiment.users) users (seed \(experiment.seed)), alpha \(ExperimentNumber.text(experiment.alpha))"
        + (shard.map { ", shard \($0)" } ?? ""))
    let srm = analysis.srm
    lines.append(
      "Arms: control \(srm.control), treatment \(srm.treatment) (expected \(ExperimentNumber.text(srm.expectedTreatment, decimals: 1))), "
        + "\(srm.unassigned) outside the split; sample ratio p = \(ExperimentNumber.pValue(srm.pValue))"
        + (srm.mismatch ? " MISMATCH" : " ok"))
    lines.append("")
    var rows = [["metric", "control", "treatment", "difference", "always-valid interval", "p", "verdict"]]
    for result in analysis.metrics {
      rows.append([
        result.metric.rawValue + (result.isPrimary ? " (primary)" : ""),
        ExperimentNumber.text(result.control, decimals: 3), ExperimentNumber.text(result.treatment, decimals: 3),
        ExperimentAnalysis.format(result.difference),
        result.interval.map {
          "[\(ExperimentAnalysis.format($0.lowerBound)), \(ExperimentAnalysis.format($0.upperBound))]"
        } ?? "—",
        ExperimentNumber.pValue(result.pValue), result.verdict.rawValue,
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      lines.append(
        zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
          .trimmingSuffixSpaces())
    }
    if let reduction = ExperimentText.varianceReduction(analysis) { lines.append(reduction) }
    lines.append("")
    if let guardian = analysis.guardian {
      lines.append(
        "Guardian: stopped the rollout at the end of day \(guardian.day + 1) (source guardian, reason DISABLED):")
      lines.append("  \(guardian.detail.replacing("\n", with: " "))")
    }
    lines.append("Decision: \(analysis.decision.rawValue) — \(analysis.reason)")
    if let mde = analysis.minimumDetectableEffect {
      lines.append(
        "Minimum detectable effect on \(experiment.primary.rawValue) at 80% power with these users: "
          + "±\(ExperimentNumber.text(mde, decimals: 4)) \(experiment.primary.unit)")
    }
    lines.append("Assumption: \(assumption)")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension ExperimentText {
  /// `Variance reduced (CUPED, …): time 41%, keystrokes 3%`: the metrics the covariate helped; nil when none.
  static func varianceReduction(_ analysis: ExperimentAnalysis) -> String? {
    let helped = analysis.metrics.filter { $0.varianceReduction >= 0.005 }
    guard !helped.isEmpty else { return nil }
    return "Variance reduced (CUPED, covariate: the user's time before exposure): "
      + helped.map { "\($0.metric.rawValue) \(Int(($0.varianceReduction * 100).rounded()))%" }
      .joined(separator: ", ")
  }
}

extension String {
  fileprivate func trimmingSuffixSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
