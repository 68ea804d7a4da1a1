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
/// The variants are replayed in lockstep and compared step by step, and the
/// runs in the report keep frames only for the steps reports show (snapshot
/// steps, each run's last step, first mismatches): memory stays bounded
/// however many steps a scenario has.
///
/// ```swift
/// let report = ABRunner(runner: ScenarioRunner(app: app), matrix: true).run(scenarios)
/// report.passed   // false names the first differing step in report.problems
/// ```
public struct ABRunner {
  /// Supplies the fronts and output of each variant's session. The
  /// variants run in lockstep, so an output, if given, receives every
  /// session's frames interleaved.
  public var runner: ScenarioRunner
  /// Also compare each visited module declarative alone, the rest legacy.
  public var matrix: Bool
  /// Called as each variant's replay starts; the CLI draws a progress line
  /// with it. Variants run in lockstep, so a scenario's calls come together.
  public var progress: ((ABProgress) -> Void)?
  /// How steps are compared: the levels (`--compare`), the parity rules
  /// (`--rules`) and the day their expiry is judged on (`--today`).
  public var comparator: ParityComparator

  /// An A/B runner; `runner` decides the fronts (tests pass a diverging one);
  /// `comparator` defaults to every level under the app's own rules (`MigratableApp.parityRules`).
  public init(
    runner: ScenarioRunner, matrix: Bool = false, comparator: ParityComparator? = nil,
    progress: ((ABProgress) -> Void)? = nil
  ) {
    self.runner = runner
    self.matrix = matrix
    self.comparator = comparator ?? ParityComparator(rules: runner.app.parityRules)
    self.progress = progress
  }

  /// The rules file reports name: the comparator's rules' path, or, for
  /// rules made in code, that they were; nil when there are no rules.
  public var rulesFile: String? {
    comparator.rules.path ?? (comparator.rules.rules.isEmpty ? nil : "rules given in code")
  }

  /// The modules the fronts can build declaratively: the only ones worth flipping alone.
  public var declarativeModules: Set<ModuleName> {
    Set(runner.app.modules.filter { runner.app.fronts(of: $0).contains(.declarative) })
  }

  /// The components the fronts can show in either front: the only ones worth comparing both ways.
  public var bridgedComponents: [ComponentName] {
    runner.app.components.filter { runner.app.fronts(of: $0) == Set(Front.allCases) }
  }

  /// Compares every scenario, in order: the report every format is rendered from.
  public func run(_ scenarios: [Scenario]) -> ABReport {
    let declarative = declarativeModules
    return ABReport(
      matrix: matrix,
      results: scenarios.enumerated().map { index, scenario in
        compare(scenario, index: index + 1, total: scenarios.count, declarative: declarative)
      }, rulesFile: rulesFile)
  }

  /// Compares one scenario: baseline, all-declarative and (with `matrix`) each visited module alone.
  public func compare(_ scenario: Scenario) -> ABScenarioResult {
    compare(scenario, index: 1, total: 1, declarative: declarativeModules)
  }

  /// Replays the variants in lockstep (see `LockstepComparison`), so memory stays
  /// bounded however long the scenario is.
  ///
  /// Without `matrix`, one pass: the reference, the determinism baseline and
  /// all-declarative. With it, the matrix's modules alone are only known once
  /// the reference has run (they are the modules it visits), so they run in a
  /// second pass — and the determinism baseline is that pass's reference: its
  /// steps are checked against fingerprints of the first pass's reference, so
  /// all-legacy runs twice per scenario, never three times.
  private func compare(_ scenario: Scenario, index: Int, total: Int, declarative: Set<ModuleName>) -> ABScenarioResult {
    func announce(_ variant: Variant) {
      progress?(ABProgress(index: index, total: total, scenario: scenario.name, variant: variant))
    }
    func comparisons(_ pass: LockstepComparison.Result, _ variants: [Variant]) -> [ABComparison] {
      variants.enumerated().map { index, variant in
        ABComparison(
          reference: .allLegacy, candidate: variant, referenceRun: pass.referenceRun,
          candidateRun: pass.candidates[index].run, mismatch: pass.candidates[index].mismatch,
          allowances: pass.candidates[index].allowances, laterMismatches: pass.candidates[index].laterMismatches,
          marks: pass.candidates[index].marks)
      }
    }
    let first = ToggleMatrix.candidates(visiting: [], declarative: declarative, matrix: matrix)
    guard matrix else {
      let pass = LockstepComparison(reference: .allLegacy, candidates: [.allLegacy] + first, comparator: comparator)
        .run(scenario, runner: runner) { announce($1) }
      return ABScenarioResult(scenario: scenario, comparisons: comparisons(pass, [.allLegacy] + first))
    }
    let pass = LockstepComparison(reference: .allLegacy, candidates: first, comparator: comparator).run(
      scenario, runner: runner
    ) { announce($1) }
    let rest = ToggleMatrix.candidates(
      visiting: pass.referenceRun.visitedModules, declarative: declarative, matrix: matrix,
      components: bridgedComponents
    ).filter { !first.contains($0) }
    // The second pass's reference is the determinism baseline.
    let second = LockstepComparison(
      reference: .allLegacy, candidates: rest, comparator: comparator, expectedReference: pass.referenceFingerprints
    ).run(scenario, runner: runner) { announce($1) }
    let deviation = second.referenceDeviation.map {
      determinismMismatch(scenario, at: $0, pass.referenceRun, second.referenceRun)
    }
    // The baseline was checked by fingerprints up to its first deviation: every step before it agreed.
    let checked = min(pass.referenceRun.stepCount, second.referenceRun.stepCount)
    var marks = [ABStepMark](repeating: .identical, count: deviation.map { min($0.stepIndex, checked) } ?? checked)
    if let deviation { marks.append(ABStepMark(deviation.kind)) }
    if pass.referenceRun.failure != nil, deviation == nil, !marks.isEmpty { marks[marks.count - 1] = .failed }
    let determinism = ABComparison(
      reference: .allLegacy, candidate: .allLegacy, referenceRun: pass.referenceRun, candidateRun: second.referenceRun,
      mismatch: deviation, allowances: [], marks: marks)
    return ABScenarioResult(
      scenario: scenario, comparisons: [determinism] + comparisons(pass, first) + comparisons(second, rest))
  }

  /// The first difference between two all-legacy runs whose fingerprints
  /// differ at step `index`. Their records there were not kept, so a fresh
  /// pair of all-legacy runs is compared in lockstep to show the diff; if that
  /// pair agrees (the difference did not reproduce), the mismatch says so.
  private func determinismMismatch(_ scenario: Scenario, at index: Int, _ first: ScenarioRun, _ second: ScenarioRun)
    -> ABMismatch
  {
    if first.stepCount != second.stepCount, index >= min(first.stepCount, second.stepCount) {
      let step = scenario.steps[min(index, scenario.steps.count - 1)]
      return ABComparison.stepsMismatch(
        at: index, step: step, referenceSteps: first.stepCount, candidateSteps: second.stepCount)
    }
    let replay = LockstepComparison(
      reference: .allLegacy, candidates: [.allLegacy], comparator: comparator
    ).run(scenario, runner: runner)
    if let mismatch = replay.candidates[0].mismatch { return mismatch }
    return ABMismatch(
      stepIndex: index, step: scenario.steps[index], kind: .frame,
      diff: "- all-legacy, first run\n+ all-legacy, second run",
      note: "the two all-legacy runs differed at this step; a third pair did not reproduce it")
  }
}
