import Foundation
import Migration
import Testing

/// Compares `scenario` across `app`'s fronts the way `strangler ab --matrix`
/// does — a second all-legacy run (the runs must be deterministic),
/// all-declarative, both fronts under the declarative shell, and each module
/// the scenario shows declarative alone — under the app's own parity rules
/// unless `comparator` is given. Records one issue per problem, in the words
/// of the table report: each mismatch with its scenario file, step line and
/// line diff (reference `-`, candidate `+`), and each failed expectation once.
///
/// One line per test, parameterised over a folder of scenarios (each file
/// its own test case, named after the scenario):
///
/// ```swift
/// @Test(arguments: try loadScenarios(in: "Scenarios", of: GreeterApp()))
/// func parity(_ scenario: Scenario) {
///   assertMigrationParity(of: GreeterApp(), scenario)
/// }
/// ```
///
/// Returns the scenario's report (each comparison's result, rules used,
/// cost) for further checks.
@discardableResult
public func assertMigrationParity(
  of app: some MigratableApp, _ scenario: Scenario, matrix: Bool = true, comparator: ParityComparator? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ABScenarioReport {
  migrationParity(of: app, scenario, matrix: matrix, comparator: comparator) { problem in
    Issue.record(problem, sourceLocation: sourceLocation)
  }
}

/// `assertMigrationParity`, each problem handed to `record` (the assertion
/// records it as an issue; its own tests read it).
func migrationParity(
  of app: some MigratableApp, _ scenario: Scenario, matrix: Bool = true, comparator: ParityComparator? = nil,
  record: (Comment) -> Void
) -> ABScenarioReport {
  let result = ABRunner(runner: ScenarioRunner(app: app), matrix: matrix, comparator: comparator).compare(scenario)
  let report = ABScenarioReport(result)
  for problem in ABTableRenderer.problems(report) { record(Comment(rawValue: problem)) }
  return report
}

/// The scenarios of the `.scenario` files in `folder` (relative to the
/// directory of the calling test file), sorted by file name and parsed with
/// `app`'s vocabulary: the arguments of a parameterised parity test. Each is
/// named `folder/FILE` in reports. A file that does not parse throws its
/// positioned error (`Scenarios/counter.scenario:3:7: error: unknown module …`),
/// and so does a folder with no scenario in it.
public func loadScenarios(in folder: String, of app: some MigratableApp, filePath: String = #filePath)
  throws(ScenarioLoadError) -> [Scenario]
{
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder).path
  return try ScenarioFiles.loadFolder(directory, for: app, name: folder)
}

extension Scenario: CustomTestStringConvertible {
  /// The scenario's name, as parameterised tests show each case.
  public var testDescription: String { name }
}
