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
/// why an expired rule no longer allowed it), each failed expectation once,
/// in the words of the table report; returns the result, runs included, for
/// further checks. `assertMigrationParity(of:_:)` is the same from an app.
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
  // In the table report's words, each failed expectation once (as `assertMigrationParity` records them).
  for problem in ABTableRenderer.problems(ABScenarioReport(result)) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
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
