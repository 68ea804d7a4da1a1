/// `strangler ab --markdown`: the comparison as a pull-request comment —
/// a results table, a cost table and each mismatch as a `diff` block.
/// Byte-identical across runs unless `timings` adds measured render times.
public enum ABMarkdownRenderer {
  /// The report as GitHub-flavoured Markdown.
  public static func render(_ report: ABReport, timings: Bool = false) -> String {
    var out = "## \(report.passed ? "✅" : "❌") \(ABSummary.headline(report))\n\n"
    out += "| Scenario | Candidate | Result | First difference |\n|---|---|---|---|\n"
    for result in report.scenarios {
      for (index, comparison) in result.comparisons.enumerated() {
        let cells = [
          index == 0 ? result.scenario.name : "", ABSummary.candidateLabel(comparison),
          ABSummary.result(comparison), ABSummary.firstDifference(comparison),
        ]
        out += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
    }
    out += "\n### Cost\n\nWhole scenario; each candidate beside the all-legacy reference.\n\n"
    out += "| Scenario | Variant | Bytes written | Frames written | Views drawn | Bodies evaluated |"
    out += timings ? " Render time |\n" : "\n"
    out += "|---|---|--:|--:|--:|--:|" + (timings ? "--:|\n" : "\n")
    for result in report.scenarios {
      for (index, entry) in ABSummary.costEntries(result).enumerated() {
        let cells =
          [index == 0 ? result.scenario.name : "", entry.label] + ABSummary.costFigures(entry.run)
          + (timings ? [ABSummary.milliseconds(entry.run.totalRenderTime)] : [])
        out += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
    }
    let mismatches = report.scenarios.flatMap { result in
      result.comparisons.compactMap { comparison in comparison.mismatch.map { (result, comparison, $0) } }
    }
    if !mismatches.isEmpty {
      out += "\n### Mismatches\n"
      for (result, comparison, mismatch) in mismatches {
        out += "\n**\(cell(result.scenario.name))** (`\(result.scenario.file)`): \(comparison.candidate) vs "
        out += "\(comparison.reference), \(cell(mismatch.summary)) — `-` \(comparison.reference), "
        out += "`+` \(comparison.candidate)\n\n```diff\n\(mismatch.diff)\n```\n"
      }
    }
    let failures = report.scenarios.flatMap(ABSummary.failures)
    if !failures.isEmpty {
      out += "\n### Failed expectations\n\n```\n" + failures.joined(separator: "\n") + "\n```\n"
    }
    return out
  }

  /// A table cell: pipes escaped, line breaks flattened.
  static func cell(_ text: String) -> String {
    text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ")
  }
}

extension String {
  /// Replaces every occurrence of `target` (FoundationEssentials-free, so Migration stays light).
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
