/// What the statistics say about an experiment's tallies, day by day: the
/// sample-ratio check, each metric's always-valid interval and p-value, the
/// guardian's stop and the decision.
public struct ExperimentAnalysis: Sendable {
  /// The experiment.
  public var experiment: ExperimentDefinition
  /// Days looked at (the stop's day when the guardian stopped the rollout).
  public var daysRun: Int
  /// The tallies of those days.
  public var tally: ExperimentTally
  /// Each metric, primary first.
  public var metrics: [MetricResult]
  /// The sample-ratio check on everyone assigned.
  public var srm: SampleRatio
  /// The guardian's stop, if a metric regressed.
  public var guardian: GuardianTrip?
  /// The decision.
  public var decision: Decision
  /// Why, in a sentence.
  public var reason: String
  /// The smallest true change of the primary metric the final look detects with 80% power.
  public var minimumDetectableEffect: Double?

  /// The four outcomes of an experiment.
  public enum Decision: String, Sendable, Hashable {
    /// The treatment is better (or not worse, within the margin) and no guardrail regressed.
    case ship
    /// A metric regressed: the rollout was stopped.
    case rollback
    /// Days remain; no decision yet.
    case `continue`
    /// Every day looked at and nothing decided (or the split cannot be trusted).
    case inconclusive
  }

  /// The sample-ratio check.
  public struct SampleRatio: Sendable, Hashable {
    /// Users assigned to control.
    public var control: Int64
    /// Users assigned to treatment.
    public var treatment: Int64
    /// Users the rollout percents promised the treatment.
    public var expectedTreatment: Double
    /// Users exposed outside the split (a fallback or a stop).
    public var unassigned: Int64
    /// The chi-squared statistic.
    public var chiSquared: Double
    /// Its p-value.
    public var pValue: Double
    /// Whether the split is broken (p < ``SampleRatioCheck/threshold``).
    public var mismatch: Bool { pValue < SampleRatioCheck.threshold }
  }

  /// One metric's results.
  public struct MetricResult: Sendable, Hashable {
    /// The metric.
    public var metric: ExperimentMetric
    /// Whether it is the primary metric (else a guardrail).
    public var isPrimary: Bool
    /// Control's mean.
    public var control: Double
    /// Treatment's mean.
    public var treatment: Double
    /// Treatment − control.
    public var difference: Double
    /// The always-valid interval, intersected over the days (nil before two users per arm).
    public var interval: ClosedRange<Double>?
    /// The always-valid p-value (the running minimum).
    public var pValue: Double
    /// Each day's cumulative look, in day order.
    public var days: [DayLook]
    /// How much of the difference's variance the pre-exposure covariate removed at the last look (CUPED).
    public var varianceReduction: Double
    /// `better`, `worse` or `flat`: where the interval lies, for the user.
    public var verdict: Verdict

    /// Where the interval lies, from the user's point of view.
    public enum Verdict: String, Sendable, Hashable {
      /// The whole interval is on the better side.
      case better
      /// The whole interval is on the worse side.
      case worse
      /// The interval holds zero.
      case flat
    }
  }

  /// A metric's look at the end of one day.
  public struct DayLook: Sendable, Hashable {
    /// 0-based day.
    public var day: Int
    /// Users in control and treatment so far.
    public var users: Int64
    /// Treatment − control so far.
    public var difference: Double
    /// The always-valid interval so far (intersected), nil before two users per arm.
    public var interval: ClosedRange<Double>?
    /// The always-valid p-value so far.
    public var pValue: Double
  }

  /// The guardian's stop.
  public struct GuardianTrip: Sendable, Hashable {
    /// 0-based day at whose end the rollout was stopped.
    public var day: Int
    /// The metric that regressed.
    public var metric: ExperimentMetric
    /// Its interval then.
    public var interval: ClosedRange<Double>
    /// The sentence the router shows.
    public var detail: String
  }

  /// Analyses `tally` over its first `daysRun` days, stopping at the first day a metric regressed.
  public init(experiment: ExperimentDefinition, tally: ExperimentTally, daysRun: Int) {
    self.experiment = experiment
    let test = SequentialTest(alpha: experiment.alpha)
    var looks: [[DayLook]] = Array(repeating: [], count: experiment.metrics.count)
    var guardian: GuardianTrip?
    var lastDay = max(0, min(daysRun, tally.days.count) - 1)
    var state = experiment.metrics.map { _ in
      (interval: ClosedRange<Double>?.none, p: 1.0, difference: 0.0, reduction: 0.0)
    }
    dayLoop: for day in 0...lastDay {
      let total = tally.cumulative(through: day)
      for (position, metric) in experiment.metrics.enumerated() {
        let index = ExperimentMetric.allCases.firstIndex(of: metric)!
        let control = total.control[index]
        let treatment = total.treatment[index]
        if let look = test.look(control: control, treatment: treatment) {
          let current = look.lower...look.upper
          if let previous = state[position].interval {
            let lower = max(previous.lowerBound, current.lowerBound)
            let upper = min(previous.upperBound, current.upperBound)
            // Intervals that no longer meet keep the latest (a sign the model drifted).
            state[position].interval = lower <= upper ? lower...upper : current
          } else {
            state[position].interval = current
          }
          state[position].p = min(state[position].p, look.pValue)
          state[position].difference = look.difference
          state[position].reduction = look.varianceReduction
        } else {
          state[position].difference = treatment.mean - control.mean
        }
        looks[position].append(
          DayLook(
            day: day, users: control.count + treatment.count, difference: state[position].difference,
            interval: state[position].interval, pValue: state[position].p))
      }
      for (position, metric) in experiment.metrics.enumerated() where guardian == nil {
        guard let interval = state[position].interval, Self.verdict(metric, interval) == .worse else { continue }
        let look = looks[position][day]
        guardian = GuardianTrip(
          day: day, metric: metric, interval: interval,
          detail:
            "experiment \(experiment.name): \(metric.rawValue) worse on day \(day + 1), difference "
            + "\(Self.format(look.difference)) [\(Self.format(interval.lowerBound)), \(Self.format(interval.upperBound))]"
        )
      }
      if guardian != nil {
        lastDay = day
        break dayLoop
      }
    }
    self.guardian = guardian
    self.daysRun = lastDay + 1
    var kept = ExperimentTally(days: experiment.days)
    for day in 0...lastDay { kept.days[day] = tally.days[day] }
    self.tally = kept
    let total = kept.cumulative(through: lastDay)
    metrics = experiment.metrics.enumerated().map { position, metric in
      let index = ExperimentMetric.allCases.firstIndex(of: metric)!
      let interval = state[position].interval
      return MetricResult(
        metric: metric, isPrimary: position == 0, control: total.control[index].mean,
        treatment: total.treatment[index].mean, difference: state[position].difference, interval: interval,
        pValue: state[position].p, days: looks[position], varianceReduction: state[position].reduction,
        verdict: interval.map { Self.verdict(metric, $0) } ?? .flat)
    }
    let anyIndex = 0
    let control = total.control[anyIndex].count
    let treatment = total.treatment[anyIndex].count
    let expected = Double(total.expectedTreatmentHundredths) / 100
    let (chi, p) = SampleRatioCheck.test(treatment: treatment, total: control + treatment, expectedTreatment: expected)
    srm = SampleRatio(
      control: control, treatment: treatment, expectedTreatment: expected, unassigned: total.unassigned,
      chiSquared: chi, pValue: p)
    let primaryIndex = ExperimentMetric.allCases.firstIndex(of: experiment.primary)!
    minimumDetectableEffect = test.look(control: total.control[primaryIndex], treatment: total.treatment[primaryIndex])
      .flatMap { $0.standardError > 0 ? $0.halfWidth + 0.8416 * $0.standardError : nil }
    let primary = metrics[0]
    if let guardian {
      decision = .rollback
      reason =
        "\(guardian.metric.rawValue) is worse in the treatment (day \(guardian.day + 1)); the guardian stopped the rollout"
    } else if srm.mismatch {
      decision = .inconclusive
      reason = "the split does not match the rollout (sample-ratio mismatch): no metric can be trusted"
    } else if primary.verdict == .better {
      decision = .ship
      reason = "\(primary.metric.rawValue) is better in the treatment and no guardrail is worse"
    } else if experiment.margin > 0, let interval = primary.interval,
      primary.metric.higherIsBetter
        ? interval.lowerBound > -experiment.margin : interval.upperBound < experiment.margin
    {
      decision = .ship
      reason =
        "\(primary.metric.rawValue) is not worse than the margin \(Self.format(experiment.margin)) and no guardrail is worse"
    } else if self.daysRun < experiment.days {
      decision = .continue
      reason = "no metric has moved yet; \(experiment.days - self.daysRun) day(s) remain"
    } else {
      decision = .inconclusive
      reason = "every day looked at and no difference found"
    }
  }

  /// Where `interval` lies for `metric`, from the user's point of view.
  public static func verdict(_ metric: ExperimentMetric, _ interval: ClosedRange<Double>) -> MetricResult.Verdict {
    if interval.lowerBound > 0 { return metric.higherIsBetter ? .better : .worse }
    if interval.upperBound < 0 { return metric.higherIsBetter ? .worse : .better }
    return .flat
  }

  /// A signed number with at most four significant decimals, the same on every machine.
  public static func format(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    let text = ExperimentNumber.text(rounded == 0 ? 0 : rounded)
    return rounded > 0 ? "+" + text : text
  }
}
