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
      <title>\(escape(report.headline))</title>
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
      <h1>\(escape(report.headline))</h1>

      """
    out += summary(report)
    out += "<table>\n<tr><th>Scenario</th><th>Candidate</th><th>Result</th><th>First difference</th></tr>\n"
    for scenario in report.scenarios {
      for (index, comparison) in scenario.comparisons.enumerated() {
        let outcome = comparison.result.label
        out += "<tr><td>\(escape(index == 0 ? scenario.name : ""))</td>"
        out += "<td>\(escape(comparison.label))</td>"
        out += "<td class=\"\(outcome)\">\(outcome)</td><td>\(escape(comparison.firstDifference))</td></tr>\n"
      }
    }
    out += "</table>\n<h2>Cost</h2>\n<p>Whole scenario; each candidate beside the all-legacy reference.</p>\n<table>\n"
    out += "<tr><th>Scenario</th><th>Variant</th><th>Bytes written</th><th>Frames written</th><th>Views drawn</th>"
    out += "<th>Bodies evaluated</th>" + (timings ? "<th>Render time</th>" : "") + "</tr>\n"
    for scenario in report.scenarios {
      for (index, entry) in scenario.costs.enumerated() {
        let figures =
          ABTableRenderer.costFigures(entry.cost) + (timings ? [ABTableRenderer.milliseconds(entry.renderTime)] : [])
        out += "<tr><td>\(escape(index == 0 ? scenario.name : ""))</td><td>\(escape(entry.label))</td>"
        out += figures.map { "<td class=\"n\">\(escape($0))</td>" }.joined() + "</tr>\n"
      }
    }
    out += "</table>\n<h2>Frames</h2>\n"
    for (number, scenario) in report.scenarios.enumerated() {
      out += "<h3 id=\"scenario-\(number + 1)\">\(escape(scenario.name)) "
      out += "<small>(\(escape(scenario.file)))</small></h3>\n"
      for failure in ABTableRenderer.failures(scenario) {
        out += "<p class=\"FAILED\">Expectation failed</p>\n<pre class=\"diff\">\(escape(failure))</pre>\n"
      }
      // Every variant's frames: the baseline only when it is not deterministic.
      for comparison in scenario.comparisons {
        out += comparison.shownSteps.map { frames(comparison, $0) }.joined()
      }
    }
    out += "</body>\n</html>\n"
    return out
  }

  /// The top of the page: how many comparisons had each result (each counted
  /// once) and a link to each scenario's frames, marked with its worst result.
  static func summary(_ report: ABReport) -> String {
    let counts = report.counts
    var out = "<p class=\"summary\">\(counts.identical) identical, "
    out += "<span class=\"equivalent\">\(counts.equivalent) equivalent under a rule</span> "
    out += "(\(counts.ignoredDifferences) differences ignored), \(counts.mismatched) mismatched, "
    out += "\(counts.failed) failed.</p>\n<ul class=\"summary\">\n"
    for (number, scenario) in report.scenarios.enumerated() {
      let results = Set(scenario.comparisons.map(\.result))
      let worst = [ABResult.mismatch, .failed, .equivalent].first { results.contains($0) } ?? .identical
      out += "<li><a href=\"#scenario-\(number + 1)\">\(escape(scenario.name))</a> "
      out += "<span class=\"\(worst.label)\">\(worst.label)</span></li>\n"
    }
    return out + "</ul>\n"
  }

  /// Both runs' frames at one shown step, the differing cells highlighted,
  /// with what the step shows: the mismatch, an intended change, or nothing.
  private static func frames(_ comparison: ABComparisonReport, _ step: ABShownStep) -> String {
    var out = "<p>\(escape(comparison.candidate.description)) vs \(escape(comparison.reference.description)): "
    switch step.note {
    case .mismatch:
      out += "<span class=\"MISMATCH\">\(escape(comparison.mismatch?.summary ?? ""))</span>"
    case .intended(let levels, let rules):
      let rules = rules.map { "rule \"\($0.id)\": \($0.reason)" }
      out += "<span class=\"equivalent\">intended change after line \(step.line) (\(escape(step.source))): "
      out += "\(levels.map(\.rawValue).joined(separator: ", ")) set aside under "
      out += "\(escape(rules.joined(separator: "; ")))</span>"
    case .identical:
      out += "identical after line \(step.line) (\(escape(step.source)))"
    }
    out += "</p>\n<div class=\"frames\">\n"
    for (label, frame) in [
      (comparison.reference.description, step.reference), (comparison.candidate.description, step.candidate),
    ] {
      out += "<div><div>\(escape(label))</div>\n<pre>"
      // ABRunner keeps the frames of every step shown here; a report built by
      // hand from thinned runs says so rather than drawing an empty grid.
      out += frame.map { $0.isKept ? grid($0) : "(frame not kept)" } ?? "(no such step)"
      out += "</pre></div>\n"
    }
    out += "</div>\n"
    if step.note == .mismatch, let mismatch = comparison.mismatch, mismatch.kind != .frame {
      out += "<pre class=\"diff\">\(escape(mismatch.diff))</pre>\n"
    }
    return out
  }

  /// The frame's rows, each cell escaped; runs of cells with the same look
  /// share one `<span>` whose classes carry the cell style (`b` bold, `v`
  /// inverse, `fg-red`, …) and `d` when the cells differ from the other front.
  static func grid(_ frame: ABShownFrame) -> String {
    frame.rows.map { row in
      row.map { run in
        let classes = classNames(run.style, differs: run.differs)
        return classes.isEmpty ? escape(run.text) : "<span class=\"\(classes)\">\(escape(run.text))</span>"
      }.joined()
    }.joined(separator: "\n")
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
