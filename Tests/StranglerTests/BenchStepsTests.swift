import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

/// `strangler bench --steps FILE`: every step of the scenario, in order, with
/// its time all-legacy and in the candidate, and their ratio; what it
/// reports, not how fast.
@Suite("strangler bench --steps")
struct BenchStepsTests {
  private func run(_ arguments: [String]) -> (ExitCode, BufferConsole) {
    let console = BufferConsole()
    return (BenchCommand(console: console).run(arguments), console)
  }

  @Test func everyStepIsTimedAllLegacyAndInTheCandidateInOrder() throws {
    let file = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let scenario = try ScenarioFiles.load(file, vocabulary: SampleApp.vocabulary)
    let (code, console) = run(["--steps", file, "--rounds", "2", "--json"])
    #expect(code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
    #expect(object["rounds"] as? Int == 2)
    #expect(object["candidate"] as? String == "--front declarative", "every module declarative, unless told")
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.map { $0["line"] as? Int } == scenario.steps.map(\.line))
    #expect(steps.map { $0["step"] as? String } == scenario.steps.map(\.source))
    var totals = (legacy: 0.0, candidate: 0.0)
    for step in steps {
      let legacy = try #require(step["legacy_us"] as? Double)
      let candidate = try #require(step["candidate_us"] as? Double)
      let ratio = try #require(step["ratio"] as? Double)
      #expect(legacy > 0 && candidate > 0)
      #expect(abs(ratio - candidate / legacy) <= 0.01 * ratio, "\(step)")
      totals.legacy += legacy
      totals.candidate += candidate
    }
    // The total adds the steps' medians.
    let legacyTotal = try #require(object["legacy_total_us"] as? Double)
    let candidateTotal = try #require(object["candidate_total_us"] as? Double)
    #expect(abs(legacyTotal - totals.legacy) <= 0.01 * legacyTotal)
    #expect(abs(candidateTotal - totals.candidate) <= 0.01 * candidateTotal)
  }

  @Test func theTableHasARowPerStepThenTheTotal() throws {
    let file = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let (code, console) = run(["--steps", file, "--rounds", "1"])
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Steps of ") == true)
    #expect(lines.first?.hasSuffix("(legacy: --front legacy; candidate: --front declarative)") == true)
    let header = try #require(lines.firstIndex { $0.hasPrefix("LINE") })
    #expect(lines[header].contains("LEGACY µs") && lines[header].contains("CANDIDATE µs"))
    let rows = Array(lines[(header + 1)...])
    #expect(rows.count == 7)  // six steps and the total
    #expect(rows.filter { $0.contains("tap \"Tap Me\"") }.count == 3)
    #expect(rows.first?.contains("start tapCounter") == true)
    #expect(rows.last?.trimmingCharacters(in: .whitespaces).hasPrefix("all steps") == true)
  }

  @Test func aScenarioThatFailsInAFrontIsAnErrorThatSaysWhere() throws {
    let file = try CLITestSupport.scenarioFile(
      """
      scenario "Wrong greeting"
      size 50x8
      start tapCounter
      expect text "Goodbye"
      """)
    let (code, console) = run(["--steps", file, "--rounds", "1"])
    #expect(code == .failure)
    #expect(console.stdout.isEmpty)
    #expect(console.stderr.contains("the scenario fails with --front legacy"))
    // Where and what, in one line: the frame it showed is not printed.
    #expect(console.stderr.hasSuffix(":4: error: expect text \"Goodbye\": expected the screen to show \"Goodbye\"\n"))
  }

  /// The front options name the candidate, in the order `run` reads them;
  /// a scenario that holds all-legacy and fails in the candidate says which.
  @Test func theFrontOptionsNameTheCandidate() throws {
    let file = try CLITestSupport.scenarioFile(
      """
      scenario "The counter stays legacy"
      size 50x8
      start tapCounter
      expect front tapCounter legacy
      """)
    let (code, console) = run(["--steps", file, "--rounds", "1", "--flag", "tapCounter=declarative"])
    #expect(code == .failure)
    #expect(console.stdout.isEmpty)
    #expect(console.stderr.contains("the scenario fails with --flag tapCounter=declarative: "), "\(console.stderr)")

    let threeTaps = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let arguments = [
      "--steps", threeTaps, "--rounds", "1", "--json", "--flag", "tapCounter=declarative", "--shell", "declarative",
      "--front", "legacy",
    ]
    let (timed, output) = run(arguments)
    #expect(timed == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["candidate"] as? String == "--front legacy --shell declarative --flag tapCounter=declarative")
  }

  @Test func optionsThatDoNotFitAreUsageErrors() throws {
    let file = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let cases: [([String], String)] = [
      (["--rounds", "3"], "--rounds applies to --steps FILE only"),
      (["--steps", file, "--processes", "2"], "--processes applies to the whole bench, not --steps"),
      (["--steps", file, "--rounds", "0"], "--rounds takes a whole number in 1...10000, found '0'"),
      (["--steps", Scratch.folder.path + "/missing.scenario"], "cannot read the file"),
      (["--front", "declarative"], "--front, --shell and --flag apply to --steps FILE only"),
      (["--steps", file, "--flag", "ofers=declarative"], "unknown module 'ofers' for --flag"),
      (["--steps", file, "--shell", "sideways"], "unknown front 'sideways' for --shell"),
    ]
    for (arguments, message) in cases {
      let (code, console) = run(arguments)
      #expect(code == .badInput, "\(arguments)")
      #expect(console.stderr.contains(message), "\(arguments): \(console.stderr)")
    }
  }
}
