import FeatureFlags

/// One comparison of an ``ABReport``: a candidate variant against all-legacy,
/// as reports show it — no runs, only what they print.
public struct ABComparisonReport: Hashable, Sendable {
  /// The first difference no rule allowed, as reports show it.
  public struct Mismatch: Hashable, Sendable {
    /// The line of the step after which it was seen.
    public var line: Int
    /// That step as written.
    public var source: String
    /// Frame, semantics, effects or steps.
    public var kind: DifferenceKind
    /// The line diff (reference `-`, candidate `+`).
    public var diff: String
    /// Why no rule allowed it, when one was declared.
    public var note: String?

    /// A mismatch; see the properties.
    public init(line: Int, source: String, kind: DifferenceKind, diff: String, note: String? = nil) {
      self.line = line
      self.source = source
      self.kind = kind
      self.diff = diff
      self.note = note
    }

    /// The comparison's mismatch, as reports show it.
    public init(_ mismatch: ABMismatch) {
      self.init(
        line: mismatch.step.line, source: mismatch.step.source, kind: mismatch.kind, diff: mismatch.diff,
        note: mismatch.note)
    }

    /// `frame differs after line 7 (tap "Tap Me")`, plus `; rule "home" expired on 2027-06-30` when one did.
    public var summary: String {
      "\(kind == .steps ? "steps differ" : "\(kind) differs") after line \(line) (\(source.terminalSafe))"
        + (note.map { "; \($0)" } ?? "")
    }
  }

  /// The reference variant: all-legacy.
  public var reference: Variant
  /// The candidate; all-legacy again for the determinism baseline.
  public var candidate: Variant
  /// What the parity comparison found, expectations aside.
  public var outcome: ABOutcome
  /// The first difference no rule allows, if any.
  public var mismatch: Mismatch?
  /// The reference run's failed expectation, if any.
  public var referenceFailure: ABFailure?
  /// The candidate run's failed expectation, if any.
  public var candidateFailure: ABFailure?
  /// Each rule used, with the levels it set aside and how many differences it allowed.
  public var ruleUses: [ABRuleUse]
  /// Differences masked by rules' `ignore` patterns.
  public var ignoredDifferences: Int
  /// Differences set aside by rules' `compare`.
  public var setAsideDifferences: Int
  /// What the reference run cost, whole scenario.
  public var referenceCost: StepCost
  /// What the candidate run cost, whole scenario.
  public var candidateCost: StepCost
  /// Measured render times (reference, candidate); nil in a report read from JSON, which never has them.
  public var referenceRenderTime: Duration?
  /// See `referenceRenderTime`.
  public var candidateRenderTime: Duration?
  /// The steps whose frames the HTML page shows, both sides.
  public var shownSteps: [ABShownStep]
  /// What each compared step came to, in step order (the timeline).
  public var marks: [ABStepMark]
  /// The candidate run's virtual time, whole scenario (JUnit's `time`).
  public var virtualTime: Duration

  /// A comparison; see the properties.
  public init(
    reference: Variant, candidate: Variant, outcome: ABOutcome, mismatch: Mismatch? = nil,
    referenceFailure: ABFailure? = nil, candidateFailure: ABFailure? = nil, ruleUses: [ABRuleUse] = [],
    ignoredDifferences: Int = 0, setAsideDifferences: Int = 0, referenceCost: StepCost = StepCost(),
    candidateCost: StepCost = StepCost(), referenceRenderTime: Duration? = nil, candidateRenderTime: Duration? = nil,
    shownSteps: [ABShownStep] = [], marks: [ABStepMark] = [], virtualTime: Duration = .zero
  ) {
    self.reference = reference
    self.candidate = candidate
    self.outcome = outcome
    self.mismatch = mismatch
    self.referenceFailure = referenceFailure
    self.candidateFailure = candidateFailure
    self.ruleUses = ruleUses
    self.ignoredDifferences = ignoredDifferences
    self.setAsideDifferences = setAsideDifferences
    self.referenceCost = referenceCost
    self.candidateCost = candidateCost
    self.referenceRenderTime = referenceRenderTime
    self.candidateRenderTime = candidateRenderTime
    self.shownSteps = shownSteps
    self.marks = marks
    self.virtualTime = virtualTime
  }

  /// How many steps differ in a way no rule allows (the first mismatch and every later one).
  public var differingSteps: Int { marks.filter(\.isMismatch).count }

  /// The rules that made this comparison equivalent (set differences aside), in order of use.
  public var equivalenceRules: [ABRule] {
    var rules: [ABRule] = []
    for use in ruleUses where !use.masked && !rules.contains(use.rule) { rules.append(use.rule) }
    return rules
  }

  /// Whether this is the legacy-vs-legacy run that proves the runs are deterministic.
  public var isBaseline: Bool { candidate == reference }

  /// The first failed expectation of either run, reference first.
  public var failure: ABFailure? { referenceFailure ?? candidateFailure }

  /// MISMATCH when a difference no rule allows was found; else FAILED when an
  /// expectation failed; else identical or equivalent.
  public var result: ABResult {
    if mismatch != nil { return .mismatch }
    if failure != nil { return .failed }
    return outcome == .equivalent ? .equivalent : .identical
  }

  /// Identical or equivalent under a rule, and no expectation failed.
  public var passed: Bool { result.passed }

  /// `legacy (baseline)`, `declarative`, `login alone`.
  public var label: String { isBaseline ? "\(candidate) (baseline)" : candidate.description }

  /// What went wrong first; for an equivalent comparison, the rules that made
  /// it so, with their reasons and the differences they set aside; else nothing.
  public var firstDifference: String {
    if let mismatch {
      // Two all-legacy runs can only differ if something escapes virtual time or the seeded data.
      return isBaseline ? "not deterministic: \(mismatch.summary)" : mismatch.summary
    }
    if let failure {
      return "line \(failure.line): \(failure.source.terminalSafe): expectation failed"
    }
    return ruleUses.map { $0.masked ? "\($0)" : "under \($0)" }.joined(separator: "; ")
  }
}
