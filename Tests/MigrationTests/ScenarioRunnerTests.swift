import AppCore
import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

@Suite("Scenario runner")
struct ScenarioRunnerTests {
  private func run(_ text: String, front: Front = .legacy) throws -> ScenarioRun {
    ScenarioRunner(fronts: .bridged).run(
      try ScenarioParser.parse(text, file: "t.scenario", vocabulary: SampleApp.vocabulary),
      flags: FlagConfiguration(commandLineAll: front))
  }

  @Test func aFailedExpectationStopsTheRunAndNamesItsLine() throws {
    let result = try run(
      """
      start tapCounter
      tap "Tap Me"
      expect text "You pressed the button 1 time(s)"
      tap "Tap Me"
      """)
    let failure = try #require(result.failure)
    #expect(failure.step.line == 3)
    #expect(
      failure.description.hasPrefix(
        "t.scenario:3: error: expect text \"You pressed the button 1 time(s)\": expected the screen to show"))
    #expect(result.records.count == 3)
  }

  @Test(arguments: [Front.legacy, .declarative])
  func eachEffectIsRecordedByTheStepThatCausedItAcrossRelaunches(front: Front) throws {
    let scenario = try #require(BuiltInSuite.scenario(named: "relaunch.scenario"))
    let result = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: front))
    #expect(result.failure == nil)
    #expect(result.records.contains { $0.step.action == .relaunch && !$0.newEffects.isEmpty })
    #expect(result.records.flatMap(\.newEffects) == result.effects)
  }

  @Test func recordsEffectsAndCostPerStep() throws {
    let result = try run("start tapCounter\ntap \"Tap Me\"\nwait 1s\n", front: .declarative)
    #expect(result.failure == nil)
    #expect(result.records[1].newEffects.map(\.name) == ["tapCounter.tapped", "tapCounter.recordTap"])
    #expect(result.records[2].newEffects.map(\.description) == ["0.300s response tapCounter.recordTap ok count=1"])
    #expect(result.records[0].cost.framesWritten == 1)
    #expect(result.records[2].cost.framesWritten == 1)
    #expect(result.records[2].route == ScreenRoute(.tapCounter))
    #expect(result.records[2].front == .declarative)
  }

  @Test func impossibleStepsFailWithAReason() throws {
    #expect(try run("tap \"Tap Me\"").failure?.message == "nothing is on screen yet; start a module first")
    #expect(try run("start tapCounter\nback").failure?.message == "there is no screen to go back to")
    #expect(
      try run("start tapCounter\nexpect route offers").failure?.message
        == "expected route offers; the screen shows tapCounter")
  }

  @Test func resizingMidScenarioRedrawsInBothFrontsAlike() throws {
    let text = "start tapCounter\nsize 30x8\nsize 1x1\nsize 200x60\n"
    let legacy = try run(text, front: .legacy)
    let declarative = try run(text, front: .declarative)
    #expect(legacy.records.map(\.frame) == declarative.records.map(\.frame))
    #expect(
      legacy.records.map(\.frame.size) == [
        Size(width: 80, height: 24), Size(width: 30, height: 8), Size(width: 1, height: 1),
        Size(width: 200, height: 60),
      ])
  }
}

@Suite("Scenario runner costs")
struct ScenarioRunnerCostTests {
  @Test func declarativeStepsCountBodiesAndLegacyStepsDoNot() throws {
    let scenario = try ScenarioParser.parse(
      "start tapCounter\ntap \"Tap Me\"\nwait 1s\n", file: "t.scenario", vocabulary: SampleApp.vocabulary)
    let legacy = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
    let declarative = ScenarioRunner(fronts: .bridged).run(
      scenario, flags: FlagConfiguration(commandLineAll: .declarative))
    #expect(legacy.records.map(\.cost.bodiesEvaluated) == [0, 0, 0])
    // The first build evaluates the root; the backend's answer re-runs only the body that read the count.
    #expect(declarative.records.map(\.cost.bodiesEvaluated) == [1, 0, 1])
    // Views drawn count the same thing in both fronts (elements on screen per frame drawn): identical
    // frames, identical counts, so the cost table compares like with like.
    #expect(legacy.totalCost.viewsDrawn == declarative.totalCost.viewsDrawn)
    #expect(legacy.totalCost.viewsDrawn > 0)
    #expect(legacy.visitedModules == [.tapCounter])
    let json = RunReport.json(declarative).rendered()
    #expect(json.contains(#""views_drawn":"#) && json.contains(#""bodies_evaluated":1"#))
    #expect(!json.contains("time\""))
  }
}
