import TextSurface

extension ABReport {
  /// The report of comparisons just made (``ABRunner`` makes them): what each
  /// format shows, the frames of the steps reports draw included.
  public init(matrix: Bool, results: [ABScenarioResult]) {
    self.init(matrix: matrix, scenarios: results.map(ABScenarioReport.init))
  }
}

extension ABScenarioReport {
  /// A scenario's comparisons, as reports show them.
  public init(_ result: ABScenarioResult) {
    self.init(
      name: result.scenario.name, file: result.scenario.file, visited: result.visitedModules,
      comparisons: result.comparisons.map(ABComparisonReport.init))
  }
}

extension ABComparisonReport {
  /// A comparison as reports show it. Its runs need the frames of the steps
  /// shown (``ABRunner`` keeps them); a thinned one is shown as not kept.
  public init(_ comparison: ABComparison) {
    self.init(
      reference: comparison.reference, candidate: comparison.candidate, outcome: comparison.outcome,
      mismatch: comparison.mismatch.map(Mismatch.init),
      referenceFailure: comparison.referenceRun.failure.map(ABFailure.init),
      candidateFailure: comparison.candidateRun.failure.map(ABFailure.init),
      ruleUses: comparison.ruleUses.map(ABRuleUse.init), ignoredDifferences: comparison.ignoredDifferences,
      setAsideDifferences: comparison.setAsideDifferences, referenceCost: comparison.referenceRun.totalCost,
      candidateCost: comparison.candidateRun.totalCost, referenceRenderTime: comparison.referenceRun.totalRenderTime,
      candidateRenderTime: comparison.candidateRun.totalRenderTime, shownSteps: Self.shownSteps(comparison))
  }

  /// Both runs' frames at the first differing step; when equivalent under a
  /// rule, at the first intended difference too; and when no mismatch, at
  /// each `snapshot` step and the last step. None for a deterministic baseline.
  static func shownSteps(_ comparison: ABComparison) -> [ABShownStep] {
    guard !comparison.isBaseline || comparison.mismatch != nil else { return [] }
    let records = comparison.referenceRun.records
    var indices: [Int]
    if let mismatch = comparison.mismatch {
      indices = [mismatch.stepIndex]
    } else {
      indices = comparison.allowances.first.map { [$0.stepIndex] } ?? []
      for index in records.indices {
        if case .snapshot = records[index].step.action, !indices.contains(index) { indices.append(index) }
      }
      if let last = records.indices.last, !indices.contains(last) { indices.append(last) }
    }
    return indices.compactMap { shownStep(comparison, at: $0) }
  }

  private static func shownStep(_ comparison: ABComparison, at index: Int) -> ABShownStep? {
    let left = comparison.referenceRun.records.indices.contains(index) ? comparison.referenceRun.records[index] : nil
    let right = comparison.candidateRun.records.indices.contains(index) ? comparison.candidateRun.records[index] : nil
    guard let step = (left ?? right)?.step else { return nil }
    let allowed = comparison.allowances.filter { $0.stepIndex == index }
    let isMismatch = comparison.mismatch?.stepIndex == index
    var differingCells = isMismatch ? comparison.mismatch?.differingCells ?? [] : []
    if let left, let right, !allowed.isEmpty, left.hasFrames, right.hasFrames {
      differingCells = left.frame.differingCells(from: right.frame)
    }
    let differing = Set(differingCells)
    let note: ABShownStep.Note =
      isMismatch
      ? .mismatch
      : allowed.isEmpty
        ? .identical
        : .intended(levels: allowed.map(\.level), rules: RuleUse.summarize(allowed).map { ABRule($0.rule) })
    func shown(_ record: StepRecord?) -> ABShownFrame? {
      record.map { $0.hasFrames ? ABShownFrame($0.frame, differing: differing) : .notKept }
    }
    return ABShownStep(
      line: step.line, source: step.source, note: note, reference: shown(left), candidate: shown(right))
  }
}
