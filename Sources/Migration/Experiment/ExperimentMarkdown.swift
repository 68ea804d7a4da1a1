/// The experiment report as Markdown, for a pull request: the decision
/// first, then the arms, a table of metrics and the assumption.
public enum ExperimentMarkdown {
  /// The report of `analysis`; a shard's part says which shard it is.
  public static func render(_ analysis: ExperimentAnalysis, shard: ExperimentRunner.Shard? = nil) -> String {
    let experiment = analysis.experiment
    func cell(_ text: String) -> String {
      text.replacing("\n", with: " ").replacing("|", with: "\\|").replacing("<", with: "&lt;")
    }
    var lines: [String] = []
    lines.append("## Experiment: \(cell(experiment.name))")
    lines.append("")
    lines.append("**Decision: \(analysis.decision.rawValue)** — \(cell(analysis.reason))")
    lines.append("")
    lines.append(
      "Flag `\(experiment.flag)`: control \(experiment.control), treatment \(experiment.treatment)"
        + (experiment.isAA ? " (A/A)" : "")
        + "; stages \(experiment.stages.map { "\($0)%" }.joined(separator: " → ")); "
        + "day \(analysis.daysRun) of \(experiment.days); \(experiment.users) users, seed \(experiment.seed); "
        + "alpha \(ExperimentNumber.text(experiment.alpha))" + (shard.map { "; shard \($0)" } ?? "") + ".")
    let srm = analysis.srm
    lines.append("")
    lines.append(
      "Arms: control \(srm.control), treatment \(srm.treatment) (expected "
        + "\(ExperimentNumber.text(srm.expectedTreatment, decimals: 1))); sample-ratio p = "
        + "\(ExperimentNumber.pValue(srm.pValue))\(srm.mismatch ? " — **mismatch: the split is broken**" : "").")
    lines.append("")
    lines.append("| metric | control | treatment | difference | always-valid interval | p | verdict |")
    lines.append("|---|---:|---:|---:|---|---:|---|")
    for result in analysis.metrics {
      let interval =
        result.interval.map {
          "[\(ExperimentAnalysis.format($0.lowerBound)), \(ExperimentAnalysis.format($0.upperBound))]"
        } ?? "—"
      lines.append(
        "| \(result.metric.rawValue)\(result.isPrimary ? " (primary)" : "") | "
          + "\(ExperimentNumber.text(result.control, decimals: 3)) | \(ExperimentNumber.text(result.treatment, decimals: 3)) | "
          + "\(ExperimentAnalysis.format(result.difference)) | \(interval) | \(ExperimentNumber.pValue(result.pValue)) | "
          + "\(result.verdict.rawValue) |")
    }
    if let reduction = ExperimentText.varianceReduction(analysis) {
      lines.append("")
      lines.append(reduction + ".")
    }
    if let guardian = analysis.guardian {
      lines.append("")
      lines.append("Guardian (source `guardian`, reason `DISABLED`): \(cell(guardian.detail)).")
    }
    if let mde = analysis.minimumDetectableEffect {
      lines.append("")
      lines.append(
        "Minimum detectable effect on \(experiment.primary.rawValue) at 80% power: "
          + "±\(ExperimentNumber.text(mde)) \(experiment.primary.unit).")
    }
    lines.append("")
    lines.append("> \(ExperimentText.assumption)")
    return lines.joined(separator: "\n") + "\n"
  }
}
