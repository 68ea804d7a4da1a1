import App
import AppCore
import BridgedFronts
import Migration
import SampleMigration
import TestSupport
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

  @Test(.skippedUnderSanitizer) func mergedShardsRenderEveryFormatLikeTheWholeRun() throws {
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

  @Test(.skippedUnderSanitizer) func aReportReadBackFromItsJSONIsTheSameReportWithoutRenderTimes() throws {
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

extension ReportMergeTests {
  /// One small report's JSON text, to edit as a hand or a truncation would.
  private func smallReport(matrix: Bool = false) throws -> String {
    let scenario = try ScenarioParser.parse(
      "scenario \"Taps\"\nstart tapCounter\n" + String(repeating: "tap \"Tap Me\"\nwait 1s\n", count: 4),
      file: "taps.scenario", vocabulary: SampleApp.vocabulary)
    let report = ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting), matrix: matrix).run([scenario])
    return ABJSONRenderer.render(report).rendered(pretty: true)
  }

  private func error(reading text: String) -> String? {
    do {
      _ = try ABReport(text: text, origin: "shard.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aReportWhoseCountsOrVerdictsDisagreeWithItsComparisonsIsRefused() throws {
    let text = try smallReport()
    #expect(error(reading: text) == nil)
    let counts = try #require(text.range(of: #""mismatch": 1"#))
    #expect(
      error(reading: text.replacingCharacters(in: counts, with: #""mismatch": 0"#))
        == "shard.json: error: \"mismatch\" says 0 but the comparisons listed make 1; the report was edited or cut short"
    )
    let passed = try #require(text.range(of: #""passed": false"#))
    #expect(
      error(reading: text.replacingCharacters(in: passed, with: #""passed": true"#))?.contains(
        "\"passed\" says true but the comparisons say false") == true)
    let outcome = try #require(text.range(of: #""outcome": "mismatch""#))
    #expect(
      error(reading: text.replacingCharacters(in: outcome, with: #""outcome": "identical""#))?.contains(
        "is identical but records a difference") == true)
  }

  @Test func anEmptyReportOrShardsOfDifferentRunsAreRefused() throws {
    #expect(
      error(
        reading:
          #"{"passed": true, "matrix": false, "comparisons": 0, "failed": 0, "identical": 0, "equivalent": 0, "mismatch": 0, "ignored_differences": 0, "rules_file": null, "scenarios": []}"#
      ) == "shard.json: error: the report holds no scenario; nothing to merge")
    let plain = try ABReport(text: try smallReport(), origin: "plain.json")
    let matrix = try ABReport(text: try smallReport(matrix: true), origin: "matrix.json")
    #expect {
      try ABReport.merge([(origin: "plain.json", report: plain), (origin: "matrix.json", report: matrix)])
    } throws: { error in
      "\(error)".contains("matrix.json is an `ab --matrix` report and plain.json is not")
    }
  }
}
