import FeatureFlags

/// The results of an A/B run (`strangler ab`, `ABRunner.run`): the one value
/// every report format is rendered from — the table, JSON, Markdown, HTML and
/// JUnit — so they cannot count differently.
///
/// It holds what reports show and nothing else: each comparison's result,
/// first difference, rules used and cost, and the frames the HTML page draws.
/// `ABJSONRenderer` writes all of it and ``ABReport/init(json:origin:)`` reads
/// it back, so reports of shards (`--shard I/N`) merge
/// (``ABReport/merge(_:)``) into the very report one unsharded run gives.
///
/// ```swift
/// let report = ABRunner(runner: ScenarioRunner(app: app), matrix: true).run(scenarios)
/// report.headline   // "A/B comparison (toggle matrix): 2 scenarios, 10 comparisons: all identical"
/// ABMarkdownRenderer.render(report)
/// ```
public struct ABReport: Hashable, Sendable {
  /// Whether each visited module was also compared alone.
  public var matrix: Bool
  /// Every scenario, in the order run.
  public var scenarios: [ABScenarioReport]
  /// The parity rules file the comparisons were made under, as the command
  /// found it (`strangler.parity.json`, `Scenarios/strangler.parity.json`);
  /// nil when no rules applied. Every format says which.
  public var rulesFile: String?

  /// A report of `scenarios`, compared under the rules of `rulesFile` (nil: none).
  public init(matrix: Bool, scenarios: [ABScenarioReport], rulesFile: String? = nil) {
    self.matrix = matrix
    self.scenarios = scenarios
    self.rulesFile = rulesFile
  }

  /// `Parity rules: strangler.parity.json`, or that none applied (so every
  /// difference counted): the line every format prints under its headline.
  public var rulesLine: String {
    "Parity rules: "
      + (rulesFile.map { $0.terminalSafe } ?? "none (no strangler.parity.json beside the scenarios, above them "
        + "or in the working directory, and no --rules): every difference counts")
  }

  /// Every comparison identical or equivalent under a rule, every expectation met.
  public var passed: Bool { scenarios.allSatisfy(\.passed) }

  /// How many comparisons had each result; each comparison is counted once.
  public var counts: ABCounts {
    var counts = ABCounts()
    for comparison in scenarios.lazy.flatMap(\.comparisons) { counts.add(comparison) }
    return counts
  }

  /// `A/B comparison (toggle matrix): 9 scenarios, 27 comparisons: all identical`,
  /// `… 20 identical, 7 equivalent under a rule (31 ignored differences)`, or,
  /// when something failed, every result that occurred:
  /// `… 4 identical, 3 mismatched, 1 failed`.
  public var headline: String {
    let counts = counts
    let what =
      "A/B comparison\(matrix ? " (toggle matrix)" : ""): \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"), "
      + "\(counts.comparisons) comparison\(counts.comparisons == 1 ? "" : "s")"
    let ignored = counts.ignoredDifferences
    let ignoredText = ignored == 0 ? "" : " (\(ignored) ignored difference\(ignored == 1 ? "" : "s"))"
    if counts.identical == counts.comparisons { return "\(what): all identical" + ignoredText }
    if counts.passed == counts.comparisons {
      return "\(what): \(counts.identical) identical, \(counts.equivalent) equivalent under a rule" + ignoredText
    }
    let parts = [
      (counts.identical, "identical"), (counts.equivalent, "equivalent under a rule"),
      (counts.mismatched, "mismatched"), (counts.failed, "failed"),
    ]
    return "\(what): " + parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  /// One line per problem, in order — each mismatch, then each failed
  /// expectation once: `sign-in.scenario:12: declarative vs legacy: frame differs after line 12 (tap "Sign in")`.
  public var problems: [String] {
    scenarios.flatMap { scenario in
      scenario.comparisons.compactMap { comparison in
        comparison.mismatch.map {
          "\(scenario.file.terminalSafe):\($0.line): \(comparison.candidate) vs \(comparison.reference): \($0.summary)"
        }
      } + scenario.failures.map(\.failure.description)
    }
  }

  /// Whether `module`, flipped alone, matched all-legacy in every scenario
  /// that shows it, and the first scenario and line where it did not. Nil
  /// when no scenario compared it alone. `strangler status` reads it.
  public func parity(of module: ModuleName) -> (scenarios: Int, mismatch: (scenario: String, line: Int)?)? {
    parity { $0 == .alone(module) }
  }

  /// Like `parity(of:)` for a component: the scenarios that compared it in the
  /// other front than its screen's (both ways) with all-legacy.
  public func parity(of component: ComponentName) -> (scenarios: Int, mismatch: (scenario: String, line: Int)?)? {
    parity { $0.flippedComponent == component }
  }

  private func parity(where matches: (Variant) -> Bool) -> (
    scenarios: Int, mismatch: (scenario: String, line: Int)?
  )? {
    var count = 0
    var first: (scenario: String, line: Int)?
    for scenario in scenarios {
      for comparison in scenario.comparisons where matches(comparison.candidate) {
        count += 1
        if first == nil, !comparison.passed, let line = comparison.mismatch?.line ?? comparison.failure?.line {
          first = (scenario.name, line)
        }
      }
    }
    return count > 0 ? (count, first) : nil
  }

  /// How many of the comparisons of `module` alone were equivalent under a
  /// rule (passed, not identical), and the rules used, in order of first use.
  public func equivalence(of module: ModuleName) -> (scenarios: Int, rules: [ABRule]) {
    var count = 0
    var rules: [ABRule] = []
    for scenario in scenarios {
      for comparison in scenario.comparisons
      where comparison.candidate == .alone(module) && comparison.result == .equivalent {
        count += 1
        for use in comparison.ruleUses where !use.masked && !rules.contains(use.rule) { rules.append(use.rule) }
      }
    }
    return (count, rules)
  }
}

/// How many comparisons of a report had each result. Every comparison has
/// exactly one, so the four add up to `comparisons`.
public struct ABCounts: Hashable, Sendable {
  /// Comparisons whose every level agreed (masked differences aside).
  public var identical = 0
  /// Comparisons whose differences a parity rule set aside.
  public var equivalent = 0
  /// Comparisons with a difference no rule allows.
  public var mismatched = 0
  /// Comparisons without a mismatch in which an expectation failed.
  public var failed = 0
  /// Differences (step × level) masked by rules' `ignore` patterns, counted apart.
  public var ignoredDifferences = 0

  /// Counts of nothing.
  public init() {}

  /// Every comparison.
  public var comparisons: Int { identical + equivalent + mismatched + failed }
  /// The comparisons that passed: identical or equivalent.
  public var passed: Int { identical + equivalent }

  mutating func add(_ comparison: ABComparisonReport) {
    switch comparison.result {
    case .identical: identical += 1
    case .equivalent: equivalent += 1
    case .mismatch: mismatched += 1
    case .failed: failed += 1
    }
    ignoredDifferences += comparison.ignoredDifferences
  }
}

/// What a comparison came to, in reports: one of four, so every format counts alike.
public enum ABResult: String, Hashable, Sendable, CaseIterable {
  /// Every level agreed at every step (masked differences aside), every expectation met.
  case identical
  /// Every difference was set aside by a parity rule, every expectation met.
  case equivalent
  /// A difference no rule allows (whether or not an expectation failed after it).
  case mismatch
  /// No mismatch, but an expectation of the scenario failed.
  case failed

  /// `identical`, `equivalent`, `MISMATCH`, `FAILED`: the word every report prints.
  public var label: String {
    switch self {
    case .identical, .equivalent: rawValue
    case .mismatch, .failed: rawValue.uppercased()
    }
  }

  /// Identical or equivalent.
  public var passed: Bool { self == .identical || self == .equivalent }
}
