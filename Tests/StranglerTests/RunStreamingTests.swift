import BridgedFronts
import FeatureFlags
import Foundation
import Migration
import SampleMigration
import Testing
import TextSurface

@testable import StranglerCommands
@testable import strangler

/// `strangler run` prints each step as it completes and keeps few records;
/// what it prints must be byte for byte what the whole-run reports print.
@Suite("strangler run streams")
struct RunStreamingTests {
  private let files: [String] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map { directory.appendingPathComponent($0).path }
  }()

  @Test(arguments: [Front.legacy, .declarative], ["", "--frames", "--final", "--ansi", "--json"])
  func streamedOutputIsTheWholeRunOutput(front: Front, mode: String) throws {
    #expect(files.count > 10)
    let console = BufferConsole()
    let arguments = ["run"] + files + ["--front", front.rawValue] + (mode.isEmpty ? [] : [mode])
    let code = StranglerCLI(console: console, environment: [:]).run(arguments)

    var expected: [UInt8] = []
    var reports: [JSONValue] = []
    var errors = ""
    var failed = 0
    for file in files {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let scenario = try ScenarioParser.parse(text, file: file, vocabulary: SampleApp.vocabulary)
      let recorder = RecordingOutput()
      let run = ScenarioRunner(fronts: .bridged, output: recorder).run(
        scenario, flags: FlagConfiguration(commandLineAll: front))
      switch mode {
      case "--json": reports.append(RunReport.json(run))
      case "--ansi": expected += recorder.bytes
      case "--frames": expected += Array(RunReport.text(run, frames: .everyStep).utf8)
      case "--final": expected += Array(RunReport.text(run, frames: .final).utf8)
      default: expected += Array(RunReport.text(run, frames: .snapshotsAndFinal).utf8)
      }
      // A link that stopped short is a note on stderr, at its step.
      for record in run.records {
        for notice in record.notices { errors += "\(file):\(record.step.line): note: \(notice)\n" }
      }
      if let failure = run.failure {
        errors += FailureText.headline(failure.description) + "\n"
        failed += 1
      }
    }
    // One shape for any number of files: an array.
    if mode == "--json" { expected = Array((JSONValue.array(reports).rendered(pretty: true) + "\n").utf8) }
    // The summary line ends the output: on stdout for frames, on stderr when stdout is data.
    let summary = "\(files.count - failed) passed, \(failed) failed\n"
    if mode == "--json" || mode == "--ansi" { errors += summary } else { expected += Array(summary.utf8) }
    #expect(console.stdoutBytes == expected)
    #expect(console.stderr == errors)
    #expect(code == (failed == 0 ? .success : .failure))
  }

  @Test func theStreamingRunnerHandsOverEveryStepAndKeepsOnlyTheLastFrames() throws {
    let scenario = try #require(BuiltInSuite.scenario(named: "tap-counter.scenario"))
    var handed: [(StepRecord, Bool)] = []
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .legacy)) {
      handed.append(($0, $1))
    }
    let whole = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
    #expect(handed.map(\.0.frame) == whole.records.map(\.frame))
    #expect(handed.map(\.1) == whole.records.indices.map { $0 == whole.records.count - 1 })
    #expect(handed.map(\.0.index) == Array(whole.records.indices))
    // Only the snapshot (the last step here) is kept.
    #expect(run.records.map(\.index) == [whole.records.count - 1])
    #expect(run.stepCount == whole.records.count)
    #expect(run.finalFrame == whole.finalFrame)
    #expect(run.totalCost == whole.totalCost)
  }
}
