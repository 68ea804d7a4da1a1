/// Renders `ABResults` — a merged report (`strangler ab merge`), which has
/// results but no runs or frames — as a table, Markdown or an HTML page, in
/// the same words as the renderers of a fresh report.
public enum ABResultsRenderer {
  /// The results table, each mismatch's line diff and each failed expectation.
  public static func table(_ results: ABResults, colour: Bool = false) -> String {
    var out = results.headline + "\n\n"
    var rows: [[String]] = [["SCENARIO", "CANDIDATE", "RESULT", "FIRST DIFFERENCE"]]
    for scenario in results.scenarios {
      for (index, comparison) in scenario.comparisons.enumerated() {
        rows.append([
          index == 0 ? scenario.name : "", comparison.label, displayed(comparison.result), comparison.firstDifference,
        ])
      }
    }
    out += ABTableRenderer.table(rows) { row, column, cell in
      guard colour, row > 0, column == 2 else { return cell }
      return (cell.hasPrefix("identical") ? "\u{1B}[32m" : "\u{1B}[31m") + cell + "\u{1B}[0m"
    }
    for (scenario, comparison) in problems(results) {
      out += "\n\(displayed(comparison.result)) \(scenario.file): \(comparison.candidate) vs \(comparison.reference): "
      out += comparison.firstDifference + "\n"
      if !comparison.diff.isEmpty { out += comparison.diff.joined(separator: "\n") + "\n" }
    }
    return out
  }

  /// GitHub-flavoured Markdown: headline, results table, mismatches as `diff` blocks.
  public static func markdown(_ results: ABResults) -> String {
    var out = "## \(results.passed ? "✅" : "❌") \(results.headline)\n\n"
    out += "| Scenario | Candidate | Result | First difference |\n|---|---|---|---|\n"
    for scenario in results.scenarios {
      for (index, comparison) in scenario.comparisons.enumerated() {
        let cells = [
          index == 0 ? scenario.name : "", comparison.label, displayed(comparison.result), comparison.firstDifference,
        ]
        out += "| " + cells.map(ABMarkdownRenderer.cell).joined(separator: " | ") + " |\n"
      }
    }
    let problems = problems(results).filter { !$0.1.diff.isEmpty }
    if !problems.isEmpty {
      out += "\n### Mismatches\n"
      for (scenario, comparison) in problems {
        out += "\n**\(ABMarkdownRenderer.cell(scenario.name))** (`\(scenario.file)`): \(comparison.candidate) vs "
        out += "\(comparison.reference), \(ABMarkdownRenderer.cell(comparison.firstDifference))\n\n"
        out += "```diff\n" + comparison.diff.joined(separator: "\n") + "\n```\n"
      }
    }
    return out
  }

  /// A self-contained page: the results table and each mismatch's diff.
  public static func html(_ results: ABResults) -> String {
    let escape = ABHTMLRenderer.escape
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escape(results.headline))</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 2em; }
      table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }
      .identical { color: #1a7f37; } .MISMATCH, .FAILED { color: #cf222e; font-weight: bold; }
      pre { background: #f6f8fa; padding: 0.6em; }
      </style>
      </head>
      <body>
      <h1>\(escape(results.headline))</h1>
      <table>
      <tr><th>Scenario</th><th>Candidate</th><th>Result</th><th>First difference</th></tr>

      """
    for scenario in results.scenarios {
      for (index, comparison) in scenario.comparisons.enumerated() {
        let outcome = displayed(comparison.result)
        out += "<tr><td>\(escape(index == 0 ? scenario.name : ""))</td><td>\(escape(comparison.label))</td>"
        out += "<td class=\"\(escape(outcome))\">\(escape(outcome))</td>"
        out += "<td>\(escape(comparison.firstDifference))</td></tr>\n"
      }
    }
    out += "</table>\n"
    for (scenario, comparison) in problems(results) where !comparison.diff.isEmpty {
      out += "<h3>\(escape(scenario.name)) <small>(\(escape(scenario.file)))</small>: "
      out += "\(escape(comparison.candidate)) vs \(escape(comparison.reference))</h3>\n"
      out += "<pre>\(escape(comparison.diff.joined(separator: "\n")))</pre>\n"
    }
    return out + "</body>\n</html>\n"
  }

  /// `identical`, `MISMATCH`, `FAILED`, as the other renderers print results.
  static func displayed(_ result: String) -> String { result == "identical" ? result : result.uppercased() }

  private static func problems(_ results: ABResults) -> [(ABResults.ScenarioResult, ABResults.Comparison)] {
    results.scenarios.flatMap { scenario in
      scenario.comparisons.filter { !$0.passed }.map { (scenario, $0) }
    }
  }
}
