import Foundation
import TestSupport
import Testing

@testable import StranglerCommands

/// `strangler experiment`: the file's mistakes at their line and column,
/// the exit codes, and shards merged into exactly the whole report.
@Suite struct ExperimentCommandTests {
  static let small = """
    {
      "name": "tap counter", "flag": "tapCounter", "control": "legacy", "treatment": "declarative",
      "stages": [50], "users": 6, "days": 2, "seed": 5,
      "population": {"tasks": {"tapCounter": 1}, "sizes": ["60x16"], "links": [0, 9600]},
      "metrics": {"primary": "success", "guardrails": ["bytes", "time"]},
      "alpha": 0.05
    }
    """

  static func project(_ files: [String: String]) throws -> String {
    let directory = try ShadowAndRecordCommandTests.temporaryDirectory()
    for (name, text) in files {
      try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func mistakesInTheFileArePositionedAndExitTwo() throws {
    let cases: [(String, String)] = [
      (
        Self.small.replacing("\"tapCounter\", \"control\"", with: "\"tapCountr\", \"control\""),
        "2:34: error: unknown flag"
      ),
      (Self.small.replacing("\"alpha\": 0.05", with: "\"alpha\": 2"), "6:12: error: expected alpha in"),
      (Self.small.replacing("\"seed\": 5,", with: "\"seed\": 5,,"), "3:52: error: expected a string key"),
      (Self.small.replacing("\"tapCounter\": 1}", with: "\"dance\": 1}"), "4:28: error: unknown key \"dance\""),
      (Self.small.replacing("\"60x16\"", with: "\"60by16\""), "4:56: error: expected a terminal size"),
      (Self.small.replacing("\"bytes\"", with: "\"speed\""), "5:52: error: unknown metric \"speed\""),
    ]
    for (text, expected) in cases {
      let directory = try Self.project(["x.experiment.json": text])
      let (code, console) = CLITestSupport.run(["experiment", "x.experiment.json"], workingDirectory: directory)
      #expect(code == .badInput)
      #expect(console.stderr.hasPrefix("x.experiment.json:" + expected), "\(console.stderr)")
      #expect(console.stdout.isEmpty)
    }
  }

  @Test func aReportIsPrintedAndTheSameSeedGivesTheSameBytesOnAnyThreadsOrShards() throws {
    let directory = try Self.project(["x.experiment.json": Self.small])
    let (code, text) = CLITestSupport.run(
      ["experiment", "x.experiment.json", "--html", "report.html"], workingDirectory: directory)
    #expect(code == .success)
    let page = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
    #expect(page.contains("<svg"))
    #expect(page.contains("success: treatment − control, always-valid interval by day"))
    #expect(page.contains("rollout stages by day"))
    #expect(page.contains("users per arm"))
    #expect(text.stdout.contains("Decision: "))
    #expect(text.stdout.contains("Assumption: The users are a behaviour model"))
    let one = CLITestSupport.run(
      ["experiment", "x.experiment.json", "--json", "--threads", "1"], workingDirectory: directory
    ).1.stdout
    let two = CLITestSupport.run(
      ["experiment", "x.experiment.json", "--json", "--threads", "2"], workingDirectory: directory
    ).1.stdout
    #expect(one == two)
    #expect(one.contains("\"decision\": "))
    #expect(one.contains("\"p_value\": "))
    for index in 1...2 {
      let part = CLITestSupport.run(
        ["experiment", "x.experiment.json", "--json", "--shard", "\(index)/2"], workingDirectory: directory
      ).1.stdout
      try part.write(toFile: directory + "/part\(index).json", atomically: true, encoding: .utf8)
    }
    let (mergeCode, merged) = CLITestSupport.run(
      ["experiment", "merge", "part1.json", "part2.json", "--json"], workingDirectory: directory)
    #expect(mergeCode == .success)
    #expect(merged.stdout == one)
    let (missingCode, missing) = CLITestSupport.run(
      ["experiment", "merge", "part1.json", "--json"], workingDirectory: directory)
    #expect(missingCode == .badInput)
    #expect(missing.stderr.contains("missing shard(s): 2/2"))
  }

  @Test func badArgumentsExitTwo() throws {
    let directory = try Self.project(["x.experiment.json": Self.small])
    for arguments in [
      ["experiment"], ["experiment", "x.experiment.json", "--users", "0"],
      ["experiment", "x.experiment.json", "--shard", "3/2"], ["experiment", "nope.json"],
      ["experiment", "x.experiment.json", "--json", "--markdown"],
    ] {
      let (code, console) = CLITestSupport.run(arguments, workingDirectory: directory)
      #expect(code == .badInput, "\(arguments)")
      #expect(!console.stderr.isEmpty)
    }
  }
}

/// The guardian's stop, recorded by an experiment, reaches the router: `flags` and `status` show it.
@Suite struct ExperimentLedgerCommandTests {
  static let ledger = """
    {
      "offers": {"experiment": "offers on slow links", "decision": "rollback", "control": "legacy",
                 "detail": "experiment offers on slow links: bytes worse on day 2, difference +812 [+640, +990]"},
      "tapCounter": {"experiment": "tap counter", "decision": "ship", "control": "legacy"}
    }
    """

  @Test func aStoppedRolloutIsDisabledByTheGuardianInFlags() throws {
    let directory = try ExperimentCommandTests.project([
      "strangler.experiments.json": Self.ledger,
      "strangler.flags.json": #"{"offers": {"rollout": {"percent": 100, "front": "declarative"}}}"#,
    ])
    let (code, console) = CLITestSupport.run(["flags", "--user", "u1"], workingDirectory: directory)
    #expect(code == .success)
    let offers = try #require(console.stdout.split(separator: "\n").first { $0.hasPrefix("offers ") })
    #expect(offers.contains("legacy"))
    #expect(offers.contains("DISABLED"))
    #expect(offers.contains("guardian"))
    #expect(offers.contains("bytes worse on day 2, difference +812 [+640, +990]"))
  }

  @Test(.skippedUnderSanitizer) func statusShowsTheLastDecisionBesideParity() throws {
    let directory = try ExperimentCommandTests.project(["strangler.experiments.json": Self.ledger])
    let (code, console) = CLITestSupport.run(["status", "--json"], workingDirectory: directory)
    #expect(code == .success)
    #expect(console.stdout.contains(#""experiment": "rollback""#))
    #expect(console.stdout.contains(#""experiment": "ship""#))
  }

  @Test func anExperimentRecordsItsDecision() throws {
    let directory = try ExperimentCommandTests.project(["x.experiment.json": ExperimentCommandTests.small])
    _ = CLITestSupport.run(["experiment", "x.experiment.json"], workingDirectory: directory)
    let text = try String(contentsOfFile: directory + "/strangler.experiments.json", encoding: .utf8)
    #expect(text.contains(#""tapCounter""#))
    #expect(text.contains(#""experiment": "tap counter""#))
  }

  @Test func aBrokenLedgerIsAPositionedError() throws {
    let directory = try ExperimentCommandTests.project(["strangler.experiments.json": "{\"offers\": 3}"])
    let (code, console) = CLITestSupport.run(["flags"], workingDirectory: directory)
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix("strangler.experiments.json:1:12: error: expected an object"))
  }
}
