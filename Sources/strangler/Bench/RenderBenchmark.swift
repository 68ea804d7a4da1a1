import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import StranglerCommands

/// The two fronts rendering the same scenario: CPU per frame and bytes written.
///
/// Each scenario of the built-in suite is replayed all-legacy and
/// all-declarative (`ScenarioRunner`, virtual time, output discarded), in the
/// same process, alternately round by round (`Interleaved`). CPU per frame is
/// a replay's time divided by the frames it wrote, so the figure compares the
/// work per frame, whatever each front writes; the ratio is the median over
/// rounds of declarative ÷ legacy. Bytes are the presenters' own count
/// (`FrameStatistics.bytesWritten`), deterministic.
enum RenderBenchmark {
  struct Figures: Sendable {
    var scenario: String
    var legacyBytes: Int
    var declarativeBytes: Int
    var legacyFrames: Int
    var declarativeFrames: Int
    /// Median time of one replay, per front.
    var legacy: Duration
    var declarative: Duration
    /// Declarative CPU per frame ÷ legacy CPU per frame, over rounds.
    var cpu: Spread
    /// Its median.
    var cpuRatio: Double { cpu.median }
  }

  struct Result: Sendable {
    var offers: Figures
    var ratings: Figures
    /// Informational: offers with the declarative shell too (the app once
    /// the migration is done: no legacy view on screen) ÷ all legacy.
    var offersDeclarativeShell: Figures
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    Result(
      offers: measure(configuration.renderScenarios.offers, configuration),
      ratings: measure(configuration.renderScenarios.ratings, configuration),
      offersDeclarativeShell: measure(configuration.renderScenarios.offers, configuration, shell: .declarative))
  }

  /// `--front declarative` against `--front legacy`, each with the default
  /// shell (the legacy one) unless `shell` says which the declarative side uses.
  static func measure(_ name: String, _ configuration: BenchConfiguration, shell: Front? = nil) -> Figures {
    guard let scenario = BuiltInSuite.scenario(named: name) else {
      preconditionFailure("the built-in suite has no \(name)")
    }
    let runner = ScenarioRunner(fronts: .bridged)
    func replay(_ front: Front) -> ScenarioRun {
      let shellFlag: [String: Front] = if front == .declarative, let shell { [FlagModule.shellID: shell] } else { [:] }
      return runner.run(scenario, flags: FlagConfiguration(commandLineAll: front, commandLine: shellFlag)) { _, _ in }
    }
    let legacyCost = replay(.legacy).totalCost
    let declarativeCost = replay(.declarative).totalCost
    let timing = configuration.replayRounds.measure(
      { replay(.declarative).stepCount }, { replay(.legacy).stepCount })
    let frames = (legacy: max(1, legacyCost.framesWritten), declarative: max(1, declarativeCost.framesWritten))
    return Figures(
      scenario: name, legacyBytes: legacyCost.bytesWritten, declarativeBytes: declarativeCost.bytesWritten,
      legacyFrames: legacyCost.framesWritten, declarativeFrames: declarativeCost.framesWritten,
      legacy: timing.second, declarative: timing.first,
      cpu: timing.spread.scaled(by: Double(frames.legacy) / Double(frames.declarative)))
  }
}

/// `strangler ab --matrix` against the plain runs it replaces.
///
/// The matrix replays, per scenario, the all-legacy reference, the
/// determinism baseline and every candidate, in lockstep, comparing each step.
/// The plain runs are the same variants each replayed once on its own
/// (`ScenarioRunner.run`), comparing nothing. The ratio is the median over
/// interleaved rounds of the matrix's time ÷ the plain runs' time: what the
/// comparison itself costs.
enum MatrixBenchmark {
  struct Result: Sendable {
    var scenarios: Int
    var runs: Int
    var matrix: Duration
    var plain: Duration
    var spread: Spread
    var ratio: Double { spread.median }
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    let scenarios =
      configuration.matrixScenarios.map { $0.compactMap(BuiltInSuite.scenario(named:)) } ?? BuiltInSuite.scenarios()
    let runner = ScenarioRunner(fronts: .bridged)
    let ab = ABRunner(runner: runner, matrix: true)
    // The variants the matrix replays per scenario: the reference, then every comparison's candidate.
    let variants = ab.run(scenarios).scenarios.map { [Variant.allLegacy] + $0.comparisons.map(\.candidate) }
    let timing = configuration.matrixRounds.measure(
      { ab.run(scenarios).scenarios.count },
      {
        var steps = 0
        for (scenario, variants) in zip(scenarios, variants) {
          for variant in variants {
            steps += runner.run(scenario, flags: variant.configuration) { _, _ in }.stepCount
          }
        }
        return steps
      })
    return Result(
      scenarios: scenarios.count, runs: variants.reduce(0) { $0 + $1.count }, matrix: timing.first,
      plain: timing.second, spread: timing.spread)
  }
}
