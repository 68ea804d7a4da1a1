import App
import AppCore
import FeatureFlags

/// Where an A/B run is, for a progress line: `[3/14] sign-in (declarative)`.
public struct ABProgress: Hashable, Sendable, CustomStringConvertible {
  /// 1-based index of the scenario being run.
  public var index: Int
  /// How many scenarios the run has.
  public var total: Int
  /// The scenario's name.
  public var scenario: String
  /// The variant being replayed.
  public var variant: Variant

  /// `[3/14] Sign in and out (declarative)`.
  public var description: String { "[\(index)/\(total)] \(scenario) (\(variant))" }
}

/// Replays scenarios under the toggle matrix and compares every candidate
/// with all-legacy, plus a second all-legacy run that proves the runs are
/// deterministic (if two identical runs differ, no other comparison means anything).
///
/// ```swift
/// let report = ABRunner(matrix: true).run(BuiltInSuite.scenarios())
/// report.passed   // false names the first differing step in report.problems
/// ```
public struct ABRunner {
  /// Replays one scenario under one flag assignment.
  public var runner: ScenarioRunner
  /// Also compare each visited module declarative alone, the rest legacy.
  public var matrix: Bool
  /// Called before each replay; the CLI draws a progress line with it.
  public var progress: ((ABProgress) -> Void)?

  /// An A/B runner; `runner` decides the registry (tests pass a diverging one).
  public init(runner: ScenarioRunner = ScenarioRunner(), matrix: Bool = false, progress: ((ABProgress) -> Void)? = nil)
  {
    self.runner = runner
    self.matrix = matrix
    self.progress = progress
  }

  /// The modules the registry can build declaratively: the only ones worth flipping alone.
  public var declarativeModules: Set<ModuleID> {
    let environment = AppEnvironment(scheduler: VirtualScheduler())
    let registry = runner.makeRegistry?(environment) ?? .standard(environment: environment)
    return Set(registry.modules.filter { $0.fronts.contains(.declarative) }.map(\.id))
  }

  /// Compares every scenario, in order.
  public func run(_ scenarios: [Scenario]) -> ABReport {
    let declarative = declarativeModules
    return ABReport(
      matrix: matrix,
      scenarios: scenarios.enumerated().map { index, scenario in
        compare(scenario, index: index + 1, total: scenarios.count, declarative: declarative)
      })
  }

  /// Compares one scenario: baseline, all-declarative and (with `matrix`) each visited module alone.
  public func compare(_ scenario: Scenario) -> ABScenarioResult {
    compare(scenario, index: 1, total: 1, declarative: declarativeModules)
  }

  private func compare(_ scenario: Scenario, index: Int, total: Int, declarative: Set<ModuleID>) -> ABScenarioResult {
    func replay(_ variant: Variant) -> ScenarioRun {
      progress?(ABProgress(index: index, total: total, scenario: scenario.name, variant: variant))
      return runner.run(scenario, flags: variant.configuration)
    }
    let reference = replay(.allLegacy)
    var comparisons = [
      ABComparison(
        reference: .allLegacy, candidate: .allLegacy, referenceRun: reference, candidateRun: replay(.allLegacy))
    ]
    let candidates = ToggleMatrix.candidates(
      visiting: reference.visitedModules, declarative: declarative, matrix: matrix)
    for variant in candidates {
      comparisons.append(
        ABComparison(reference: .allLegacy, candidate: variant, referenceRun: reference, candidateRun: replay(variant)))
    }
    return ABScenarioResult(scenario: scenario, comparisons: comparisons)
  }
}
