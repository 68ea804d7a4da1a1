import CoreRuntime
import Foundation
import Migration
import Testing

/// The statistics alone, on seeded synthetic users: many experiments in a
/// fraction of a second, to check error rates that a handful cannot show.
@Suite struct ExperimentStatisticsTests {
  /// A skewed value (a time in ms, say): exponential-ish, scaled by `scale`.
  static func draw(_ random: inout SeededGenerator, scale: Double) -> Int64 {
    let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
    return Int64((-log(u) * scale).rounded())
  }

  /// `experiments` seeded experiments of `users` users over `days` days, each
  /// looked at every day; returns the share where some look rejected "no difference".
  static func rejectionRate(experiments: Int, users: Int, days: Int, effect: Double, covariate: Bool = false)
    -> Double
  {
    var rejected = 0
    for seed in 0..<experiments {
      var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
      var tally = ExperimentTally(days: days)
      let index = ExperimentMetric.allCases.firstIndex(of: .time)!
      for user in 0..<users {
        let day = user * days / users
        let treated = Bool.random(using: &random)
        // With a covariate: a pre-exposure measure of the same user that
        // explains most of the value (a quick user is quick before and after).
        let before = covariate ? draw(&random, scale: 1000) : 0
        let value = before + draw(&random, scale: (covariate ? 400 : 1000) * (treated ? 1 + effect : 1))
        if treated {
          tally.days[day].treatment[index].add(value, covariate: before)
          tally.days[day].expectedTreatmentHundredths += 50
        } else {
          tally.days[day].control[index].add(value, covariate: before)
          tally.days[day].expectedTreatmentHundredths += 50
        }
      }
      let experiment = ExperimentDefinition(
        name: "aa", flag: "offers", control: .legacy, treatment: .legacy, users: users, days: days, seed: 0,
        population: PopulationSpec(tasks: []), primary: .time, guardrails: [])
      let analysis = ExperimentAnalysis(experiment: experiment, tally: tally, daysRun: days)
      if analysis.metrics[0].pValue <= experiment.alpha { rejected += 1 }
    }
    return Double(rejected) / Double(experiments)
  }

  @Test func aaExperimentsLookedAtEveryDayKeepTheFalsePositiveRateUnderAlpha() {
    let experiments = 240
    let rate = Self.rejectionRate(experiments: experiments, users: 600, days: 10, effect: 0)
    // alpha plus three binomial standard errors of 240 experiments.
    let margin = 3 * (0.05 * 0.95 / Double(experiments)).squareRoot()
    #expect(rate <= 0.05 + margin, "false-positive rate \(rate)")
  }

  @Test func aRealEffectIsFoundWithAtLeastEightyPercentPower() {
    // A time 45% longer (0.45 standard deviations) with 600 users over 10
    // days: above the minimum detectable effect the report states for them (≈ 0.35).
    let rate = Self.rejectionRate(experiments: 100, users: 600, days: 10, effect: 0.45)
    #expect(rate >= 0.8, "power \(rate)")
  }

  @Test func theCovariateKeepsTheFalsePositiveRateAndNarrowsTheInterval() {
    let experiments = 240
    let rate = Self.rejectionRate(experiments: experiments, users: 600, days: 10, effect: 0, covariate: true)
    #expect(rate <= 0.05 + 3 * (0.05 * 0.95 / Double(experiments)).squareRoot(), "false-positive rate \(rate)")
    var random = SeededGenerator(seed: 9)
    var plain = (MetricTally(), MetricTally())
    var adjusted = (MetricTally(), MetricTally())
    for user in 0..<800 {
      let before = Self.draw(&random, scale: 1000)
      let value = before + Self.draw(&random, scale: 400)
      if user % 2 == 0 {
        plain.0.add(value)
        adjusted.0.add(value, covariate: before)
      } else {
        plain.1.add(value)
        adjusted.1.add(value, covariate: before)
      }
    }
    let test = SequentialTest(alpha: 0.05)
    let without = test.look(control: plain.0, treatment: plain.1)!
    let with = test.look(control: adjusted.0, treatment: adjusted.1)!
    #expect(with.varianceReduction > 0.5)
    #expect(with.halfWidth < without.halfWidth * 0.7)
    #expect(without.varianceReduction == 0)
  }

  @Test func theSampleRatioCheckFlagsABrokenSplitAndPassesAFairOne() {
    #expect(SampleRatioCheck.test(treatment: 500, total: 1000, expectedTreatment: 500).pValue > 0.99)
    #expect(SampleRatioCheck.test(treatment: 440, total: 1000, expectedTreatment: 500).pValue < 0.001)
    let (chi, p) = SampleRatioCheck.test(treatment: 530, total: 1000, expectedTreatment: 500)
    #expect(abs(chi - 3.6) < 1e-9)
    #expect(abs(p - 0.0578) < 0.001)
  }

  @Test func talliesAreExactAndMergeInAnyOrder() {
    var a = MetricTally()
    var b = MetricTally()
    var whole = MetricTally()
    for value: Int64 in [3, 5, 8, 13] {
      a.add(value)
      whole.add(value)
    }
    for value: Int64 in [1, 2] {
      b.add(value)
      whole.add(value)
    }
    var ab = a
    ab.merge(b)
    var ba = b
    ba.merge(a)
    #expect(ab == whole && ba == whole)
    #expect(whole.mean == 32.0 / 6)
  }
}
