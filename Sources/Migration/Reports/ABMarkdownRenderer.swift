import TextSurface

/// `strangler ab --markdown`: the comparison as a pull-request comment —
/// a headline, the comparisons under a declared rule (rule and reason), each
/// mismatch as a `diff` block, failed expectations, then the results and cost
/// tables. A run with nothing to look at stays short: its tables are folded
/// into a collapsed `<details>` block.
/// Byte-identical across runs unless `timings` adds measured render times.
public enum ABMarkdownRenderer {
  /// The report as GitHub-flavoured Markdown.
  public static func render(_ report: ABReport, timings: Bool = false) -> String {
    var out = "## \(report.passed ? "✅" : "❌") \(cell(ABSummary.headline(report)))\n"
    let equivalents = report.scenarios.flatMap { result in
      result.comparisons.filter { $0.passed && $0.outcome == .equivalent }.map { (result, $0) }
    }
    if !equivalents.isEmpty {
      out += "\n### Equivalent under a rule\n\n"
      out += "Intended differences, declared in the parity rules with a reason; counted apart.\n\n"
      out += "| Scenario | Candidate | Rule | Reason | Levels set aside | Differences |\n|---|---|---|---|---|--:|\n"
      for (result, comparison) in equivalents {
        for use in comparison.ruleUses where !use.masked {
          let cells = [
            result.scenario.name, comparison.candidate.description, use.rule.id, use.rule.reason,
            use.levels.map(\.rawValue).joined(separator: ", "), String(use.differences),
          ]
          out += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
        }
      }
    }
    let mismatches = report.scenarios.flatMap { result in
      result.comparisons.compactMap { comparison in comparison.mismatch.map { (result, comparison, $0) } }
    }
    if !mismatches.isEmpty {
      out += "\n### Mismatches\n"
      for (result, comparison, mismatch) in mismatches {
        out += "\n**\(cell(result.scenario.name))** (`\(cell(result.scenario.file))`): \(comparison.candidate) vs "
        out += "\(comparison.reference), \(cell(mismatch.summary)) — `-` \(comparison.reference), "
        out += "`+` \(comparison.candidate)\n\n```diff\n\(mismatch.diff.terminalSafeLines)\n```\n"
      }
    }
    let failures = report.scenarios.flatMap(ABSummary.failures)
    if !failures.isEmpty {
      out += "\n### Failed expectations\n\n```\n" + failures.joined(separator: "\n") + "\n```\n"
    }
    var tables = "| Scenario | Candidate | Result | First difference |\n|---|---|---|---|\n"
    for result in report.scenarios {
      for (index, comparison) in result.comparisons.enumerated() {
        let cells = [
          index == 0 ? result.scenario.name : "", ABSummary.candidateLabel(comparison),
          ABSummary.result(comparison), ABSummary.firstDifference(comparison),
        ]
        tables += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
    }
    tables += "\n### Cost\n\nWhole scenario; each candidate beside the all-legacy reference.\n\n"
    tables += "| Scenario | Variant | Bytes written | Frames written | Views drawn | Bodies evaluated |"
    tables += timings ? " Render time |\n" : "\n"
    tables += "|---|---|--:|--:|--:|--:|" + (timings ? "--:|\n" : "\n")
    for result in report.scenarios {
      for (index, entry) in ABSummary.costEntries(result).enumerated() {
        let cells =
          [index == 0 ? result.scenario.name : "", entry.label] + ABSummary.costFigures(entry.run)
          + (timings ? [ABSummary.milliseconds(entry.run.totalRenderTime)] : [])
        tables += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
    }
    if report.passed {
      out += "\n<details><summary>Results and cost</summary>\n\n" + tables + "\n</details>\n"
    } else {
      out += "\n### Results\n\n" + tables
    }
    return out
  }

  /// A table cell: line breaks flattened, control characters made visible
  /// (`terminalSafe`), pipes and HTML brackets escaped.
  static func cell(_ text: String) -> String {
    text.replacingAll("\n", with: " ").terminalSafe.replacingAll("|", with: "\\|").replacingAll("<", with: "&lt;")
  }
}

extension String {
  /// Replaces every occurrence of `target` (FoundationEssentials-free, so Migration stays light).
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
