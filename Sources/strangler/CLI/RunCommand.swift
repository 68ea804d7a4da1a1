import BridgedFronts
import FeatureFlags
import Foundation
import Migration
import TextSurface

/// `strangler run FILE… [--front F] [--flag m=f] [--frames|--final|--ansi] [--json]`
///
/// Replays scenario files in virtual time and prints their frames. Exit 0
/// when every step passed, 1 when an expectation failed, 2 for bad input.
struct RunCommand {
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory = "."

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments)
    let everyStep = arguments.flag("--frames")
    let finalOnly = arguments.flag("--final")
    let ansi = arguments.flag("--ansi")
    let json = arguments.flag("--json")
    let configuration: FlagConfiguration
    let files: [String]
    do throws(UsageError) {
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        badFile: .warnAndIgnore, console: console)
      files = try arguments.finish()
      if [everyStep, finalOnly, ansi].filter({ $0 }).count > 1 {
        throw UsageError(message: "choose one of --frames, --final and --ansi")
      }
      if files.isEmpty { throw UsageError(message: "run needs at least one .scenario file") }
    } catch {
      console.err(error.report(usage: Usage.run))
      return .badInput
    }
    var scenarios: [Scenario] = []
    for file in files {
      switch ScenarioFiles.load(file) {
      case .success(let scenario): scenarios.append(scenario)
      case .failure(let message):
        console.err(message + "\n")
        return .badInput
      }
    }
    var status = ExitCode.success
    var reports: [JSONValue] = []
    let selection: RunReport.FrameSelection = everyStep ? .everyStep : finalOnly ? .final : .snapshotsAndFinal
    for scenario in scenarios {
      // Each step is printed as soon as it is done, and the runner thins the
      // records it keeps: a long scenario's memory does not grow by a frame per step.
      let output: FrameOutput = ansi ? ConsoleOutput(console: console) : DiscardingOutput()
      var steps: [JSONValue] = []
      let result = ScenarioRunner(fronts: .bridged, output: output).run(scenario, flags: configuration) {
        record, isLast in
        if json {
          // The report's header (passed, failure, exposures) comes before its
          // steps and is only known at the end, so steps wait as JSON values.
          steps.append(RunReport.json(record))
        } else if !ansi, let text = RunReport.text(record, of: scenario, isLast: isLast, frames: selection) {
          console.out(text)
        }
      }
      if json { reports.append(RunReport.json(result, steps: steps)) }
      if let failure = result.failure {
        console.err(failure.description + "\n")
        status = .failure
      }
    }
    if json {
      console.out((reports.count == 1 ? reports[0] : .array(reports)).rendered(pretty: true) + "\n")
    }
    return status
  }
}

/// Writes each frame's bytes to the console as the app writes them (`run --ansi`).
private final class ConsoleOutput: FrameOutput {
  let console: Console

  init(console: Console) {
    self.console = console
  }

  func write(_ bytes: [UInt8]) {
    console.outBytes(bytes)
  }
}

/// Reading scenario files, with the same error format as parse errors.
enum ScenarioFiles {
  enum Loaded {
    case success(Scenario)
    case failure(String)
  }

  static func load(_ path: String) -> Loaded {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure("\(path): error: cannot read the file (does it exist?)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure("\(path):1:1: error: the file is not valid UTF-8")
    }
    do throws(ScenarioParseError) {
      return .success(try ScenarioParser.parse(text, file: path))
    } catch {
      return .failure(error.description)
    }
  }
}
