import FeatureFlags
import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing
import TextSurface

/// The planted regressions' power, measured as a rate over seeds: each one
/// runs on the real app at one fixed population, once per seed 1…10, and at
/// least 8 of the 10 runs must decide `rollback` with the regressed metric
/// `worse`. Runs are seeded, so the counts are exact and cannot flake; the
/// observed ones are noted at each test (and in docs/experiments.md), with
/// what a smaller population gave: each population is a little above the
/// smallest that reaches 8 of 10, so one seed moved by a change to the app's
/// timing does not fail the test. Ten seeds rather than twenty keep the
/// suite within about a minute of a debug build.
///
/// CI's second pass, under ThreadSanitizer (`STRANGLER_SANITIZED=1`), skips
/// this suite: it is thirty sequential experiments whose threading
/// `ExperimentRunTests` already exercises, and instrumented it takes many
/// minutes; the counts do not depend on the build.
@Suite(
  .disabled(
    if: Sanitizer.isActive,
    "statistics over thirty experiments; their threading is checked by ExperimentRunTests"))
struct PlantedRegressionPowerTests {
  static let seeds: ClosedRange<UInt64> = 1...10
  static let required = 8

  /// How many seeds' experiments decide `rollback` with `metric` worse, and the seeds that did not.
  static func detections(
    app: any MigratableApp, tasks: ExperimentTasks, metric: ExperimentMetric,
    experiment: (UInt64) -> ExperimentDefinition
  ) -> (count: Int, misses: [UInt64]) {
    var misses: [UInt64] = []
    for seed in seeds {
      let definition = experiment(seed)
      let run = ExperimentRunner(app: app, tasks: tasks, threads: 2).run(definition)
      let analysis = ExperimentAnalysis(experiment: definition, tally: run.tally, daysRun: run.days)
      let verdict = analysis.metrics.first { $0.metric == metric }?.verdict
      if analysis.decision != .rollback || verdict != .worse { misses.append(seed) }
    }
    return (seeds.count - misses.count, misses)
  }

  /// 24 users over 2 days, tapping the counter: observed 9 of 10 (20 users: 8; 19 users: 7).
  @Test func aRelabelledButtonIsFoundInAtLeastEightSeedsOfTen() {
    let app = SampleApp(fronts: PlantedVariants.relabelledButton)
    let found = Self.detections(app: app, tasks: app.experimentTasks, metric: .success) { seed in
      ExperimentRunTests.experiment(
        flag: "tapCounter", control: .legacy, treatment: .declarative, task: "tapCounter", users: 24, days: 2,
        seed: seed)
    }
    #expect(found.count >= Self.required, "missed at seeds \(found.misses)")
  }

  /// 24 users over 2 days on a 9,600 bit/s link, accepting an offer: observed 9 of 10
  /// (19 users over 3 days: 8; 20 users over 2 days: 7).
  @Test func doubledBytesAreFoundInAtLeastEightSeedsOfTen() {
    let app = SampleApp(fronts: PlantedVariants.doubledBytes)
    let found = Self.detections(app: app, tasks: app.experimentTasks, metric: .bytes) { seed in
      var experiment = ExperimentRunTests.experiment(
        flag: "offers", control: .legacy, treatment: .declarative, task: "acceptOffer", users: 24, days: 2,
        seed: seed, guardrails: [.bytes])
      experiment.population.links = [9600]
      experiment.population.sizes = [Size(width: 80, height: 24)]
      return experiment
    }
    #expect(found.count >= Self.required, "missed at seeds \(found.misses)")
  }

  /// 48 users over 2 days waiting for a new offer, patience 60–90 s: observed 10 of 10
  /// (41 users: 9; 40 users: 7).
  @Test func aFocusResetIsFoundInAtLeastEightSeedsOfTen() {
    let app = SampleApp(fronts: PlantedVariants.focusReset)
    let found = Self.detections(app: app, tasks: PlantedVariants.tasks, metric: .success) { seed in
      var experiment = ExperimentRunTests.experiment(
        flag: "offers", control: .legacy, treatment: .declarative, task: "acceptNewOffer", users: 48, days: 2,
        seed: seed, guardrails: [.keystrokes, .time])
      // Signing in and waiting 15–25 s for an offer outlasts the usual 40–60 s of some users.
      experiment.population.patience = 60...90
      return experiment
    }
    #expect(found.count >= Self.required, "missed at seeds \(found.misses)")
  }
}
