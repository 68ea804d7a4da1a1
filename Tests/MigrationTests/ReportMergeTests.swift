import App
import AppCore
import BridgedFronts
import Migration
import SampleMigration
import Testing

/// One report model: the JSON report is complete, so reports read back from
/// shards' JSON and merged render every format byte for byte as the
/// unsharded run's report does — mismatches, failed expectations,
/// equivalences under the project's rules and the HTML page's frames included.
@Suite("Merging A/B reports")
struct ReportMergeTests {
  /// Every format, deterministic (no render times).
  private func renderings(_ report: ABReport) -> [String] {
    [
      ABTableRenderer.render(report), ABJSONRenderer.render(report).rendered(pretty: true),
      ABMarkdownRenderer.render(report), ABHTMLRenderer.render(report), JUnitReport(report).xml,
      report.problems.joined(separator: "\n"),
    ]
  }

  /// The built-in suite with the toggle matrix, over a front that miscounts,
  /// plus a scenario whose expectation fails: every kind of result.
  private func wholeRun() throws -> ABReport {
    let failing = try ScenarioParser.parse(
      "scenario \"Fails\"\nstart tapCounter\nsnapshot \"start\"\nexpect text \"nowhere\"\ntap \"Tap Me\"\n",
      file: "fails.scenario", vocabulary: SampleApp.vocabulary)
    return ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting), matrix: true).run(
      BuiltInSuite.scenarios() + [failing])
  }

  @Test func mergedShardsRenderEveryFormatLikeTheWholeRun() throws {
    let whole = try wholeRun()
    let counts = whole.counts
    #expect(counts.mismatched > 0 && counts.failed > 0 && counts.equivalent > 0 && counts.identical > 0)
    // Four shards, as `--shard I/4` cuts them, each through its JSON text.
    let total = whole.scenarios.count
    let shards = try (1...4).map { index in
      let range = ScenarioSelection.Shard("\(index)/4")!.range(of: total)
      let shard = ABReport(matrix: true, scenarios: Array(whole.scenarios[range]), rulesFile: whole.rulesFile)
      let text = ABJSONRenderer.render(shard).rendered(pretty: true)
      return (origin: "shard\(index).json", report: try ABReport(text: text, origin: "shard\(index).json"))
    }
    let merged = try ABReport.merge(shards)
    for (got, expected) in zip(renderings(merged), renderings(whole)) {
      #expect(got == expected)
    }
    // The Markdown folds what rules allowed into its own section, as the unsharded run does.
    #expect(ABMarkdownRenderer.render(merged).contains("### Equivalent under a rule"))
  }

  @Test func aReportReadBackFromItsJSONIsTheSameReportWithoutRenderTimes() throws {
    let whole = try wholeRun()
    var timeless = whole
    for scenario in timeless.scenarios.indices {
      for comparison in timeless.scenarios[scenario].comparisons.indices {
        timeless.scenarios[scenario].comparisons[comparison].referenceRenderTime = nil
        timeless.scenarios[scenario].comparisons[comparison].candidateRenderTime = nil
      }
    }
    #expect(try ABReport(json: ABJSONRenderer.render(whole), origin: "report.json") == timeless)
  }

  @Test func badReportsAreClearErrors() {
    #expect(throws: ABReportError.self) { try ABReport(text: "[1,", origin: "broken.json") }
    do {
      _ = try ABReport(text: #"{"matrix": true, "scenarios": [{"scenario": "x"}]}"#, origin: "junk.json")
      Issue.record("a scenario without a file was read")
    } catch {
      #expect(
        error.description == "junk.json: error: not a `strangler ab --json` report: expected \"file\" as a string")
    }
    let report = ABReport(
      matrix: false,
      scenarios: [ABScenarioReport(name: "A", file: "a.scenario", visited: [], comparisons: [])])
    #expect(throws: ABReportError.self) {
      try ABReport.merge([(origin: "one.json", report: report), (origin: "two.json", report: report)])
    }
  }

  @Test(arguments: [
    Variant.allLegacy, .allDeclarative, .declarativeShell, .legacyUnderDeclarativeShell, .alone(.offers),
    .component(.offersRow, .declarative), .component(.offersRow, .legacy),
    Variant(.component(.offersRow, .legacy), shell: .declarative),
  ])
  func everyVariantIsReadBackFromItsName(variant: Variant) {
    #expect(Variant(parsing: variant.description) == variant)
  }
}
