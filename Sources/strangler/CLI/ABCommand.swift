import BridgedFronts
import Foundation
import Migration

/// `strangler ab [FILE…] [--matrix] [--compare LEVELS] [--rules FILE] [--today DATE] [--json|--markdown] [--html OUT] [--timings]`
///
/// Replays each scenario all-legacy twice (the determinism baseline) and
/// all-declarative — with `--matrix` also each visited module declarative
/// alone — and compares frames, semantics and effects step by step. Without
/// files it runs the built-in suite. `--compare`, `--rules` and `--today`
/// choose the levels and the parity rules (see `ParityOptions`). Exit 0 when
/// everything is identical or equivalent under a rule, 1 on a mismatch or
/// failed expectation, 2 for bad input.
struct ABCommand {
  let console: Console
  let environment: [String: String]
  /// Where relative `--html` paths are written.
  var workingDirectory = "."
  /// Replays the scenarios; tests inject one with diverging fronts.
  var runner = ScenarioRunner(fronts: .bridged)

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments)
    let matrix = arguments.flag("--matrix")
    let json = arguments.flag("--json")
    let markdown = arguments.flag("--markdown")
    let timings = arguments.flag("--timings")
    let html: String?
    let files: [String]
    let parity: ParityOptions
    do throws(UsageError) {
      html = try arguments.value("--html")
      parity = try ParityOptions(arguments: &arguments)
      files = try arguments.finish()
      if json && markdown { throw UsageError(message: "choose one of --json and --markdown") }
    } catch {
      console.err(error.report(usage: Usage.ab))
      return .badInput
    }
    var scenarios: [Scenario] = []
    if files.isEmpty {
      scenarios = BuiltInSuite.scenarios()
    }
    for file in files {
      switch ScenarioFiles.load(file) {
      case .success(let scenario): scenarios.append(scenario)
      case .failure(let message):
        console.err(message + "\n")
        return .badInput
      }
    }
    let comparator: ParityComparator
    switch parity.comparator(workingDirectory: workingDirectory, builtInSuite: files.isEmpty) {
    case .success(let value): comparator = value
    case .failure(let error):
      console.err(error.description + "\n")
      return .badInput
    }
    let progress = ProgressLine(console: console)
    var abRunner = ABRunner(runner: runner, matrix: matrix, comparator: comparator)
    if progress.isEnabled { abRunner.progress = { progress.show($0.description) } }
    let report = abRunner.run(scenarios)
    progress.clear()

    if json {
      console.out(ABJSONRenderer.render(report).rendered(pretty: true) + "\n")
    } else if markdown {
      console.out(ABMarkdownRenderer.render(report, timings: timings))
    } else {
      let colour = console.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      console.out(ABTableRenderer.render(report, colour: colour, timings: true))
    }
    if let html {
      let path = html.hasPrefix("/") ? html : workingDirectory + "/" + html
      guard
        FileManager.default.createFile(
          atPath: path, contents: Data(ABHTMLRenderer.render(report, timings: timings).utf8))
      else {
        console.err("strangler: error: cannot write \(html)\n")
        return .badInput
      }
    }
    for problem in report.problems { console.err(problem + "\n") }
    return report.passed ? .success : .failure
  }
}

/// A one-line progress display on stderr — `\r[3/14] Sign out (declarative)` —
/// redrawn in place and erased at the end. Only on a terminal: piped or logged
/// output never sees it.
final class ProgressLine {
  private let console: Console
  let isEnabled: Bool
  private var shown = false

  init(console: Console) {
    self.console = console
    isEnabled = console.isErrorTerminal
  }

  func show(_ text: String) {
    guard isEnabled else { return }
    console.err("\r\u{1B}[2K" + text)
    shown = true
  }

  func clear() {
    guard shown else { return }
    console.err("\r\u{1B}[2K")
    shown = false
  }
}
