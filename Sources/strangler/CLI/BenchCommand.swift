/// `strangler bench [--json]`
///
/// Measures, side by side in one process, what the declarative front buys:
/// ListDiff against the standard library's diff, ListDiff against one
/// dictionary build, the bytes written for a one-row change against a full
/// redraw, and (once `List` exists) scrolling a large list against a small one.
/// Prints a table, or with `--json` one object (see `BenchReport.json`).
struct BenchCommand {
  let console: Console
  /// The workload; tests pass `.quick`.
  var configuration = BenchConfiguration.standard

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments)
    let json = arguments.flag("--json")
    do throws(UsageError) {
      let extra = try arguments.finish()
      if let first = extra.first { throw UsageError(message: "unexpected argument '\(first)'") }
    } catch {
      console.err("strangler: error: \(error.message)\n\(Usage.bench)\n")
      return .badInput
    }
    let report = BenchReport.measure(configuration)
    console.out(json ? report.json.rendered(pretty: true) + "\n" : report.table)
    return .success
  }
}
