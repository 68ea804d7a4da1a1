import BridgedFronts
import Foundation
import Migration
import MigrationTesting
import SampleMigration
import Testing

@Suite("Built-in scenario suite")
struct BuiltInSuiteTests {
  /// `Scenarios/` in the checkout: the source of truth the binary embeds.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

  @Test func theEmbeddedCopiesEqualTheFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    #expect(
      BuiltInSuite.names == files,
      "Scenarios/ and the built-in suite disagree: run scripts/embed-scenarios.sh")
    for name in files {
      let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
      #expect(BuiltInSuite.text(of: name) == text, "\(name) changed: run scripts/embed-scenarios.sh")
    }
  }

  @Test func everyScenarioParsesAndNamesItsFile() {
    let scenarios = BuiltInSuite.scenarios()
    #expect(scenarios.count == BuiltInSuite.names.count)
    #expect(scenarios.map(\.file) == BuiltInSuite.names.map { "Scenarios/\($0)" })
    #expect(Set(scenarios.map(\.name)).count == scenarios.count, "scenario names must be unique")
  }

  /// The project's own migration test: every built-in scenario, every variant of the toggle matrix.
  @Test(arguments: BuiltInSuite.names)
  func parityAcrossTheToggleMatrix(name: String) throws {
    let result = assertABParity(
      scenario: try #require(BuiltInSuite.scenario(named: name)), runner: ScenarioRunner(fronts: .bridged))
    #expect(result.comparisons.count >= 2)
  }
}
