import FeatureFlags
import Foundation
import GreeterMigration
import Migration
import MigrationTesting
import Testing
import TextSurface

/// Greeter's migration tests: the same engine and test helpers the sample app
/// uses, through Strangler's public products only.
@Suite("Greeter migration")
struct GreeterMigrationTests {
  static let app = GreeterApp()
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios")
  static let names = ["counter.scenario", "greeting.scenario"]

  static func scenario(_ name: String) throws -> Scenario {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return try ScenarioParser.parse(text, file: "Scenarios/\(name)", vocabulary: app.vocabulary)
  }

  @Test(arguments: names, [Front.legacy, .declarative])
  func everyScenarioPassesInEachFront(name: String, front: Front) throws {
    let run = ScenarioRunner(app: Self.app).run(
      try Self.scenario(name), flags: FlagConfiguration(commandLineAll: front))
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    // The module starts in the front the flags chose; its `flip` step moves it to the other one.
    #expect(run.records.first { $0.route != nil }?.front == front)
    #expect(run.records.last?.front == front.other)
  }

  @Test(arguments: names)
  func bothFrontsAreIdenticalAcrossTheToggleMatrix(name: String) throws {
    let result = assertABParity(scenario: try Self.scenario(name), runner: ScenarioRunner(app: Self.app))
    // Baseline, all-declarative, and the module the scenario shows declarative alone.
    #expect(result.comparisons.map(\.candidate.description).contains { $0.hasSuffix("alone") })
    #expect(result.comparisons.allSatisfy { $0.mismatch == nil })
  }

  @Test func aNameTheAppDoesNotHaveIsAPositionedError() {
    #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parse("start offers\n", file: "x.scenario", vocabulary: Self.app.vocabulary)
    }
    do {
      _ = try ScenarioParser.parse("start offers\n", file: "x.scenario", vocabulary: Self.app.vocabulary)
    } catch {
      #expect(error.description == "x.scenario:1:7: error: unknown module 'offers'; expected one of counter, greeting")
    }
  }

  @Test func randomSequencesNeverTellTheFrontsApart() {
    let counterexample = RandomizedParity(seed: 7, app: Self.app, size: Size(width: 40, height: 10))
      .check(sequences: 20, length: 25)
    #expect(counterexample == nil, "\(counterexample.map(\.description) ?? "")")
  }

  @Test func shadowModeComparesTheOtherFrontAtEveryCommit() throws {
    let runner = ScenarioRunner(app: Self.app, shadow: ShadowSettings())
    let run = runner.run(try Self.scenario("greeting.scenario"), flags: FlagConfiguration(commandLineAll: .legacy))
    let shadow = try #require(run.shadow)
    #expect(shadow.total.compared > 0)
    #expect(shadow.total.mismatched == 0, "\(shadow.mismatches.map(\.summary))")
  }

  @Test func theLedgerSaysWhenTheLegacyToolkitCouldGo() throws {
    let report = ABRunner(runner: ScenarioRunner(app: Self.app), matrix: true)
      .run(try Self.names.map(Self.scenario))
    #expect(report.passed, "\(report.problems)")
    let both: Set<Front> = [.legacy, .declarative]
    let decided = { (front: Front) in
      Dictionary(
        uniqueKeysWithValues: Self.app.modules.map {
          ($0, FlagDecision(module: $0.rawValue, front: front, reason: .static, source: .commandLine, detail: ""))
        })
    }
    let shell = FlagDecision(module: "shell", front: .declarative, reason: .static, source: .commandLine, detail: "")
    let layout = SourceLayout(packageName: "Greeter", root: nil)
    let fronts = Dictionary(uniqueKeysWithValues: Self.app.modules.map { ($0, both) })
    let middle = MigrationLedger(
      modules: Self.app.modules, report: report, fronts: fronts, decisions: decided(.legacy), shell: shell,
      shellFronts: [.declarative], layout: layout)
    #expect(middle.entries.map(\.verdict) == [.readyToPromote, .readyToPromote])
    let end = MigrationLedger(
      modules: Self.app.modules, report: report, fronts: fronts, decisions: decided(.declarative), shell: shell,
      shellFronts: [.declarative], layout: layout)
    #expect(end.deletionVerdict.hasPrefix("The legacy toolkit could be deleted today"))
  }
}
