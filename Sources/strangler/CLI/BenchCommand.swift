import StranglerCommands

/// `strangler bench [--json] [--processes N]`
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
    do throws(UsageError) {
      if let count = try arguments.number("--processes", in: 1...64) {
        configuration.processes = count
        configuration.populationProcesses = min(configuration.populationProcesses, count)
      }
      let extra = try arguments.finish()
      if let first = extra.first { throw UsageError(message: "unexpected argument \(Echo.quoted(first))") }
    } catch {
      console.err(error.report(Usage.bench))
      return .badInput
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
