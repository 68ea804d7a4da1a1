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
/// part in — and thinned ones (step, route, front, cost,
/// render time) for the rest. So a run holds at most
/// snapshots + 1 + mismatches full records, however many steps it has.
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

  /// The runs (reference first, then each candidate) and, per candidate, its first mismatch.
  struct Result {
    var referenceRun: ScenarioRun
    var candidateRuns: [ScenarioRun]
    var mismatches: [ABMismatch?]
    /// Per candidate: the differences rules set aside before its first mismatch.
    var allowances: [[RuleAllowance]]
    /// One fingerprint per step the reference ran: its frame, semantics,
    /// effects and whether it failed (see `fingerprint(_:failed:)`).
    var referenceFingerprints: [Int] = []
    /// With `expectedReference`: the first step at which this reference run
    /// differed from the expected fingerprints (or ran a different number of steps).
    var referenceDeviation: Int?
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
    let variants = [reference] + candidates
    // A recording output would keep every byte of every frame; nobody reads them here.
    let sessions = variants.enumerated().map { index, variant in
      started(index, variant)
      return ScenarioSession(
        size: scenario.size, flags: variant.configuration, app: runner.app,
        output: runner.output ?? DiscardingOutput())
    }
    var records = Array(repeating: [StepRecord](), count: variants.count)
    var failures = [StepFailure?](repeating: nil, count: variants.count)
    // Per candidate: the first mismatch, or the step after which exactly one of the pair stopped.
    var mismatches = [ABMismatch?](repeating: nil, count: variants.count)
    var allowances = [[RuleAllowance]](repeating: [], count: variants.count)
    var stepsDiverged = [(index: Int, step: Step)?](repeating: nil, count: variants.count)
    let lastIndex = scenario.steps.count - 1
    let strict = ParityComparator(rules: .none, today: comparator.today)
    var fingerprints: [Int] = []
    var deviation: Int?

    for (index, step) in scenario.steps.enumerated() {
      var current = [StepRecord?](repeating: nil, count: variants.count)
      var stoppedHere = [Bool](repeating: false, count: variants.count)
      for session in sessions.indices where failures[session] == nil {
        let (record, failure) = sessions[session].perform(step, file: scenario.file)
        current[session] = record
        if let failure {
          failures[session] = failure
          stoppedHere[session] = true
        }
      }
      guard current.contains(where: { $0 != nil }) else { break }
      if let record = current[0] {
        let fingerprint = Self.fingerprint(record, failed: stoppedHere[0])
        if deviation == nil, let expected = expectedReference,
          index >= expected.count || expected[index] != fingerprint
        {
          deviation = index
        }
        fingerprints.append(fingerprint)
      }
      // A run's last record is always shown (and is `finalFrame`), and so is every snapshot.
      var keep = current.indices.map { _ in
        if case .snapshot = step.action { return true }
        return index == lastIndex
      }
      for session in current.indices where stoppedHere[session] { keep[session] = true }
      if let left = current[0] {
        for candidate in 1..<variants.count where mismatches[candidate] == nil && stepsDiverged[candidate] == nil {
          guard let right = current[candidate] else { continue }
          // The determinism baseline is always exact: two runs of one variant may not differ at all.
          let comparison = (variants[candidate] == reference ? strict : comparator).compare(at: index, left, right)
          if allowances[candidate].isEmpty && !comparison.allowances.isEmpty {
            // The first intended difference is shown in reports, both sides.
            keep[0] = true
            keep[candidate] = true
          }
          allowances[candidate] += comparison.allowances
          if let mismatch = comparison.mismatch {
            mismatches[candidate] = mismatch
          } else if stoppedHere[0] != stoppedHere[candidate] {
            // As in `firstMismatch`: one run stopped here, the other goes on. The
            // mismatch's diff needs both final step counts, so it is made at the end;
            // both frames at this step are shown.
            stepsDiverged[candidate] = (index, step)
          } else {
            continue
          }
          keep[0] = true
          keep[candidate] = true
        }
      }
      for session in current.indices {
        guard let record = current[session] else { continue }
        records[session].append(keep[session] ? record : record.thinned)
      }
    }

    for candidate in 1..<variants.count {
      guard let (index, step) = stepsDiverged[candidate] else { continue }
      mismatches[candidate] = ABComparison.stepsMismatch(
        at: index, step: step, referenceSteps: records[0].count, candidateSteps: records[candidate].count)
    }
    let runs = variants.indices.map { session in
      ScenarioRun(
        scenario: scenario, configuration: variants[session].configuration, records: records[session],
        failure: failures[session], effects: sessions[session].app.effects,
        exposures: sessions[session].app.exposures)
    }
    if deviation == nil, let expected = expectedReference, expected.count > fingerprints.count {
      deviation = fingerprints.count
    }
    return Result(
      referenceRun: runs[0], candidateRuns: Array(runs.dropFirst()), mismatches: Array(mismatches.dropFirst()),
      allowances: Array(allowances.dropFirst()), referenceFingerprints: fingerprints, referenceDeviation: deviation)
  }
}
