/// What `ab merge` checks of each report before it merges, so a merged
/// report can only say what the runs said: a report edited by hand, cut
/// short or written by a different kind of run is an error that names the
/// file and what is wrong, never a merged report with made-up counts.
extension ABReport {
  /// Checks that the report's own totals and verdicts match its comparisons,
  /// that each comparison's outcome matches what it records, and that it
  /// holds at least one scenario.
  func validate(
    claimedCounts: [(key: String, claimed: Int, listed: Int)], claimedPassed: Bool, claimedScenarioPassed: [Bool],
    origin: String
  ) throws(ABReportError) {
    func fail(_ message: String) -> ABReportError {
      ABReportError(description: "\(origin): error: \(message); the report was edited or cut short")
    }
    guard !scenarios.isEmpty else {
      throw ABReportError(description: "\(origin): error: the report holds no scenario; nothing to merge")
    }
    for (key, claimed, listed) in claimedCounts where claimed != listed {
      throw fail("\"\(key)\" says \(claimed) but the comparisons listed make \(listed)")
    }
    if claimedPassed != passed { throw fail("\"passed\" says \(claimedPassed) but the comparisons say \(passed)") }
    for (scenario, claimed) in zip(scenarios, claimedScenarioPassed) where claimed != scenario.passed {
      throw fail("scenario \"\(scenario.name)\" says passed: \(claimed) but its comparisons say \(scenario.passed)")
    }
    for scenario in scenarios {
      guard !scenario.comparisons.isEmpty else { throw fail("scenario \"\(scenario.name)\" has no comparison") }
      for comparison in scenario.comparisons {
        let name = "scenario \"\(scenario.name)\", \(comparison.candidate)"
        switch comparison.outcome {
        case .mismatch where comparison.mismatch == nil:
          throw fail("\(name) is a mismatch with no difference recorded")
        case .identical where comparison.mismatch != nil, .equivalent where comparison.mismatch != nil:
          throw fail("\(name) is \(comparison.outcome.rawValue) but records a difference")
        case .equivalent where comparison.ruleUses.isEmpty:
          throw fail("\(name) is equivalent under no rule")
        default: break
        }
      }
    }
  }

  /// Checks that shard reports come from one kind of run: all `--matrix` or none.
  static func validateShards(_ reports: [(origin: String, report: ABReport)]) throws(ABReportError) {
    guard let (firstOrigin, first) = reports.first else { return }
    for (origin, report) in reports where report.matrix != first.matrix {
      let (matrix, plain) = report.matrix ? (origin, firstOrigin) : (firstOrigin, origin)
      throw ABReportError(
        description:
          "\(origin): error: \(matrix) is an `ab --matrix` report and \(plain) is not; merge the shards of one run")
    }
  }
}
