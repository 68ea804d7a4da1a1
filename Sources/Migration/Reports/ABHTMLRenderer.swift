import TextSurface

/// `strangler ab --html OUT`: one self-contained page (no network, no other
/// file) a reviewer scans in seconds, in the manner of Playwright's report:
///
/// - a summary whose counts are filters by outcome (all, mismatch, failed,
///   equivalent, identical) and a search box over scenario names, files and
///   variants;
/// - the parity rules file that applied, and each rule used once: its reason,
///   its expiry and every comparison it covered;
/// - per scenario a timeline: one row per step (line, step, virtual time)
///   and one column per comparison, each cell marking what that step came to;
/// - per comparison every differing step (not only the first), both frames
///   with the differing cells outlined (never a blank cell beside a blank
///   one), and a switch between side by side, expected, actual and diff (the
///   actual frame with equal cells faded and differing ones in red).
///
/// The filters and the switch are CSS (radio buttons), so they work without
/// JavaScript; only the search box needs it, and stays hidden without it.
/// The page is XHTML-valid (every tag closed, only XML's five entities, the
/// script in CDATA) so any XML parser can check it; everything from
/// scenarios is escaped. Byte-identical across runs unless `timings` adds
/// measured render times.
public enum ABHTMLRenderer {
  /// The outcome filters, in the order the summary shows them.
  static let filters: [(id: String, label: String, result: ABResult?)] = [
    ("all", "All", nil), ("mismatch", "Mismatch", .mismatch), ("failed", "Failed", .failed),
    ("equivalent", "Equivalent", .equivalent), ("identical", "Identical", .identical),
  ]

  /// The report as a complete HTML document.
  public static func render(_ report: ABReport, timings: Bool = false) -> String {
    var out = """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>\(escape(report.headline))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>

      """
    // The filters' radio buttons come first, so CSS can select what follows them.
    for filter in filters {
      out += "<input type=\"radio\" name=\"filter\" class=\"filter\" id=\"f-\(filter.id)\""
      out += filter.id == "all" ? " checked=\"checked\" />\n" : " />\n"
    }
    out += "<header>\n<h1>\(escape(report.headline))</h1>\n"
    out += "<p class=\"rules\">\(escape(report.rulesLine))</p>\n"
    out += summary(report)
    out += "</header>\n<main>\n"
    out += results(report)
    out += rules(report)
    out += "<h2>Scenarios</h2>\n"
    for (number, scenario) in report.scenarios.enumerated() {
      out += self.scenario(scenario, number: number + 1)
    }
    out += cost(report, timings: timings)
    out += "</main>\n<script>//<![CDATA[\n\(script)\n//]]></script>\n</body>\n</html>\n"
    return out
  }

  /// The counts, each a filter, and the search box; then each scenario,
  /// linked, with its worst result.
  static func summary(_ report: ABReport) -> String {
    let counts = report.counts
    var out = "<p class=\"summary\">\(counts.identical) identical, "
    out += "<span class=\"equivalent\">\(counts.equivalent) equivalent under a rule</span> "
    out += "(\(counts.ignoredDifferences) differences ignored), \(counts.mismatched) mismatched, "
    out += "\(counts.failed) failed.</p>\n<nav class=\"filters\">Show: "
    for filter in filters {
      let count =
        switch filter.result {
        case nil: counts.comparisons
        case .identical?: counts.identical
        case .equivalent?: counts.equivalent
        case .mismatch?: counts.mismatched
        case .failed?: counts.failed
        }
      out += "<label for=\"f-\(filter.id)\">\(filter.label) <b>\(count)</b></label> "
    }
    out += "<input type=\"search\" id=\"search\" placeholder=\"Search scenarios, files, variants\" "
    out += "aria-label=\"Search\" hidden=\"hidden\" /></nav>\n<ul class=\"scenarios\">\n"
    for (number, scenario) in report.scenarios.enumerated() {
      let worst = worstResult(scenario)
      out += "<li class=\"\(resultClasses(scenario))\" data-search=\"\(escape(searchText(scenario)))\">"
      out += "<a href=\"#scenario-\(number + 1)\">\(escape(scenario.name))</a> "
      out += "<span class=\"\(worst.label)\">\(worst.label)</span></li>\n"
    }
    return out + "</ul>\n"
  }

  /// One row per comparison: scenario, candidate, result and what differed
  /// first, linked to the comparison's frames; rules named, not explained
  /// (their reasons are in the rules section, once).
  static func results(_ report: ABReport) -> String {
    var out = "<h2>Results</h2>\n<table class=\"results\">\n"
    out += "<tr><th>Scenario</th><th>Candidate</th><th>Result</th><th>First difference</th></tr>\n"
    for (number, scenario) in report.scenarios.enumerated() {
      for (index, comparison) in scenario.comparisons.enumerated() {
        let outcome = comparison.result.label
        let anchor = "s\(number + 1)-c\(index + 1)"
        out += "<tr class=\"row r-\(comparison.result.rawValue)\" "
        out += "data-search=\"\(escape(searchText(scenario) + " " + comparison.label))\">"
        // The name on every row (faded after the first), so a filtered row still says its scenario.
        out += index == 0 ? "<td>\(escape(scenario.name))</td>" : "<td class=\"again\">\(escape(scenario.name))</td>"
        out += "<td><a href=\"#\(anchor)\">\(escape(comparison.label))</a></td>"
        out += "<td class=\"\(outcome)\">\(outcome)</td><td>\(firstDifference(comparison))</td></tr>\n"
      }
    }
    return out + "</table>\n"
  }

  /// What a comparison found first, as HTML: the mismatch or failure, or the
  /// rules that made it equivalent, linked to their reasons.
  static func firstDifference(_ comparison: ABComparisonReport) -> String {
    guard comparison.passed else {
      let later = comparison.differingSteps - 1
      return escape(comparison.firstDifference)
        + (later > 0 ? " <small>(and \(later) more differing step\(later == 1 ? "" : "s"))</small>" : "")
    }
    return comparison.ruleUses.map { use in
      let levels = use.levels.map(\.rawValue).joined(separator: "/")
      return "\(use.masked ? "" : "under ")rule \(ruleLink(use.rule)): \(use.differences) \(levels) "
        + "difference\(use.differences == 1 ? "" : "s") \(use.masked ? "ignored" : "set aside")"
    }.joined(separator: "; ")
  }

  /// The rules file, then each rule used: its reason once, and the comparisons it covered.
  static func rules(_ report: ABReport) -> String {
    var out = "<h2>Parity rules</h2>\n<p>\(escape(report.rulesLine))</p>\n"
    var order: [ABRule] = []
    var covered: [ABRule: [(anchor: String, text: String)]] = [:]
    for (number, scenario) in report.scenarios.enumerated() {
      for (index, comparison) in scenario.comparisons.enumerated() {
        for use in comparison.ruleUses {
          if covered[use.rule] == nil { order.append(use.rule) }
          let levels = use.levels.map(\.rawValue).joined(separator: "/")
          covered[use.rule, default: []].append(
            (
              "s\(number + 1)-c\(index + 1)",
              "\(scenario.name) · \(comparison.label): \(use.differences) \(levels) "
                + "difference\(use.differences == 1 ? "" : "s") \(use.masked ? "ignored" : "set aside")"
            ))
        }
      }
    }
    guard !order.isEmpty else { return out + "<p>No rule allowed a difference in this report.</p>\n" }
    out += "<dl class=\"rule-list\">\n"
    for rule in order {
      out += "<dt id=\"\(ruleAnchor(rule))\">\(escape(rule.id))</dt>\n<dd><p>\(escape(rule.reason))"
      if let expires = rule.expires { out += " <small>(expires \(escape(expires.description)))</small>" }
      out += "</p>\n<ul>\n"
      for entry in covered[rule] ?? [] {
        out += "<li><a href=\"#\(entry.anchor)\">\(escape(entry.text))</a></li>\n"
      }
      out += "</ul></dd>\n"
    }
    return out + "</dl>\n"
  }

  /// A scenario: its timeline, failed expectations, then each comparison.
  static func scenario(_ scenario: ABScenarioReport, number: Int) -> String {
    var out = "<section class=\"scenario \(resultClasses(scenario))\" id=\"scenario-\(number)\" "
    out += "data-search=\"\(escape(searchText(scenario)))\">\n"
    out += "<h3>\(escape(scenario.name)) <small>(\(escape(scenario.file)))</small></h3>\n"
    out += timeline(scenario, number: number)
    for failure in ABTableRenderer.failures(scenario) {
      out += "<p class=\"FAILED\">Expectation failed</p>\n<pre class=\"diff\">\(escape(failure))</pre>\n"
    }
    for (index, comparison) in scenario.comparisons.enumerated() {
      out += self.comparison(comparison, anchor: "s\(number)-c\(index + 1)")
    }
    return out + "</section>\n"
  }

  /// The scenario step by step: a row per step with its line and virtual
  /// time, a column per comparison, each cell the step's mark (linked to the
  /// frames where the comparison shows them).
  static func timeline(_ scenario: ABScenarioReport, number: Int) -> String {
    guard !scenario.steps.isEmpty else { return "" }
    var out = "<details class=\"timeline\" open=\"open\"><summary>Timeline: \(scenario.steps.count) "
    out += "step\(scenario.steps.count == 1 ? "" : "s")</summary>\n<table class=\"timeline\">\n"
    out += "<tr><th>Line</th><th>Step</th><th>Virtual time</th>"
    for (index, comparison) in scenario.comparisons.enumerated() {
      out += "<th class=\"t-\(comparison.result.rawValue)\"><a href=\"#s\(number)-c\(index + 1)\" "
      out += "title=\"\(escape(comparison.label))\">\(index + 1)</a></th>"
    }
    out += "</tr>\n"
    for (stepIndex, step) in scenario.steps.enumerated() {
      out += "<tr><td class=\"n\">\(step.line)</td><td><code>\(escape(step.source))</code></td>"
      out += "<td class=\"n\">\(step.at.map(seconds) ?? "—")</td>"
      for (index, comparison) in scenario.comparisons.enumerated() {
        guard comparison.marks.indices.contains(stepIndex) else {
          out += "<td class=\"mark none\" title=\"not compared\">·</td>"
          continue
        }
        let mark = comparison.marks[stepIndex]
        guard mark != .identical else {
          // Most cells: the column's heading names the comparison, the legend the mark.
          out += "<td class=\"mark m-identical\">✓</td>"
          continue
        }
        let title = escape("\(comparison.label): \(mark.words)")
        let shown = comparison.shownSteps.firstIndex { $0.line == step.line }
        let symbol = escape(mark.rawValue)
        out += "<td class=\"mark m-\(markClass(mark))\" title=\"\(title)\">"
        if let shown {
          out += "<a href=\"#s\(number)-c\(index + 1)-k\(shown + 1)\">\(symbol)</a></td>"
        } else {
          out += "\(symbol)</td>"
        }
      }
      out += "</tr>\n"
    }
    out += "</table>\n<p class=\"legend\">"
    out += ABStepMark.allCases.map {
      "<span class=\"mark m-\(markClass($0))\">\($0 == .identical ? "✓" : escape($0.rawValue))</span> \(escape($0.words))"
    }
    .joined(separator: " · ")
    out += "; columns: "
    out += scenario.comparisons.enumerated().map { "\($0.offset + 1) \(escape($0.element.label))" }
      .joined(separator: ", ")
    return out + "</p>\n</details>\n"
  }

  /// A comparison: its result, then each step it shows, both frames with a view switch.
  static func comparison(_ comparison: ABComparisonReport, anchor: String) -> String {
    let result = comparison.result
    var out = "<article class=\"cmp r-\(result.rawValue)\" id=\"\(anchor)\">\n"
    out += "<h4>\(escape(comparison.candidate.description)) vs \(escape(comparison.reference.description)) "
    out += "<span class=\"\(result.label)\">\(result.label)</span>"
    if comparison.differingSteps > 0 {
      out += " <small>\(comparison.differingSteps) differing step\(comparison.differingSteps == 1 ? "" : "s")</small>"
    }
    out += "</h4>\n"
    if comparison.isBaseline, comparison.mismatch == nil {
      out += "<p>The determinism baseline: two all-legacy runs, identical at every step.</p>\n"
    }
    let kept = comparison.shownSteps.filter {
      if case .laterMismatch = $0.note { return true }
      return false
    }.count
    let notKept = comparison.differingSteps - 1 - kept
    for (index, step) in comparison.shownSteps.enumerated() {
      out += frames(comparison, step, anchor: "\(anchor)-k\(index + 1)")
    }
    if comparison.mismatch != nil, notKept > 0 {
      out += "<p>\(notKept) more differing step\(notKept == 1 ? "" : "s") (marked in the timeline); "
      out += "frames are kept for the first \(ABComparison.laterMismatchLimit + 1).</p>\n"
    }
    return out + "</article>\n"
  }

  /// Both runs' frames at one shown step, the differing cells outlined, with
  /// what the step shows and a switch: side by side, expected, actual, diff.
  private static func frames(_ comparison: ABComparisonReport, _ step: ABShownStep, anchor: String) -> String {
    var out = "<div class=\"step\" id=\"\(anchor)\">\n<p>"
    var diff: String?
    switch step.note {
    case .mismatch:
      out += "<span class=\"MISMATCH\">\(escape(comparison.mismatch?.summary ?? ""))</span>"
      if let mismatch = comparison.mismatch, mismatch.kind != .frame { diff = mismatch.diff }
    case .laterMismatch(let kind, let text):
      out += "<span class=\"MISMATCH\">\(kind == .steps ? "steps differ" : "\(kind) differs") too after line "
      out += "\(step.line) (\(escape(step.source)))</span>"
      if kind != .frame { diff = text }
    case .intended(let levels, let rules):
      out += "<span class=\"equivalent\">intended change after line \(step.line) (\(escape(step.source))): "
      out += "\(levels.map(\.rawValue).joined(separator: ", ")) set aside under "
      out += rules.map { "rule \(ruleLink($0))" }.joined(separator: ", ") + "</span>"
    case .identical:
      out += "identical after line \(step.line) (\(escape(step.source)))"
    }
    out += "</p>\n"
    let views = [("both", "Side by side"), ("expected", "Expected"), ("actual", "Actual"), ("diff", "Diff")]
    for (view, label) in views {
      out += "<input type=\"radio\" name=\"\(anchor)\" id=\"\(anchor)-\(view)\" class=\"view v-\(view)\""
      out += view == "both" ? " checked=\"checked\" />" : " />"
      out += "<label for=\"\(anchor)-\(view)\">\(label)</label>\n"
    }
    out += "<div class=\"frames\">\n"
    let sides: [(String, String, ABShownFrame?)] = [
      ("expected", "expected: \(comparison.reference.description)", step.reference),
      ("actual", "actual: \(comparison.candidate.description)", step.candidate),
    ]
    for (role, label, frame) in sides {
      out += "<figure class=\"\(role)\"><figcaption>\(escape(label))"
      // The diff view is the actual frame restyled by CSS: equal cells faded, differing ones in red.
      if role == "actual" { out += "<span class=\"diff-note\"> (diff: differing cells in red)</span>" }
      out += "</figcaption>\n<pre>"
      // ABRunner keeps the frames of every step shown here; a report built
      // from runs that did not keep the step says so rather than drawing an empty grid.
      out += frame.map { $0.isKept ? grid($0) : "(frame not kept)" } ?? "(no such step)"
      out += "</pre></figure>\n"
    }
    out += "</div>\n"
    if let diff { out += "<pre class=\"diff\">\(escape(diff))</pre>\n" }
    return out + "</div>\n"
  }

  /// The cost table: whole scenario, each candidate beside the all-legacy reference.
  static func cost(_ report: ABReport, timings: Bool) -> String {
    var out = "<h2>Cost</h2>\n<p>Whole scenario; each candidate beside the all-legacy reference.</p>\n<table>\n"
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
    return out + "</table>\n"
  }

  /// The worst result of a scenario's comparisons: mismatch, failed, equivalent, identical.
  static func worstResult(_ scenario: ABScenarioReport) -> ABResult {
    let results = Set(scenario.comparisons.map(\.result))
    return [ABResult.mismatch, .failed, .equivalent].first { results.contains($0) } ?? .identical
  }

  /// `r-identical r-mismatch`: one class per result among the scenario's comparisons, for the filters.
  static func resultClasses(_ scenario: ABScenarioReport) -> String {
    let results = Set(scenario.comparisons.map(\.result))
    return ABResult.allCases.filter(results.contains).map { "r-\($0.rawValue)" }.joined(separator: " ")
  }

  /// What the search box matches: the scenario's name, file and variants, lowercased.
  static func searchText(_ scenario: ABScenarioReport) -> String {
    ([scenario.name, scenario.file] + scenario.comparisons.map(\.candidate.description)).joined(separator: " ")
      .lowercased()
  }

  /// `rule-home`: the anchor of a rule's reason (ids are letters, digits and dots).
  static func ruleAnchor(_ rule: ABRule) -> String {
    "rule-" + String(rule.id.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  /// The rule's id, linked to its reason.
  static func ruleLink(_ rule: ABRule) -> String {
    "<a href=\"#\(escape(ruleAnchor(rule)))\">\(escape(rule.id))</a>"
  }

  /// `identical`, `frame`, …: a mark's CSS class.
  static func markClass(_ mark: ABStepMark) -> String {
    switch mark {
    case .identical: "identical"
    case .ignored: "ignored"
    case .intended: "intended"
    case .frame: "frame"
    case .semantics: "semantics"
    case .effects: "effects"
    case .steps: "steps"
    case .failed: "failed"
    }
  }

  /// `2.5 s`, `0 s`: virtual time, to the millisecond.
  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.milliseconds
    let fraction = milliseconds % 1000
    guard fraction != 0 else { return "\(milliseconds / 1000) s" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(milliseconds / 1000).\(digits) s"
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

  /// The page's style: the filters and the view switch are radio buttons read by CSS.
  static let style = """
    body { font-family: sans-serif; margin: 0; color: #1f2328; }
    header { padding: 1em 1.5em 0.5em; border-bottom: 1px solid #d0d7de; background: #f6f8fa; }
    main { padding: 0 1.5em 2em; }
    h1 { font-size: 1.3em; margin: 0.2em 0; }
    table { border-collapse: collapse; margin-bottom: 1.5em; }
    th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
    td.n { text-align: right; }
    td.again { color: #8c959f; }
    dl.rule-list dt { font-weight: bold; font-family: monospace; margin-top: 0.6em; }
    dl.rule-list dd p { margin: 0.2em 0; }
    .identical { color: #1a7f37; }
    .equivalent { color: #9a6700; font-weight: bold; }
    .MISMATCH, .FAILED { color: #cf222e; font-weight: bold; }
    input.filter { position: absolute; opacity: 0; pointer-events: none; }
    nav.filters label { display: inline-block; padding: 0.2em 0.7em; border: 1px solid #d0d7de; border-radius: 1em;
      cursor: pointer; background: #fff; margin: 0.1em; }
    nav.filters input[type=search] { margin-left: 1em; padding: 0.25em 0.5em; min-width: 18em; }
    #f-all:checked ~ header label[for=f-all], #f-mismatch:checked ~ header label[for=f-mismatch],
    #f-failed:checked ~ header label[for=f-failed], #f-equivalent:checked ~ header label[for=f-equivalent],
    #f-identical:checked ~ header label[for=f-identical] { background: #0969da; color: #fff; border-color: #0969da; }
    #f-mismatch:checked ~ * .r-identical:not(.r-mismatch), #f-mismatch:checked ~ * .r-equivalent:not(.r-mismatch),
    #f-mismatch:checked ~ * .r-failed:not(.r-mismatch),
    #f-failed:checked ~ * .r-identical:not(.r-failed), #f-failed:checked ~ * .r-equivalent:not(.r-failed),
    #f-failed:checked ~ * .r-mismatch:not(.r-failed),
    #f-equivalent:checked ~ * .r-identical:not(.r-equivalent), #f-equivalent:checked ~ * .r-mismatch:not(.r-equivalent),
    #f-equivalent:checked ~ * .r-failed:not(.r-equivalent),
    #f-identical:checked ~ * .r-mismatch:not(.r-identical), #f-identical:checked ~ * .r-equivalent:not(.r-identical),
    #f-identical:checked ~ * .r-failed:not(.r-identical) { display: none; }
    table.timeline th.t-mismatch a, table.timeline th.t-failed a { color: #cf222e; }
    .hidden-by-search { display: none !important; }
    ul.scenarios { columns: 3 18em; padding-left: 1.2em; }
    section.scenario { border-top: 2px solid #d0d7de; margin-top: 1.5em; }
    article.cmp { margin: 1em 0 1em 1em; }
    article.cmp h4 { margin: 0.5em 0; }
    .step { margin: 0.5em 0 1.2em; }
    .step input.view { margin-left: 0.8em; }
    .frames { display: flex; gap: 1.5em; flex-wrap: wrap; }
    figure { margin: 0.3em 0; }
    figcaption { font-size: 0.85em; color: #57606a; }
    .v-expected:checked ~ .frames figure:not(.expected) { display: none; }
    .v-actual:checked ~ .frames figure:not(.actual) { display: none; }
    .v-diff:checked ~ .frames figure:not(.actual) { display: none; }
    .diff-note { display: none; }
    .v-diff:checked ~ .frames .diff-note { display: inline; }
    table.timeline td, table.timeline th { padding: 0.1em 0.4em; }
    td.mark, span.mark { text-align: center; font-family: monospace; }
    .m-identical { color: #1a7f37; } .m-ignored { color: #57606a; } .m-intended { background: #fff8c5; }
    .m-frame, .m-semantics, .m-effects, .m-steps { background: #ffebe9; color: #cf222e; font-weight: bold; }
    .m-failed { background: #ffebe9; color: #cf222e; }
    p.legend { font-size: 0.85em; color: #57606a; }
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
    .v-diff:checked ~ .frames pre { color: #666; }
    .v-diff:checked ~ .frames pre span { color: inherit; background: none; font-weight: normal; font-style: normal;
      opacity: 1; text-decoration: none; }
    .v-diff:checked ~ .frames pre span.d { background: #cf222e; color: #fff; outline: none; }
    pre.diff { background: #f6f8fa; color: #111; }
    """

  /// The search box: progressive enhancement, hidden without JavaScript.
  static let script = """
    (function () {
      var box = document.getElementById("search");
      if (!box) { return; }
      box.hidden = false;
      box.addEventListener("input", function () {
        var query = box.value.trim().toLowerCase();
        var items = document.querySelectorAll("[data-search]");
        for (var i = 0; i < items.length; i++) {
          var match = query === "" || items[i].getAttribute("data-search").indexOf(query) >= 0;
          items[i].classList.toggle("hidden-by-search", !match);
        }
      });
    })();
    """
}
