import Foundation
import TestSupport
import Testing

@testable import Migration
@testable import StranglerCommands

/// Parity rules are found from the scenario's project, not from wherever the
/// command happens to run: the nearest `strangler.parity.json` beside the
/// scenario or above it, then the working directory's, or `--rules FILE`.
/// Every report says which file applied, or that none did.
@Suite("Parity rules found from the scenario's project")
struct RulesDiscoveryTests {
  /// The checkout's root, found from this file.
  private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// A fresh directory.
  private func directory() throws -> String {
    try Scratch.newFolder("rules").path
  }

  /// A project: its rules (the repository's) at the top, the home screen's
  /// scenario (redesigned in the declarative front) two folders down.
  private func project(withRules: Bool = true) throws -> (root: String, scenario: String) {
    let root = try directory()
    try FileManager.default.createDirectory(atPath: root + "/Scenarios/home", withIntermediateDirectories: true)
    let scenario = root + "/Scenarios/home/home-earnings.scenario"
    try FileManager.default.copyItem(atPath: packageRoot + "/Scenarios/home-earnings.scenario", toPath: scenario)
    if withRules {
      try FileManager.default.copyItem(
        atPath: packageRoot + "/strangler.parity.json", toPath: root + "/strangler.parity.json")
    }
    return (root, scenario)
  }

  @Test func theSameScenarioComparesAlikeFromAnyWorkingDirectory() throws {
    let (root, scenario) = try project()
    let elsewhere = try directory()
    // (Scenario paths are resolved by the process, whose directory a test cannot change: given in full.)
    let fromRoot = CLITestSupport.run(["ab", scenario], workingDirectory: root)
    let fromElsewhere = CLITestSupport.run(["ab", scenario], workingDirectory: elsewhere)
    #expect(fromRoot.0 == .success, "\(fromRoot.1.stdout)")
    #expect(fromElsewhere.0 == .success, "\(fromElsewhere.1.stdout)")
    #expect(fromRoot.1.stdout.contains("declarative        equivalent"))
    // Inside the project the file is named relative to it; from elsewhere, in full.
    #expect(fromRoot.1.stdout.contains("\nParity rules: strangler.parity.json\n"))
    let full = URL(fileURLWithPath: root + "/strangler.parity.json").standardizedFileURL.path
    #expect(fromElsewhere.1.stdout.contains("\nParity rules: \(full)\n"))
  }

  @Test func withoutRulesTheMismatchSaysNoneApplied() throws {
    let (_, scenario) = try project(withRules: false)
    let (code, console) = CLITestSupport.run(["ab", scenario], workingDirectory: try directory())
    #expect(code == .failure)
    #expect(console.stdout.contains("MISMATCH"))
    #expect(console.stdout.contains("\nParity rules: none (no strangler.parity.json beside the scenarios"))
  }

  @Test func theWorkingDirectorysRulesApplyWhenTheProjectHasNone() throws {
    let (_, scenario) = try project(withRules: false)
    let working = try directory()
    try FileManager.default.copyItem(
      atPath: packageRoot + "/strangler.parity.json", toPath: working + "/strangler.parity.json")
    let (code, console) = CLITestSupport.run(["ab", scenario], workingDirectory: working)
    #expect(code == .success)
    #expect(console.stdout.contains("\nParity rules: strangler.parity.json\n"))
  }

  @Test func rulesGivenWinAndAMissingFileIsAnErrorWithoutAPosition() throws {
    let (root, scenario) = try project(withRules: false)
    try FileManager.default.copyItem(
      atPath: packageRoot + "/strangler.parity.json", toPath: root + "/mine.json")
    let given = CLITestSupport.run(["ab", scenario, "--rules", "mine.json"], workingDirectory: root)
    #expect(given.0 == .success)
    #expect(given.1.stdout.contains("\nParity rules: mine.json\n"))
    let missing = CLITestSupport.run(["ab", scenario, "--rules", "nowhere.json"], workingDirectory: root)
    #expect(missing.0 == .badInput)
    #expect(
      missing.1.stderr == "strangler: error: cannot read the rules file 'nowhere.json': No such file or directory\n")
  }

  @Test func scenariosOfProjectsWithDifferentRulesAreRefused() throws {
    let (_, first) = try project()
    let (_, second) = try project()
    let (code, console) = CLITestSupport.run(["ab", first, second], workingDirectory: try directory())
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix("strangler: error: the scenarios are in projects with different parity rules ("))
    #expect(console.stderr.hasSuffix("); run them apart, or choose one with --rules FILE\n"))
  }

  @Test func everyReportSaysWhichRulesApplied() throws {
    let (root, file) = try project()
    let json = CLITestSupport.run(
      ["ab", file, "--json", "--html", "r.html", "--junit", "r.xml"], workingDirectory: root)
    #expect(json.1.stdout.contains("\"rules_file\": \"strangler.parity.json\""))
    let markdown = CLITestSupport.run(["ab", file, "--markdown"], workingDirectory: root).1.stdout
    #expect(markdown.contains("\n\nParity rules: strangler.parity.json\n"))
    let html = try String(contentsOfFile: root + "/r.html", encoding: .utf8)
    #expect(html.contains("<p class=\"rules\">Parity rules: strangler.parity.json</p>"))
    let junit = try String(contentsOfFile: root + "/r.xml", encoding: .utf8)
    #expect(junit.contains("<property name=\"parity-rules-file\" value=\"strangler.parity.json\"/>"))
    let status = CLITestSupport.run(["status", file], workingDirectory: root).1.stdout
    #expect(status.contains("\nParity rules: strangler.parity.json\n"))
    let statusJSON = CLITestSupport.run(["status", file, "--json"], workingDirectory: root).1.stdout
    #expect(statusJSON.contains("\"rules_file\": \"strangler.parity.json\""))
  }

  @Test func reportsMadeUnderDifferentRulesDoNotMerge() throws {
    let one = ABReport(matrix: false, scenarios: [], rulesFile: "strangler.parity.json")
    let other = ABReport(matrix: false, scenarios: [], rulesFile: nil)
    #expect(throws: ABReportError.self) {
      try ABReport.merge([(origin: "a.json", report: one), (origin: "b.json", report: other)])
    }
  }
}
