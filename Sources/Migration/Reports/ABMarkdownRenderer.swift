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
    var out = "## \(report.passed ? "✅" : "❌") \(cell(report.headline))\n\n\(cell(report.rulesLine))\n"
    let equivalents = report.scenarios.flatMap { scenario in
      scenario.comparisons.filter { $0.result == .equivalent }.map { (scenario, $0) }
    }
    if !equivalents.isEmpty {
      out += "\n### Equivalent under a rule\n\n"
      out += "Intended differences, declared in the parity rules with a reason; counted apart.\n\n"
      out += "| Scenario | Candidate | Rule | Reason | Levels set aside | Differences |\n|---|---|---|---|---|--:|\n"
      for (scenario, comparison) in equivalents {
        for use in comparison.ruleUses where !use.masked {
          let cells = [
            scenario.name, comparison.candidate.description, use.rule.id, use.rule.reason,
            use.levels.map(\.rawValue).joined(separator: ", "), String(use.differences),
          ]
          out += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
        }
      }
    }
    let mismatches = report.scenarios.flatMap { scenario in
      scenario.comparisons.compactMap { comparison in comparison.mismatch.map { (scenario, comparison, $0) } }
    }
    if !mismatches.isEmpty {
      out += "\n### Mismatches\n"
      for (scenario, comparison, mismatch) in mismatches {
        out += "\n**\(cell(scenario.name))** (`\(cell(scenario.file))`): \(comparison.candidate) vs "
        out += "\(comparison.reference), \(cell(mismatch.summary)) — `-` \(comparison.reference), "
        out += "`+` \(comparison.candidate)\n\n```diff\n\(mismatch.diff.terminalSafeLines)\n```\n"
      }
    }
    let failures = report.scenarios.flatMap(ABTableRenderer.failures)
    if !failures.isEmpty {
      out += "\n### Failed expectations\n\n```\n" + failures.joined(separator: "\n") + "\n```\n"
    }
    var tables = "| Scenario | Candidate | Result | First difference |\n|---|---|---|---|\n"
    for scenario in report.scenarios {
      for (index, comparison) in scenario.comparisons.enumerated() {
        let cells = [
          index == 0 ? scenario.name : "", comparison.label, comparison.result.label, comparison.firstDifference,
        ]
        tables += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
    }
    tables += "\n### Cost\n\nWhole scenario; each candidate beside the all-legacy reference.\n\n"
    tables += "| Scenario | Variant | Bytes written | Frames written | Views drawn | Bodies evaluated |"
    tables += timings ? " Render time |\n" : "\n"
    tables += "|---|---|--:|--:|--:|--:|" + (timings ? "--:|\n" : "\n")
    for scenario in report.scenarios {
      for (index, entry) in scenario.costs.enumerated() {
        let cells =
          [index == 0 ? scenario.name : "", entry.label] + ABTableRenderer.costFigures(entry.cost)
          + (timings ? [ABTableRenderer.milliseconds(entry.renderTime)] : [])
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
