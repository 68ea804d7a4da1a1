import FeatureFlags

/// One value per metric for one user: whole numbers, so that sums are exact
/// and adding users up in any order (threads, shards) gives the same totals.
public struct MetricValues: Sendable, Hashable {
  private var values: [Int64] = Array(repeating: 0, count: ExperimentMetric.allCases.count)

  /// All zeros.
  public init() {}

  /// The value of `metric`.
  public subscript(metric: ExperimentMetric) -> Int64 {
    get { values[Self.index(metric)] }
    set { values[Self.index(metric)] = newValue }
  }

  private static func index(_ metric: ExperimentMetric) -> Int {
    ExperimentMetric.allCases.firstIndex(of: metric)!
  }
}

/// What one user's session came to, from their first exposure to the flag on.
public struct UserOutcome: Sendable, Hashable {
  /// The day the user arrived.
  public var day: Int
  /// The first exposure to the flag: its front, reason, bucket, time and session.
  public var exposure: Exposure
  /// The metrics counted after it.
  public var values: MetricValues
  /// The covariate for variance reduction, measured before the exposure so
  /// the treatment cannot move it: the virtual milliseconds the user took to
  /// reach the flag (how quick this user is).
  public var covariate: Int64

  /// Creates an outcome.
  public init(day: Int, exposure: Exposure, values: MetricValues, covariate: Int64 = 0) {
    self.day = day
    self.exposure = exposure
    self.values = values
    self.covariate = covariate
  }
}
