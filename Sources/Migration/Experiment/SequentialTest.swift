import Foundation

/// Always-valid inference on a difference of means: the mixture sequential
/// probability ratio test (mSPRT) with a normal mixing distribution.
///
/// With the difference `d` (treatment − control), its variance
/// `V = s²ₜ/nₜ + s²꜀/n꜀` and a mixing variance `τ²`, the likelihood ratio is
/// `Λ = √(V/(V+τ²)) · exp(τ²d² / (2V(V+τ²)))`. Its reciprocal is a p-value
/// and `d ± √(V(V+τ²)/τ² · (2 ln(1/α) + ln((V+τ²)/V)))` an interval that hold
/// at every look at once (the intervals are intersected and the p-values
/// take their running minimum), so checking every day does not inflate false
/// positives the way repeated fixed-horizon tests do.
public struct SequentialTest: Sendable, Hashable {
  /// The error rate.
  public var alpha: Double
  /// The mixing standard deviation as a fraction of the metric's standard
  /// deviation: the size of effect the test is most sensitive to.
  public var effectScale: Double

  /// A test at `alpha`, tuned to effects of about `effectScale` standard deviations.
  public init(alpha: Double, effectScale: Double = 0.1) {
    self.alpha = alpha
    self.effectScale = effectScale
  }

  /// One look: the estimate, the interval and the p-value at this look alone.
  public struct Look: Sendable, Hashable {
    /// Treatment mean − control mean, adjusted for the pre-exposure covariate (CUPED).
    public var difference: Double
    /// The always-valid interval at this look.
    public var lower: Double
    /// Its upper end.
    public var upper: Double
    /// 1/Λ, capped at 1.
    public var pValue: Double
    /// Half the width of the interval.
    public var halfWidth: Double
    /// The standard error of the difference, √V.
    public var standardError: Double
    /// How much of the difference's variance the covariate removed (0 when none).
    public var varianceReduction: Double
  }

  /// The look at `control` and `treatment` tallies; nil when either arm has fewer than two users.
  ///
  /// Variance reduction (CUPED): each value `y` is read as `y − θ(x − x̄)`,
  /// where `x` is the user's covariate, measured before exposure (so the
  /// treatment cannot move it), `x̄` its mean over both arms and
  /// `θ = cov(x, y) / var(x)` over both arms. The estimate stays unbiased; its
  /// variance shrinks by the share of `y`'s variance that `x` explains.
  public func look(control: MetricTally, treatment: MetricTally) -> Look? {
    guard control.count > 1, treatment.count > 1 else { return nil }
    var pooled = control
    pooled.merge(treatment)
    let covariateVariance = pooled.covariateVariance
    let theta = covariateVariance > 0 ? pooled.covariance / covariateVariance : 0
    let covariateMean = pooled.covariateMean
    func adjusted(_ tally: MetricTally) -> (mean: Double, variance: Double) {
      (
        tally.mean - theta * (tally.covariateMean - covariateMean),
        max(0, tally.variance - 2 * theta * tally.covariance + theta * theta * tally.covariateVariance)
      )
    }
    let (treatmentMean, treatmentVariance) = adjusted(treatment)
    let (controlMean, controlVariance) = adjusted(control)
    let difference = treatmentMean - controlMean
    let variance = treatmentVariance / Double(treatment.count) + controlVariance / Double(control.count)
    let raw = treatment.variance / Double(treatment.count) + control.variance / Double(control.count)
    let reduction = raw > 0 ? max(0, 1 - variance / raw) : 0
    guard variance > 0 else {
      // No spread at all: the difference is exact.
      return Look(
        difference: difference, lower: difference, upper: difference, pValue: difference == 0 ? 1 : 0,
        halfWidth: 0, standardError: 0, varianceReduction: reduction)
    }
    let pooledVariance = (treatmentVariance + controlVariance) / 2
    let tau2 = max(pooledVariance * effectScale * effectScale, variance * 1e-6)
    let ratio = (variance + tau2) / variance
    let halfWidth = (variance * (variance + tau2) / tau2 * (2 * log(1 / alpha) + log(ratio))).squareRoot()
    let logLambda = -0.5 * log(ratio) + tau2 * difference * difference / (2 * variance * (variance + tau2))
    let pValue = min(1, exp(-logLambda))
    return Look(
      difference: difference, lower: difference - halfWidth, upper: difference + halfWidth, pValue: pValue,
      halfWidth: halfWidth, standardError: variance.squareRoot(), varianceReduction: reduction)
  }
}

/// The sample-ratio-mismatch check: a chi-squared test (one degree of
/// freedom) of the users each arm got against what the rollout percents
/// promised. A tiny p-value means assignment or logging is broken, and no
/// metric can be trusted.
public enum SampleRatioCheck {
  /// The p-value below which the split is called a mismatch.
  public static let threshold = 0.001

  /// The chi-squared statistic and p-value of `treatment` users out of
  /// `total` when `expectedTreatment` were expected.
  public static func test(treatment: Int64, total: Int64, expectedTreatment: Double) -> (
    chiSquared: Double, pValue: Double
  ) {
    let expectedControl = Double(total) - expectedTreatment
    guard total > 0, expectedTreatment > 0, expectedControl > 0 else { return (0, 1) }
    let control = Double(total - treatment)
    let t = Double(treatment) - expectedTreatment
    let c = control - expectedControl
    let chi = t * t / expectedTreatment + c * c / expectedControl
    return (chi, erfc((chi / 2).squareRoot()))
  }
}
