import FeatureFlags

/// One rollout experiment, as its file describes it: which flag, the two
/// arms' fronts, the stages of the rollout, the population, the metrics and
/// the error rate the statistics keep.
public struct ExperimentDefinition: Sendable, Hashable {
  /// The experiment's name, in reports.
  public var name: String
  /// The flag under test: a module, component or `shell` id.
  public var flag: String
  /// The front users outside the rollout see.
  public var control: Front
  /// The front users inside the rollout see (equal fronts make an A/A experiment).
  public var treatment: Front
  /// Rollout percents, one stage after the other, spread over the days.
  public var stages: [Int]
  /// How many users arrive over the experiment.
  public var users: Int
  /// Over how many virtual days they arrive (the statistics look at the end of each).
  public var days: Int
  /// The seed of the population: the same seed is the same users.
  public var seed: UInt64
  /// Who the users are.
  public var population: PopulationSpec
  /// The metric the decision is about.
  public var primary: ExperimentMetric
  /// Metrics the treatment must not make worse; a regression stops the rollout.
  public var guardrails: [ExperimentMetric]
  /// The error rate of the always-valid intervals and p-values.
  public var alpha: Double
  /// How much worse the primary metric may be and still ship (non-inferiority), in its unit; 0 asks for an improvement.
  public var margin: Double

  /// Creates an experiment.
  public init(
    name: String, flag: String, control: Front, treatment: Front, stages: [Int] = [50], users: Int, days: Int,
    seed: UInt64, population: PopulationSpec, primary: ExperimentMetric, guardrails: [ExperimentMetric],
    alpha: Double = 0.05, margin: Double = 0
  ) {
    self.name = name
    self.flag = flag
    self.control = control
    self.treatment = treatment
    self.stages = stages
    self.users = users
    self.days = days
    self.seed = seed
    self.population = population
    self.primary = primary
    self.guardrails = guardrails
    self.alpha = alpha
    self.margin = margin
  }

  /// Whether both arms see the same front: any difference found is noise (or a bug).
  public var isAA: Bool { control == treatment }

  /// The rollout percent on `day` (0-based): the stages share the days evenly, in order.
  public func stagePercent(day: Int) -> Int {
    guard !stages.isEmpty else { return 0 }
    return stages[min(stages.count - 1, day * stages.count / max(days, 1))]
  }

  /// The metrics reported: the primary first, then the guardrails.
  public var metrics: [ExperimentMetric] {
    [primary] + guardrails.filter { $0 != primary }
  }
}
