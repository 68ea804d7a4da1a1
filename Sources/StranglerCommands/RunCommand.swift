import FeatureFlags
import Foundation
import Migration
import TextSurface

/// `strangler run FILE… [--front F] [--flag m=f] [--frames|--final|--ansi|--json] [--list] [--grep P]
/// [--shard I/N] [--junit OUT]`
///
/// Replays scenario files in virtual time and prints their frames, then a
/// summary line (`3 passed, 0 failed`). `--json` prints an array with one
/// object per scenario, however many there are. Exit 0 when every step
/// passed, 1 when an expectation failed, 2 for bad input.
public struct RunCommand {
  let console: Console
  let environment: [String: String]
  /// The app run: built with every front (`strangler`) or one (`strangler-legacy`).
  let app: any MigratableApp
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory = "."
  /// The command as the executable offers it (its name in usage and errors).
  var spec = Usage.run

  /// `run` of `app`, printing to `console`.
  public init(
    console: Console, environment: [String: String], app: any MigratableApp, workingDirectory: String = ".",
    spec: CommandSpec = Usage.run
  ) {
    self.console = console
    self.environment = environment
    self.app = app
    self.workingDirectory = workingDirectory
    self.spec = spec
  }

  /// Runs the command with its arguments; returns the exit code.
  public func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let everyStep = arguments.flag("--frames")
    let finalOnly = arguments.flag("--final")
    let ansi = arguments.flag("--ansi")
    let json = arguments.flag("--json")
    var statePath: String?
    let configuration: FlagConfiguration
    let suite: SuiteOptions
    let files: [String]
    var shadow: ShadowRequest?
    do throws(UsageError) {
      shadow = try ShadowRequest(&arguments, spec: spec)
      if let shadow {
        try SessionFiles.checkDirectory(shadow.directory, option: "--shadow-out", workingDirectory: workingDirectory)
      }
      statePath = try arguments.value("--state")
      suite = try SuiteOptions(&arguments)
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        knownModules: app.flagIDs, badFile: .warnAndIgnore, console: console)
      files = try arguments.finish()
      if files.isEmpty { throw UsageError(message: "run needs at least one .scenario file") }
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    let scenarios: [Scenario]
    switch CommandScenarios.load(files, vocabulary: app.vocabulary) {
    case .success(let loaded):
      scenarios = suite.selection.apply(to: loaded)
      if scenarios.isEmpty {
        console.err(suite.nothingSelected(of: loaded.count, program: spec.program))
        return .failure
      }
    case .failure(let error):
      console.err(error.report(spec))
      return .badInput
    }
    if suite.list {
      console.out(SuiteOptions.listing(scenarios))
      return .success
    }
    var shadowSettings: ShadowSettings?
    if let shadow {
      switch shadow.parity.comparator(
        workingDirectory: workingDirectory, app: app, scenarioFiles: files, appRules: true)
      {
      case .success(let comparator): shadowSettings = ShadowSettings(comparator: comparator)
      case .failure(let problem):
        console.err(problem.message(program: spec.program) + "\n")
        return .badInput
      }
    }
    var state: SavedState?
    if let statePath {
      switch StateFile.load(statePath, workingDirectory: workingDirectory) {
      case .success(let loaded): state = loaded
      case .failure(let error):
        console.err("\(error)\n")
        return .badInput
      }
    }
    // `--json` is written as the runs go: one array, each run's steps as they are done.
    var report = JSONStream { console.out($0) }
    if json { report.beginArray() }
    var cases: [JUnitReport.TestCase] = []
    var failed = 0
    var shadowTotal = ShadowReport()
    var shadowWriteFailed = false
    let selection: RunReport.FrameSelection = everyStep ? .everyStep : finalOnly ? .final : .snapshotsAndFinal
    for scenario in scenarios {
      // Each step is printed as soon as it is done, and the runner keeps few
      // records: a long scenario's memory does not grow with its steps.
      let output: FrameOutput =
        ansi ? ConsoleOutput(console: console, colour: (environment["NO_COLOR"] ?? "").isEmpty) : DiscardingOutput()
      if json {
        report.beginObject()
        for (key, value) in RunReport.jsonHeader(scenario) { report.value(value, key: key) }
        report.beginArray(key: "steps")
      }
      var runner = ScenarioRunner(app: app, output: output, shadow: shadowSettings)
      runner.savesFinalState = statePath != nil
      let onStep: (StepRecord, Bool) -> Void = { record, isLast in
        for notice in record.notices {
          console.err("\(Echo.text(scenario.file)):\(record.step.line): note: \(notice)\n")
        }
        if json {
          report.value(RunReport.json(record))
        } else if !ansi, let text = RunReport.text(record, of: scenario, isLast: isLast, frames: selection) {
          console.out(text)
        }
      }
      let result: ScenarioRun
      if let state {
        do throws(StateFileError) {
          result = try runner.run(scenario, flags: configuration, from: state, onStep: onStep)
        } catch {
          console.err("\(error)\n")
          return .badInput
        }
      } else {
        result = runner.run(scenario, flags: configuration, onStep: onStep)
      }
      // The next scenario (and the file) goes on from where this one ended.
      if statePath != nil { state = result.finalState ?? state }
      if json {
        report.end()
        for (key, value) in RunReport.jsonOutcome(result) { report.value(value, key: key) }
        if let shadow = result.shadow { report.value(shadow.json, key: "shadow") }
        report.end()
      }
      var failure: (message: String, details: String)?
      if let report = result.shadow, let shadow, let shadowSettings {
        shadowTotal = shadowTotal.merged(with: report)
        for mismatch in report.mismatches {
          let written = shadow.write(
            mismatch, of: scenario, flags: configuration, app: app, settings: shadowSettings,
            workingDirectory: workingDirectory)
          switch written {
          case .success(let path):
            console.err(
              "\(Echo.text(scenario.file)):\(mismatch.stepIndex.map { scenario.steps[$0].line } ?? 0): shadow mismatch: \(mismatch.summary.terminalSafe); "
                + "written to \(Echo.text(path))\n")
          case .failure(let error):
            shadowWriteFailed = true
            console.err("\(spec.program): error: \(error.message)\n")
          }
        }
      }
      if let stepFailure = result.failure {
        // The frame the failure saw is already on stdout (or in the JSON): its first line is enough here.
        let headline = FailureText.headline(stepFailure.description)
        console.err(headline + "\n")
        failure = (headline, stepFailure.description)
        failed += 1
      }
      cases.append(
        JUnitReport.TestCase(
          className: JUnitReport.className(file: scenario.file), name: scenario.name, failure: failure,
          time: .milliseconds(result.virtualTime.milliseconds)))
    }
    if json {
      report.end()
      report.finish()
      console.out("\n")
    }
    let summary = "\(scenarios.count - failed) passed, \(failed) failed\n"
    if json || ansi { console.err(summary) } else { console.out(summary) }
    if shadow != nil {
      console.err(shadowTotal.lines.joined(separator: "\n") + "\n")
    }
    if let statePath, let state {
      if let problem = StateFile.save(state, to: statePath, workingDirectory: workingDirectory) {
        console.err("\(spec.program): error: \(problem)\n")
        return .badInput
      }
    }
    if let junit = suite.junit {
      let junitReport = JUnitReport(
        name: "\(spec.program) run", suites: [JUnitReport.Suite(name: "\(spec.program) run", cases: cases)])
      if let problem = OutputFile.save(junitReport.xml, to: junit, workingDirectory: workingDirectory) {
        console.err("\(spec.program): error: \(problem)\n")
        return .badInput
      }
    }
    return failed == 0 && !shadowTotal.sawMismatch && !shadowWriteFailed ? .success : .failure
  }
}

/// `--shadow`, `--shadow-out DIR` and the parity options it compares under, as `run` takes them.
struct ShadowRequest {
  /// Where mismatches are written.
  var directory: String
  /// `--compare`, `--rules`, `--today`.
  var parity: ParityOptions

  /// The request, or nil without `--shadow` (or when `spec` has no shadow mode: a single-front build).
  init?(_ arguments: inout Arguments, spec: CommandSpec) throws(UsageError) {
    guard spec.option("--shadow") != nil else { return nil }
    let enabled = arguments.flag("--shadow")
    let directory = try arguments.value("--shadow-out")
    let parity = try ParityOptions(arguments: &arguments)
    guard enabled else {
      if directory != nil { throw UsageError(message: "--shadow-out needs --shadow") }
      return nil
    }
    self.directory = directory ?? SessionFiles.defaultShadowDirectory
    self.parity = parity
  }

  /// Writes `mismatch`, seen while running `scenario`, as a shrunk scenario in `directory`.
  func write(
    _ mismatch: ShadowMismatch, of scenario: Scenario, flags: FlagConfiguration, app: any MigratableApp,
    settings: ShadowSettings, workingDirectory: String
  ) -> Result<String, SessionFileError> {
    let steps = scenario.steps.prefix((mismatch.stepIndex ?? scenario.steps.count - 1) + 1)
    let written = ShadowScenario(mismatch: mismatch, size: scenario.size, actions: steps.map(\.action))
      .shrunk(flags: flags, app: app, settings: settings)
    let file = scenario.file.split(separator: "/").last.map(String.init) ?? "session"
    let base = (file.hasSuffix(".scenario") ? String(file.dropLast(9)) : file) + "-\(mismatch.module)"
    return SessionFiles.saveNew(written.text, base: base, in: directory, workingDirectory: workingDirectory)
  }
}

/// Writes each frame's bytes to the console as the app writes them (`run --ansi`).
/// With NO_COLOR set, without colours, as the app would write them.
private final class ConsoleOutput: FrameOutput {
  let console: Console
  let colour: Bool

  init(console: Console, colour: Bool) {
    self.console = console
    self.colour = colour
  }

  func write(_ bytes: [UInt8]) {
    console.outBytes(colour ? bytes : ColourFilter.removingColours(bytes))
  }
}
