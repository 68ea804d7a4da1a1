import App
import AppCore
import BridgedFronts
import Migration
import SampleMigration
import TestSupport
import Testing
import TextSurface

/// `ABRunner` compares its variants in lockstep and keeps frames only for the
/// steps reports show: its reports must be exactly those of whole
/// runs compared afterwards, and its memory must not grow with frames per step.
@Suite("Lockstep A/B comparison")
struct LockstepTests {
  /// What `ABRunner` did before lockstep: every variant run whole, then compared.
  private func wholeRunReport(_ scenarios: [Scenario], runner: ScenarioRunner, matrix: Bool) -> ABReport {
    let declarative = ABRunner(runner: runner).declarativeModules
    let components = ABRunner(runner: runner).bridgedComponents
    return ABReport(
      matrix: matrix,
      results: scenarios.map { scenario in
        let reference = runner.run(scenario, flags: Variant.allLegacy.configuration)
        let candidates =
          [Variant.allLegacy]
          + ToggleMatrix.candidates(
            visiting: reference.visitedModules, declarative: declarative, matrix: matrix, components: components)
        return ABScenarioResult(
          scenario: scenario,
          comparisons: candidates.map { variant in
            ABComparison(
              reference: .allLegacy, candidate: variant, referenceRun: reference,
              candidateRun: runner.run(scenario, flags: variant.configuration), comparator: .project)
          })
      }, rulesFile: ABRunner(runner: runner, comparator: .project).rulesFile)
  }

  /// Every deterministic rendering (no render times) of `report`.
  private func renderings(_ report: ABReport) -> [String] {
    [
      ABTableRenderer.render(report, timings: false), ABMarkdownRenderer.render(report),
      ABHTMLRenderer.render(report), ABJSONRenderer.render(report).rendered(pretty: true),
      report.problems.joined(separator: "\n"),
    ]
  }

  @Test(.skippedUnderSanitizer, arguments: [false, true])
  func lockstepReportsAreThoseOfWholeRuns(diverging: Bool) throws {
    let runner = diverging ? ScenarioRunner(fronts: TestFronts.miscounting) : ScenarioRunner(fronts: .bridged)
    // Every run stopping early at the same step: FAILED, not a mismatch, and the failing step is shown.
    let failing = try ScenarioParser.parse(
      "scenario \"Fails\"\nstart tapCounter\nsnapshot \"start\"\nexpect text \"nowhere\"\ntap \"Tap Me\"\n",
      file: "fails.scenario", vocabulary: SampleApp.vocabulary)
    let scenarios = BuiltInSuite.scenarios() + [failing]
    let lockstep = ABRunner(runner: runner, matrix: true).run(scenarios)
    let whole = wholeRunReport(scenarios, runner: runner, matrix: true)
    #expect(lockstep.scenarios.dropLast().allSatisfy(\.passed) == !diverging)
    #expect(
      lockstep.scenarios.last?.comparisons.allSatisfy { $0.mismatch == nil && $0.failure?.line == 4 } == true)
    for (got, expected) in zip(renderings(lockstep), renderings(whole)) {
      #expect(got == expected)
    }
  }

  @Test func aLongRunKeepsFramesOnlyForTheStepsReportsShow() throws {
    // 400 steps: two snapshots among alternating taps and waits. What a run keeps is bounded by
    // the snapshots and the mismatches reports show, whatever the length; 200 taps make it plain.
    let taps = 200
    let stepCount = 2 * taps
    var lines = ["scenario \"Long\"", "size 80x24", "start tapCounter"]
    for index in 1..<taps {
      lines += ["tap \"Tap Me\"", "wait 100ms"]
      if index == taps / 2 { lines[lines.count - 1] = "snapshot \"half way\"" }
    }
    lines.append("snapshot \"end\"")
    let scenario = try ScenarioParser.parse(
      lines.joined(separator: "\n") + "\n", file: "long.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.steps.count == stepCount)
    let snapshots = 2

    // The miscounting front differs from the third response on: one mismatch per declarative candidate.
    let result = ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting), matrix: true).compare(scenario)
    #expect(
      result.comparisons.map(\.candidate) == [
        .allLegacy, .allDeclarative, .declarativeShell, .legacyUnderDeclarativeShell, .alone(.tapCounter),
        .component(.tapCounterTaps, .declarative), .component(.tapCounterTaps, .legacy),
      ])
    // The miscounting screen is the declarative tap counter: every variant showing it is caught; a
    // declarative taps line inside the legacy screen counts right.
    #expect(result.comparisons.map { $0.mismatch != nil } == [false, true, true, false, true, false, true])
    // A reference keeps the frames of every differing step reports show (the first mismatch and up to
    // `laterMismatchLimit` later ones per comparison) it takes part in; a candidate, of its own.
    let shown = 1 + ABComparison.laterMismatchLimit
    let allMismatches = result.comparisons.filter { $0.mismatch != nil }.count * shown
    for comparison in result.comparisons {
      for (run, mismatches) in [
        (comparison.referenceRun, allMismatches),
        // The baseline's candidate is the second pass's reference: it keeps what that pass's comparisons show.
        (comparison.candidateRun, comparison.isBaseline ? allMismatches : comparison.mismatch == nil ? 0 : shown),
      ] {
        #expect(run.stepCount == stepCount)
        #expect(run.records.count <= snapshots + 1 + mismatches)
        #expect(run.records.last?.index == stepCount - 1)
        #expect(run.records.map(\.index) == run.records.map(\.index).sorted())
        #expect(run.finalFrame?.size == Size(width: 80, height: 24))
      }
      // The timeline is the reference's: a time per step, whatever was kept.
      #expect(comparison.referenceRun.stepTimes.count == stepCount)
      if let mismatch = comparison.mismatch {
        #expect(comparison.referenceRun.record(at: mismatch.stepIndex) != nil)
        #expect(comparison.candidateRun.record(at: mismatch.stepIndex) != nil)
        // Each later differing step is marked, and kept to be shown up to the limit.
        #expect(comparison.laterMismatches.count <= ABComparison.laterMismatchLimit)
        #expect(comparison.marks.count == stepCount)
        let differing = comparison.marks.filter(\.isMismatch).count
        #expect(differing > 1)
        #expect(
          differing == 1 + comparison.laterMismatches.count
            || comparison.laterMismatches.count == ABComparison.laterMismatchLimit)
        for later in comparison.laterMismatches {
          #expect(comparison.candidateRun.record(at: later.stepIndex) != nil)
        }
      }
      // Costs and routes of the steps not kept still count: they feed the cost tables and the matrix.
      #expect(comparison.candidateRun.totalCost.framesWritten > taps * 9 / 10)
      #expect(comparison.candidateRun.visitedModules == [.tapCounter])
    }
  }

  @Test func aRunFindsAKeptRecordByItsStep() throws {
    let scenario = try ScenarioParser.parse(
      "start tapCounter\ntap \"Tap Me\"\nwait 1s\nsnapshot \"one tap\"\ntap \"Tap Me\"\n", file: "t.scenario",
      vocabulary: SampleApp.vocabulary)
    let whole = ScenarioRunner(fronts: .bridged).run(scenario, flags: Variant.allLegacy.configuration)
    #expect(whole.records.map(\.index) == [0, 1, 2, 3, 4])
    #expect(whole.record(at: 2)?.step == scenario.steps[2])
    let streamed = ScenarioRunner(fronts: .bridged).run(scenario, flags: Variant.allLegacy.configuration) { _, _ in }
    // The snapshot and the last step are kept; the others only count.
    #expect(streamed.records.map(\.index) == [3, 4])
    #expect(streamed.record(at: 3)?.frame == whole.record(at: 3)?.frame)
    #expect(streamed.record(at: 2) == nil && streamed.record(at: 5) == nil)
    #expect(streamed.stepCount == 5 && streamed.totalCost == whole.totalCost)
    #expect(streamed.stepTimes == whole.records.map(\.virtualTime))
    #expect(streamed.virtualTime == whole.records.last?.virtualTime)
  }
}
