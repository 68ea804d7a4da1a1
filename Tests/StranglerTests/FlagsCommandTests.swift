import FeatureFlags
import Foundation
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

@Suite("strangler flags, and flags files in strangler run")
struct FlagsCommandTests {
  /// A fresh directory, optionally holding `strangler.flags.json` with `flags`.
  private func directory(flags: String? = nil) throws -> String {
    let url = try Scratch.newFolder("flags")
    if let flags {
      try flags.write(to: url.appendingPathComponent("strangler.flags.json"), atomically: true, encoding: .utf8)
    }
    return url.path
  }

  private func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
  ) -> (ExitCode, BufferConsole) {
    let console = BufferConsole()
    let cli = StranglerCLI(console: console, environment: environment, workingDirectory: directory)
    return (cli.run(arguments), console)
  }

  private let flagsFile = """
    {
      "login": "declarative",
      "home": { "rollout": { "percent": 50, "front": "declarative", "group": "AB12A" } },
      "tapCounter": { "killed": true }
    }
    """

  @Test func printsEveryModulesDecisionAsATable() throws {
    let (code, console) = run(["flags", "--user", "122"], in: try directory(flags: flagsFile))
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n").map(String.init)
    // A header, eight modules each followed by its components, then the shell, chosen like a module.
    #expect(lines.count == 13)
    #expect(lines[12].hasPrefix("shell            legacy       DEFAULT   default"))
    #expect(lines[0] == "MODULE           FRONT        REASON    SOURCE   DETAIL")
    #expect(lines[1] == "login            declarative  STATIC    file     declarative in strangler.flags.json:2:3")
    #expect(
      lines[2] == "home             declarative  SPLIT     file     rollout 50% of group AB12A: bucket 23 → declarative"
    )
    #expect(lines[4] == "offers.row       legacy       DEFAULT   default  follows offers: legacy")
    #expect(lines[6].hasPrefix("tapCounter       legacy       DISABLED  file     killed in strangler.flags.json:4:3"))
    #expect(console.stderr.isEmpty)
  }

  @Test func aComponentFlagShowsItsDecisionWithReasonAndSource() throws {
    let (code, console) = run(
      ["flags", "--json", "--flag", "offers.row=declarative"], in: try directory(),
      environment: ["STRANGLER_FLAGS": "ratings.summary=declarative"])
    #expect(code == .success)
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [[String: Any]])
    let row = try #require(objects.first { $0["module"] as? String == "offers.row" })
    #expect(row["front"] as? String == "declarative")
    #expect(row["reason"] as? String == "STATIC")
    #expect(row["source"] as? String == "command-line")
    let summary = try #require(objects.first { $0["module"] as? String == "ratings.summary" })
    #expect(summary["source"] as? String == "environment")
    let modules = objects.compactMap { $0["module"] as? String }
    #expect(modules.firstIndex(of: "offers.row") == modules.firstIndex(of: "offers").map { $0 + 1 })
  }

  @Test func aComponentRolloutBucketsOnTheComponentId() throws {
    let file = #"{"offers.row": {"rollout": {"percent": 50, "front": "declarative"}}}"#
    let (_, console) = run(["flags", "--json", "--user", "122"], in: try directory(flags: file))
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [[String: Any]])
    let row = try #require(objects.first { $0["module"] as? String == "offers.row" })
    #expect(row["reason"] as? String == "SPLIT")
    #expect(row["bucket"] as? Int == Rollout.bucket(group: "offers.row", user: "122"))
  }

  @Test func jsonIsAnArrayOfDecisions() throws {
    let (code, console) = run(["flags", "--user", "155", "--json"], in: try directory(flags: flagsFile))
    #expect(code == .success)
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [[String: Any]])
    #expect(objects.count == 12)
    #expect(objects.last?["module"] as? String == "shell")
    #expect(objects.compactMap { $0["module"] as? String }.first == "login")
    let home = try #require(objects.first { $0["module"] as? String == "home" })
    #expect(home["front"] as? String == "legacy")
    #expect(home["reason"] as? String == "SPLIT")
    #expect(home["source"] as? String == "file")
    #expect(home["bucket"] as? Int == 100)
    #expect(objects.allSatisfy { $0["detail"] is String })
  }

  @Test func theEnvironmentAndCommandLineOverrideTheFileButNotTheKillSwitch() throws {
    let (_, console) = run(
      ["flags", "--json", "--flag", "login=legacy", "--flag", "tapCounter=declarative"],
      in: try directory(flags: flagsFile), environment: ["STRANGLER_FLAGS": "home=declarative"])
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [[String: Any]])
    func source(_ module: String) -> String? {
      objects.first { $0["module"] as? String == module }?["source"] as? String
    }
    #expect(source("login") == "command-line")
    #expect(source("home") == "environment")
    #expect(source("tapCounter") == "file")
  }

  @Test func anExplicitFileBeatsTheWorkingDirectorysAndIsResolvedAgainstIt() throws {
    let folder = try directory(flags: flagsFile)
    try #"{"login": "legacy"}"#.write(toFile: folder + "/other.json", atomically: true, encoding: .utf8)
    let (code, console) = run(["flags", "--flags-file", "other.json"], in: folder)
    #expect(code == .success)
    #expect(console.stdout.contains("declarative in") == false)
    #expect(console.stdout.contains("legacy in other.json:1:2"))
    #expect(console.stdout.contains("DISABLED") == false)
  }

  @Test(arguments: [
    ("{\"login\": \"declarative\",}", "strangler.flags.json:1:25: error: expected a string key after ',', found '}'"),
    (
      "{\n  \"ofers\": \"declarative\"\n}",
      "strangler.flags.json:2:3: error: unknown module \"ofers\"; expected one of: login, home, offers, offers.row, offerDetails, tapCounter, tapCounter.taps, accounts, ratings, ratings.summary, settings, shell"
    ),
    (
      "{\"login\": \"sideways\"}",
      "strangler.flags.json:1:11: error: unknown front \"sideways\"; expected legacy|declarative"
    ),
    (
      "{\"home\": {\"rollout\": {\"percent\": 150, \"front\": \"declarative\"}}}",
      "strangler.flags.json:1:34: error: expected an integer 0...100 for \"percent\", found 150"
    ),
    (
      "{\"home\": {\"killed\": 1}}",
      "strangler.flags.json:1:21: error: expected true or false for \"killed\", found a number"
    ),
  ])
  func badFilesExitTwoWithAPositionedError(text: String, message: String) throws {
    let folder = try directory(flags: text)
    let (code, console) = run(["flags"], in: folder)
    #expect(code == .badInput)
    #expect(console.stderr == message + "\n")
    #expect(console.stdout.isEmpty)
    // The user's file is never rewritten.
    #expect(try String(contentsOfFile: folder + "/strangler.flags.json", encoding: .utf8) == text)
  }

  @Test func badEnvironmentAndArgumentsExitTwo() throws {
    let folder = try directory()
    let (code, console) = run(["flags"], in: folder, environment: ["STRANGLER_FLAGS": "home=legacy,ofers=declarative"])
    #expect(code == .badInput)
    // No file to point into: no position; the valid values and the closest instead.
    #expect(console.stderr.hasPrefix("strangler: error: unknown module 'ofers' for STRANGLER_FLAGS (valid: login, "))
    #expect(console.stderr.hasSuffix("). Did you mean 'offers'?\n"))
    #expect(
      run(["flags", "--flag", "home=sideways"], in: folder).1.stderr
        == "strangler: error: unknown front 'sideways' for --flag home=… (valid: legacy, declarative).\n")
    #expect(
      run(["flags", "--front", "declaritive"], in: folder).1.stderr
        == "strangler: error: unknown front 'declaritive' for --front (valid: legacy, declarative). "
        + "Did you mean 'declarative'?\n")
    let flag = run(["flags", "--flag", "ofers=declarative"], in: folder).1.stderr
    #expect(flag.hasPrefix("strangler: error: unknown module 'ofers' for --flag (valid: login, home, offers, "))
    #expect(flag.hasSuffix("). Did you mean 'offers'?\n"))
    #expect(run(["flags", "--flags-file", "missing.json"], in: folder).0 == .badInput)
    #expect(
      run(["flags", "--flags-file", "missing.json"], in: folder).1.stderr
        == "missing.json: error: cannot read the flags file: No such file or directory\n")
    #expect(run(["flags", "--bogus"], in: folder).1.stderr.contains("unknown option '--bogus'"))
    #expect(run(["flags", "extra"], in: folder).0 == .badInput)
  }

  @Test func runWarnsAboutABadFileAndContinuesOnDefaults() throws {
    let folder = try directory(flags: "{\"tapCounter\": \"sideways\"}")
    let scenario = folder + "/taps.scenario"
    try "start tapCounter\ntap \"Tap Me\"\n".write(toFile: scenario, atomically: true, encoding: .utf8)
    let (code, console) = run(["run", scenario, "--json"], in: folder)
    #expect(code == .success)
    #expect(
      console.stderr
        == "strangler.flags.json:1:16: warning: unknown front \"sideways\"; expected legacy|declarative"
        + " (ignoring the flags file; running on defaults)\n1 passed, 0 failed\n")
    #expect(console.stdout.contains("\"front\": \"legacy\""))
  }

  @Test func runUsesTheFlagsFile() throws {
    let folder = try directory(flags: "{\"tapCounter\": \"declarative\"}")
    let scenario = folder + "/taps.scenario"
    try "start tapCounter\ntap \"Tap Me\"\n".write(toFile: scenario, atomically: true, encoding: .utf8)
    let (code, console) = run(["run", scenario, "--json"], in: folder)
    #expect(code == .success)
    #expect(console.stdout.contains("\"front\": \"declarative\""))
    #expect(run(["run", scenario, "--flags-file", "nope.json"], in: folder).0 == .badInput)
  }
}
