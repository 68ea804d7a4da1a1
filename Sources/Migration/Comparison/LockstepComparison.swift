import FeatureFlags
import TextSurface

/// Replays one scenario under several variants at once, one step at a time in
/// every session, comparing each candidate's step with the reference's as soon
/// as both are done.
///
/// Why lockstep: holding whole runs and comparing them afterwards keeps a
/// frame and an accessibility tree per step per run, so memory grows with the
/// scenario's length. Here a step's full records live only until the
/// comparisons of that step are made; a run keeps full records only for the
/// steps reports show — `snapshot` steps, its last step, each first
/// mismatch and first intended difference (allowed by a parity rule) it takes
/// part in, and up to ``ABComparison/laterMismatchLimit`` later differing
/// steps per comparison — and totals for the rest. So a run holds a bounded
/// number of records, however many steps it has; every step still gets a mark.
/// For the same reason the runs it returns keep no effect log: each step's
/// effects were compared as the step was done, and a kept record still holds
/// its own (`StepRecord.newEffects`).
struct LockstepComparison {
  /// The reference variant (index 0 of the results) and the candidates compared with it.
  var reference: Variant
  var candidates: [Variant]
  /// How steps are compared: levels, parity rules, today's date.
  var comparator = ParityComparator()
  /// Fingerprints of an earlier run of the reference variant, one per step
  /// (`Result.referenceFingerprints`): when given, this run of the reference is
  /// checked against them, which proves determinism without replaying a third
  /// copy of the reference in lockstep.
  var expectedReference: [Int]?

  /// The reference's run and each candidate's outcome.
  struct Result {
    /// One candidate's run and how it compared with the reference's.
    struct Candidate {
      var run: ScenarioRun
      /// The first mismatch, if any.
      var mismatch: ABMismatch?
      /// The differences rules set aside before the first mismatch.
      var allowances: [RuleAllowance]
      /// Each later step that differs in a way no rule allows (up to ``ABComparison/laterMismatchLimit``).
      var laterMismatches: [ABMismatch] = []
      /// What each compared step came to.
      var marks: [ABStepMark] = []
    }

    var referenceRun: ScenarioRun
    /// In the order of `candidates`.
    var candidates: [Candidate]
    /// One fingerprint per step the reference ran: its frame, semantics,
    /// effects and whether it failed (see `fingerprint(_:failed:)`).
    var referenceFingerprints: [Int] = []
    /// With `expectedReference`: the first step at which this reference run
    /// differed from the expected fingerprints (or ran a different number of steps).
    var referenceDeviation: Int?
  }

  /// One variant's state during the replay: its session, the records kept
  /// so far, and (for a candidate) how it compares with the reference.
  private struct Lane {
    let variant: Variant
    let session: ScenarioSession
    /// Totals and kept records; only the reference keeps the timeline's times.
    var log: StepLog
    var failure: StepFailure?
    /// The first mismatch with the reference.
    var mismatch: ABMismatch?
    /// Differences rules set aside before the first mismatch.
    var allowances: [RuleAllowance] = []
    /// Later steps that differ, after the first mismatch.
    var laterMismatches: [ABMismatch] = []
    /// What each compared step came to.
    var marks: [ABStepMark] = []
    /// The step after which exactly one of it and the reference stopped.
    var stepsDiverged: (index: Int, step: Step)?
    /// This step's record (nil once the run has stopped), whether the step
    /// stopped it, and whether its frames are kept.
    var current: StepRecord?
    var stoppedHere = false
    var keep = false

    /// Still to be compared with the reference: both runs go on. Comparing
    /// goes on after the first mismatch, so reports show every differing step.
    var comparing: Bool { stepsDiverged == nil }

    func run(of scenario: Scenario) -> ScenarioRun {
      ScenarioRun(
        scenario: scenario, configuration: variant.configuration, log: log, failure: failure,
        effects: [], exposures: session.exposures)
    }
  }

  /// What the strict determinism comparison compares at a step, hashed: two
  /// runs of one variant agree at a step when these agree (up to hash
  /// collisions, negligible at 64 bits). The frame counts byte for byte
  /// (`Frame.contentHash`, which hashes no `String` per cell): a
  /// deterministic front draws the same bytes, not merely equivalent ones.
  static func fingerprint(_ record: StepRecord, failed: Bool) -> Int {
    var hasher = Hasher()
    hasher.combine(record.frame.size)
    hasher.combine(record.frame.contentHash)
    hasher.combine(record.accessibility)
    hasher.combine(record.newEffects)
    hasher.combine(failed)
    return hasher.finalize()
  }

  /// Runs every variant through `scenario` with `runner`'s output and fronts;
  /// `started` is called for each variant (0 is the reference) as its session is created.
  func run(_ scenario: Scenario, runner: ScenarioRunner, started: (Int, Variant) -> Void = { _, _ in }) -> Result {
    // A recording output would keep every byte of every frame; nobody reads them here.
    var lanes = ([reference] + candidates).enumerated().map { index, variant in
      started(index, variant)
      return Lane(
        variant: variant,
        session: ScenarioSession(
          size: scenario.size, flags: variant.configuration, app: runner.app,
          output: runner.output ?? DiscardingOutput()),
        log: StepLog(keepsTimes: index == 0))
    }
    let lastIndex = scenario.steps.count - 1
    let strict = ParityComparator(rules: .none, today: comparator.today)
    var fingerprints: [Int] = []
    var deviation: Int?

    for (index, step) in scenario.steps.enumerated() {
      for lane in lanes.indices {
        lanes[lane].current = nil
        lanes[lane].stoppedHere = false
        guard lanes[lane].failure == nil else { continue }
        var (record, failure) = lanes[lane].session.perform(step, file: scenario.file)
        record.index = index
        lanes[lane].current = record
        if let failure {
          lanes[lane].failure = failure
          lanes[lane].stoppedHere = true
        }
      }
      guard lanes.contains(where: { $0.current != nil }) else { break }
      if let record = lanes[0].current {
        let fingerprint = Self.fingerprint(record, failed: lanes[0].stoppedHere)
        if deviation == nil, let expected = expectedReference,
          index >= expected.count || expected[index] != fingerprint
        {
          deviation = index
        }
        fingerprints.append(fingerprint)
      }
      // A run's last record is always shown (and is `finalFrame`), and so is
      // every snapshot and the step a run stopped at.
      let shown: Bool
      if case .snapshot = step.action { shown = true } else { shown = index == lastIndex }
      for lane in lanes.indices { lanes[lane].keep = shown || lanes[lane].stoppedHere }
      if let left = lanes[0].current {
        for candidate in lanes.indices.dropFirst() where lanes[candidate].comparing {
          guard let right = lanes[candidate].current else { continue }
          // The determinism baseline is always exact: two runs of one variant may not differ at all.
          let comparison = (lanes[candidate].variant == reference ? strict : comparator).compare(at: index, left, right)
          var mark = ABStepMark(comparison)
          if !mark.isMismatch, lanes[0].stoppedHere || lanes[candidate].stoppedHere { mark = .failed }
          if let mismatch = comparison.mismatch, lanes[candidate].mismatch != nil {
            // A later difference: shown, both sides, up to a limit that keeps memory bounded.
            lanes[candidate].marks.append(mark)
            if lanes[candidate].laterMismatches.count < ABComparison.laterMismatchLimit {
              lanes[candidate].laterMismatches.append(mismatch)
              lanes[0].keep = true
              lanes[candidate].keep = true
            }
            if lanes[0].stoppedHere != lanes[candidate].stoppedHere { lanes[candidate].stepsDiverged = (index, step) }
            continue
          }
          if lanes[candidate].mismatch == nil {
            if lanes[candidate].allowances.isEmpty && !comparison.allowances.isEmpty {
              // The first intended difference is shown in reports, both sides.
              lanes[0].keep = true
              lanes[candidate].keep = true
            }
            lanes[candidate].allowances += comparison.allowances
          }
          if let mismatch = comparison.mismatch {
            lanes[candidate].mismatch = mismatch
            lanes[candidate].marks.append(mark)
            if lanes[0].stoppedHere != lanes[candidate].stoppedHere { lanes[candidate].stepsDiverged = (index, step) }
          } else if lanes[0].stoppedHere != lanes[candidate].stoppedHere {
            // As in `firstMismatch`: one run stopped here, the other goes on. The
            // mismatch's diff needs both final step counts, so it is made at the end;
            // both frames at this step are shown.
            lanes[candidate].stepsDiverged = (index, step)
            lanes[candidate].marks.append(.steps)
            if lanes[candidate].mismatch != nil { continue }
          } else {
            lanes[candidate].marks.append(mark)
            continue
          }
          lanes[0].keep = true
          lanes[candidate].keep = true
        }
      }
      for lane in lanes.indices {
        guard let record = lanes[lane].current else { continue }
        lanes[lane].log.add(record, keep: lanes[lane].keep)
      }
    }

    for candidate in lanes.indices.dropFirst() {
      guard let (index, step) = lanes[candidate].stepsDiverged, lanes[candidate].mismatch == nil else { continue }
      lanes[candidate].mismatch = ABComparison.stepsMismatch(
        at: index, step: step, referenceSteps: lanes[0].log.count,
        candidateSteps: lanes[candidate].log.count)
    }
    if deviation == nil, let expected = expectedReference, expected.count > fingerprints.count {
      deviation = fingerprints.count
    }
    return Result(
      referenceRun: lanes[0].run(of: scenario),
      candidates: lanes.dropFirst().map {
        Result.Candidate(
          run: $0.run(of: scenario), mismatch: $0.mismatch, allowances: $0.allowances,
          laterMismatches: $0.laterMismatches, marks: $0.marks)
      },
      referenceFingerprints: fingerprints, referenceDeviation: deviation)
  }
}
