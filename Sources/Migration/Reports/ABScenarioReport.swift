import FeatureFlags

/// One scenario of an ``ABReport``: its comparisons, the determinism baseline first.
public struct ABScenarioReport: Hashable, Sendable {
  /// The scenario's name.
  public var name: String
  /// Its file (`built-in/…` for the built-in suite).
  public var file: String
  /// The modules it shows, in the all-legacy run.
  public var visited: [ModuleName]
  /// Baseline (legacy against legacy) first, then each candidate.
  public var comparisons: [ABComparisonReport]
  /// The scenario's steps, in order, with when each ended in the all-legacy run: the timeline's rows.
  public var steps: [ABTimelineStep]

  /// A scenario's part of a report.
  public init(
    name: String, file: String, visited: [ModuleName], comparisons: [ABComparisonReport],
    steps: [ABTimelineStep] = []
  ) {
    self.name = name
    self.file = file
    self.visited = visited
    self.comparisons = comparisons
    self.steps = steps
  }

  /// Every comparison identical or equivalent, every expectation met.
  public var passed: Bool { comparisons.allSatisfy(\.passed) }

  /// Each failed step of the scenario's runs once (a failing step of
  /// all-legacy fails every comparison's reference), with the variant that
  /// failed it first: what reports print under "failed expectations".
  public var failures: [(failure: ABFailure, variant: Variant)] {
    var seen: Set<Int> = []
    var failures: [(failure: ABFailure, variant: Variant)] = []
    for comparison in comparisons {
      for (failure, variant) in [
        (comparison.referenceFailure, comparison.reference), (comparison.candidateFailure, comparison.candidate),
      ] {
        guard let failure, seen.insert(failure.line).inserted else { continue }
        failures.append((failure, variant))
      }
    }
    return failures
  }

  /// The costs shown: the all-legacy reference (`legacy`), then each candidate but the baseline.
  public var costs: [(label: String, cost: StepCost, renderTime: Duration?)] {
    guard let first = comparisons.first else { return [] }
    return [("legacy", first.referenceCost, first.referenceRenderTime)]
      + comparisons.filter { !$0.isBaseline }.map {
        ($0.candidate.description, $0.candidateCost, $0.candidateRenderTime)
      }
  }
}

/// One step of a scenario on the report's timeline.
public struct ABTimelineStep: Hashable, Sendable {
  /// Its line in the scenario file.
  public var line: Int
  /// The step as written.
  public var source: String
  /// When it ended, in the virtual time of the all-legacy run; nil when that run stopped before it.
  public var at: Duration?

  /// A step; see the properties.
  public init(line: Int, source: String, at: Duration?) {
    self.line = line
    self.source = source
    self.at = at
  }
}

/// A failed expectation, as reports tell it.
public struct ABFailure: Hashable, Sendable, CustomStringConvertible {
  /// The scenario file.
  public var file: String
  /// The line of the step that failed.
  public var line: Int
  /// The step as written.
  public var source: String
  /// What was expected and what was found (may go on with the frame seen).
  public var message: String

  /// A failure; see the properties.
  public init(file: String, line: Int, source: String, message: String) {
    self.file = file
    self.line = line
    self.source = source
    self.message = message
  }

  /// The failure of a run.
  public init(_ failure: StepFailure) {
    self.init(file: failure.file, line: failure.step.line, source: failure.step.source, message: failure.message)
  }

  /// `file:line: error: step: message`, as ``StepFailure`` says it, terminal-safe.
  public var description: String {
    "\(file.terminalSafe):\(line): error: \(source.terminalSafe): \(message.terminalSafeLines)"
  }
}

/// A parity rule as reports name it.
public struct ABRule: Hashable, Sendable {
  /// The module or component id it is for.
  public var id: String
  /// Why the difference is intended.
  public var reason: String
  /// The first day it no longer applies, if any.
  public var expires: RuleDate?

  /// A rule; see the properties.
  public init(id: String, reason: String, expires: RuleDate? = nil) {
    self.id = id
    self.reason = reason
    self.expires = expires
  }

  /// The rule as reports name it.
  public init(_ rule: ParityRule) {
    self.init(id: rule.id, reason: rule.reason, expires: rule.expires)
  }
}

/// How one rule was used over a comparison (see ``RuleUse``).
public struct ABRuleUse: Hashable, Sendable, CustomStringConvertible {
  /// The rule.
  public var rule: ABRule
  /// The levels whose differences it allowed, in order.
  public var levels: [ComparisonLevel]
  /// How many differences it allowed (each step and level counts once).
  public var differences: Int
  /// Whether they were masked by `ignore` patterns rather than set aside by `compare`.
  public var masked: Bool

  /// A use; see the properties.
  public init(rule: ABRule, levels: [ComparisonLevel], differences: Int, masked: Bool) {
    self.rule = rule
    self.levels = levels
    self.differences = differences
    self.masked = masked
  }

  /// The use as the comparison made it.
  public init(_ use: RuleUse) {
    self.init(rule: ABRule(use.rule), levels: use.levels, differences: use.differences, masked: use.masked)
  }

  /// `rule "home" (home redesigned as a dashboard): 3 frame differences set aside`,
  /// or `… 2 frame/semantics differences ignored` for masked ones.
  public var description: String {
    "rule \"\(rule.id)\" (\(rule.reason)): \(differences) \(levels.map(\.rawValue).joined(separator: "/")) "
      + "difference\(differences == 1 ? "" : "s") \(masked ? "ignored" : "set aside")"
  }
}
