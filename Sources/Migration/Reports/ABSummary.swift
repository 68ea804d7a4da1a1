import TextSurface

/// The wording every A/B renderer shares, so the table, Markdown, HTML and
/// JSON say the same thing in the same words.
enum ABSummary {
  /// `9 scenarios, 27 comparisons: all identical`, `… 2 failed`, or
  /// `… 20 identical, 7 equivalent under a rule (31 ignored differences)`.
  static func headline(_ report: ABReport) -> String {
    let (comparisons, passed) = report.counts
    let scenarios = report.scenarios.count
    let what =
      "A/B comparison\(report.matrix ? " (toggle matrix)" : ""): \(scenarios) scenario\(scenarios == 1 ? "" : "s"), "
      + "\(comparisons) comparison\(comparisons == 1 ? "" : "s")"
    let all = report.scenarios.flatMap(\.comparisons)
    let identical = all.filter { $0.passed && $0.outcome == .identical }.count
    let equivalent = all.filter { $0.passed && $0.outcome == .equivalent }.count
    let ignored = all.reduce(0) { $0 + $1.ignoredDifferences }
    let ignoredText = ignored == 0 ? "" : " (\(ignored) ignored difference\(ignored == 1 ? "" : "s"))"
    if identical == comparisons { return "\(what): all identical" + ignoredText }
    if passed < comparisons { return "\(what): \(comparisons - passed) failed" }
    return "\(what): \(identical) identical, \(equivalent) equivalent under a rule" + ignoredText
  }

  /// `legacy (baseline)`, `declarative`, `login alone`.
  static func candidateLabel(_ comparison: ABComparison) -> String {
    comparison.isBaseline ? "\(comparison.candidate) (baseline)" : comparison.candidate.description
  }

  /// `identical`, `equivalent` (every difference allowed by a rule), `MISMATCH`
  /// or `FAILED` (no mismatch, but an expectation failed).
  static func result(_ comparison: ABComparison) -> String {
    comparison.mismatch != nil
      ? "MISMATCH"
      : comparison.failure != nil ? "FAILED" : comparison.outcome == .equivalent ? "equivalent" : "identical"
  }

  /// What went wrong first; for an equivalent comparison, the rules that made
  /// it so, with their reasons and the differences they set aside; else nothing.
  static func firstDifference(_ comparison: ABComparison) -> String {
    if let mismatch = comparison.mismatch {
      // Two all-legacy runs can only differ if something escapes virtual time or the seeded data.
      return comparison.isBaseline ? "not deterministic: \(mismatch.summary)" : mismatch.summary
    }
    if let failure = comparison.failure {
      return "line \(failure.step.line): \(failure.step.source.terminalSafe): expectation failed"
    }
    return ruleUses(comparison)
  }

  /// `under rule "home" (reason): 3 frame differences set aside`, one per rule
  /// used, joined by `; `; masked differences read `rule "settings" (…): 2 … ignored`.
  static func ruleUses(_ comparison: ABComparison) -> String {
    comparison.ruleUses.map { $0.masked ? "\($0)" : "under \($0)" }.joined(separator: "; ")
  }

  /// The runs whose cost is shown: the reference, then each non-baseline candidate.
  static func costEntries(_ result: ABScenarioResult) -> [(label: String, run: ScenarioRun)] {
    guard let reference = result.referenceRun else { return [] }
    return [("legacy", reference)]
      + result.comparisons.filter { !$0.isBaseline }.map { ($0.candidate.description, $0.candidateRun) }
  }

  /// Bytes, frames, views drawn, bodies evaluated.
  static func costFigures(_ run: ScenarioRun) -> [String] {
    let cost = run.totalCost
    return [cost.bytesWritten, cost.framesWritten, cost.viewsDrawn, cost.bodiesEvaluated].map(String.init)
  }

  /// `12.3 ms`, rounded to a tenth.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = (Double(seconds) * 1e4 + Double(attoseconds) / 1e14).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) ms"
  }

  /// Each distinct failed expectation of the scenario's runs, once, the
  /// variant that first failed it named on its first line (a failure's
  /// message may go on with the frame it saw).
  static func failures(_ result: ABScenarioResult) -> [String] {
    var seen: Set<String> = []
    var lines: [String] = []
    for comparison in result.comparisons {
      let runs = [(comparison.referenceRun, comparison.reference), (comparison.candidateRun, comparison.candidate)]
      for (run, variant) in runs {
        guard let failure = run.failure, seen.insert(failure.description).inserted else { continue }
        let description = failure.description
        let first = description.prefix { $0 != "\n" }
        lines.append("\(first) (\(variant))" + description.dropFirst(first.count))
      }
    }
    return lines
  }
}
