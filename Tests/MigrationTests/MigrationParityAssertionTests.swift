import App
import BridgedFronts
import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import MigrationTesting

/// `assertMigrationParity`: one call per scenario, failing with what the table report says.
@Suite("The one-call parity assertion")
struct MigrationParityAssertionTests {
  @Test func aMismatchIsRecordedWithTheTableReportsDiff() throws {
    let app = SampleApp(fronts: TestFronts.miscounting)
    let scenario = try #require(BuiltInSuite.scenario(named: "tap-counter.scenario"))
    let report = ABRunner(runner: ScenarioRunner(app: app), matrix: true).run([scenario])
    let expected = ABTableRenderer.problems(report.scenarios[0])
    #expect(
      expected.first?.hasPrefix(
        "MISMATCH Scenarios/tap-counter.scenario: declarative vs legacy: frame differs after line 12 (wait 2s) "
          + "(- legacy, + declarative)\n") == true)
    // Each issue is one of the table's problems, word for word, diff included.
    let table = ABTableRenderer.render(report)
    for problem in expected { #expect(table.contains("\n" + problem + "\n")) }
    // The issues the assertion records, read directly: the test itself fails nothing on purpose.
    var recorded: [String] = []
    let result = migrationParity(of: app, scenario) { recorded.append($0.rawValue) }
    #expect(ABTableRenderer.problems(result) == expected)
    #expect(recorded == expected)
  }

  @Test func aFolderLoadsSortedWithPositionedErrors() throws {
    let folder = try Scratch.newFolder("scenarios")
    try "start home\n".write(to: folder.appendingPathComponent("b.scenario"), atomically: true, encoding: .utf8)
    try "start tapCounter\n".write(to: folder.appendingPathComponent("a.scenario"), atomically: true, encoding: .utf8)
    try "not a scenario".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let app = SampleApp(fronts: .bridged)
    let scenarios = try ScenarioFiles.loadFolder(folder.path, for: app, name: "Scenarios")
    #expect(scenarios.map(\.file) == ["Scenarios/a.scenario", "Scenarios/b.scenario"])
    try "start nowhere\n".write(to: folder.appendingPathComponent("c.scenario"), atomically: true, encoding: .utf8)
    do {
      _ = try ScenarioFiles.loadFolder(folder.path, for: app, name: "Scenarios")
      Issue.record("a scenario naming an unknown module was loaded")
    } catch {
      #expect(error.description.hasPrefix("Scenarios/c.scenario:1:7: error: unknown module 'nowhere'"))
      #expect(error.parseError?.line == 1)
    }
    #expect(throws: ScenarioLoadError.self) {
      try ScenarioFiles.loadFolder(folder.path + "/missing", for: app)
    }
  }
}
