import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

/// `strangler bench --steps FILE`: every step of the scenario, in order, with
/// both fronts' times and their ratio; what it reports, not how fast.
@Suite("strangler bench --steps")
struct BenchStepsTests {
  private func run(_ arguments: [String]) -> (ExitCode, BufferConsole) {
    let console = BufferConsole()
    return (BenchCommand(console: console).run(arguments), console)
  }

  @Test func everyStepIsTimedInBothFrontsInOrder() throws {
    let file = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let scenario = try ScenarioFiles.load(file, vocabulary: SampleApp.vocabulary)
    let (code, console) = run(["--steps", file, "--rounds", "2", "--json"])
    #expect(code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
    #expect(object["rounds"] as? Int == 2)
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.map { $0["line"] as? Int } == scenario.steps.map(\.line))
    #expect(steps.map { $0["step"] as? String } == scenario.steps.map(\.source))
    var totals = (legacy: 0.0, declarative: 0.0)
    for step in steps {
      let legacy = try #require(step["legacy_us"] as? Double)
      let declarative = try #require(step["declarative_us"] as? Double)
      let ratio = try #require(step["ratio"] as? Double)
      #expect(legacy > 0 && declarative > 0)
      #expect(abs(ratio - declarative / legacy) <= 0.01 * ratio, "\(step)")
      totals.legacy += legacy
      totals.declarative += declarative
    }
    // The total adds the steps' medians.
    let legacyTotal = try #require(object["legacy_total_us"] as? Double)
    let declarativeTotal = try #require(object["declarative_total_us"] as? Double)
    #expect(abs(legacyTotal - totals.legacy) <= 0.01 * legacyTotal)
    #expect(abs(declarativeTotal - totals.declarative) <= 0.01 * declarativeTotal)
  }

  @Test func theTableHasARowPerStepThenTheTotal() throws {
    let file = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let (code, console) = run(["--steps", file, "--rounds", "1"])
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Steps of ") == true)
    let header = try #require(lines.firstIndex { $0.hasPrefix("LINE") })
    #expect(lines[header].contains("LEGACY µs") && lines[header].contains("DECLARATIVE µs"))
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

  @Test func optionsThatDoNotFitAreUsageErrors() throws {
    let file = try CLITestSupport.scenarioFile(CLITestSupport.threeTaps)
    let cases: [([String], String)] = [
      (["--rounds", "3"], "--rounds applies to --steps FILE only"),
      (["--steps", file, "--processes", "2"], "--processes applies to the whole bench, not --steps"),
      (["--steps", file, "--rounds", "0"], "--rounds takes a whole number in 1...10000, found '0'"),
      (["--steps", Scratch.folder.path + "/missing.scenario"], "cannot read the file"),
    ]
    for (arguments, message) in cases {
      let (code, console) = run(arguments)
      #expect(code == .badInput, "\(arguments)")
      #expect(console.stderr.contains(message), "\(arguments): \(console.stderr)")
    }
  }
}
