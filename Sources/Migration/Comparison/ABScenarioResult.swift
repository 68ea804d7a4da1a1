import TextSurface

/// One scenario's comparisons: the determinism baseline first, then each candidate.
public struct ABScenarioResult: Sendable {
  /// The scenario compared.
  public var scenario: Scenario
  /// Baseline (legacy vs legacy) first, then all-declarative, then modules alone.
  public var comparisons: [ABComparison]

  /// A result; `comparisons` should start with the baseline.
  public init(scenario: Scenario, comparisons: [ABComparison]) {
    self.scenario = scenario
    self.comparisons = comparisons
  }

  /// Every comparison identical and every expectation met.
  public var passed: Bool { comparisons.allSatisfy(\.passed) }

  /// The all-legacy run every candidate was compared with.
  public var referenceRun: ScenarioRun? { comparisons.first?.referenceRun }

  /// The modules this scenario shows (from the all-legacy run).
  public var visitedModules: [ModuleName] { referenceRun?.visitedModules ?? [] }
}
