import BridgedFronts
import FeatureFlags
import Migration
import StranglerCommands

/// Where one scenario's time goes, step by step, in the two fronts
/// (`strangler bench --steps FILE`): the way to find which steps a new front
/// makes dearer before asking why.
///
/// The scenario is replayed all-legacy and in a candidate configuration,
/// alternately, `rounds` times each. The candidate is `--front declarative`
/// (the configuration of the render figures) unless the command line names
/// another (`--flag offers=declarative`: one module migrated). A
/// step's time is the runner's own (`StepRecord.renderTime`): performing the
/// step, the work it lets run and the commit that draws it, without the
/// record the runner keeps. Each step's figure is its median over the
/// replays; the total adds those medians. One warm-up replay of each front
/// comes first. Absolute times move with the machine: compare the ratios.
enum StepBenchmark {
  /// Replays of each front when `--rounds` does not say: enough that one
  /// slow replay moves no step's median.
  static let defaultRounds = 41

  /// One step of the scenario in both fronts.
  struct Row: Sendable {
    /// The step's line in its file and its text.
    var line: Int
    var source: String
    /// Median time of the step all-legacy and in the candidate configuration.
    var legacy: Duration
    var candidate: Duration
    /// Candidate ÷ legacy.
    var ratio: Double { strangler.ratio(candidate, legacy) }
  }

  struct Result: Sendable {
    /// The scenario's file, as the user named it.
    var file: String
    var rounds: Int
    /// The candidate's options, as `run` takes them (`--front declarative`).
    var candidate: String
    var rows: [Row]
    /// The steps' medians added up, per configuration.
    var legacyTotal: Duration { rows.reduce(.zero) { $0 + $1.legacy } }
    var candidateTotal: Duration { rows.reduce(.zero) { $0 + $1.candidate } }
    var ratio: Double { strangler.ratio(candidateTotal, legacyTotal) }
  }

  /// What every step is compared with: the app before the migration.
  static let baseline = FlagConfiguration(commandLineAll: .legacy)
  /// The candidate when the command line names none: every module declarative, under the legacy shell.
  static let defaultCandidate = FlagConfiguration(commandLineAll: .declarative)

  /// Times every step of `scenario` all-legacy and in `candidate`; an error
  /// when it fails in either, since a step that failed timed less than the step.
  static func run(_ scenario: Scenario, rounds: Int, candidate: FlagConfiguration = defaultCandidate)
    throws(BenchError) -> Result
  {
    let runner = ScenarioRunner(fronts: .bridged)
    let legacyOptions = options(of: baseline)
    let candidateOptions = options(of: candidate)
    func replay(_ flags: FlagConfiguration, _ options: String) throws(BenchError) -> [Duration] {
      var times: [Duration] = []
      times.reserveCapacity(scenario.steps.count)
      let run = runner.run(scenario, flags: flags) { record, _ in times.append(record.renderTime) }
      if let failure = run.failure {
        let headline = FailureText.headline("\(failure)")
        throw BenchError("the scenario fails with \(options): \(headline)")
      }
      guard times.count == scenario.steps.count else {
        throw BenchError("with \(options), \(times.count) of \(scenario.steps.count) steps reported a time")
      }
      return times
    }
    _ = try replay(baseline, legacyOptions)
    _ = try replay(candidate, candidateOptions)
    var legacy: [[Duration]] = []
    var candidates: [[Duration]] = []
    for _ in 0..<max(1, rounds) {
      legacy.append(try replay(baseline, legacyOptions))
      candidates.append(try replay(candidate, candidateOptions))
    }
    let rows = scenario.steps.indices.map { index in
      Row(
        line: scenario.steps[index].line, source: scenario.steps[index].source,
        legacy: median(legacy.map { $0[index] }), candidate: median(candidates.map { $0[index] }))
    }
    return Result(file: scenario.file, rounds: max(1, rounds), candidate: candidateOptions, rows: rows)
  }

  /// `configuration`'s command-line fronts as the options that choose them:
  /// `--front`, then `--shell`, then each `--flag` by module name.
  static func options(of configuration: FlagConfiguration) -> String {
    var options: [String] = []
    if let front = configuration.commandLineAll { options.append("--front \(front.rawValue)") }
    if let shell = configuration.commandLine[FlagModule.shellID] { options.append("--shell \(shell.rawValue)") }
    let flags = configuration.commandLine.filter { $0.key != FlagModule.shellID }.sorted { $0.key < $1.key }
    options += flags.map { "--flag \($0.key)=\($0.value.rawValue)" }
    return options.isEmpty ? "the defaults" : options.joined(separator: " ")
  }
}

extension StepBenchmark.Result {
  /// One line per step (its line, its text, each front's median in
  /// microseconds and their ratio), then the total.
  var table: String {
    func microseconds(_ time: Duration) -> String { BenchReport.fixed(time.milliseconds * 1000, digits: 1) }
    var rows = [["LINE", "STEP", "LEGACY µs", "CANDIDATE µs", "RATIO"]]
    for row in self.rows {
      rows.append([
        "\(row.line)", Echo.text(row.source), microseconds(row.legacy), microseconds(row.candidate),
        BenchReport.fixed(row.ratio, digits: 2),
      ])
    }
    rows.append([
      "", "all steps", microseconds(legacyTotal), microseconds(candidateTotal), BenchReport.fixed(ratio, digits: 2),
    ])
    return "Steps of \(Echo.text(file)): the median of \(rounds) replays of each, alternated"
      + " (legacy: \(StepBenchmark.options(of: StepBenchmark.baseline)); candidate: \(candidate))\n\n"
      + ABTableRenderer.table(rows, rightAligned: [0, 2, 3, 4])
  }

  /// The same figures as one object: `steps` in order, then the totals.
  var json: JSONValue {
    .object([
      ("scenario", .string(file)),
      ("rounds", .int(rounds)),
      ("candidate", .string(candidate)),
      (
        "steps",
        .array(
          rows.map { row in
            .object([
              ("line", .int(row.line)),
              ("step", .string(row.source)),
              ("legacy_us", .double(row.legacy.milliseconds * 1000)),
              ("candidate_us", .double(row.candidate.milliseconds * 1000)),
              ("ratio", .double(row.ratio)),
            ])
          })
      ),
      ("legacy_total_us", .double(legacyTotal.milliseconds * 1000)),
      ("candidate_total_us", .double(candidateTotal.milliseconds * 1000)),
      ("ratio", .double(ratio)),
    ])
  }
}
