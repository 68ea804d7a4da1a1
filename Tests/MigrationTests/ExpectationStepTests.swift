import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing

/// The assertions testers expect (docs/scenarios.md), in both fronts, and
/// the scenario inputs that must be refused clearly.
@Suite("Expectation steps and bad scenario input")
struct ExpectationStepTests {
  private func failure(_ steps: String, front: Front) throws -> String? {
    let scenario = try ScenarioParser.parse(
      "size 60x16\nstart login\n" + steps, file: "e.scenario", vocabulary: SampleApp.vocabulary)
    return ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: front)).failure?
      .description
  }

  @Test(arguments: Front.allCases)
  func theNewExpectationsHoldInBothFronts(front: Front) throws {
    let steps = """
      expect disabled "Sign in"
      expect front login \(front)
      expect exposure login \(front)
      type "Email" "dasher@example.com"
      expect value "Email" "dasher@example.com"
      type "Password" "password"
      expect enabled "Sign in"
      expect no text "Hi, Dasher"
      tap "Sign in"
      wait 2s
      expect front home \(front)

      """
    #expect(try failure(steps, front: front) == nil)
  }

  @Test(arguments: Front.allCases)
  func failingExpectationsSayWhatWasFound(front: Front) throws {
    let other: Front = front == .legacy ? .declarative : .legacy
    #expect(
      try failure("expect enabled \"Sign in\"\n", front: front)
        == "e.scenario:3: error: expect enabled \"Sign in\": expected \"Sign in\" to be enabled; it is disabled")
    #expect(
      try failure("type \"Email\" \"a@b.co\"\nexpect value \"Email\" \"x\"\n", front: front)
        == "e.scenario:4: error: expect value \"Email\" \"x\": expected \"Email\" to hold \"x\"; it holds \"a@b.co\"")
    #expect(
      try failure("expect front login \(other)\n", front: front)
        == "e.scenario:3: error: expect front login \(other): expected login in the \(other) front; "
        + "it is shown in the \(front) front")
    #expect(
      try failure("expect exposure login \(other)\n", front: front)
        == "e.scenario:3: error: expect exposure login \(other): expected an exposure of login to the \(other) "
        + "front; its exposures were: login \(front) (STATIC)")
    #expect(
      try failure("expect disabled \"Nope\"\n", front: front)?.hasPrefix(
        "e.scenario:3: error: expect disabled \"Nope\": no element labelled \"Nope\" on screen; available: \"Email\"")
        == true)
    let noText = try #require(try failure("expect no text \"Email\"\n", front: front))
    #expect(
      noText.hasPrefix("e.scenario:3: error: expect no text \"Email\": expected the screen not to show \"Email\"; row ")
    )
    // Tapping a disabled element stays an error, as in Playwright: use `expect disabled` to check it.
    #expect(
      try failure("tap \"Sign in\"\n", front: front) == "e.scenario:3: error: tap \"Sign in\": \"Sign in\" is disabled")
  }

  @Test(arguments: [
    (
      "start login\nfault nope.op network\n",
      "bad.scenario:2:7: error: unknown operation 'nope.op'; expected one of accounts.fetch, auth.signIn, "
        + "earnings.fetch, "
        + "offers.accept, offers.decline, offers.fetch, ratings.fetch, tapCounter.recordTap"
    ),
    ("", "bad.scenario:1:1: error: the scenario has no steps; expected at least one step such as 'start login'"),
    (
      "# only a comment\nscenario \"x\"\nsize 80x24\n",
      "bad.scenario:1:1: error: the scenario has no steps; expected at least one step such as 'start login'"
    ),
    (
      "start home\nwait 86401s\n",
      "bad.scenario:2:6: error: wait '86401s' is longer than the maximum of 24 hours (86400s); split it or shorten it"
    ),
    (
      "start home\nwait 86400000m\n",
      "bad.scenario:2:6: error: wait '86400000m' is longer than the maximum of 24 hours (86400s); split it or shorten it"
    ),
    (
      "start home\nexpect front home sideways\n",
      "bad.scenario:2:19: error: unknown front 'sideways'; expected legacy or declarative"
    ),
    (
      "start home\nexpect no \"x\"\n",
      "bad.scenario:2:11: error: expected 'text' after 'no', found a quoted string"
    ),
  ])
  func badInputIsAPositionedError(text: String, message: String) {
    do {
      _ = try ScenarioParser.parse(text, file: "bad.scenario", vocabulary: SampleApp.vocabulary)
      Issue.record("expected: \(message)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func crlfFilesAreAccepted() throws {
    let scenario = try ScenarioParser.parse(
      "scenario \"Windows\"\r\nsize 40x10\r\nstart home\r\nexpect text \"Offers\"\r\n", file: "w.scenario",
      vocabulary: SampleApp.vocabulary)
    #expect(scenario.name == "Windows")
    #expect(scenario.steps.count == 2)
    #expect(scenario.steps.last?.source == "expect text \"Offers\"")
  }

  @Test func aWaitOfTheMaximumIsAccepted() throws {
    let scenario = try ScenarioParser.parse(
      "start home\nwait 86400s\nexpect route home\n", file: "w.scenario", vocabulary: SampleApp.vocabulary)
    #expect(
      ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .declarative)).failure
        == nil)
  }

  @Test func scenarioTextNeverReachesAReportRaw() throws {
    let scenario = try ScenarioParser.parse(
      "scenario \"evil\\u{1B}]52;c;x\\u{7}\"\nstart home\nexpect text \"\\u{1B}[2J\\u{202E}\"\n", file: "x.scenario",
      vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
    let message = try #require(run.failure?.description)
    #expect(!message.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" })
    let report = ABRunner(runner: ScenarioRunner(fronts: .bridged)).run([scenario])
    for text in [
      ABTableRenderer.render(report, timings: false), ABMarkdownRenderer.render(report),
      report.problems.joined(separator: "\n"),
    ] {
      #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" })
    }
  }
}
