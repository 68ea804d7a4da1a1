import TextSurface

extension Duration {
  /// Whole milliseconds (rounded down): reports keep virtual time at this
  /// precision, so one read back from JSON renders as the one made.
  public var milliseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  /// This duration at the precision reports keep.
  var reportMilliseconds: Duration { .milliseconds(milliseconds) }
}

extension Frame {
  /// Whether the cell at `point` shows nothing: outside the frame, or a space
  /// with no inverse, background or underline (which would show on a space).
  func isBlank(at point: Point) -> Bool {
    guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return true }
    let cell = self[point.x, point.y]
    guard cell.grapheme == " " || cell.grapheme.isEmpty else { return false }
    return cell.style.background == nil && !cell.style.attributes.contains(.inverse)
      && !cell.style.attributes.contains(.underline)
  }
}

extension ABReport {
  /// The report of comparisons just made (``ABRunner`` makes them): what each
  /// format shows, the frames of the steps reports draw included.
  public init(matrix: Bool, results: [ABScenarioResult], rulesFile: String? = nil) {
    self.init(matrix: matrix, scenarios: results.map(ABScenarioReport.init), rulesFile: rulesFile)
  }
}

extension ABScenarioReport {
  /// A scenario's comparisons, as reports show them.
  public init(_ result: ABScenarioResult) {
    let times = result.comparisons.first?.referenceRun.stepTimes ?? []
    // The comparisons of a scenario share their reference run, and most
    // candidates draw what it draws: each frame shown is built once.
    var shownFrames = ShownFrames()
    self.init(
      name: result.scenario.name, file: result.scenario.file, visited: result.visitedModules,
      comparisons: result.comparisons.map { ABComparisonReport($0, shownFrames: &shownFrames) },
      steps: result.scenario.steps.enumerated().map { index, step in
        ABTimelineStep(
          line: step.line, source: step.source,
          at: times.indices.contains(index) ? times[index].reportMilliseconds : nil)
      })
  }
}

extension ABComparisonReport {
  /// A comparison as reports show it. Its runs need the frames of the steps
  /// shown (``ABRunner`` keeps them); a step whose record was not kept is shown as not kept.
  public init(_ comparison: ABComparison) {
    var shownFrames = ShownFrames()
    self.init(comparison, shownFrames: &shownFrames)
  }

  init(_ comparison: ABComparison, shownFrames: inout ShownFrames) {
    self.init(
      reference: comparison.reference, candidate: comparison.candidate, outcome: comparison.outcome,
      mismatch: comparison.mismatch.map(Mismatch.init),
      referenceFailure: comparison.referenceRun.failure.map(ABFailure.init),
      candidateFailure: comparison.candidateRun.failure.map(ABFailure.init),
      ruleUses: comparison.ruleUses.map(ABRuleUse.init), ignoredDifferences: comparison.ignoredDifferences,
      setAsideDifferences: comparison.setAsideDifferences, referenceCost: comparison.referenceRun.totalCost,
      candidateCost: comparison.candidateRun.totalCost, referenceRenderTime: comparison.referenceRun.totalRenderTime,
      candidateRenderTime: comparison.candidateRun.totalRenderTime,
      shownSteps: Self.shownSteps(comparison, shownFrames: &shownFrames),
      marks: comparison.marks, virtualTime: comparison.candidateRun.virtualTime.reportMilliseconds)
  }

  /// Both runs' frames at the first differing step and every later one; when
  /// equivalent under a rule, at the first intended difference too; and when
  /// no mismatch, at each `snapshot` step and the last step. None for a
  /// deterministic baseline.
  static func shownSteps(_ comparison: ABComparison, shownFrames: inout ShownFrames) -> [ABShownStep] {
    guard !comparison.isBaseline || comparison.mismatch != nil else { return [] }
    let run = comparison.referenceRun
    var indices: [Int]
    if let mismatch = comparison.mismatch {
      indices = [mismatch.stepIndex]
      for later in comparison.laterMismatches where !indices.contains(later.stepIndex) {
        indices.append(later.stepIndex)
      }
    } else {
      indices = comparison.allowances.first.map { [$0.stepIndex] } ?? []
      for (index, step) in run.scenario.steps.prefix(run.stepCount).enumerated() {
        if case .snapshot = step.action, !indices.contains(index) { indices.append(index) }
      }
      if run.stepCount > 0, !indices.contains(run.stepCount - 1) { indices.append(run.stepCount - 1) }
    }
    return indices.compactMap { shownStep(comparison, at: $0, shownFrames: &shownFrames) }
  }

  private static func shownStep(_ comparison: ABComparison, at index: Int, shownFrames: inout ShownFrames)
    -> ABShownStep?
  {
    let left = comparison.referenceRun.record(at: index)
    let right = comparison.candidateRun.record(at: index)
    let ran = (comparison.referenceRun, comparison.candidateRun)
    guard index < max(ran.0.stepCount, ran.1.stepCount) else { return nil }
    let step = comparison.referenceRun.scenario.steps[index]
    let allowed = comparison.allowances.filter { $0.stepIndex == index }
    let isMismatch = comparison.mismatch?.stepIndex == index
    let later = isMismatch ? nil : comparison.laterMismatches.first { $0.stepIndex == index }
    var differingCells = isMismatch ? comparison.mismatch?.differingCells ?? [] : later?.differingCells ?? []
    if let left, let right, !allowed.isEmpty {
      differingCells = left.frame.differingCells(from: right.frame)
    }
    var differing = Set(differingCells)
    if let left, let right {
      // A blank cell beside a blank cell shows nothing to look at, whatever styles they differ in.
      differing = differing.filter { !(left.frame.isBlank(at: $0) && right.frame.isBlank(at: $0)) }
    }
    let note: ABShownStep.Note =
      isMismatch
      ? .mismatch
      : later.map { .laterMismatch(kind: $0.kind, diff: $0.diff) }
        ?? (allowed.isEmpty
          ? .identical
          : .intended(levels: allowed.map(\.level), rules: RuleUse.summarize(allowed).map { ABRule($0.rule) }))
    // A run that stopped before the step shows nothing there; one that ran it without keeping its record says so.
    func shown(_ record: StepRecord?, of run: ScenarioRun) -> ABShownFrame? {
      guard index < run.stepCount else { return nil }
      return record.map { shownFrames.frame($0.frame, differing: differing, at: index) } ?? .notKept
    }
    return ABShownStep(
      line: step.line, source: step.source, note: note, reference: shown(left, of: ran.0),
      candidate: shown(right, of: ran.1))
  }
}

/// The frames a report has shown at each step: a frame equal to one already
/// built there (the shared reference's, or a candidate's that draws the same)
/// with the same cells marked is not built again. Frames that share their
/// cells' storage compare equal at once.
struct ShownFrames {
  private var built: [Int: [(frame: Frame, differing: Set<Point>, shown: ABShownFrame)]] = [:]

  /// `frame`, drawn at step `index`, as a report shows it, with the cells at `differing` marked.
  mutating func frame(_ frame: Frame, differing: Set<Point>, at index: Int) -> ABShownFrame {
    if let hit = built[index]?.first(where: { $0.differing == differing && $0.frame == frame }) { return hit.shown }
    let shown = ABShownFrame(frame, differing: differing)
    built[index, default: []].append((frame, differing, shown))
    return shown
  }
}
