import FeatureFlags
import TextSurface

/// What differed first between two runs of one scenario.
public enum DifferenceKind: String, Hashable, Sendable, CaseIterable {
  /// The frames differ in some cell (grapheme, width or style).
  case frame
  /// The accessibility trees differ: same look, different meaning.
  case semantics
  /// The effect logs differ: same look, different behaviour.
  case effects
  /// One run stopped (a failed step) where the other went on.
  case steps
}

/// The first step at which two runs disagree, with line diffs to show why
/// (reference `-`, candidate `+`).
public struct ABMismatch: Hashable, Sendable {
  /// 0-based index of the step in the scenario's executed steps.
  public var stepIndex: Int
  /// The step after which the difference was seen.
  public var step: Step
  /// The first kind of difference found, checked in the order frame, semantics, effects.
  public var kind: DifferenceKind
  /// A line diff of the differing part: frames, accessibility trees or effects.
  public var diff: String
  /// Positions of the cells that differ (empty unless `kind` is `.frame`).
  public var differingCells: [Point]
  /// Why no rule allowed it, when a rule was declared: `rule "home" expired on 2027-06-30`.
  public var note: String?

  /// A mismatch; see the properties.
  public init(
    stepIndex: Int, step: Step, kind: DifferenceKind, diff: String, differingCells: [Point] = [], note: String? = nil
  ) {
    self.stepIndex = stepIndex
    self.step = step
    self.kind = kind
    self.diff = diff
    self.differingCells = differingCells
    self.note = note
  }

  /// `frame differs after line 7 (tap "Tap Me")`, plus `; rule "home" expired on 2027-06-30` when one did.
  /// The step's source is made terminal-safe: it is text from the scenario file.
  public var summary: String {
    "\(kind == .steps ? "steps differ" : "\(kind) differs") after line \(step.line) (\(step.source.terminalSafe))"
      + (note.map { "; \($0)" } ?? "")
  }
}

/// The three outcomes of a comparison (docs/parity-rules.md).
public enum ABOutcome: String, Hashable, Sendable {
  /// Every compared level agreed at every step, exactly or once a rule's
  /// `ignore` patterns were masked (those ignored differences are counted apart).
  case identical
  /// A level that differed was set aside by a declared parity rule's `compare`
  /// (the report names the rule and its reason).
  case equivalent
  /// A difference no rule allows.
  case mismatch
}

/// Two runs of one scenario side by side: a reference (always all-legacy) and
/// a candidate variant, compared after every step.
public struct ABComparison: Sendable {
  /// The reference variant: all-legacy.
  public var reference: Variant
  /// The candidate variant; all-legacy again for the determinism baseline.
  public var candidate: Variant
  /// The reference's run. From `ABRunner`, it keeps records only for the
  /// steps reports show: snapshots, the last step, differences.
  public var referenceRun: ScenarioRun
  /// The candidate's run, kept like `referenceRun`.
  public var candidateRun: ScenarioRun
  /// The first difference no rule allows; nil when every step looked, meant and did the same (or as a rule allows).
  public var mismatch: ABMismatch?
  /// Every difference a parity rule set aside, up to the first mismatch, in step order.
  public var allowances: [RuleAllowance] = []
  /// The steps after the first mismatch that differ too (no rule allowing
  /// them), up to ``laterMismatchLimit``: reports show every differing step.
  public var laterMismatches: [ABMismatch] = []
  /// What each compared step came to, in step order: the scenario's timeline.
  public var marks: [ABStepMark] = []

  /// The most later differing steps a comparison keeps with their frames
  /// (each is a frame per run); the timeline marks every one.
  public static let laterMismatchLimit = 20

  /// Compares `candidateRun` with `referenceRun`, step by step, with `comparator`
  /// (every level, no rules, by default).
  public init(
    reference: Variant, candidate: Variant, referenceRun: ScenarioRun, candidateRun: ScenarioRun,
    comparator: ParityComparator = ParityComparator()
  ) {
    self.reference = reference
    self.candidate = candidate
    self.referenceRun = referenceRun
    self.candidateRun = candidateRun
    (mismatch, allowances, laterMismatches, marks) = Self.compare(referenceRun, candidateRun, comparator: comparator)
  }

  /// Whether this is the legacy-vs-legacy run that proves the runs are deterministic.
  public var isBaseline: Bool { candidate == reference }

  /// Identical, equivalent under a rule, or a mismatch.
  public var outcome: ABOutcome {
    mismatch != nil ? .mismatch : allowances.contains { !$0.masked } ? .equivalent : .identical
  }

  /// How many differences (step × level) rules' `ignore` patterns masked: counted apart.
  public var ignoredDifferences: Int { allowances.filter(\.masked).count }

  /// How many differences (step × level) rules' `compare` set aside: what makes a comparison equivalent.
  public var setAsideDifferences: Int { allowances.filter { !$0.masked }.count }

  /// Each rule used, with the levels it set aside and how many differences it allowed.
  public var ruleUses: [RuleUse] { RuleUse.summarize(allowances) }

  /// Identical or equivalent under a rule, and neither run failed an expectation.
  public var passed: Bool { mismatch == nil && referenceRun.failure == nil && candidateRun.failure == nil }

  /// The first failed expectation of either run, reference first.
  public var failure: StepFailure? { referenceRun.failure ?? candidateRun.failure }

  /// A comparison whose mismatch was already found, step by step, while both
  /// runs were performed (`ABRunner` in lockstep); the runs keep only the records reports show.
  init(
    reference: Variant, candidate: Variant, referenceRun: ScenarioRun, candidateRun: ScenarioRun,
    mismatch: ABMismatch?, allowances: [RuleAllowance] = [], laterMismatches: [ABMismatch] = [],
    marks: [ABStepMark] = []
  ) {
    self.reference = reference
    self.candidate = candidate
    self.referenceRun = referenceRun
    self.candidateRun = candidateRun
    self.mismatch = mismatch
    self.allowances = allowances
    self.laterMismatches = laterMismatches
    self.marks = marks
  }

  /// The first step at which `candidate` differs from `reference` in a way
  /// `comparator` does not allow (frames, then semantics, then effects), or
  /// nil. Both runs need every step's record (``ScenarioRunner/run(_:flags:)`` keeps them).
  public static func firstMismatch(
    _ reference: ScenarioRun, _ candidate: ScenarioRun, comparator: ParityComparator = ParityComparator()
  ) -> ABMismatch? {
    compare(reference, candidate, comparator: comparator).mismatch
  }

  /// The first mismatch, every difference rules allowed before it, the later
  /// differing steps and each step's mark.
  static func compare(_ reference: ScenarioRun, _ candidate: ScenarioRun, comparator: ParityComparator) -> (
    mismatch: ABMismatch?, allowances: [RuleAllowance], later: [ABMismatch], marks: [ABStepMark]
  ) {
    var allowances: [RuleAllowance] = []
    var first: ABMismatch?
    var later: [ABMismatch] = []
    var marks: [ABStepMark] = []
    let count = min(reference.stepCount, candidate.stepCount)
    for (index, (left, right)) in zip(reference.records, candidate.records).enumerated() {
      // Runs that kept only some records would be compared at the wrong steps.
      precondition(
        left.index == index && right.index == index,
        "firstMismatch needs every step's record; ABRunner compares in lockstep")
      let step = comparator.compare(at: index, left, right)
      var mark = ABStepMark(step)
      let stops = index == count - 1 && (reference.failure != nil || candidate.failure != nil)
      if !mark.isMismatch, stops { mark = .failed }
      marks.append(mark)
      if let mismatch = step.mismatch {
        if first == nil {
          first = mismatch
        } else if later.count < laterMismatchLimit {
          later.append(mismatch)
        }
      } else if first == nil {
        allowances += step.allowances
      }
    }
    let (shorter, longer) =
      reference.stepCount <= candidate.stepCount ? (reference, candidate) : (candidate, reference)
    guard shorter.stepCount != longer.stepCount else { return (first, allowances, later, marks) }
    let index = shorter.stepCount
    let step = reference.scenario.steps[max(0, index - 1)]
    if !marks.isEmpty, !marks[marks.count - 1].isMismatch { marks[marks.count - 1] = .steps }
    let stepsMismatch = stepsMismatch(
      at: max(0, index - 1), step: step, referenceSteps: reference.stepCount,
      candidateSteps: candidate.stepCount)
    return (first ?? stepsMismatch, allowances, later, marks)
  }

  /// One run stopped after `step` (at `index`) while the other went on.
  static func stepsMismatch(at index: Int, step: Step, referenceSteps: Int, candidateSteps: Int) -> ABMismatch {
    ABMismatch(
      stepIndex: index, step: step, kind: .steps,
      diff: "- \(referenceSteps) steps ran\n+ \(candidateSteps) steps ran")
  }
}
