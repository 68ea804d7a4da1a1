import Foundation
import Migration

/// `strangler ab [FILE…] [--matrix] [--compare LEVELS] [--rules FILE] [--today DATE] [--json|--markdown]
/// [--html OUT] [--junit OUT] [--timings] [--list] [--grep P] [--shard I/N]`
///
/// Replays each scenario all-legacy twice (the determinism baseline) and
/// all-declarative — with `--matrix` also each visited module declarative
/// alone, and both fronts under the declarative shell — and compares frames,
/// semantics and effects step by step. Without files it runs the built-in
/// suite. `--compare`, `--rules` and `--today` choose the levels and the
/// parity rules (see `ParityOptions`). Exit 0 when everything is identical or
/// equivalent under a rule, 1 on a mismatch or failed expectation, 2 for bad input.
public struct ABCommand {
  let console: Console
  let environment: [String: String]
  /// Where relative `--html` and `--junit` paths are written.
  var workingDirectory = "."
  /// The executable's name, in errors.
  var program = "strangler"
  /// The command as the executable offers it (its name in errors and help).
  var spec = Usage.ab

  /// The command printing to `console`.
  public init(console: Console, environment: [String: String], runner: ScenarioRunner, workingDirectory: String = ".") {
    self.console = console
    self.environment = environment
    self.runner = runner
    self.workingDirectory = workingDirectory
  }
  /// Replays the scenarios over the executable's fronts; tests inject diverging ones.
  var runner: ScenarioRunner

  /// Runs the command with its arguments; returns the exit code.
  public func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let matrix = arguments.flag("--matrix")
    let json = arguments.flag("--json")
    let markdown = arguments.flag("--markdown")
    let timings = arguments.flag("--timings")
    let html: String?
    let suite: SuiteOptions
    let parity: ParityOptions
    let files: [String]
    do throws(UsageError) {
      html = try arguments.value("--html")
      parity = try ParityOptions(arguments: &arguments)
      suite = try SuiteOptions(&arguments)
      files = try arguments.finish()
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    var scenarios: [Scenario]
    if files.isEmpty {
      scenarios = runner.app.builtInScenarios
    } else {
      switch CommandScenarios.load(files, vocabulary: runner.app.vocabulary) {
      case .success(let loaded): scenarios = loaded
      case .failure(let error):
        console.err(error.report(spec))
        return .badInput
      }
    }
    let total = scenarios.count
    scenarios = suite.selection.apply(to: scenarios)
    if scenarios.isEmpty {
      console.err(suite.nothingSelected(of: total, program: Usage.ab.program))
      return .failure
    }
    if suite.list {
      console.out(SuiteOptions.listing(scenarios))
      return .success
    }
    let comparator: ParityComparator
    switch parity.comparator(
      workingDirectory: workingDirectory, app: runner.app, scenarioFiles: files, appRules: files.isEmpty)
    {
    case .success(let value): comparator = value
    case .failure(let problem):
      console.err(problem.message(program: program) + "\n")
      return .badInput
    }
    let progress = ProgressLine(console: console)
    var abRunner = ABRunner(runner: runner, matrix: matrix, comparator: comparator)
    if progress.isEnabled { abRunner.progress = { progress.show($0.description) } }
    let report = abRunner.run(scenarios)
    progress.clear()

    if let problem = ReportOutput(json: json, markdown: markdown, timings: timings, html: html, junit: suite.junit)
      .write(report, console: console, environment: environment, workingDirectory: workingDirectory)
    {
      console.err("\(program): error: \(problem)\n")
      return .badInput
    }
    // Frames are on stdout (table, Markdown or JSON); stderr gets each problem's first line.
    for problem in report.problems { console.err(FailureText.headline(problem) + "\n") }
    return report.passed ? .success : .failure
  }
}

/// `strangler ab merge REPORT.json… [--json|--markdown] [--html OUT] [--junit OUT]`
///
/// Reads the `--json` reports of shards and prints them as one report, in
/// the order given: byte for byte, in every format, the report one unsharded
/// run prints (without `--timings`, which a JSON report never has). Exit 0
/// when every merged comparison passed, 1 when one failed, 2 when a report
/// cannot be read.
public struct MergeCommand {
  let console: Console
  let environment: [String: String]
  /// Where relative paths are read and written.
  var workingDirectory = "."
  /// The executable's name, in errors.
  var program = "strangler"
  /// The command as the executable offers it (its name in errors and help).
  var spec = Usage.abMerge

  /// The command printing to `console`.
  public init(console: Console, environment: [String: String], workingDirectory: String = ".") {
    self.console = console
    self.environment = environment
    self.workingDirectory = workingDirectory
  }

  /// The largest report read.
  static let maximumSize = 256 << 20

  /// Runs the command with its arguments; returns the exit code.
  public func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let json = arguments.flag("--json")
    let markdown = arguments.flag("--markdown")
    let html: String?
    let junit: String?
    let paths: [String]
    do throws(UsageError) {
      html = try arguments.value("--html")
      junit = try arguments.value("--junit")
      paths = try arguments.finish()
      if paths.isEmpty {
        throw UsageError(message: "merge needs at least one REPORT.json (from `strangler ab --json`)")
      }
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    var reports: [(origin: String, report: ABReport)] = []
    for path in paths {
      let shown = Echo.text(path)
      let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
      switch InputFile.load(full, limit: Self.maximumSize) {
      case .failure(.unreadable(let reason)):
        console.err("\(shown): error: cannot read the report: \(reason)\n")
        return .badInput
      case .failure(.tooLarge(let limit)):
        console.err("\(shown): error: the report is larger than \(InputFile.size(limit))\n")
        return .badInput
      case .success(let bytes):
        do throws(ABReportError) {
          reports.append((shown, try ABReport(text: String(decoding: bytes, as: UTF8.self), origin: shown)))
        } catch {
          console.err(error.description + "\n")
          return .badInput
        }
      }
    }
    let merged: ABReport
    do throws(ABReportError) {
      merged = try ABReport.merge(reports)
    } catch {
      console.err(error.description + "\n")
      return .badInput
    }
    if let problem = ReportOutput(json: json, markdown: markdown, timings: false, html: html, junit: junit)
      .write(merged, console: console, environment: environment, workingDirectory: workingDirectory)
    {
      console.err("\(program): error: \(problem)\n")
      return .badInput
    }
    return merged.passed ? .success : .failure
  }
}

/// How `ab` and `ab merge` print a report: the table, `--json` or
/// `--markdown` on stdout, `--html OUT` and `--junit OUT` to files — each
/// rendered from the one report, so a merge prints what the run printed.
struct ReportOutput {
  var json: Bool
  var markdown: Bool
  var timings: Bool
  var html: String?
  var junit: String?

  /// Prints and writes `report`; the reason a file could not be written, if one could not.
  func write(_ report: ABReport, console: Console, environment: [String: String], workingDirectory: String)
    -> String?
  {
    if json {
      console.out(ABJSONRenderer.render(report).rendered(pretty: true) + "\n")
    } else if markdown {
      console.out(ABMarkdownRenderer.render(report, timings: timings))
    } else {
      let colour = console.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      console.out(ABTableRenderer.render(report, colour: colour, timings: timings))
    }
    var files: [(path: String, text: () -> String)] = []
    if let html { files.append((html, { ABHTMLRenderer.render(report, timings: timings) })) }
    if let junit { files.append((junit, { JUnitReport(report).xml })) }
    for file in files {
      if let problem = OutputFile.save(file.text(), to: file.path, workingDirectory: workingDirectory) {
        return problem
      }
    }
    return nil
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
    console.errBytes(Array("\r\u{1B}[2K".utf8))
    console.err(text)
    shown = true
  }

  func clear() {
    guard shown else { return }
    console.errBytes(Array("\r\u{1B}[2K".utf8))
    shown = false
  }
}
