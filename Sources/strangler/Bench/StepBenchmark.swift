import BridgedFronts
import FeatureFlags
import Migration
import StranglerCommands

/// Where one scenario's time goes, step by step, in the two fronts
/// (`strangler bench --steps FILE`): the way to find which steps a new front
/// makes dearer before asking why.
///
/// The scenario is replayed all-legacy and `--front declarative` (the
/// configuration of the render figures), alternately, `rounds` times each. A
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
    /// Median time of the step, per front.
    var legacy: Duration
    var declarative: Duration
    /// Declarative ÷ legacy.
    var ratio: Double { strangler.ratio(declarative, legacy) }
  }

  struct Result: Sendable {
    /// The scenario's file, as the user named it.
    var file: String
    var rounds: Int
    var rows: [Row]
    /// The steps' medians added up, per front.
    var legacyTotal: Duration { rows.reduce(.zero) { $0 + $1.legacy } }
    var declarativeTotal: Duration { rows.reduce(.zero) { $0 + $1.declarative } }
    var ratio: Double { strangler.ratio(declarativeTotal, legacyTotal) }
  }

  /// Times every step of `scenario`; an error when it fails in either front,
  /// since a step that failed timed less than the step.
  static func run(_ scenario: Scenario, rounds: Int) throws(BenchError) -> Result {
    let runner = ScenarioRunner(fronts: .bridged)
    func replay(_ front: Front) throws(BenchError) -> [Duration] {
      var times: [Duration] = []
      times.reserveCapacity(scenario.steps.count)
      let run = runner.run(scenario, flags: FlagConfiguration(commandLineAll: front)) { record, _ in
        times.append(record.renderTime)
      }
      if let failure = run.failure {
        let headline = FailureText.headline("\(failure)")
        throw BenchError("the scenario fails with --front \(front.rawValue): \(headline)")
      }
      guard times.count == scenario.steps.count else {
        let counts = "\(times.count) of \(scenario.steps.count) steps"
        throw BenchError("with --front \(front.rawValue), \(counts) reported a time")
      }
      return times
    }
    _ = try replay(.legacy)
    _ = try replay(.declarative)
    var legacy: [[Duration]] = []
    var declarative: [[Duration]] = []
    for _ in 0..<max(1, rounds) {
      legacy.append(try replay(.legacy))
      declarative.append(try replay(.declarative))
    }
    let rows = scenario.steps.indices.map { index in
      Row(
        line: scenario.steps[index].line, source: scenario.steps[index].source,
        legacy: median(legacy.map { $0[index] }), declarative: median(declarative.map { $0[index] }))
    }
    return Result(file: scenario.file, rounds: max(1, rounds), rows: rows)
  }
}

extension StepBenchmark.Result {
  /// One line per step (its line, its text, each front's median in
  /// microseconds and their ratio), then the total.
  var table: String {
    func microseconds(_ time: Duration) -> String { BenchReport.fixed(time.milliseconds * 1000, digits: 1) }
    var rows = [["LINE", "STEP", "LEGACY µs", "DECLARATIVE µs", "RATIO"]]
    for row in self.rows {
      rows.append([
        "\(row.line)", Echo.text(row.source), microseconds(row.legacy), microseconds(row.declarative),
        BenchReport.fixed(row.ratio, digits: 2),
      ])
    }
    rows.append([
      "", "all steps", microseconds(legacyTotal), microseconds(declarativeTotal), BenchReport.fixed(ratio, digits: 2),
    ])
    return "Steps of \(Echo.text(file)): the median of \(rounds) replays of each front, alternated"
      + " (declarative: --front declarative)\n\n"
      + ABTableRenderer.table(rows, rightAligned: [0, 2, 3, 4])
  }

  /// The same figures as one object: `steps` in order, then the totals.
  var json: JSONValue {
    .object([
      ("scenario", .string(file)),
      ("rounds", .int(rounds)),
      (
        "steps",
        .array(
          rows.map { row in
            .object([
              ("line", .int(row.line)),
              ("step", .string(row.source)),
              ("legacy_us", .double(row.legacy.milliseconds * 1000)),
              ("declarative_us", .double(row.declarative.milliseconds * 1000)),
              ("ratio", .double(row.ratio)),
            ])
          })
      ),
      ("legacy_total_us", .double(legacyTotal.milliseconds * 1000)),
      ("declarative_total_us", .double(declarativeTotal.milliseconds * 1000)),
      ("ratio", .double(ratio)),
    ])
  }
}
