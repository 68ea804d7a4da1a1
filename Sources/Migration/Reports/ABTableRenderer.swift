/// `strangler ab` on a terminal: a results table, a cost table, then each
/// mismatch with a line diff (legacy `-`, candidate `+`) and each failed
/// expectation, once.
public enum ABTableRenderer {
  /// The report as aligned text. `colour` marks results green or red (only on
  /// a terminal, never with NO_COLOR); `timings` adds measured render times,
  /// which differ from run to run (and which a report read from JSON has not).
  public static func render(_ report: ABReport, colour: Bool = false, timings: Bool = false) -> String {
    var out = report.headline + "\n" + report.rulesLine + "\n\n"
    var rows: [[String]] = [["SCENARIO", "CANDIDATE", "RESULT", "FIRST DIFFERENCE"]]
    for scenario in report.scenarios {
      for (index, comparison) in scenario.comparisons.enumerated() {
        rows.append([
          index == 0 ? scenario.name.terminalSafe : "", comparison.label, comparison.result.label,
          comparison.firstDifference,
        ])
      }
    }
    out += table(rows) { row, column, cell in
      guard colour, row > 0, column == 2 else { return cell }
      return (cell.hasPrefix("identical") ? "\u{1B}[32m" : "\u{1B}[31m") + cell + "\u{1B}[0m"
    }
    out += "\nCOST (whole scenario; each candidate beside the all-legacy reference)\n"
    var costRows: [[String]] = [
      ["SCENARIO", "VARIANT", "BYTES", "FRAMES", "VIEWS DRAWN", "BODIES"] + (timings ? ["TIME"] : [])
    ]
    for scenario in report.scenarios {
      for (index, entry) in scenario.costs.enumerated() {
        costRows.append(
          [index == 0 ? scenario.name.terminalSafe : "", entry.label] + costFigures(entry.cost)
            + (timings ? [milliseconds(entry.renderTime)] : []))
      }
    }
    out += table(costRows, rightAligned: [2, 3, 4, 5, 6]) { _, _, cell in cell }
    for problem in report.scenarios.flatMap(problems) { out += "\n" + problem + "\n" }
    return out
  }

  /// What the table tells of one scenario below its tables: each mismatch
  /// with its line diff (`MISMATCH file: declarative vs legacy: frame differs
  /// after line 7 (wait 2s) (- legacy, + declarative)` and the diff), then
  /// each failed expectation once (`FAILED file:8: error: …`). Empty when it passed.
  public static func problems(_ scenario: ABScenarioReport) -> [String] {
    scenario.comparisons.compactMap { comparison in
      comparison.mismatch.map { mismatch in
        "MISMATCH \(scenario.file.terminalSafe): \(comparison.candidate) vs \(comparison.reference): "
          + mismatch.summary + " (- \(comparison.reference), + \(comparison.candidate))\n"
          + mismatch.diff.terminalSafeLines
      }
    } + failures(scenario).map { "FAILED \($0)" }
  }

  /// Bytes, frames, views drawn, bodies evaluated.
  static func costFigures(_ cost: StepCost) -> [String] {
    [cost.bytesWritten, cost.framesWritten, cost.viewsDrawn, cost.bodiesEvaluated].map(String.init)
  }

  /// `12.3 ms`, rounded to a tenth; `n/a` when not measured.
  static func milliseconds(_ duration: Duration?) -> String {
    guard let (seconds, attoseconds) = duration?.components else { return "n/a" }
    let tenths = (Double(seconds) * 1e4 + Double(attoseconds) / 1e14).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) ms"
  }

  /// Each failed step of the scenario once, the variant that failed it
  /// first named at the end of its first line (the message may go on with the frame it saw).
  static func failures(_ scenario: ABScenarioReport) -> [String] {
    scenario.failures.map { failure, variant in
      let description = failure.description
      let first = description.prefix { $0 != "\n" }
      return "\(first) (\(variant))" + description.dropFirst(first.count)
    }
  }

  /// Columns padded to their widest cell (by characters), two spaces apart,
  /// trailing spaces trimmed; columns in `rightAligned` align right; `style`
  /// decorates a cell after padding (colour codes must not count as width).
  public static func table(
    _ rows: [[String]], rightAligned: Set<Int> = [],
    style: (_ row: Int, _ column: Int, _ cell: String) -> String = { _, _, cell in cell }
  ) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    var out = ""
    for (rowIndex, row) in rows.enumerated() {
      var line = ""
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        let isLast = column == row.count - 1
        let padded =
          rightAligned.contains(column) ? padding + cell : isLast ? cell : cell + padding
        line += style(rowIndex, column, padded) + (isLast ? "" : "  ")
      }
      while line.last == " " { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
