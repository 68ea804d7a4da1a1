/// `strangler bench [--json]`
///
/// Measures, side by side in one process, what the declarative front buys:
/// ListDiff against the standard library's diff, ListDiff against one
/// dictionary build, the bytes written for a one-row change against a full
/// redraw, and (once `List` exists) scrolling a large list against a small one.
/// Prints a table, or with `--json` one object (see `BenchReport.json`).
/// Exits 1 if ListDiff and the standard library disagree on the move count.
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
    // Both diffs are minimal on the same input, so their move counts must
    // agree; if they do not, the speedup compares different answers.
    guard report.diff.moves == report.diff.stdlibMoves else {
      console.err(
        "strangler: bench: ListDiff reports \(report.diff.moves) moves, the standard library "
          + "\(report.diff.stdlibMoves); the speedup compares different answers\n")
      return .failure
    }
    return .success
  }
}
