import FeatureFlags
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

  /// The one-call parity test: every scenario of the package's `Scenarios/`, every variant
  /// of the toggle matrix; a mismatch fails with the report's line diff.
  @Test(arguments: try loadScenarios(in: "../../Scenarios", of: GreeterApp()))
  func bothFrontsAgreeAcrossTheToggleMatrix(_ scenario: Scenario) {
    let report = assertMigrationParity(of: Self.app, scenario)
    // Baseline, all-declarative, and the module the scenario shows declarative alone.
    #expect(report.comparisons.map(\.candidate.description).contains { $0.hasSuffix("alone") })
  }

  @Test(arguments: try loadScenarios(in: "../../Scenarios", of: GreeterApp()), [Front.legacy, .declarative])
  func everyScenarioPassesInEachFront(scenario: Scenario, front: Front) {
    let run = ScenarioRunner(app: Self.app).run(scenario, flags: FlagConfiguration(commandLineAll: front))
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    // The module starts in the front the flags chose; its `flip` step moves it to the other one.
    #expect(run.records.first { $0.route != nil }?.front == front)
    #expect(run.records.last?.front == front.other)
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
    let greeting = try #require(try loadScenarios(in: "../../Scenarios", of: Self.app).first { $0.name == "Greeting" })
    let run = runner.run(greeting, flags: FlagConfiguration(commandLineAll: .legacy))
    let shadow = try #require(run.shadow)
    #expect(shadow.total.compared > 0)
    #expect(shadow.total.mismatched == 0, "\(shadow.mismatches.map(\.summary))")
  }

  @Test func theLedgerSaysWhenTheLegacyToolkitCouldGo() throws {
    let report = ABRunner(runner: ScenarioRunner(app: Self.app), matrix: true)
      .run(try loadScenarios(in: "../../Scenarios", of: Self.app))
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
