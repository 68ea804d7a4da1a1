import FeatureFlags

/// The experiment report as one JSON object (`strangler experiment --json`):
/// the decision, the sample-ratio check, the arms, each metric's means,
/// difference, always-valid interval and p-value, day by day, and the
/// tallies they came from, so shards' reports merge into the whole one.
public enum ExperimentJSON {
  /// The report of `analysis`. A shard's part names its `shard` and carries
  /// every simulated day's tallies (`simulated`, `days`), not only those its
  /// own analysis looked at: only all shards together can say when to stop.
  public static func render(
    _ analysis: ExperimentAnalysis, shard: ExperimentRunner.Shard? = nil, simulated: ExperimentTally? = nil,
    days: Int? = nil
  ) -> String {
    let experiment = analysis.experiment
    var members: [(String, JSONValue)] = [
      (
        "experiment",
        .object([
          ("name", .string(experiment.name)), ("flag", .string(experiment.flag)),
          ("control", .string(experiment.control.rawValue)), ("treatment", .string(experiment.treatment.rawValue)),
          ("stages", .array(experiment.stages.map { .int($0) })), ("users", .int(experiment.users)),
          ("days", .int(experiment.days)), ("seed", .string(String(experiment.seed))),
          ("alpha", .double(experiment.alpha)), ("margin", .double(experiment.margin)),
          ("primary", .string(experiment.primary.rawValue)),
          ("guardrails", .array(experiment.guardrails.map { .string($0.rawValue) })),
        ])
      )
    ]
    if let shard { members.append(("shard", .string(shard.description))) }
    let srm = analysis.srm
    members += [
      ("decision", .string(analysis.decision.rawValue)),
      ("reason", .string(analysis.reason)),
      ("days_run", .int(analysis.daysRun)),
      (
        "srm",
        .object([
          ("control", .int(Int(srm.control))), ("treatment", .int(Int(srm.treatment))),
          ("expected_treatment", .double(srm.expectedTreatment)), ("unassigned", .int(Int(srm.unassigned))),
          ("chi_squared", .double(srm.chiSquared)), ("p_value", .double(srm.pValue)),
          ("mismatch", .bool(srm.mismatch)),
        ])
      ),
      ("arms", .object([("control", .int(Int(srm.control))), ("treatment", .int(Int(srm.treatment)))])),
      ("metrics", .object(analysis.metrics.map { ($0.metric.rawValue, metric($0)) })),
      ("guardian", analysis.guardian.map(guardian) ?? .null),
      ("minimum_detectable_effect", analysis.minimumDetectableEffect.map { .double($0) } ?? .null),
      ("assumption", .string(ExperimentText.assumption)),
      ("tally", .array((simulated ?? analysis.tally).days.prefix(days ?? analysis.daysRun).map(day))),
    ]
    return JSONValue.object(members).rendered(pretty: true) + "\n"
  }

  static func interval(_ interval: ClosedRange<Double>?) -> JSONValue {
    interval.map { .array([.double($0.lowerBound), .double($0.upperBound)]) } ?? .null
  }

  static func metric(_ result: ExperimentAnalysis.MetricResult) -> JSONValue {
    .object([
      ("role", .string(result.isPrimary ? "primary" : "guardrail")),
      ("control", .double(result.control)), ("treatment", .double(result.treatment)),
      ("difference", .double(result.difference)), ("interval", interval(result.interval)),
      ("p_value", .double(result.pValue)), ("verdict", .string(result.verdict.rawValue)),
      ("variance_reduction", .double(result.varianceReduction)),
      (
        "days",
        .array(
          result.days.map { look in
            .object([
              ("day", .int(look.day + 1)), ("users", .int(Int(look.users))), ("difference", .double(look.difference)),
              ("interval", interval(look.interval)), ("p_value", .double(look.pValue)),
            ])
          })
      ),
    ])
  }

  static func guardian(_ trip: ExperimentAnalysis.GuardianTrip) -> JSONValue {
    .object([
      ("day", .int(trip.day + 1)), ("metric", .string(trip.metric.rawValue)), ("interval", interval(trip.interval)),
      ("source", .string(DecisionSource.guardian.rawValue)), ("reason", .string(DecisionReason.disabled.rawValue)),
      ("detail", .string(trip.detail)),
    ])
  }

  static func day(_ day: ExperimentTally.DayTally) -> JSONValue {
    func arm(_ tallies: [MetricTally]) -> JSONValue {
      .object(
        zip(ExperimentMetric.allCases, tallies).map { metric, tally in
          (
            metric.rawValue,
            .array(
              [
                tally.count, tally.sum, tally.sumOfSquares, tally.covariateSum, tally.covariateSquares,
                tally.crossProducts,
              ].map { .int(Int($0)) })
          )
        })
    }
    return .object([
      ("simulated", .int(Int(day.simulated))),
      ("expected_treatment_hundredths", .int(Int(day.expectedTreatmentHundredths))),
      ("unassigned", .int(Int(day.unassigned))), ("control", arm(day.control)), ("treatment", arm(day.treatment)),
    ])
  }
}
