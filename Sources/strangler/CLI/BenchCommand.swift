import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import StranglerCommands

/// `strangler bench [--json] [--processes N]`, or
/// `strangler bench --steps FILE [--front F] [--shell F] [--flag m=f]… [--rounds N] [--json]`
///
/// Measures what the declarative front buys and costs, each ratio's two
/// sides side by side in one process: ListDiff against the standard
/// library's diff and against one dictionary build, the bytes of a one-row
/// change against a full redraw, a large list's scroll against a small
/// one's, both fronts' CPU per frame, the offers tick, the A/B matrix and
/// the rollout experiment. The memory-bound figures are measured in
/// `--processes` fresh processes (`MemoryBoundSample`). Prints a table, or
/// with `--json` one object (see `BenchReport.json`). Exits 1 when a figure
/// misses its documented target (`BenchReport.missedTargets`), naming each
/// one on stderr, and 1 when it cannot measure.
///
/// With `--steps FILE` it measures only that scenario, step by step,
/// all-legacy and in the candidate the front options name (`--front
/// declarative` without them; `StepBenchmark`): no targets, so it exits 1
/// only when the scenario fails in either.
struct BenchCommand {
  let console: Console
  /// The process's environment: `FreshProcesses.variable` makes this run a measuring child.
  var environment: [String: String] = [:]
  /// The workload; tests pass `.quick`.
  var configuration = BenchConfiguration.standard

  /// Measures; tests inject a report.
  var measure: @Sendable (BenchConfiguration) throws(BenchError) -> BenchReport = {
    configuration throws(BenchError) in try BenchReport.measure(configuration)
  }

  func run(_ rawArguments: [String]) -> ExitCode {
    if let value = environment[FreshProcesses.variable] { return measureAsChild(value) }
    var arguments = Arguments(rawArguments, spec: Usage.bench)
    let json = arguments.flag("--json")
    var configuration = configuration
    let steps: (file: String, rounds: Int, candidate: FlagConfiguration)?
    do throws(UsageError) {
      let processes = try arguments.number("--processes", in: 1...64)
      if let count = processes {
        configuration.processes = count
        configuration.populationProcesses = min(configuration.populationProcesses, count)
      }
      let file = try arguments.value("--steps")
      let rounds = try arguments.number("--rounds", in: 1...10_000)
      let candidate = try FlagOptions.commandLineConfiguration(
        arguments: &arguments, knownModules: SampleApp(fronts: .bridged).flagIDs)
      let extra = try arguments.finish()
      if let first = extra.first { throw UsageError(message: "unexpected argument \(Echo.quoted(first))") }
      if file == nil, rounds != nil { throw UsageError(message: "--rounds applies to --steps FILE only") }
      if file == nil, candidate != nil {
        throw UsageError(message: "--front, --shell and --flag apply to --steps FILE only")
      }
      if file != nil, processes != nil {
        throw UsageError(message: "--processes applies to the whole bench, not --steps")
      }
      steps = file.map {
        ($0, rounds ?? StepBenchmark.defaultRounds, candidate ?? StepBenchmark.defaultCandidate)
      }
    } catch {
      console.err(error.report(Usage.bench))
      return .badInput
    }
    if let steps {
      return measureSteps(of: steps.file, rounds: steps.rounds, candidate: steps.candidate, json: json)
    }
    let report: BenchReport
    do throws(BenchError) {
      report = try measure(configuration)
    } catch {
      console.err("strangler: bench: error: \(error)\n")
      return .failure
    }
    console.out(json ? report.json.rendered(pretty: true) + "\n" : report.table)
    let missed = report.missedTargets
    for target in missed { console.err("strangler: bench: missed target: \(target)\n") }
    return missed.isEmpty ? .success : .failure
  }

  /// `--steps FILE`: the scenario's steps timed all-legacy and in `candidate`.
  private func measureSteps(of file: String, rounds: Int, candidate: FlagConfiguration, json: Bool) -> ExitCode {
    let scenario: Scenario
    do throws(ScenarioLoadError) {
      scenario = try ScenarioFiles.load(file, vocabulary: SampleApp.vocabulary, name: Echo.text(file))
    } catch {
      console.err(UsageError(message: error.description, isDiagnostic: true).report(Usage.bench))
      return .badInput
    }
    do throws(BenchError) {
      let result = try StepBenchmark.run(scenario, rounds: rounds, candidate: candidate)
      console.out(json ? result.json.rendered(pretty: true) + "\n" : result.table)
      return .success
    } catch {
      console.err("strangler: bench: error: \(error)\n")
      return .failure
    }
  }

  /// A measuring child: one `MemoryBoundSample`, as JSON, for the parent.
  private func measureAsChild(_ value: String) -> ExitCode {
    do throws(BenchError) {
      let request = try FreshProcesses.Request(environmentValue: value)
      console.out(try FreshProcesses.childReport(request) + "\n")
      return .success
    } catch {
      console.err("strangler: bench: error: \(error)\n")
      return .failure
    }
  }
}
