import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

/// The runner options test runners have: `--list`, `--grep`, `--shard`,
/// `ab merge`, `--junit`, and `status FILE…`, `bench` targets.
@Suite("strangler as a suite runner")
struct RunnerOptionTests {
  private func run(_ arguments: [String], in directory: String? = nil) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(arguments, workingDirectory: directory ?? Scratch.folder.path)
  }

  private func directory() throws -> String {
    try Scratch.newFolder("runner").path
  }

  private func taps(_ name: String, count: Int) throws -> String {
    try CLITestSupport.scenarioFile(
      "scenario \"\(name)\"\nsize 50x8\nstart tapCounter\n" + String(repeating: "tap \"Tap Me\"\n", count: count)
        + "wait 2s\n")
  }

  @Test func listGrepAndShardSelectScenarios() throws {
    let (code, all) = run(["ab", "--list"])
    #expect(code == .success)
    let names = BuiltInSuite.scenarios().map(\.name)
    #expect(all.stdout.split(separator: "\n").count == names.count)
    for name in names { #expect(all.stdout.contains(name)) }
    let (_, signIn) = run(["ab", "--list", "--grep", "SIGN"])
    let selected = signIn.stdout.split(separator: "\n")
    #expect(!selected.isEmpty && selected.count < names.count)
    #expect(selected.allSatisfy { $0.lowercased().contains("sign") })
    // Three shards: disjoint, together everything, in order.
    var union: [Substring] = []
    for index in 1...3 {
      let (shardCode, shard) = run(["ab", "--list", "--shard", "\(index)/3"])
      #expect(shardCode == .success)
      union += shard.stdout.split(separator: "\n")
    }
    // Columns are aligned per listing: compare the names.
    func firstColumn(_ lines: [Substring]) -> [String] {
      lines.map { String($0.split(separator: "  ").first ?? "") }
    }
    #expect(firstColumn(union) == firstColumn(all.stdout.split(separator: "\n")))
    #expect(run(["ab", "--shard", "0/3"]).0 == .badInput)
    #expect(run(["ab", "--shard", "4/3"]).1.stderr.contains("--shard takes I/N"))
    #expect(run(["run", "x.scenario", "--grep", "("]).1.stderr.contains("--grep: not a regular expression"))
    let file = try taps("One tap", count: 1)
    let (_, runList) = run(["run", file, "--list"])
    #expect(runList.stdout == "One tap  \(file)\n")
  }

  @Test func selectingNothingIsAFailureThatSaysWhy() throws {
    let file = try taps("One tap", count: 1)
    for arguments in [["ab", "--grep", "typo"], ["run", file, "--grep", "typo"], ["ab", "--list", "--grep", "typo"]] {
      let (code, console) = run(arguments)
      #expect(code == .failure, "\(arguments)")
      #expect(console.stderr.hasPrefix("strangler: error: no scenario of "), "\(arguments): \(console.stderr)")
      #expect(console.stderr.contains("matches --grep 'typo'; nothing was run"), "\(console.stderr)")
      #expect(console.stdout.isEmpty)
    }
    let (code, console) = run(["run", file, "--shard", "2/2"])
    #expect(code == .failure)
    #expect(console.stderr.contains("no scenario of 1 matches --shard 2/2"), "\(console.stderr)")
  }

  @Test func shardsAreContiguousAndBalanced() throws {
    for total in 0...9 {
      for count in 1...4 {
        let ranges = (1...count).map { ScenarioSelection.Shard("\($0)/\(count)")!.range(of: total) }
        #expect(ranges.flatMap { Array($0) } == Array(0..<total))
        #expect((ranges.map(\.count).max() ?? 0) - (ranges.map(\.count).min() ?? 0) <= 1)
      }
    }
    #expect(ScenarioSelection.Shard("1/0") == nil)
    #expect(ScenarioSelection.Shard("a/b") == nil)
  }

  @Test func mergedShardReportsEqualTheWholeRun() throws {
    let folder = try directory()
    let files = try [taps("A", count: 1), taps("B", count: 2), taps("C", count: 3)]
    var reports: [String] = []
    for index in 1...2 {
      let (code, shard) = run(["ab", "--json", "--shard", "\(index)/2"] + files)
      #expect(code == .success)
      let path = folder + "/shard\(index).json"
      try shard.stdout.write(toFile: path, atomically: true, encoding: .utf8)
      reports.append(path)
    }
    // Every format, byte for byte: the table, JSON and Markdown on stdout, HTML and JUnit in files.
    for format in [[], ["--json"], ["--markdown"]] {
      let (_, whole) = run(["ab"] + format + ["--html", "w.html", "--junit", "w.xml"] + files, in: folder)
      let (code, merged) = run(
        ["ab", "merge"] + format + ["--html", "m.html", "--junit", "m.xml"] + reports, in: folder)
      #expect(code == .success)
      #expect(merged.stdout == whole.stdout)
      for (mergedFile, wholeFile) in [("m.html", "w.html"), ("m.xml", "w.xml")] {
        #expect(
          try String(contentsOfFile: folder + "/" + mergedFile, encoding: .utf8)
            == String(contentsOfFile: folder + "/" + wholeFile, encoding: .utf8))
      }
    }
    let (_, table) = run(["ab", "merge"] + reports)
    #expect(table.stdout.hasPrefix("A/B comparison: 3 scenarios, 6 comparisons: all identical\n"))
    #expect(try String(contentsOfFile: folder + "/m.xml", encoding: .utf8).contains("tests=\"6\" failures=\"0\""))
    // The same report twice is a mistake, and junk is bad input.
    #expect(run(["ab", "merge", reports[0], reports[0]]).1.stderr.contains("is also in"))
    try "{\"passed\": true}".write(toFile: folder + "/junk.json", atomically: true, encoding: .utf8)
    #expect(run(["ab", "merge", folder + "/junk.json"]).1.stderr.contains("not a `strangler ab --json` report"))
    try "[1,".write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
    #expect(run(["ab", "merge", folder + "/broken.json"]).0 == .badInput)
    #expect(run(["ab", "merge"]).0 == .badInput)
  }

  @Test func junitHasOneCasePerScenarioAndVariantWithTheFirstDifference() throws {
    let folder = try directory()
    let file = try taps("Three taps", count: 3)
    let console = BufferConsole()
    let command = ABCommand(
      console: console, environment: [:], runner: ScenarioRunner(fronts: MiscountingFront.fronts),
      workingDirectory: folder)
    #expect(command.run([file, "--junit", "report.xml"]) == .failure)
    let xml = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"strangler ab\" tests=\"2\""))
    #expect(xml.contains("failures=\"1\""))
    // The class name is the file's path as dotted parts without the extension; time is virtual time.
    let className = JUnitReport.className(file: file)
    #expect(!className.contains("/") && !className.hasSuffix(".scenario"))
    #expect(
      xml.contains("<testcase classname=\"\(className)\" name=\"Three taps · legacy (baseline)\" time=\"2.000\"/>"))
    #expect(
      xml.contains(
        "name=\"Three taps · declarative\" time=\"2.000\">\n      <failure message=\"frame differs after line 7"))
    #expect(xml.contains("You pressed the button 3 times"))
    // run --junit: one case per scenario.
    let (_, _) = run(["run", file, "--junit", "run.xml"], in: folder)
    let runXML = try String(contentsOfFile: folder + "/run.xml", encoding: .utf8)
    #expect(runXML.contains("<testcase classname=\"\(className)\" name=\"Three taps\" time=\"2.000\"/>"))
    #expect(JUnitReport.escape("a<\u{1B}>\"&\n") == "a&lt;␛&gt;&quot;&amp;&#10;")
  }

  @Test func statusCountsParityFromTheScenariosGiven() throws {
    let file = try taps("Taps", count: 2)
    let (code, console) = run(["status", file, "--json"])
    #expect(code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
    let modules = try #require(object["modules"] as? [[String: Any]])
    let parity = Dictionary(uniqueKeysWithValues: modules.map { ($0["module"] as! String, $0["parity"] as! String) })
    #expect(parity["tapCounter"] == "1/1 identical")
    #expect(parity["login"] == "not covered")
  }

  @Test func benchExitsOneNamingAMissedTarget() {
    let figures = RenderBenchmark.Figures(
      scenario: "offers.scenario", legacyBytes: 9000, declarativeBytes: 2500, legacyFrames: 40, declarativeFrames: 40,
      legacy: .milliseconds(10), declarative: .milliseconds(9), cpu: Spread([0.85, 0.9, 0.95]))
    let good = BenchReport(
      diff: .init(
        elements: 10, listDiff: .milliseconds(1), stdlib: .milliseconds(200), moves: 5, stdlibMoves: 5,
        speedupSpread: Spread([200])),
      hashBuild: .init(
        elements: 10, listDiff: .milliseconds(3), dictionaryBuild: .milliseconds(1), spread: Spread([3])),
      output: .init(oneRow: 50, fullRedraw: 2000, naive: 179), list: .init(spread: Spread([1.0])),
      render: .init(offers: figures, ratings: figures, offersDeclarativeShell: figures),
      offersTick: .init(
        small: 10, large: 1000, smallTick: .microseconds(100), largeTick: .microseconds(120),
        legacy: Spread([1.2]), declarative: Spread([1.1]), screenfulOffers: 30, screenful: Spread([1.0])),
      firstLoad: .init(offers: 10000, spread: Spread([5])),
      matrix: .init(
        scenarios: 15, runs: 100, matrix: .milliseconds(110), plain: .milliseconds(100), spread: Spread([1.1])),
      experiment: .init(
        populations: .init(
          smallUsers: 1000, largeUsers: 10000, threads: 2, smallWall: .seconds(2), largeWall: .seconds(21),
          smallCPU: .seconds(4), largeCPU: .seconds(42), smallPeakMemory: 25_000_000, largePeakMemory: 25_500_000),
        linearity: 1.05,
        checks: .init(
          smallUsers: 1000, identicalReports: true, aaExperiments: 240, aaPrimaryRejections: 12, aaAnyVerdicts: 30,
          alpha: 0.05)),
      configuration: .standard)
    var bad = good
    #expect(good.missedTargets.isEmpty)
    var screenful = good
    screenful.offersTick.screenful = Spread([3])  // informational: no target
    screenful.render.offersDeclarativeShell.cpu = Spread([1.5])  // informational too
    #expect(screenful.missedTargets.isEmpty)
    bad.hashBuild.spread = Spread([6])
    #expect(bad.missedTargets == ["diff.hash_build_ratio_100k: 6.00 is above the target 4"])
    var slow = good
    slow.render.ratings.cpu = Spread([1.5])
    slow.matrix.spread = Spread([1.3])
    #expect(
      slow.missedTargets == [
        "render.ratings_cpu_ratio: 1.50 is above the target 1.0",
        "ab.matrix_compute_ratio: 1.30 is above the target 1.2",
      ])
    var crowd = good
    crowd.experiment.populations.largeWall = .seconds(35)
    crowd.experiment.linearity = 1.75
    crowd.experiment.populations.largePeakMemory = 30_000_000
    crowd.experiment.checks.identicalReports = false
    crowd.experiment.checks.aaPrimaryRejections = 23  // 9.6 %: above 5 % + 3 × 1.41 %
    #expect(
      crowd.missedTargets == [
        "experiment.identical_reports: the report differed between one thread, every core and two shards merged",
        "experiment.aa_false_positive_rate: 23 of 240 A/A experiments declared a difference, above alpha plus three "
          + "binomial standard errors",
        "experiment.memory_ratio: 1.20 is above the target 1.1",
        "experiment.large_wall_s: 35.00 is above the target 30.0",
        "experiment.linearity: 1.75 is above the target 1.2",
      ])
    let console = BufferConsole()
    let missing = bad
    let command = BenchCommand(console: console, configuration: .standard, measure: { _ in missing })
    #expect(command.run([]) == .failure)
    #expect(
      console.stderr == "strangler: bench: missed target: diff.hash_build_ratio_100k: 6.00 is above the target 4\n")
    #expect(
      BenchCommand(console: BufferConsole(), configuration: .standard, measure: { _ in good }).run([]) == .success)
  }
}
