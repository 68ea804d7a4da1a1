import FeatureFlags
import Migration
import Testing
import TextSurface

/// Runs `scenario` all-legacy and all-declarative and fails, at the first
/// differing step, with a line diff of the two frames (legacy `-`,
/// declarative `+`). Also fails if either run failed an expectation, or if the
/// fronts' effect logs or accessibility trees differ.
///
/// ```swift
/// @Test func tapCounterParity() throws {
///   assertParity(try ScenarioParser.parse(text, file: "tap.scenario"))
/// }
/// ```
public func assertParity(
  _ scenario: Scenario, baseline: FlagConfiguration = FlagConfiguration(commandLineAll: .legacy),
  candidate: FlagConfiguration = FlagConfiguration(commandLineAll: .declarative),
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let runner = ScenarioRunner()
  let legacy = runner.run(scenario, flags: baseline)
  let declarative = runner.run(scenario, flags: candidate)
  for run in [legacy, declarative] {
    if let failure = run.failure { Issue.record("\(failure)", sourceLocation: sourceLocation) }
  }
  for (left, right) in zip(legacy.records, declarative.records) {
    let where_ = "\(scenario.file):\(left.step.line) (\(left.step.source))"
    if left.frame != right.frame {
      let diff = LineDiff.render(left.frame.goldenText, right.frame.goldenText)
      Issue.record("frames differ after \(where_) (- legacy, + declarative):\n\(diff)", sourceLocation: sourceLocation)
      return
    }
    if left.accessibility != right.accessibility {
      let diff = LineDiff.render(left.accessibility.description, right.accessibility.description)
      Issue.record(
        "semantics differ after \(where_) (- legacy, + declarative):\n\(diff)", sourceLocation: sourceLocation)
      return
    }
    if left.newEffects != right.newEffects {
      let diff = LineDiff.render(
        left.newEffects.map(\.description).joined(separator: "\n"),
        right.newEffects.map(\.description).joined(separator: "\n"))
      Issue.record("effects differ after \(where_) (- legacy, + declarative):\n\(diff)", sourceLocation: sourceLocation)
      return
    }
  }
  if legacy.records.count != declarative.records.count {
    Issue.record(
      "legacy ran \(legacy.records.count) steps, declarative \(declarative.records.count)",
      sourceLocation: sourceLocation)
  }
}
