import StranglerCommands

/// `strangler bench [--json]`
///
/// Measures, side by side in one process, what the declarative front buys:
/// ListDiff against the standard library's diff, ListDiff against one
/// dictionary build, the bytes written for a one-row change against a full
/// redraw, and (once `List` exists) scrolling a large list against a small one.
/// Prints a table, or with `--json` one object (see `BenchReport.json`).
/// Exits 1 when a figure misses its documented target (`BenchReport.missedTargets`),
/// naming each one on stderr.
struct BenchCommand {
  let console: Console
  /// The workload; tests pass `.quick`.
  var configuration = BenchConfiguration.standard

  /// Measures; tests inject a report.
  var measure: @Sendable (BenchConfiguration) -> BenchReport = { BenchReport.measure($0) }

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: Usage.bench)
    let json = arguments.flag("--json")
    do throws(UsageError) {
      let extra = try arguments.finish()
      if let first = extra.first { throw UsageError(message: "unexpected argument \(Echo.quoted(first))") }
    } catch {
      console.err(error.report(Usage.bench))
      return .badInput
    }
    let report = measure(configuration)
    console.out(json ? report.json.rendered(pretty: true) + "\n" : report.table)
    let missed = report.missedTargets
    for target in missed { console.err("strangler: bench: missed target: \(target)\n") }
    return missed.isEmpty ? .success : .failure
  }
}
