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

/// The outcome of `strangler ab`: every scenario's comparisons, and what went wrong first.
public struct ABReport: Sendable {
  /// Whether each visited module was also compared alone.
  public var matrix: Bool
  /// Every scenario, in the order run.
  public var scenarios: [ABScenarioResult]

  /// A report; see the properties.
  public init(matrix: Bool, scenarios: [ABScenarioResult]) {
    self.matrix = matrix
    self.scenarios = scenarios
  }

  /// Every comparison of every scenario identical or equivalent under a rule, every expectation met.
  public var passed: Bool { scenarios.allSatisfy(\.passed) }

  /// How many comparisons had each outcome (a failed expectation counts as its
  /// comparison's outcome), and how many differences rules set aside in all.
  public var outcomes: (identical: Int, equivalent: Int, mismatch: Int, ignoredDifferences: Int) {
    let all = scenarios.flatMap(\.comparisons)
    return (
      all.filter { $0.outcome == .identical }.count, all.filter { $0.outcome == .equivalent }.count,
      all.filter { $0.outcome == .mismatch }.count, all.reduce(0) { $0 + $1.ignoredDifferences }
    )
  }

  /// How many comparisons were made, and how many of them passed.
  public var counts: (comparisons: Int, passed: Int) {
    let all = scenarios.flatMap(\.comparisons)
    return (all.count, all.filter(\.passed).count)
  }

  /// One line per problem, in order: `sign-in.scenario:12: declarative: frame differs after line 12 (tap "Sign in")`.
  public var problems: [String] {
    var lines: [String] = []
    for result in scenarios {
      var failures: [StepFailure] = []
      for comparison in result.comparisons {
        if let mismatch = comparison.mismatch {
          lines.append(
            "\(result.scenario.file.terminalSafe):\(mismatch.step.line): \(comparison.candidate) vs \(comparison.reference): "
              + mismatch.summary)
        }
        for failure in [comparison.referenceRun.failure, comparison.candidateRun.failure].compactMap({ $0 })
        where !failures.contains(failure) {
          failures.append(failure)
          lines.append(failure.description)
        }
      }
    }
    return lines
  }

  /// The result of `status`-style questions: whether `module`, flipped alone,
  /// matched all-legacy in every scenario that shows it. Nil when no scenario
  /// compared it alone.
  public func parity(of module: ModuleName) -> (scenarios: Int, mismatch: (scenario: Scenario, step: Step)?)? {
    parity { $0 == .alone(module) }
  }

  /// Like `parity(of:)` for a component: the scenarios that compared it in the
  /// other front than its screen's (both ways) with all-legacy.
  public func parity(of component: ComponentName) -> (scenarios: Int, mismatch: (scenario: Scenario, step: Step)?)? {
    parity { $0.flippedComponent == component }
  }

  private func parity(where matches: (Variant) -> Bool) -> (
    scenarios: Int, mismatch: (scenario: Scenario, step: Step)?
  )? {
    var count = 0
    var first: (Scenario, Step)?
    for result in scenarios {
      for comparison in result.comparisons where matches(comparison.candidate) {
        count += 1
        if first == nil, !comparison.passed {
          let step = comparison.mismatch?.step ?? comparison.failure?.step
          if let step { first = (result.scenario, step) }
        }
      }
    }
    guard count > 0 else { return nil }
    return (count, first.map { (scenario: $0.0, step: $0.1) })
  }

  /// How many of the comparisons of `module` alone were equivalent under a
  /// rule (passed, not identical), and the rules used, in order of first use.
  public func equivalence(of module: ModuleName) -> (scenarios: Int, rules: [ParityRule]) {
    var count = 0
    var rules: [ParityRule] = []
    for result in scenarios {
      for comparison in result.comparisons
      where comparison.candidate == .alone(module) && comparison.passed && comparison.outcome == .equivalent {
        count += 1
        for use in comparison.ruleUses where !use.masked && !rules.contains(use.rule) { rules.append(use.rule) }
      }
    }
    return (count, rules)
  }
}
