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

  /// The project's own migration test: every scenario of `Scenarios/`, every
  /// variant of the toggle matrix, one line (`MigrationTesting`'s assertion).
  @Test(arguments: try loadScenarios(in: "../../Scenarios", of: SampleApp.bridged))
  func parityAcrossTheToggleMatrix(_ scenario: Scenario) {
    let report = assertMigrationParity(of: SampleApp.bridged, scenario)
    #expect(report.comparisons.count >= 2)
  }
}

extension SampleApp {
  /// The sample with both fronts, joined by the Bridge.
  fileprivate static var bridged: SampleApp { SampleApp(fronts: .bridged) }
}
