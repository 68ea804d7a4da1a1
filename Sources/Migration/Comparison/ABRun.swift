import AppCore
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

  /// A mismatch; see the properties.
  public init(stepIndex: Int, step: Step, kind: DifferenceKind, diff: String, differingCells: [Point] = []) {
    self.stepIndex = stepIndex
    self.step = step
    self.kind = kind
    self.diff = diff
    self.differingCells = differingCells
  }

  /// `frame differs after line 7 (tap "Tap Me")`.
  public var summary: String {
    "\(kind == .steps ? "steps differ" : "\(kind) differs") after line \(step.line) (\(step.source))"
  }
}

/// Two runs of one scenario side by side: a reference (always all-legacy) and
/// a candidate variant, compared after every step.
public struct ABComparison: Sendable {
  /// The reference variant: all-legacy.
  public var reference: Variant
  /// The candidate variant; all-legacy again for the determinism baseline.
  public var candidate: Variant
  /// The reference's run. From `ABRunner`, its records are thinned except
  /// for the steps reports show: snapshots, the last step, first mismatches.
  public var referenceRun: ScenarioRun
  /// The candidate's run, thinned like `referenceRun`.
  public var candidateRun: ScenarioRun
  /// The first difference; nil when every step looked, meant and did the same.
  public var mismatch: ABMismatch?

  /// Compares `candidateRun` with `referenceRun`, step by step.
  public init(reference: Variant, candidate: Variant, referenceRun: ScenarioRun, candidateRun: ScenarioRun) {
    self.reference = reference
    self.candidate = candidate
    self.referenceRun = referenceRun
    self.candidateRun = candidateRun
    mismatch = Self.firstMismatch(referenceRun, candidateRun)
  }

  /// Whether this is the legacy-vs-legacy run that proves the runs are deterministic.
  public var isBaseline: Bool { candidate == reference }

  /// Identical at every step.
  public var isIdentical: Bool { mismatch == nil }

  /// Identical, and neither run failed an expectation.
  public var passed: Bool { mismatch == nil && referenceRun.failure == nil && candidateRun.failure == nil }

  /// The first failed expectation of either run, reference first.
  public var failure: StepFailure? { referenceRun.failure ?? candidateRun.failure }

  /// A comparison whose mismatch was already found, step by step, while both
  /// runs were performed (`ABRunner` in lockstep); the runs may be thinned.
  init(
    reference: Variant, candidate: Variant, referenceRun: ScenarioRun, candidateRun: ScenarioRun,
    mismatch: ABMismatch?
  ) {
    self.reference = reference
    self.candidate = candidate
    self.referenceRun = referenceRun
    self.candidateRun = candidateRun
    self.mismatch = mismatch
  }

  /// The first step at which `candidate` differs from `reference`: frames
  /// exactly, then accessibility trees, then the effects of the step. The
  /// settings screen may differ in the decisions it shows (see `ParityNormalization`).
  /// Both runs need full records (none thinned).
  public static func firstMismatch(_ reference: ScenarioRun, _ candidate: ScenarioRun) -> ABMismatch? {
    for (index, (left, right)) in zip(reference.records, candidate.records).enumerated() {
      // Thinned records all hold the same empty placeholders: comparing them
      // would call any two runs identical.
      precondition(left.hasFrames && right.hasFrames, "firstMismatch needs full records; ABRunner compares in lockstep")
      if let mismatch = mismatch(at: index, left, right) { return mismatch }
    }
    let (shorter, longer) =
      reference.records.count <= candidate.records.count ? (reference, candidate) : (candidate, reference)
    guard shorter.records.count != longer.records.count else { return nil }
    let index = shorter.records.count
    let step = index > 0 ? shorter.records[index - 1].step : longer.records[0].step
    return stepsMismatch(
      at: max(0, index - 1), step: step, referenceSteps: reference.records.count,
      candidateSteps: candidate.records.count)
  }

  /// How one step's records differ — frames, then semantics, then effects —
  /// or nil when they agree. `index` is the step's 0-based position.
  static func mismatch(at index: Int, _ left: StepRecord, _ right: StepRecord) -> ABMismatch? {
    if !ParityNormalization.framesAgree(
      left.frame, right.frame, semantics: left.accessibility, route: left.route)
    {
      let diff = LineDiff.render(left.frame.goldenText, right.frame.goldenText)
      return ABMismatch(
        stepIndex: index, step: left.step, kind: .frame, diff: diff,
        differingCells: left.frame.differingCells(from: right.frame))
    }
    if !ParityNormalization.semanticsAgree(left.accessibility, right.accessibility, route: left.route) {
      // Trees that read the same can still differ in where an element is: then show the frames.
      let (a, b) = (left.accessibility.description, right.accessibility.description)
      let diff =
        a != b
        ? LineDiff.render(a, b)
        : LineDiff.render(left.accessibility.framedDescription, right.accessibility.framedDescription)
      return ABMismatch(stepIndex: index, step: left.step, kind: .semantics, diff: diff)
    }
    if left.newEffects != right.newEffects {
      return ABMismatch(
        stepIndex: index, step: left.step, kind: .effects,
        diff: LineDiff.render(
          left.newEffects.map(\.description).joined(separator: "\n"),
          right.newEffects.map(\.description).joined(separator: "\n")))
    }
    return nil
  }

  /// One run stopped after `step` (at `index`) while the other went on.
  static func stepsMismatch(at index: Int, step: Step, referenceSteps: Int, candidateSteps: Int) -> ABMismatch {
    ABMismatch(
      stepIndex: index, step: step, kind: .steps,
      diff: "- \(referenceSteps) steps ran\n+ \(candidateSteps) steps ran")
  }
}
