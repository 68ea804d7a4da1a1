/// The experiment report as one self-contained HTML page with inline SVG
/// plots: each metric's always-valid interval narrowing day by day around
/// the difference, the rollout stages, and the arms.
public enum ExperimentHTML {
  /// The page for `analysis`.
  public static func render(_ analysis: ExperimentAnalysis) -> String {
    let experiment = analysis.experiment
    let srm = analysis.srm
    var body: [String] = []
    body.append("<h1>Experiment: \(escape(experiment.name))</h1>")
    body.append(
      "<p class=\"decision \(analysis.decision.rawValue)\"><strong>Decision: \(analysis.decision.rawValue)</strong> — "
        + "\(escape(analysis.reason))</p>")
    body.append(
      "<p>Flag <code>\(escape(experiment.flag))</code>: control \(experiment.control), treatment "
        + "\(experiment.treatment)\(experiment.isAA ? " (A/A)" : ""); day \(analysis.daysRun) of \(experiment.days); "
        + "\(experiment.users) users, seed \(experiment.seed); alpha \(ExperimentNumber.text(experiment.alpha)).</p>")
    body.append(
      "<p>Arms: control \(srm.control), treatment \(srm.treatment) (expected "
        + "\(ExperimentNumber.text(srm.expectedTreatment, decimals: 1))); sample-ratio p = "
        + "\(ExperimentNumber.pValue(srm.pValue))\(srm.mismatch ? " — <strong>mismatch</strong>" : "").</p>")
    body.append("<div class=\"row\">\(stagesPlot(analysis))\(armsPlot(analysis))</div>")
    if let guardian = analysis.guardian {
      body.append("<p class=\"guardian\">Guardian (source guardian, reason DISABLED): \(escape(guardian.detail)).</p>")
    }
    body.append(
      "<table><tr><th>metric</th><th>control</th><th>treatment</th><th>difference</th>"
        + "<th>always-valid interval</th><th>p</th><th>verdict</th></tr>")
    for result in analysis.metrics {
      let interval =
        result.interval.map {
          "[\(ExperimentAnalysis.format($0.lowerBound)), \(ExperimentAnalysis.format($0.upperBound))]"
        } ?? "—"
      body.append(
        "<tr><td>\(result.metric.rawValue)\(result.isPrimary ? " (primary)" : "")</td>"
          + "<td>\(ExperimentNumber.text(result.control, decimals: 3))</td>"
          + "<td>\(ExperimentNumber.text(result.treatment, decimals: 3))</td>"
          + "<td>\(ExperimentAnalysis.format(result.difference))</td><td>\(interval)</td>"
          + "<td>\(ExperimentNumber.pValue(result.pValue))</td><td class=\"\(result.verdict.rawValue)\">"
          + "\(result.verdict.rawValue)</td></tr>")
    }
    body.append("</table>")
    body.append("<h2>Intervals, day by day</h2><div class=\"row\">")
    for result in analysis.metrics { body.append(intervalPlot(result)) }
    body.append("</div>")
    body.append("<p class=\"assumption\">\(escape(ExperimentText.assumption))</p>")
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Experiment: \(escape(experiment.name))</title>
      <style>
      body{font-family:system-ui,sans-serif;margin:2em;max-width:72em}
      table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}
      td:first-child,th:first-child{text-align:left}.worse{color:#b00}.better{color:#070}
      .row{display:flex;flex-wrap:wrap;gap:1em}.assumption{font-style:italic}
      svg text{font-size:11px;font-family:system-ui,sans-serif}
      </style></head><body>
      \(body.joined(separator: "\n"))
      </body></html>

      """
  }

  /// Text for HTML, escaped as every report of the package escapes it
  /// (controls, C1 and bidirectional characters shown as visible symbols).
  static func escape(_ text: String) -> String { ABHTMLRenderer.escape(text) }

  static func number(_ value: Double) -> String { ExperimentNumber.text(value, decimals: 1) }

  /// One metric: the interval band per day, the difference as dots, zero as a line.
  static func intervalPlot(_ result: ExperimentAnalysis.MetricResult) -> String {
    let width = 320.0
    let height = 180.0
    let left = 56.0
    let bottom = 24.0
    let days = result.days
    var values: [Double] = [0]
    for look in days {
      values.append(look.difference)
      if let interval = look.interval { values += [interval.lowerBound, interval.upperBound] }
    }
    var low: Double = values.min() ?? 0
    var high: Double = values.max() ?? 0
    if high - low < 1e-9 {
      low -= 1
      high += 1
    }
    let span: Double = high - low
    let plotWidth: Double = width - left - 10
    let plotHeight: Double = height - bottom - 10
    let count = Double(max(days.count, 1))
    func x(_ day: Int) -> Double { left + plotWidth * (Double(day) + 0.5) / count }
    func y(_ value: Double) -> Double { 10 + plotHeight * (high - value) / span }
    var parts: [String] = []
    parts.append(
      "<line x1=\"\(number(left))\" y1=\"\(number(y(0)))\" x2=\"\(number(width - 5))\" y2=\"\(number(y(0)))\" "
        + "stroke=\"#888\" stroke-dasharray=\"4 3\"/>")
    for look in days {
      if let interval = look.interval {
        parts.append(
          "<line x1=\"\(number(x(look.day)))\" y1=\"\(number(y(interval.lowerBound)))\" x2=\"\(number(x(look.day)))\" "
            + "y2=\"\(number(y(interval.upperBound)))\" stroke=\"#48c\" stroke-width=\"6\" stroke-opacity=\"0.5\"/>")
      }
      parts.append(
        "<circle cx=\"\(number(x(look.day)))\" cy=\"\(number(y(look.difference)))\" r=\"3\" fill=\"#124\"/>")
      parts.append(
        "<text x=\"\(number(x(look.day)))\" y=\"\(number(height - 6))\" text-anchor=\"middle\">day \(look.day + 1)</text>"
      )
    }
    parts.append("<text x=\"4\" y=\"\(number(y(high) + 4))\">\(ExperimentAnalysis.format(high))</text>")
    parts.append("<text x=\"4\" y=\"\(number(y(low)))\">\(ExperimentAnalysis.format(low))</text>")
    return "<figure><svg width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\">"
      + "<title>\(result.metric.rawValue): treatment − control, always-valid interval by day</title>"
      + parts.joined() + "</svg><figcaption>\(result.metric.rawValue) (\(result.metric.unit)), treatment − control"
      + "</figcaption></figure>"
  }

  /// The rollout percent of each day, as steps.
  static func stagesPlot(_ analysis: ExperimentAnalysis) -> String {
    let experiment = analysis.experiment
    let width = 320.0
    let height = 120.0
    let barWidth = (width - 20) / Double(max(experiment.days, 1))
    var parts: [String] = []
    for day in 0..<experiment.days {
      let percent = Double(experiment.stagePercent(day: day))
      let barHeight = (height - 30) * percent / 100
      let looked = day < analysis.daysRun
      parts.append(
        "<rect x=\"\(number(10 + Double(day) * barWidth))\" y=\"\(number(height - 20 - barHeight))\" "
          + "width=\"\(number(barWidth - 2))\" height=\"\(number(barHeight))\" fill=\"\(looked ? "#48c" : "#ccc")\"/>"
          + "<text x=\"\(number(10 + (Double(day) + 0.5) * barWidth))\" y=\"\(number(height - 6))\" "
          + "text-anchor=\"middle\">\(Int(percent))%</text>")
    }
    return "<figure><svg width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\">"
      + "<title>rollout stages by day</title>\(parts.joined())</svg><figcaption>rollout percent by day "
      + "(grey: not run)</figcaption></figure>"
  }

  /// The users in each arm, and the treatment's expected count.
  static func armsPlot(_ analysis: ExperimentAnalysis) -> String {
    let srm = analysis.srm
    let width = 320.0
    let most = Double(max(srm.control, srm.treatment, 1))
    let control = (width - 110) * Double(srm.control) / most
    let treatment = (width - 110) * Double(srm.treatment) / most
    let expected = 90 + (width - 110) * srm.expectedTreatment / most
    return "<figure><svg width=\"\(Int(width))\" height=\"80\" role=\"img\"><title>users per arm</title>"
      + "<text x=\"4\" y=\"24\">control</text><rect x=\"90\" y=\"12\" width=\"\(number(control))\" height=\"16\" "
      + "fill=\"#888\"/><text x=\"4\" y=\"54\">treatment</text><rect x=\"90\" y=\"42\" width=\"\(number(treatment))\" "
      + "height=\"16\" fill=\"#48c\"/><line x1=\"\(number(expected))\" y1=\"38\" x2=\"\(number(expected))\" y2=\"62\" "
      + "stroke=\"#b00\"/></svg><figcaption>users per arm (red: the treatment expected)</figcaption></figure>"
  }
}
