import App
import AppCore
import BridgedFronts
import FeatureFlags
import Foundation
import Migration
import SampleMigration
import Testing
import TextSurface

/// Levels, the parity rules file, the three outcomes, and the redesigned home screen.
@Suite("Parity rules")
struct ParityRulesTests {
  static let today = RuleDate(parsing: "2026-01-01")!
  static let homeScenario = "scenario \"Home\"\nsize 60x16\nstart home\nkey down\n"

  private func compare(
    _ text: String = homeScenario, rules: ParityRules = BuiltInSuite.parityRules(), today: RuleDate = today,
    fronts: AppFronts = .bridged
  ) throws -> ABComparison {
    let scenario = try ScenarioParser.parse(text, file: "home.scenario", vocabulary: SampleApp.vocabulary)
    let comparator = ParityComparator(rules: rules, today: today)
    return ABRunner(runner: ScenarioRunner(fronts: fronts), comparator: comparator).compare(scenario)
      .comparisons[1]
  }

  @Test func theRedesignedHomeIsEquivalentUnderItsRuleNamingTheRuleAndReason() throws {
    let comparison = try compare()
    #expect(comparison.passed)
    #expect(comparison.outcome == .equivalent)
    let use = try #require(comparison.ruleUses.first)
    #expect(use.rule.id == "home")
    #expect(use.levels == [.frame])
    #expect(
      "\(use)"
        == "rule \"home\" (home redesigned as a dashboard: greeting at the left, earnings emphasised at the right): "
        + "2 frame differences set aside")
  }

  @Test func withoutTheRuleTheRedesignIsAMismatch() throws {
    let comparison = try compare(rules: BuiltInSuite.parityRules().removing("home"))
    #expect(comparison.outcome == .mismatch)
    #expect(comparison.mismatch?.summary == "frame differs after line 3 (start home)")
  }

  @Test func anExpiredRuleFailsAndSaysSo() throws {
    let comparison = try compare(today: RuleDate(parsing: "2027-06-30")!)
    #expect(comparison.outcome == .mismatch)
    #expect(
      comparison.mismatch?.summary == "frame differs after line 3 (start home); rule \"home\" expired on 2027-06-30")
    // The day before, it still applies.
    let dayBefore = try compare(today: RuleDate(parsing: "2027-06-29")!)
    #expect(dayBefore.outcome == .equivalent)
  }

  @Test func aPlantedSemanticDifferenceInTheRedesignedModuleStillFails() throws {
    let comparison = try compare(fronts: TestFronts.plantedHome)
    let mismatch = try #require(comparison.mismatch)
    #expect(mismatch.kind == .semantics)
    #expect(mismatch.diff.contains("-   staticText \"Hi, Dasher\""))
    #expect(mismatch.diff.contains("+   staticText \"Welcome back\""))
  }

  @Test func theSettingsRuleMasksTheConfigurationAndCountsItAsIgnored() throws {
    let scenario = try #require(BuiltInSuite.scenario(named: "settings.scenario"))
    let result = ABRunner(
      runner: ScenarioRunner(fronts: .bridged),
      comparator: ParityComparator(rules: BuiltInSuite.parityRules(), today: Self.today)
    )
    .compare(scenario)
    let declarative = result.comparisons[1]
    #expect(declarative.passed)
    #expect(declarative.ignoredDifferences > 0)
    #expect(declarative.ruleUses.contains { $0.rule.id == "settings" && $0.masked })
    // With no rules at all, the settings screen differs.
    let strict = ABRunner(
      runner: ScenarioRunner(fronts: .bridged), comparator: ParityComparator(rules: .none, today: Self.today)
    ).compare(scenario)
    #expect(strict.comparisons[1].outcome == .mismatch)
  }

  @Test func levelsLeftOutAreNotCompared() throws {
    let scenario = try ScenarioParser.parse(Self.homeScenario, file: "home.scenario", vocabulary: SampleApp.vocabulary)
    let comparator = ParityComparator(levels: [.semantics, .effects], rules: .none, today: Self.today)
    let result = ABRunner(runner: ScenarioRunner(fronts: .bridged), comparator: comparator).compare(scenario)
    #expect(result.comparisons[1].outcome == .identical)
    #expect(ComparisonLevel.parseList("frame,effects") == .success([.frame, .effects]))
    #expect(
      (try? ComparisonLevel.parseList("frames").get()) == nil)
  }

  @Test func theProjectRulesFileIsTheEmbeddedOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("strangler.parity.json"), encoding: .utf8)
    #expect(
      try ParityRules.parse(
        text, path: "strangler.parity.json", knownModules: SampleApp.vocabulary.modules.map(\.rawValue))
        == BuiltInSuite.parityRules(),
      "strangler.parity.json changed: run scripts/embed-scenarios.sh")
  }

  @Test(arguments: [
    (#"[]"#, "r.json:1:1: error: expected an object of rules keyed by module id, found an array"),
    (
      #"{"nope": {"reason": "x"}}"#,
      "r.json:1:2: error: unknown module \"nope\"; expected a module id (login, home, offers, offerDetails, "
        + "tapCounter, accounts, ratings, settings) or a component id like offers.row"
    ),
    (#"{"home": {}}"#, "r.json:1:10: error: expected \"reason\" in the rule for \"home\": say why it may differ"),
    (
      #"{"home": {"reason": "x", "compare": ["pixels"]}}"#,
      "r.json:1:38: error: unknown level \"pixels\"; expected frame, semantics or effects"
    ),
    (
      #"{"home": {"reason": "x", "expires": "2027-02-30"}}"#,
      "r.json:1:37: error: expected a date YYYY-MM-DD for \"expires\", found \"2027-02-30\""
    ),
    (
      #"{"home": {"reason": "x", "colour": 1}}"#,
      "r.json:1:26: error: unknown key \"colour\"; expected compare, ignore, reason or expires"
    ),
    (#"{"home": {"reason": ""}}"#, "r.json:1:21: error: expected the reason as a non-empty string, found a string"),
    (
      #"{"home": {"reason": "x"}, "home": {"reason": "y"}}"#,
      "r.json:1:27: error: duplicate key \"home\" (first given at 1:2)"
    ),
    (
      #"{"home": {"reason": "x", "compare": []}}"#,
      "r.json:1:37: error: expected at least one level; a rule that compares nothing hides everything"
    ),
  ])
  func badRulesFilesArePositionedErrors(text: String, message: String) {
    #expect(throws: ParityRulesError.self) {
      try ParityRules.parse(text, path: "r.json", knownModules: SampleApp.vocabulary.modules.map(\.rawValue))
    }
    do {
      _ = try ParityRules.parse(text, path: "r.json", knownModules: SampleApp.vocabulary.modules.map(\.rawValue))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func anInvalidRegularExpressionIsAPositionedError() {
    do {
      _ = try ParityRules.parse(
        #"{"home": {"reason": "x", "ignore": ["("]}}"#, path: "r.json",
        knownModules: SampleApp.vocabulary.modules.map(\.rawValue))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("r.json:1:37: error: invalid regular expression \"(\""))
    }
  }
}
