import TextSurface

/// `strangler ab --html OUT`: one self-contained page (no scripts, no external
/// files) with the results, the cost figures, and both fronts' frames side by
/// side, differing cells highlighted.
///
/// The page is XHTML-valid (every tag closed, only XML's five entities) so
/// any XML parser can check it; everything from scenarios is escaped.
/// Byte-identical across runs unless `timings` adds measured render times.
public enum ABHTMLRenderer {
  /// The report as a complete HTML document.
  public static func render(_ report: ABReport, timings: Bool = false) -> String {
    var out = """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8" />
      <title>\(escape(ABSummary.headline(report)))</title>
      <style>
      body { font-family: sans-serif; margin: 1.5em; }
      table { border-collapse: collapse; margin-bottom: 1.5em; }
      th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
      td.n { text-align: right; }
      .identical { color: #1a7f37; }
      .equivalent { color: #9a6700; font-weight: bold; }
      .summary li { margin: 0.15em 0; }
      .MISMATCH, .FAILED { color: #cf222e; font-weight: bold; }
      .frames { display: flex; gap: 1.5em; flex-wrap: wrap; }
      pre { background: #111; color: #eee; padding: 0.4em; line-height: 1.15; margin: 0.3em 0; }
      pre .b { font-weight: bold; } pre .m { opacity: 0.6; } pre .i { font-style: italic; }
      pre .u { text-decoration: underline; } pre .v { background: #eee; color: #111; }
      pre .fg-black { color: #555; } pre .fg-red { color: #f66; } pre .fg-green { color: #6d6; }
      pre .fg-yellow { color: #dd6; } pre .fg-blue { color: #69f; } pre .fg-magenta { color: #d6d; }
      pre .fg-cyan { color: #6dd; } pre .fg-white { color: #fff; }
      pre .bg-black { background: #000; } pre .bg-red { background: #a00; } pre .bg-green { background: #0a0; }
      pre .bg-yellow { background: #aa0; } pre .bg-blue { background: #00a; } pre .bg-magenta { background: #a0a; }
      pre .bg-cyan { background: #0aa; } pre .bg-white { background: #ccc; color: #111; }
      pre span.d { outline: 1px solid #ff5c5c; outline-offset: -1px; text-decoration: underline wavy #ff5c5c; }
      pre.diff { background: #f6f8fa; color: #111; }
      </style>
      </head>
      <body>
      <h1>\(escape(ABSummary.headline(report)))</h1>

      """
    out += summary(report)
    out += "<table>\n<tr><th>Scenario</th><th>Candidate</th><th>Result</th><th>First difference</th></tr>\n"
    for result in report.scenarios {
      for (index, comparison) in result.comparisons.enumerated() {
        let outcome = ABSummary.result(comparison)
        out += "<tr><td>\(escape(index == 0 ? result.scenario.name : ""))</td>"
        out += "<td>\(escape(ABSummary.candidateLabel(comparison)))</td>"
        out +=
          "<td class=\"\(outcome)\">\(outcome)</td><td>\(escape(ABSummary.firstDifference(comparison)))</td></tr>\n"
      }
    }
    out += "</table>\n<h2>Cost</h2>\n<p>Whole scenario; each candidate beside the all-legacy reference.</p>\n<table>\n"
    out += "<tr><th>Scenario</th><th>Variant</th><th>Bytes written</th><th>Frames written</th><th>Views drawn</th>"
    out += "<th>Bodies evaluated</th>" + (timings ? "<th>Render time</th>" : "") + "</tr>\n"
    for result in report.scenarios {
      for (index, entry) in ABSummary.costEntries(result).enumerated() {
        let figures =
          ABSummary.costFigures(entry.run) + (timings ? [ABSummary.milliseconds(entry.run.totalRenderTime)] : [])
        out += "<tr><td>\(escape(index == 0 ? result.scenario.name : ""))</td><td>\(escape(entry.label))</td>"
        out += figures.map { "<td class=\"n\">\(escape($0))</td>" }.joined() + "</tr>\n"
      }
    }
    out += "</table>\n<h2>Frames</h2>\n"
    for (number, result) in report.scenarios.enumerated() {
      out += "<h3 id=\"scenario-\(number + 1)\">\(escape(result.scenario.name)) "
      out += "<small>(\(escape(result.scenario.file)))</small></h3>\n"
      for failure in ABSummary.failures(result) {
        out += "<p class=\"FAILED\">Expectation failed</p>\n<pre class=\"diff\">\(escape(failure))</pre>\n"
      }
      // Every variant's frames: the baseline only when it is not deterministic.
      for comparison in result.comparisons where !comparison.isBaseline || comparison.mismatch != nil {
        out += frames(comparison)
      }
    }
    out += "</body>\n</html>\n"
    return out
  }

  /// The top of the page: counts of each outcome and a link to each
  /// scenario's frames, marked with its result.
  static func summary(_ report: ABReport) -> String {
    let outcomes = report.outcomes
    var out = "<p class=\"summary\">\(outcomes.identical) identical, "
    out += "<span class=\"equivalent\">\(outcomes.equivalent) equivalent under a rule</span> "
    out += "(\(outcomes.ignoredDifferences) differences ignored), \(outcomes.mismatch) mismatched, "
    out += "\(report.scenarios.flatMap(\.comparisons).filter { $0.mismatch == nil && $0.failure != nil }.count) "
    out += "with a failed expectation.</p>\n<ul class=\"summary\">\n"
    for (number, result) in report.scenarios.enumerated() {
      let results = result.comparisons.map(ABSummary.result)
      let worst =
        ["MISMATCH", "FAILED", "equivalent"].first { results.contains($0) } ?? "identical"
      out += "<li><a href=\"#scenario-\(number + 1)\">\(escape(result.scenario.name))</a> "
      out += "<span class=\"\(worst)\">\(worst)</span></li>\n"
    }
    return out + "</ul>\n"
  }

  /// Both runs' frames at the first differing step; when equivalent under a
  /// rule, at the first intended difference too; and when no mismatch, at
  /// each `snapshot` step and the last step.
  static func frames(_ comparison: ABComparison) -> String {
    let records = comparison.referenceRun.records
    var indices: [Int]
    if let mismatch = comparison.mismatch {
      indices = [mismatch.stepIndex]
    } else {
      indices = comparison.allowances.first.map { [$0.stepIndex] } ?? []
      for index in records.indices {
        if case .snapshot = records[index].step.action, !indices.contains(index) { indices.append(index) }
      }
      if let last = records.indices.last, !indices.contains(last) { indices.append(last) }
    }
    return indices.map { frames(comparison, at: $0) }.joined()
  }

  private static func frames(_ comparison: ABComparison, at index: Int) -> String {
    let left = comparison.referenceRun.records.indices.contains(index) ? comparison.referenceRun.records[index] : nil
    let right = comparison.candidateRun.records.indices.contains(index) ? comparison.candidateRun.records[index] : nil
    guard let step = (left ?? right)?.step else { return "" }
    let allowed = comparison.allowances.filter { $0.stepIndex == index }
    var differingCells = comparison.mismatch?.stepIndex == index ? comparison.mismatch?.differingCells ?? [] : []
    if let left, let right, !allowed.isEmpty, left.hasFrames, right.hasFrames {
      differingCells = left.frame.differingCells(from: right.frame)
    }
    let differing = Set(differingCells.map { "\($0.x),\($0.y)" })
    var out = "<p>\(escape(comparison.candidate.description)) vs \(escape(comparison.reference.description)): "
    if let mismatch = comparison.mismatch, mismatch.stepIndex == index {
      out += "<span class=\"MISMATCH\">\(escape(mismatch.summary))</span>"
    } else if !allowed.isEmpty {
      let rules = RuleUse.summarize(allowed).map { "rule \"\($0.rule.id)\": \($0.rule.reason)" }
      out += "<span class=\"equivalent\">intended change after line \(step.line) (\(escape(step.source))): "
      out += "\(allowed.map(\.level.rawValue).joined(separator: ", ")) set aside under "
      out += "\(escape(rules.joined(separator: "; ")))</span>"
    } else {
      out += "identical after line \(step.line) (\(escape(step.source)))"
    }
    out += "</p>\n<div class=\"frames\">\n"
    for (label, record) in [(comparison.reference.description, left), (comparison.candidate.description, right)] {
      out += "<div><div>\(escape(label))</div>\n<pre>"
      // ABRunner keeps the frames of every step shown here; a report built by
      // hand from thinned runs says so rather than drawing an empty grid.
      out +=
        record.map { $0.hasFrames ? grid($0.frame, highlighting: differing) : "(frame not kept)" } ?? "(no such step)"
      out += "</pre></div>\n"
    }
    out += "</div>\n"
    if let mismatch = comparison.mismatch, mismatch.stepIndex == index, mismatch.kind != .frame {
      out += "<pre class=\"diff\">\(escape(mismatch.diff))</pre>\n"
    }
    return out
  }

  /// The frame's rows, each cell escaped; runs of cells with the same look
  /// share one `<span>` whose classes carry the cell style (`b` bold, `v`
  /// inverse, `fg-red`, …) and `d` when the cell differs from the other front.
  static func grid(_ frame: Frame, highlighting differing: Set<String>) -> String {
    var rows: [String] = []
    for y in 0..<frame.size.height {
      var row = ""
      var open = ""
      for x in 0..<frame.size.width {
        let cell = frame[x, y]
        if cell.isContinuation { continue }
        let classes = classNames(cell.style, differs: differing.contains("\(x),\(y)"))
        if classes != open {
          if !open.isEmpty { row += "</span>" }
          if !classes.isEmpty { row += "<span class=\"\(classes)\">" }
          open = classes
        }
        row += escape(cell.grapheme)
      }
      if !open.isEmpty { row += "</span>" }
      rows.append(row)
    }
    return rows.joined(separator: "\n")
  }

  /// `d b fg-red`: differing first, then attributes, then colours; empty for a plain, equal cell.
  static func classNames(_ style: TextStyle, differs: Bool) -> String {
    var names: [String] = differs ? ["d"] : []
    let attributes: [(TextStyle.Attributes, String)] = [
      (.bold, "b"), (.dim, "m"), (.italic, "i"), (.underline, "u"), (.inverse, "v"),
    ]
    names += attributes.filter { style.attributes.contains($0.0) }.map(\.1)
    if let foreground = style.foreground { names.append("fg-\(foreground)") }
    if let background = style.background { names.append("bg-\(background)") }
    return names.joined(separator: " ")
  }

  /// Text safe inside elements and attribute values; control, C1 and
  /// bidirectional characters are shown as visible symbols (`terminalSafe`).
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text.terminalSafeLines {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      // XML forbids most control characters even as references: show a replacement character.
      case _ where character.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }:
        out += "\u{FFFD}"
      default: out.append(character)
      }
    }
    return out
  }
}
