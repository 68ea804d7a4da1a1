import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

/// Every format of `strangler ab` states the same counts, from the one report
/// model: four scenarios, one with a failed `expect`, over a front that
/// miscounts at three taps — 4 identical, 3 MISMATCH, 1 FAILED, in the
/// table, JSON, Markdown, HTML and JUnit alike, and the failed expectation
/// told once.
@Suite("A/B reports agree in every format")
struct ReportAgreementTests {
  private func directory() throws -> String {
    try Scratch.newFolder("agree").path
  }

  /// One tap (identical everywhere), three taps twice (the declarative
  /// candidate mismatches), and three taps then an expectation nothing meets
  /// (the baseline FAILED, the declarative candidate MISMATCH first).
  private func scenarios() throws -> [String] {
    func taps(_ name: String, _ count: Int, then extra: String = "") throws -> String {
      try CLITestSupport.scenarioFile(
        "scenario \"\(name)\"\nsize 50x8\nstart tapCounter\n" + String(repeating: "tap \"Tap Me\"\n", count: count)
          + "wait 2s\n" + extra)
    }
    return [
      try taps("One tap", 1), try taps("Three taps", 3), try taps("Three again", 3),
      try taps("Fails", 3, then: "expect text \"nowhere\"\n"),
    ]
  }

  private func ab(_ arguments: [String], in folder: String) -> BufferConsole {
    let console = BufferConsole()
    let command = ABCommand(
      console: console, environment: [:], runner: ScenarioRunner(fronts: MiscountingFront.fronts),
      workingDirectory: folder)
    #expect(command.run(arguments) == .failure)
    return console
  }

  private func occurrences(of text: String, in document: String) -> Int {
    document.components(separatedBy: text).count - 1
  }

  @Test func everyFormatCountsFailedOnceAndMismatchesAsMismatches() throws {
    let folder = try directory()
    let files = try scenarios()
    let headline = "A/B comparison: 4 scenarios, 8 comparisons: 4 identical, 3 mismatched, 1 failed"
    let failure = "\(files[3]):8: error: expect text \"nowhere\""

    let console = ab(files + ["--html", "r.html", "--junit", "r.xml"], in: folder)
    let table = console.stdout
    // stderr: each problem's first line — three mismatches, the failure once.
    #expect(console.stderr.split(separator: "\n").count == 4, "\(console.stderr)")
    #expect(occurrences(of: failure, in: console.stderr) == 1)
    #expect(table.hasPrefix(headline + "\nParity rules: none"))
    #expect(occurrences(of: "  FAILED  ", in: table) == 1)
    #expect(occurrences(of: "  MISMATCH  ", in: table) == 3)
    #expect(occurrences(of: failure, in: table) == 1, "\(table)")

    let json = ab(files + ["--json"], in: folder).stdout
    #expect(json.contains("\"comparisons\": 8,\n  \"failed\": 1,\n  \"identical\": 4,\n  \"equivalent\": 0,\n"))
    #expect(json.contains("\"mismatch\": 3,"))
    #expect(occurrences(of: "\"result\": \"failed\"", in: json) == 1)
    #expect(occurrences(of: "\"result\": \"mismatch\"", in: json) == 3)

    let markdown = ab(files + ["--markdown"], in: folder).stdout
    #expect(markdown.hasPrefix("## ❌ " + headline + "\n"))
    #expect(occurrences(of: "| FAILED |", in: markdown) == 1)
    #expect(occurrences(of: "| MISMATCH |", in: markdown) == 3)
    #expect(occurrences(of: failure, in: markdown) == 1)

    let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
    #expect(html.contains("<h1>\(headline)</h1>"))
    #expect(html.contains("<p class=\"summary\">4 identical, "))
    #expect(html.contains(" 3 mismatched, 1 failed.</p>"))
    #expect(occurrences(of: "<td class=\"FAILED\">FAILED</td>", in: html) == 1)
    #expect(occurrences(of: "<td class=\"MISMATCH\">MISMATCH</td>", in: html) == 3)
    #expect(occurrences(of: failure.replacingOccurrences(of: "\"", with: "&quot;"), in: html) == 1)

    let junit = try String(contentsOfFile: folder + "/r.xml", encoding: .utf8)
    #expect(junit.contains("tests=\"8\" failures=\"4\""))
    #expect(occurrences(of: "type=\"FAILED\"", in: junit) == 1)
    #expect(occurrences(of: "type=\"MISMATCH\"", in: junit) == 3)
  }
}
