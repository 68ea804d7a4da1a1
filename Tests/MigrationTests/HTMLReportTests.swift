import App
import BridgedFronts
import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML report's structure, as a reviewer uses it: filters by outcome and
/// a search box, every differing step with both frames, an
/// expected/actual/diff switch, a timeline per scenario, each rule's reason
/// once; self-contained, and usable without JavaScript.
@Suite("The HTML report")
struct HTMLReportTests {
  /// The tap counter over a front that miscounts (every step after the third
  /// response differs), the home screen redesigned under the project's rule,
  /// and a scenario whose expectation fails.
  static func report() throws -> ABReport {
    let failing = try ScenarioParser.parse(
      "scenario \"Fails\"\nstart tapCounter\nexpect text \"nowhere\"\n", file: "fails.scenario",
      vocabulary: SampleApp.vocabulary)
    let scenarios = try ["tap-counter.scenario", "home-buttons.scenario"].map { name in
      try #require(BuiltInSuite.scenario(named: name))
    }
    return ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting), matrix: true).run(scenarios + [failing])
  }

  private func occurrences(of text: String, in document: String) -> Int {
    document.components(separatedBy: text).count - 1
  }

  /// The text between `start` and the next `end` after it.
  private func section(_ html: String, from start: String, to end: String) -> String {
    guard let from = html.range(of: start) else { return "" }
    let rest = html[from.upperBound...]
    return String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
  }

  @Test func everyDifferingStepIsShownWithBothFramesNotOnlyTheFirst() throws {
    let report = try Self.report()
    let html = ABHTMLRenderer.render(report)
    let comparison = try #require(report.scenarios[0].comparisons.first { $0.candidate == .allDeclarative })
    #expect(comparison.result == .mismatch)
    #expect(comparison.differingSteps > 1, "the miscounting front differs at several steps")
    let article = section(html, from: "<article class=\"cmp r-mismatch\" id=\"s1-c2\">", to: "</article>")
    // One shown step per differing step (the first and each later one), each with both frames and the diff.
    #expect(occurrences(of: "<div class=\"step\"", in: article) == comparison.differingSteps)
    #expect(occurrences(of: "too after line", in: article) == comparison.differingSteps - 1)
    #expect(occurrences(of: "<figure class=\"expected\">", in: article) == comparison.differingSteps)
    #expect(occurrences(of: "<figure class=\"actual\">", in: article) == comparison.differingSteps)
    #expect(occurrences(of: "(diff: differing cells in red)", in: article) == comparison.differingSteps)
    #expect(article.contains("<small>\(comparison.differingSteps) differing steps</small>"))
  }

  @Test func blankCellsBesideBlankCellsAreNeverOutlined() throws {
    /// Each cell of a shown frame: its grapheme, whether it shows on a blank, whether it is outlined.
    func cells(_ frame: ABShownFrame) -> [[(text: String, visible: Bool, differs: Bool)]] {
      frame.rows.map { row in
        row.flatMap { run in
          let visible =
            run.style.background != nil || run.style.attributes.contains(.inverse)
            || run.style.attributes.contains(.underline)
          return run.text.map { (String($0), visible, run.differs) }
        }
      }
    }
    func blank(_ cell: (text: String, visible: Bool, differs: Bool)) -> Bool { cell.text == " " && !cell.visible }
    var outlined = 0
    for comparison in try Self.report().scenarios.flatMap(\.comparisons) {
      for step in comparison.shownSteps {
        guard let left = step.reference, let right = step.candidate, left.isKept, right.isKept else { continue }
        for (leftRow, rightRow) in zip(cells(left), cells(right)) {
          for (a, b) in zip(leftRow, rightRow) where a.differs || b.differs {
            outlined += 1
            #expect(!(blank(a) && blank(b)), "an outlined blank cell beside a blank cell, line \(step.line)")
          }
        }
      }
    }
    #expect(outlined > 0)
  }

  @Test func theSummaryFiltersByOutcomeAndSearchesWithoutNeedingScriptForTheFilters() throws {
    let report = try Self.report()
    let html = ABHTMLRenderer.render(report)
    let counts = report.counts
    for (id, count) in [
      ("all", counts.comparisons), ("mismatch", counts.mismatched), ("failed", counts.failed),
      ("equivalent", counts.equivalent), ("identical", counts.identical),
    ] {
      // A radio button per outcome, before the content it filters, and its label with the count.
      #expect(html.contains("<input type=\"radio\" name=\"filter\" class=\"filter\" id=\"f-\(id)\""))
      #expect(html.contains("<label for=\"f-\(id)\">"), "\(id)")
      #expect(html.contains("</label>") && html.contains("<b>\(count)</b></label>"), "\(id): \(count)")
    }
    #expect(html.range(of: "id=\"f-mismatch\"")!.lowerBound < html.range(of: "<main>")!.lowerBound)
    // The filters are CSS rules over the outcome classes every row, card and scenario carries.
    #expect(html.contains("#f-mismatch:checked ~ * .r-identical:not(.r-mismatch)"))
    #expect(occurrences(of: "<tr class=\"row r-", in: html) == counts.comparisons)
    // A row shown alone by a filter still names its scenario.
    #expect(html.contains("<td class=\"again\">Tap the counter three times</td>"))
    #expect(occurrences(of: "<article class=\"cmp r-", in: html) == counts.comparisons)
    // The search box needs JavaScript, so it is hidden until the script shows it.
    #expect(html.contains("<input type=\"search\" id=\"search\""))
    #expect(html.contains("hidden=\"hidden\" /></nav>"))
    #expect(html.contains("box.hidden = false;"))
    #expect(html.contains("data-search=\"tap the counter three times scenarios/tap-counter.scenario"))
  }

  @Test func eachShownStepHasAnExpectedActualDiffSwitch() throws {
    let html = ABHTMLRenderer.render(try Self.report())
    let steps = occurrences(of: "<div class=\"step\" id=\"", in: html)
    #expect(steps > 0)
    for view in ["both", "expected", "actual", "diff"] {
      #expect(occurrences(of: "class=\"view v-\(view)\"", in: html) == steps, "\(view)")
    }
    // The diff view is the actual frame, restyled: no frame is drawn twice.
    #expect(html.contains(".v-diff:checked ~ .frames figure:not(.actual) { display: none; }"))
    #expect(html.contains(".v-diff:checked ~ .frames pre span.d { background: #cf222e;"))
    #expect(occurrences(of: "<figure class=\"actual\">", in: html) == steps)
  }

  @Test func eachScenarioHasATimelineOfItsSteps() throws {
    let report = try Self.report()
    let html = ABHTMLRenderer.render(report)
    for (number, scenario) in report.scenarios.enumerated() {
      let timeline = section(html, from: "<section class=\"scenario", to: "</details>")
      _ = timeline
      let part = section(html, from: "id=\"scenario-\(number + 1)\"", to: "</table>")
      // A row per step, and a mark per step and comparison.
      #expect(occurrences(of: "<tr><td class=\"n\">", in: part) == scenario.steps.count)
      #expect(occurrences(of: "<td class=\"mark", in: part) == scenario.steps.count * scenario.comparisons.count)
    }
    // Virtual time: the tap counter waits 2 s at its end.
    #expect(html.contains("<td><code>wait 2s</code></td><td class=\"n\">2 s</td>"))
    // A differing step's mark links to its frames.
    #expect(html.contains("<td class=\"mark m-frame\" title=\"declarative: frame differs\"><a href=\"#s1-c2-k"))
  }

  @Test func eachRuleIsExplainedOnceWithTheComparisonsItCovered() throws {
    let report = try Self.report()
    let html = ABHTMLRenderer.render(report)
    #expect(html.contains("<p class=\"rules\">Parity rules: strangler.parity.json</p>"))
    let reason = "home redesigned as a dashboard: greeting at the left, earnings emphasised at the right"
    #expect(occurrences(of: reason, in: html) == 1)
    let rule = section(html, from: "<dt id=\"rule-home\">home</dt>", to: "</dd>")
    let equivalents = report.scenarios.flatMap(\.comparisons).filter {
      $0.equivalenceRules.contains { $0.id == "home" }
    }
    #expect(!equivalents.isEmpty)
    #expect(occurrences(of: "<li><a href=\"#s2-c", in: rule) == equivalents.count)
    #expect(rule.contains("(expires 2027-06-30)"))
  }

  @Test func thePageIsSelfContainedAndWellFormed() throws {
    let html = ABHTMLRenderer.render(try Self.report())
    // Nothing is fetched: the only URL is XHTML's namespace name.
    #expect(occurrences(of: "http", in: html) == 1)
    #expect(html.contains("xmlns=\"http://www.w3.org/1999/xhtml\""))
    for fetch in ["src=", "<link", "@import", "url("] { #expect(!html.contains(fetch), "\(fetch)") }
    #expect(html.contains("<script>//<![CDATA[\n"))
    #if canImport(FoundationXML)
      let parser = XMLParser(data: Data(html.utf8))
      #expect(parser.parse(), "not well-formed near line \(parser.lineNumber)")
    #endif
  }

  @Test func identicalReportsRenderTheSameBytes() throws {
    #expect(ABHTMLRenderer.render(try Self.report()) == ABHTMLRenderer.render(try Self.report()))
  }
}

/// A browser that can render a page headless, if one is installed.
enum HeadlessBrowser {
  /// The first of Chromium, Chrome or Firefox found on `PATH` or in the usual places.
  static let path: String? = {
    let names = [
      "chromium", "chromium-browser", "chromium-headless-shell", "google-chrome", "google-chrome-stable", "chrome",
      "headless_shell", "firefox",
    ]
    let directories =
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
        "/usr/bin", "/usr/local/bin", "/snap/bin", "/opt/google/chrome",
        "/Applications/Google Chrome.app/Contents/MacOS", "/Applications/Chromium.app/Contents/MacOS",
        "/Applications/Firefox.app/Contents/MacOS",
      ]
    for name in names {
      for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return directory + "/" + name
      }
    }
    for app in ["Google Chrome", "Chromium"] {
      let path = "/Applications/\(app).app/Contents/MacOS/\(app)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  static var isFirefox: Bool { path?.lowercased().contains("firefox") ?? false }
}

/// The page in a real browser, headless: it loads from a file with no
/// network, its script runs (the search box shows) and the DOM it builds has
/// the filters, the timeline and both frames. Only where a browser is
/// installed; elsewhere the structural tests above still check the page.
@Suite("The HTML report in a headless browser")
struct HTMLReportBrowserTests {
  // Skipped, with this message, on machines without Chromium, Chrome or Firefox (CI images often have none).
  @Test(
    .enabled(
      if: HeadlessBrowser.path != nil,
      "no headless browser (chromium, chrome or firefox) installed; the structural HTML tests still run"),
    .timeLimit(.minutes(5)))
  func theReportRendersAndItsScriptRunsInABrowser() throws {
    let browser = try #require(HeadlessBrowser.path)
    let folder = try Scratch.newFolder("html")
    let page = folder.appendingPathComponent("report.html")
    try ABHTMLRenderer.render(try HTMLReportTests.report()).write(to: page, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    let screenshot = folder.appendingPathComponent("report.png")
    if HeadlessBrowser.isFirefox {
      process.arguments = ["--headless", "--screenshot", screenshot.path, page.absoluteString]
    } else {
      process.arguments = [
        "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(folder.path)/profile",
        "--dump-dom", page.absoluteString,
      ]
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    if HeadlessBrowser.isFirefox {
      // Firefox cannot print its DOM headless: it drew the page.
      let size = try FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int ?? 0
      #expect(size > 1000)
      return
    }
    let dom = String(decoding: data, as: UTF8.self)
    // The DOM the browser built: the script ran (the search box is shown), the filters and frames are there.
    let search = try #require(dom.range(of: "id=\"search\""))
    let tag = dom[search.lowerBound...].prefix { $0 != ">" }
    #expect(!tag.contains("hidden"), "the script did not show the search box: \(tag)")
    #expect(dom.contains("id=\"f-mismatch\""))
    #expect(dom.contains("class=\"timeline\""))
    #expect(dom.contains("<figure class=\"actual\">"))
  }
}
