/// The sufficient statistics of one metric in one arm: count, sum and sum of
/// squares, and the same of a pre-exposure covariate with its cross products
/// (for CUPED), exact integers. Memory stays the same however many users
/// there are, and tallies add up in any order to the same totals.
public struct MetricTally: Sendable, Hashable {
  /// Users counted.
  public var count: Int64 = 0
  /// Sum of their values.
  public var sum: Int64 = 0
  /// Sum of their values squared.
  public var sumOfSquares: Int64 = 0
  /// Sum of their covariates (measured before exposure).
  public var covariateSum: Int64 = 0
  /// Sum of their covariates squared.
  public var covariateSquares: Int64 = 0
  /// Sum of value × covariate.
  public var crossProducts: Int64 = 0

  /// An empty tally.
  public init() {}

  /// A tally of stated totals (a merged report's).
  public init(
    count: Int64, sum: Int64, sumOfSquares: Int64, covariateSum: Int64 = 0, covariateSquares: Int64 = 0,
    crossProducts: Int64 = 0
  ) {
    self.count = count
    self.sum = sum
    self.sumOfSquares = sumOfSquares
    self.covariateSum = covariateSum
    self.covariateSquares = covariateSquares
    self.crossProducts = crossProducts
  }

  /// Counts one user's value, and their pre-exposure covariate.
  public mutating func add(_ value: Int64, covariate: Int64 = 0) {
    count += 1
    sum += value
    sumOfSquares += value * value
    covariateSum += covariate
    covariateSquares += covariate * covariate
    crossProducts += value * covariate
  }

  /// Adds another tally's users.
  public mutating func merge(_ other: MetricTally) {
    count += other.count
    sum += other.sum
    sumOfSquares += other.sumOfSquares
    covariateSum += other.covariateSum
    covariateSquares += other.covariateSquares
    crossProducts += other.crossProducts
  }

  /// The covariate's mean; 0 with no users.
  public var covariateMean: Double { count == 0 ? 0 : Double(covariateSum) / Double(count) }

  /// The covariate's sample variance.
  public var covariateVariance: Double {
    guard count > 1 else { return 0 }
    let n = Double(count)
    return max(0, (Double(covariateSquares) - Double(covariateSum) * Double(covariateSum) / n) / (n - 1))
  }

  /// The sample covariance of value and covariate.
  public var covariance: Double {
    guard count > 1 else { return 0 }
    let n = Double(count)
    return (Double(crossProducts) - Double(sum) * Double(covariateSum) / n) / (n - 1)
  }

  /// The mean; 0 with no users.
  public var mean: Double { count == 0 ? 0 : Double(sum) / Double(count) }

  /// The sample variance (n − 1); 0 with fewer than two users.
  public var variance: Double {
    guard count > 1 else { return 0 }
    let n = Double(count)
    let centred = Double(sumOfSquares) - Double(sum) * Double(sum) / n
    return max(0, centred / (n - 1))
  }
}

/// Everything the statistics need, per day, arm and metric, plus the users
/// each day expected in the treatment (the rollout percent), for the
/// sample-ratio check. Shards' tallies merge into the whole population's.
public struct ExperimentTally: Sendable, Hashable {
  /// `days[d].control[m]`: the tallies of users who arrived on day `d`.
  public var days: [DayTally]

  /// One day's tallies.
  public struct DayTally: Sendable, Hashable {
    /// Control's tally per metric (in `ExperimentMetric.allCases` order).
    public var control: [MetricTally]
    /// Treatment's tally per metric.
    public var treatment: [MetricTally]
    /// Users simulated that day.
    public var simulated: Int64 = 0
    /// Exposed users times the day's rollout percent: 100 × the expected treatment count.
    public var expectedTreatmentHundredths: Int64 = 0
    /// Users whose first exposure was a fallback or a kill, not the experiment's split.
    public var unassigned: Int64 = 0

    /// An empty day.
    public init() {
      control = Array(repeating: MetricTally(), count: ExperimentMetric.allCases.count)
      treatment = control
    }

    /// Adds another tally of the same day.
    public mutating func merge(_ other: DayTally) {
      for index in control.indices {
        control[index].merge(other.control[index])
        treatment[index].merge(other.treatment[index])
      }
      simulated += other.simulated
      expectedTreatmentHundredths += other.expectedTreatmentHundredths
      unassigned += other.unassigned
    }
  }

  /// An empty tally over `days` days.
  public init(days: Int) {
    self.days = Array(repeating: DayTally(), count: days)
  }

  /// Adds another tally (another thread's or shard's users).
  public mutating func merge(_ other: ExperimentTally) {
    for index in days.indices where index < other.days.count {
      days[index].merge(other.days[index])
    }
  }

  /// The tallies of days `0...day` together.
  public func cumulative(through day: Int) -> DayTally {
    var total = DayTally()
    for index in 0...min(day, days.count - 1) { total.merge(days[index]) }
    return total
  }
}
