import FeatureFlags
import Migration
import Testing
import TextSurface

/// Runs `scenario` under `baseline` (all-legacy) and `candidate` (all-declarative)
/// and fails, at the first differing step, with a line diff (legacy `-`,
/// declarative `+`) of the frames, accessibility trees or effects — whichever
/// differs first (under the app's own parity rules unless `comparator` is
/// given). Also fails if either run failed an expectation.
///
/// ```swift
/// @Test func tapCounterParity() throws {
///   let app = SampleApp(fronts: .bridged)
///   let scenario = try ScenarioParser.parse(text, file: "tap.scenario", vocabulary: app.vocabulary)
///   assertParity(scenario, runner: ScenarioRunner(app: app))
/// }
/// ```
public func assertParity(
  _ scenario: Scenario, baseline: FlagConfiguration = FlagConfiguration(commandLineAll: .legacy),
  candidate: FlagConfiguration = FlagConfiguration(commandLineAll: .declarative),
  runner: ScenarioRunner, comparator: ParityComparator? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let legacy = runner.run(scenario, flags: baseline)
  let declarative = runner.run(scenario, flags: candidate)
  for run in [legacy, declarative] {
    if let failure = run.failure { Issue.record("\(failure)", sourceLocation: sourceLocation) }
  }
  let comparator = comparator ?? ParityComparator(rules: runner.app.parityRules)
  if let mismatch = ABComparison.firstMismatch(legacy, declarative, comparator: comparator) {
    Issue.record(
      "\(scenario.file):\(mismatch.step.line): \(mismatch.summary) (- legacy, + declarative):\n\(mismatch.diff)",
      sourceLocation: sourceLocation)
  }
}

/// The A/B comparison `strangler ab` makes, as a test, over the app `runner` builds: a legacy-vs-legacy
/// baseline (the runs must be deterministic), all-declarative, and with
/// `matrix` each module the scenario shows flipped declarative alone — the
/// mixed navigation stacks of a real incremental migration. Steps are compared
/// by `comparator` (every level, under the app's own parity rules, by
/// default): a comparison equivalent under a rule passes, and its `outcome`,
/// `ruleUses` and `ignoredDifferences` are in the result. Each mismatch is
/// recorded with its step and line diff (reference `-`, candidate `+`, and
/// why an expired rule no longer allowed it); returns the result for further checks.
///
/// ```swift
/// @Test(arguments: BuiltInSuite.names)
/// func parity(_ name: String) throws {
///   let scenario = try #require(BuiltInSuite.scenario(named: name))
///   assertABParity(scenario: scenario, runner: ScenarioRunner(app: SampleApp(fronts: .bridged)))
/// }
/// ```
@discardableResult
public func assertABParity(
  scenario: Scenario, matrix: Bool = true, runner: ScenarioRunner,
  comparator: ParityComparator? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> ABScenarioResult {
  let result = ABRunner(runner: runner, matrix: matrix, comparator: comparator).compare(scenario)
  for comparison in result.comparisons {
    if let mismatch = comparison.mismatch {
      let message =
        "\(scenario.file):\(mismatch.step.line): \(comparison.candidate) vs \(comparison.reference): "
        + "\(mismatch.summary) (- \(comparison.reference), + \(comparison.candidate)):\n\(mismatch.diff)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
  var reported: [StepFailure] = []
  for comparison in result.comparisons {
    for failure in [comparison.referenceRun.failure, comparison.candidateRun.failure].compactMap({ $0 })
    where !reported.contains(failure) {
      reported.append(failure)
      Issue.record("\(failure) (\(comparison.candidate))", sourceLocation: sourceLocation)
    }
  }
  return result
}

/// The toggle matrix as flag configurations, for tests that drive runs
/// themselves: all-legacy, all-declarative, then each of `modules` alone.
///
/// ```swift
/// for (variant, flags) in toggleMatrix(modules: app.modules) { … }
/// ```
public func toggleMatrix(modules: [ModuleName]) -> [(variant: Variant, flags: FlagConfiguration)] {
  ToggleMatrix.variants(modules: modules).map { ($0, $0.configuration) }
}
