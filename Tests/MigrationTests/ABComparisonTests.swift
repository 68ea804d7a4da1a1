import App
import AppCore
import BridgedFronts
import FeatureFlags
import Foundation
import Migration
import MigrationTesting
import SampleMigration
import TestSupport
import Testing
import TextSurface

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("A/B comparisons")
struct ABComparisonTests {
  private let tapCounter = BuiltInSuite.scenario(named: "tap-counter.scenario")!

  @Test(.skippedUnderSanitizer) func theSuiteIsIdenticalInEveryVariant() {
    let report = ABRunner(runner: ScenarioRunner(fronts: .bridged), matrix: true).run(BuiltInSuite.scenarios())
    #expect(report.passed, "\(report.problems)")
    #expect(report.problems.isEmpty)
    #expect(report.scenarios.allSatisfy { $0.comparisons.first?.isBaseline == true })
  }

  @Test func aDivergingFrontIsCaughtAtTheStepWhereItDiverges() throws {
    let runner = ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting))
    let result = runner.compare(tapCounter)
    #expect(result.comparisons.map(\.candidate) == [.allLegacy, .allDeclarative])
    #expect(result.comparisons[0].passed)
    let declarative = result.comparisons[1]
    let mismatch = try #require(declarative.mismatch)
    #expect(mismatch.kind == .frame)
    #expect(mismatch.step.line == 12)
    #expect(mismatch.summary == "frame differs after line 12 (wait 2s)")
    let changed = mismatch.diff.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
    #expect(
      changed == [
        "- |              You pressed the button 3 time(s)", "+ |               You pressed the button 3 times",
      ])
    #expect(!mismatch.differingCells.isEmpty)
    #expect(!result.passed)
    let report = ABReport(matrix: false, results: [result])
    #expect(
      report.problems.first
        == "Scenarios/tap-counter.scenario:12: declarative vs legacy: frame differs after line 12 (wait 2s)")
    // The candidate then also fails the scenario's own expectation on the next line.
    #expect(declarative.candidateRun.failure?.step.line == 13)
  }

  @Test func theMatrixFlipsEachVisitedModuleAloneAndCatchesIt() throws {
    let result = ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting), matrix: true).compare(tapCounter)
    #expect(
      result.comparisons.map(\.candidate) == [
        .allLegacy, .allDeclarative, .declarativeShell, .legacyUnderDeclarativeShell, .alone(.tapCounter),
        .component(.tapCounterTaps, .declarative), .component(.tapCounterTaps, .legacy),
      ])
    // Every variant showing the miscounting screen is caught; legacy screens under the declarative shell are
    // not it, nor is the legacy screen with a declarative taps line.
    #expect(result.comparisons.map { $0.mismatch?.step.line } == [nil, 12, 12, nil, 12, nil, 12])
  }

  @Test(arguments: [false, true])
  func theBaselineCatchesNondeterminism(matrix: Bool) throws {
    let result = ABRunner(runner: ScenarioRunner(fronts: TestFronts.nondeterministic), matrix: matrix).compare(
      tapCounter)
    let baseline = result.comparisons[0]
    #expect(baseline.isBaseline)
    let mismatch = try #require(baseline.mismatch)
    #expect(mismatch.step.line == 4)
    #expect(mismatch.kind == .frame)
    #expect(mismatch.diff.contains("Build "))
    let table = ABTableRenderer.render(ABReport(matrix: matrix, results: [result]), timings: false)
    let line = try #require(table.split(separator: "\n").first { $0.contains("legacy (baseline)") })
    #expect(line.hasSuffix("MISMATCH  not deterministic: frame differs after line 4 (start tapCounter)"))
  }

  /// The matrix shares one all-legacy reference between its two passes: the
  /// second pass's reference is the determinism baseline, so all-legacy is
  /// replayed twice per scenario (it was three times).
  @Test(arguments: [false, true])
  func allLegacyRunsTwicePerScenario(matrix: Bool) throws {
    var started: [Variant] = []
    let runner = ABRunner(runner: ScenarioRunner(fronts: .bridged), matrix: matrix) { started.append($0.variant) }
    let result = runner.compare(tapCounter)
    #expect(started.filter { $0 == .allLegacy }.count == 2)
    #expect(started.count == result.comparisons.count + 1)
    #expect(result.comparisons.allSatisfy { $0.mismatch == nil })
    #expect(result.comparisons[0].isBaseline)
  }

  @Test func semanticsAndEffectsAreComparedWhenFramesAgree() throws {
    let scenario = try ScenarioParser.parse(
      "start tapCounter\ntap \"Tap Me\"\n", file: "t.scenario", vocabulary: SampleApp.vocabulary)
    let reference = ScenarioRunner(fronts: .bridged).run(scenario, flags: Variant.allLegacy.configuration)
    var candidate = reference
    candidate.records[1].newEffects.removeLast()
    let effects = try #require(ABComparison.firstMismatch(reference, candidate))
    #expect(effects.kind == .effects)
    #expect(effects.stepIndex == 1)
    #expect(
      effects.diff == "  0.000s analytics tapCounter.tapped\n- 0.000s service tapCounter.recordTap name=Mr. SwiftUI")
    // A run that stopped a step earlier.
    candidate = reference
    candidate.records.removeLast()
    candidate.stepCount -= 1
    #expect(ABComparison.firstMismatch(reference, candidate)?.kind == .steps)
  }

  @Test func theToggleMatrixNamesAndConfiguresEachVariant() {
    let variants = ToggleMatrix.variants(modules: [.login, .offers])
    #expect(
      variants.map(\.description) == [
        "legacy", "declarative", "declarative, declarative shell", "legacy, declarative shell", "login alone",
        "offers alone",
      ])
    #expect(
      variants[4].configuration
        == FlagConfiguration(commandLineAll: .legacy, commandLine: ["shell": .legacy, "login": .declarative]))
    // The shell is set in every variant, so a developer's own flags never choose it for a comparison.
    #expect(
      toggleMatrix(modules: [.home]).map(\.flags.commandLine) == [
        ["shell": .legacy], ["shell": .legacy], ["shell": .declarative], ["shell": .declarative],
        ["shell": .legacy, "home": .declarative],
      ])
    #expect(
      ToggleMatrix.candidates(visiting: [.login, .offers, .home], declarative: [.login, .home], matrix: true)
        == [.allDeclarative, .declarativeShell, .legacyUnderDeclarativeShell, .alone(.login), .alone(.home)])
    #expect(ToggleMatrix.candidates(visiting: [.login], declarative: [.login], matrix: false) == [.allDeclarative])
  }

  private func tapOnce() throws -> ABReport {
    let scenario = try ScenarioParser.parse(
      "scenario \"Tap once\"\nsize 30x6\nstart tapCounter\ntap \"Tap Me\"\nwait 1s\n", file: "t.scenario",
      vocabulary: SampleApp.vocabulary)
    return ABRunner(runner: ScenarioRunner(fronts: .bridged)).run([scenario])
  }

  @Test func theTableShowsResultsAndCostSideBySide() throws {
    #expect(
      ABTableRenderer.render(try tapOnce(), timings: false) == """
        A/B comparison: 1 scenario, 2 comparisons: all identical
        Parity rules: strangler.parity.json

        SCENARIO  CANDIDATE          RESULT     FIRST DIFFERENCE
        Tap once  legacy (baseline)  identical
                  declarative        identical

        COST (whole scenario; each candidate beside the all-legacy reference)
        SCENARIO  VARIANT      BYTES  FRAMES  VIEWS DRAWN  BODIES
        Tap once  legacy         219       2            8       0
                  declarative    219       2            8       2

        """)
  }

  @Test func theMarkdownOfAnAllGreenRunIsShortWithItsTablesCollapsed() throws {
    #expect(
      ABMarkdownRenderer.render(try tapOnce()) == """
        ## ✅ A/B comparison: 1 scenario, 2 comparisons: all identical

        Parity rules: strangler.parity.json

        <details><summary>Results and cost</summary>

        | Scenario | Candidate | Result | First difference |
        |---|---|---|---|
        | Tap once | legacy (baseline) | identical |  |
        |  | declarative | identical |  |

        ### Cost

        Whole scenario; each candidate beside the all-legacy reference.

        | Scenario | Variant | Bytes written | Frames written | Views drawn | Bodies evaluated |
        |---|---|--:|--:|--:|--:|
        | Tap once | legacy | 219 | 2 | 8 | 0 |
        |  | declarative | 219 | 2 | 8 | 2 |

        </details>

        """)
  }

  @Test func mismatchesShowALineDiffInMarkdown() throws {
    let report = ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting)).run([tapCounter])
    let markdown = ABMarkdownRenderer.render(report)
    #expect(markdown.hasPrefix("## ❌ A/B comparison: 1 scenario, 2 comparisons: 1 identical, 1 mismatched\n"))
    #expect(markdown.contains("|  | declarative | MISMATCH | frame differs after line 12 (wait 2s) |\n"))
    #expect(
      markdown.contains(
        "```diff\n  |\n  |                     Hello Mr. SwiftUI\n- |              You pressed the button 3 time(s)\n"))
    #expect(markdown.contains("### Failed expectations"))
    #expect(markdown.contains("### Results\n"))
    #expect(!markdown.contains("<details>"))
  }

  @Test(.skippedUnderSanitizer) func reportsAreByteIdenticalAcrossRuns() throws {
    let first = ABRunner(runner: ScenarioRunner(fronts: .bridged), matrix: true).run(BuiltInSuite.scenarios())
    let second = ABRunner(runner: ScenarioRunner(fronts: .bridged), matrix: true).run(BuiltInSuite.scenarios())
    #expect(ABMarkdownRenderer.render(first) == ABMarkdownRenderer.render(second))
    #expect(ABHTMLRenderer.render(first) == ABHTMLRenderer.render(second))
    #expect(ABJSONRenderer.render(first).rendered() == ABJSONRenderer.render(second).rendered())
    #expect(ABTableRenderer.render(first, timings: false) == ABTableRenderer.render(second, timings: false))
  }

  @Test func theJSONReportHasNoRenderTimes() throws {
    let json = ABJSONRenderer.render(try tapOnce()).rendered()
    #expect(
      json.hasPrefix(
        #"{"passed":true,"matrix":false,"comparisons":2,"failed":0,"identical":2,"equivalent":0,"mismatch":0,"#
          + #""ignored_differences":0,"rules_file":"strangler.parity.json","scenarios":[{"scenario":"Tap once""#))
    #expect(json.contains(#""bodies_evaluated":"#))
    #expect(!json.contains("time\":"))
  }

  @Test(.skippedUnderSanitizer, arguments: [false, true])
  func theHTMLReportIsWellFormedAndHighlightsDifferingCells(diverging: Bool) throws {
    let runner = diverging ? ScenarioRunner(fronts: TestFronts.miscounting) : ScenarioRunner(fronts: .bridged)
    let report = ABRunner(runner: runner, matrix: true).run(
      BuiltInSuite.scenarios() + [
        try ScenarioParser.parse(
          "scenario \"<&>\"\nstart home\n", file: "a&b\"<c>.scenario", vocabulary: SampleApp.vocabulary)
      ]
    )
    let html = ABHTMLRenderer.render(report, timings: true)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">"))
    let last = "scenario-\(BuiltInSuite.scenarios().count + 1)"
    #expect(html.contains(" id=\"\(last)\" data-search=\"&lt;&amp;&gt; a&amp;b&quot;&lt;c&gt;.scenario "))
    #expect(html.contains("<h3>&lt;&amp;&gt; <small>(a&amp;b&quot;&lt;c&gt;.scenario)</small></h3>"))
    #expect(html.contains("<a href=\"#\(last)\">&lt;&amp;&gt;</a> "))
    #expect(html.contains("<th>Render time</th>"))
    #expect(html.contains("<span class=\"MISMATCH\">") == diverging)
    // The redesigned home is shown both sides as an intended change, its differing cells marked.
    #expect(html.contains("<span class=\"equivalent\">intended change after line"))
    #expect(html.contains("set aside under rule <a href=\"#rule-home\">home</a>"))
    // Each rule's reason is given once, in the rules section, with the comparisons it covered.
    #expect(html.components(separatedBy: "home redesigned as a dashboard").count == 2)
    if diverging {
      // The declarative text is one cell shorter, so centring shifts it by one: only cells that changed are marked.
      #expect(html.contains("<pre>                        <span class=\"b\">Tap Counter</span>   "))
      #expect(
        html.contains(
          "              <span class=\"d\">You pres</span>s<span class=\"d\">ed the but</span>t"
            + "<span class=\"d\">on 3 time(</span>s<span class=\"d\">)</span>  "))
    }
    #if canImport(FoundationXML)
      let parser = XMLParser(data: Data(html.utf8))
      let parsed = parser.parse()
      let line = parser.lineNumber
      #expect(parsed, "the page is not well-formed XML near line \(line)")
    #endif
    #expect(ABHTMLRenderer.render(report).contains("Render time") == false)
  }
}

@Suite("A/B golden report")
struct ABGoldenReportTests {
  /// The JSON report is deterministic (no render times), so it can be a reviewed golden file.
  @Test func theTapCounterJSONReportMatchesItsGolden() throws {
    let report = ABRunner(runner: ScenarioRunner(fronts: .bridged), matrix: true).run([
      try #require(BuiltInSuite.scenario(named: "tap-counter.scenario"))
    ])
    assertGolden(
      ABJSONRenderer.render(report).rendered(pretty: true) + "\n", named: "ab.tapCounter.json",
      in: goldenDirectory(#filePath))
  }
}
