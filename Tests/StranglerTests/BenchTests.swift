import Foundation
import Migration
import SampleMigration
import Testing
import TextSurface

@testable import StranglerCommands
@testable import strangler

/// The bench's correctness, not its timing: the quick configuration runs the
/// same code on tiny inputs.
@Suite("strangler bench")
struct BenchTests {
  private func run(_ arguments: [String], configuration: BenchConfiguration = .quick) -> (ExitCode, BufferConsole) {
    let console = BufferConsole()
    let code = BenchCommand(console: console, configuration: configuration).run(arguments)
    return (code, console)
  }

  @Test func jsonHasEveryPublishedKey() throws {
    // Replay, tick, matrix and hash-build comparisons with their own round counts, so the JSON must tell them apart.
    var configuration = BenchConfiguration.quick
    configuration.replayRounds = Interleaved(rounds: 2, roundTime: .zero)
    configuration.tickRounds = Interleaved(rounds: 4, roundTime: .zero)
    configuration.matrixRounds = Interleaved(rounds: 5, roundTime: .zero)
    configuration.hashRounds = Interleaved(rounds: 3, roundTime: .zero)
    let (code, console) = run(["--json"], configuration: configuration)
    #expect(code == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
    let diff = try #require(object["diff"] as? [String: Any])
    for key in ["speedup_vs_stdlib", "moves", "stdlib_moves", "hash_build_ratio_100k"] {
      #expect(diff[key] is NSNumber, "diff.\(key)")
    }
    let output = try #require(object["output"] as? [String: Any])
    for key in ["one_row_bytes", "full_redraw_bytes", "naive_bytes"] {
      #expect(output[key] is NSNumber, "output.\(key)")
    }
    let list = try #require(object["list"] as? [String: Any])
    #expect(list["scroll_ratio_100k_vs_1k"] is NSNumber)
    let render = try #require(object["render"] as? [String: Any])
    for key in ["offers_cpu_ratio", "ratings_cpu_ratio", "offers_cpu_ratio_declarative_shell"] {
      #expect(render[key] is NSNumber, "render.\(key)")
    }
    for key in ["offers_bytes", "ratings_bytes"] {
      let bytes = try #require(render[key] as? [String: Any], "render.\(key)")
      #expect(bytes["legacy"] is NSNumber && bytes["declarative"] is NSNumber, "render.\(key)")
    }
    let tick = try #require(object["offers_tick"] as? [String: Any])
    for key in ["ratio_1000_vs_10", "first_load_10000_ms", "ratio_1000_vs_30"] {
      #expect(tick[key] is NSNumber, "offers_tick.\(key)")
    }
    let ab = try #require(object["ab"] as? [String: Any])
    #expect(ab["matrix_compute_ratio"] is NSNumber)
    let experiment = try #require(object["experiment"] as? [String: Any])
    for key in [
      "large_wall_s", "linearity", "memory_ratio", "users_per_second", "large_peak_memory_mb", "aa_false_positive_rate",
    ] {
      #expect(experiment[key] is NSNumber, "experiment.\(key)")
    }
    #expect(experiment["identical_reports"] as? Bool == true)
    // How the figures were taken: the rounds of each kind of comparison, as configured.
    let method = try #require(object["run"] as? [String: Any])
    #expect((method["rounds"] as? NSNumber)?.intValue == configuration.rounds.rounds)
    #expect((method["replay_rounds"] as? NSNumber)?.intValue == configuration.replayRounds.rounds)
    #expect((method["tick_rounds"] as? NSNumber)?.intValue == configuration.tickRounds.rounds)
    #expect((method["matrix_rounds"] as? NSNumber)?.intValue == configuration.matrixRounds.rounds)
    #expect((method["hash_build_rounds"] as? NSNumber)?.intValue == configuration.hashRounds.rounds)
    #expect((method["hash_build_processes"] as? NSNumber)?.intValue == 0)  // measured in this process
    #expect((method["small_population_runs"] as? NSNumber)?.intValue == configuration.experimentSmallRuns)
  }

  /// The experiment figures come from real populations: every user of both
  /// sizes ran, and the report of the small one is the same however it ran.
  @Test func theExperimentBenchmarkRunsItsPopulationsAndComparesTheirReports() {
    let result = ExperimentBenchmark.run(.quick)
    #expect(result.populations.smallUsers == 4 && result.populations.largeUsers == 8)
    #expect(result.checks.identicalReports)
    #expect(
      result.populations.largePeakMemory >= result.populations.smallPeakMemory && result.populations.smallPeakMemory > 0
    )
    #expect(result.linearity > 0 && result.linearity.isFinite)
    #expect(result.checks.aaExperiments == 2 && result.checks.aaPrimaryRejections <= 2)
    #expect(result.checks.falsePositiveBound > result.checks.alpha)
  }

  /// The bench's population is the one `Experiments/offers-slow-links.experiment.json`
  /// describes (and the docs measure with): the two are written twice, so this keeps them one.
  @Test func theExperimentBenchmarkRunsTheShippedOffersExperiment() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent("Experiments/offers-slow-links.experiment.json").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let shipped = try ExperimentFile.parse(
      text, path: path, flags: ["offers"], tasks: SampleApp(fronts: .bridged).experimentTasks.tasks.map(\.name))
    #expect(ExperimentBenchmark.offersOnSlowLinks(users: shipped.users) == shipped)
  }

  /// The render figures' bytes are the fronts' own, deterministic, and close:
  /// the legacy front redraws its whole tree but, like the declarative one,
  /// writes only the cells that changed (within 10 %: only the declarative
  /// front hands the presenter its scrolls).
  @Test func renderBytesAreDeterministicAndBothFrontsWriteOnlyWhatChanged() {
    let first = RenderBenchmark.run(.quick)
    let second = RenderBenchmark.run(.quick)
    for (a, b) in [(first.offers, second.offers), (first.ratings, second.ratings)] {
      #expect(a.legacyBytes == b.legacyBytes && a.declarativeBytes == b.declarativeBytes, "\(a.scenario)")
      #expect(a.legacyFrames == a.declarativeFrames, "\(a.scenario): the same frames in both fronts")
      #expect(a.legacyBytes * 10 <= a.declarativeBytes * 11, "\(a.scenario)")
      #expect(a.declarativeBytes * 10 <= a.legacyBytes * 11, "\(a.scenario)")
    }
  }

  /// A tick with ten times the offers draws the same frame cost: only the visible rows change on screen.
  @Test func anOffersTickWritesOneFrameWhateverTheOfferCount() {
    for count in [2, 200] {
      let app = OffersTickBenchmark.OffersApp(offers: count, front: .declarative)
      let frames = app.app.scene.statistics.frames
      #expect(app.tick() == frames + 1, "\(count) offers")
    }
  }

  /// Every timed ratio carries its spread, keyed by the figure's own path:
  /// the figure itself, which is the rounds' median except for the diff
  /// against the standard library, the hash build and the first load (each
  /// side at its fastest).
  @Test func jsonCarriesEachRatiosMedianAndSpread() throws {
    let (_, console) = run(["--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
    let spread = try #require(object["spread"] as? [String: [String: Double]])
    #expect(spread.count == 12)
    #expect(spread["offers_tick.first_load_10000_ms"] != nil)
    #expect(spread["list.scroll_ratio_100k_vs_1k"] != nil)
    for (name, figures) in spread {
      let path = name.split(separator: ".").map(String.init)
      let figure = try #require((object[path[0]] as? [String: Any])?[path[1]] as? Double, "\(name)")
      #expect(figures["figure"] == figure, "\(name)")
      let median = try #require(figures["median"], "\(name)")
      // The diff, the hash build and the first load count each side at its fastest; the rest are their rounds' median.
      let fastest = ["diff.speedup_vs_stdlib", "diff.hash_build_ratio_100k", "offers_tick.first_load_10000_ms"]
      if !fastest.contains(name) { #expect(median == figure, "\(name)") }
      let low = try #require(figures["low"]), high = try #require(figures["high"])
      #expect(low <= median && median <= high, "\(name)")
      #expect(figures["percent"] != nil, "\(name)")
    }
  }

  @Test func aSpreadIsTheMedianAndTheLowestAndHighestRound() {
    let spread = Spread([1.0, 1.2, 0.9, 1.0, 1.05])
    #expect(spread.median == 1.0 && spread.low == 0.9 && spread.high == 1.2)
    #expect(abs(spread.percent - 20) < 1e-9)
    #expect(Spread([2, 4]).median == 2)  // the lower middle of an even count
    #expect(spread.scaled(by: 2).high == 2.4)
    #expect(spread.figure == spread.median)
  }

  /// Rounds of zero length alternate single calls (the hash-build comparison
  /// relies on it): after the warm-up, each side runs once a round.
  @Test func roundsOfZeroLengthCallEachSideOncePerRound() {
    var calls: [Character] = []
    let timing = Interleaved(rounds: 3, roundTime: .zero).measure(
      {
        calls.append("A")
        return 1
      },
      {
        calls.append("B")
        return 2
      })
    #expect(timing.repetitions == (first: 1, second: 1))
    #expect(String(calls) == "ABABABAB")
  }

  /// Across processes, the diff counts each side at its low-decile round
  /// over all of them, so one lucky round does not decide the figure; the
  /// spread covers every round of every process.
  @Test func theDiffCountsEachSideAtItsLowDecileOverEveryProcess() {
    func sample(stdlib: [Int], listDiff: [Int]) -> DiffBenchmark.Sample {
      DiffBenchmark.Sample(
        elements: 10, moves: 1, stdlibMoves: 1, stdlib: stdlib.map { .milliseconds($0) },
        listDiff: listDiff.map { .milliseconds($0) })
    }
    // Fewer than ten rounds: each side's fastest, whichever process it ran in.
    let result = DiffBenchmark.Result([
      sample(stdlib: [300, 320], listDiff: [1, 2]), sample(stdlib: [200, 260], listDiff: [2, 2]),
    ])
    #expect(close(result.speedup, 200))  // 200 ms (second process) ÷ 1 ms (first)
    #expect(close(result.speedupSpread.low, 100) && close(result.speedupSpread.high, 300))
    #expect(close(result.speedupSpread.median, 130))  // the lower middle of 100, 130, 160, 300
    #expect(result.stdlib == .milliseconds(260) && result.listDiff == .milliseconds(2))
    // Twenty rounds: each side's third fastest, so one lucky round of
    // either side (100 ms against the standard library's 200, 1 ms against 2) does not decide it.
    let decile = DiffBenchmark.Result([
      sample(stdlib: [100] + Array(repeating: 200, count: 9), listDiff: Array(repeating: 2, count: 10)),
      sample(stdlib: Array(repeating: 210, count: 10), listDiff: [1] + Array(repeating: 2, count: 9)),
    ])
    #expect(close(decile.speedup, 100))  // 200 ms ÷ 2 ms
  }

  /// The hash build counts each side at its fastest call in any process,
  /// as the diff does: a stall that adds the same time to both calls of a
  /// round does not decide the figure.
  @Test func theHashBuildCountsEachSideAtItsFastestCallInAnyProcess() {
    func hash(_ listDiff: [Int], _ build: [Int]) -> HashBuildBenchmark.Sample {
      HashBuildBenchmark.Sample(
        elements: 10, listDiff: listDiff.map { .milliseconds($0) }, dictionaryBuild: build.map { .milliseconds($0) })
    }
    // The second process stalled: its calls took 5 to 8 ms longer, and its ratios fell to 1.5.
    let hashBuild = HashBuildBenchmark.Result([hash([10, 12, 14], [5, 4, 7]), hash([15, 18, 21], [10, 12, 14])])
    #expect(close(hashBuild.ratio, 2.5))  // 10 ms ÷ 4 ms, the first process's fastest calls
    #expect(close(hashBuild.spread.low, 1.5) && close(hashBuild.spread.high, 3))
    #expect(close(hashBuild.spread.median, 1.5))  // the lower middle of 1.5, 1.5, 1.5, 2, 2, 3
    #expect(hashBuild.listDiff == .milliseconds(14) && hashBuild.dictionaryBuild == .milliseconds(7))
  }

  /// The first load counts at the median of the process where it ran
  /// fastest: a process whose memory was slow does not decide the figure.
  @Test func theFirstLoadCountsAtItsFastestProcess() {
    let firstLoad = FirstLoadBenchmark.Result([
      FirstLoadBenchmark.Sample(offers: 100, loads: [9, 10, 11].map { .milliseconds($0) }),
      FirstLoadBenchmark.Sample(offers: 100, loads: [6, 7, 20].map { .milliseconds($0) }),
    ])
    #expect(firstLoad.time == .milliseconds(7))
    #expect(close(firstLoad.spread.low, 6) && close(firstLoad.spread.high, 20) && close(firstLoad.spread.median, 9))
  }

  /// The experiment's times are each one's fastest process; its memory
  /// ratio is the process whose large population grew the most; its
  /// linearity the median of each process's own, never a ratio of two
  /// processes' speeds.
  @Test func theExperimentCountsItsPopulationsAtTheirFastestProcess() {
    func populations(wall: Int, cpu: (small: Int, large: Int), peaks: (Int, Int)) -> ExperimentBenchmark.Populations {
      ExperimentBenchmark.Populations(
        smallUsers: 4, largeUsers: 8, threads: 2, smallWall: .seconds(wall), largeWall: .seconds(wall * 2),
        smallCPU: .seconds(cpu.small), largeCPU: .seconds(cpu.large), smallPeakMemory: peaks.0,
        largePeakMemory: peaks.1)
    }
    let checks = ExperimentBenchmark.Checks(
      smallUsers: 4, identicalReports: true, aaExperiments: 2, aaPrimaryRejections: 0, aaAnyVerdicts: 0, alpha: 0.05)
    // Each process's own linearity: 1.5, 1.25 and 2 (a process whose small population ran fast).
    let result = ExperimentBenchmark.Result(
      populations: [
        populations(wall: 3, cpu: (4, 12), peaks: (100, 100)), populations(wall: 2, cpu: (8, 20), peaks: (100, 120)),
        populations(wall: 4, cpu: (3, 12), peaks: (100, 100)),
      ],
      checks)
    #expect(result.populations.largeWall == .seconds(4) && result.populations.smallWall == .seconds(2))
    #expect(result.populations.largeCPU == .seconds(12) && result.populations.smallCPU == .seconds(3))
    // Not 2, the fastest large population's CPU time over the fastest small one's.
    #expect(close(result.linearity, 1.5))
    #expect(close(result.populations.memoryRatio, 1.2))
    #expect(result.checks.identicalReports)
  }

  /// A measuring child's request survives the environment, and a bad one is named, not guessed.
  @Test func aChildsRequestRoundTripsAndABadOneSaysWhatIsWrong() throws {
    let request = FreshProcesses.Request(workload: "quick", processes: 5, parts: [.populations, .diff])
    #expect(request.environmentValue == "quick 5 diff,populations")
    #expect(try FreshProcesses.Request(environmentValue: request.environmentValue) == request)
    for (value, message) in [
      ("quick five diff", "expected WORKLOAD PROCESSES PART,PART…"), ("quick 5 diff,speed", "unknown part 'speed'"),
    ] {
      #expect(throws: BenchError.self, "\(value)") { try FreshProcesses.Request(environmentValue: value) }
      do {
        _ = try FreshProcesses.Request(environmentValue: value)
      } catch {
        #expect(error.description.contains(message), "\(value): \(error)")
      }
    }
    let console = BufferConsole()
    let unknown = BenchCommand(console: console, environment: [FreshProcesses.variable: "fastest 2 diff"]).run([])
    #expect(unknown == .failure)
    #expect(console.stderr == "strangler: bench: error: STRANGLER_BENCH_SAMPLE: unknown workload 'fastest'\n")
  }

  /// A child prints its sample as JSON on standard output and nothing else.
  @Test func aMeasuringChildPrintsOneSample() throws {
    let console = BufferConsole()
    let code = BenchCommand(console: console, environment: [FreshProcesses.variable: "quick 2 diff,first-load"]).run([
      "--json"
    ])
    #expect(code == .success)
    let sample = try JSONDecoder().decode(MemoryBoundSample.self, from: Data(console.stdout.utf8))
    #expect(sample.diff?.elements == BenchConfiguration.quick.diffElements)
    #expect(sample.firstLoad?.loads.count == BenchConfiguration.quick.firstLoadRounds)
    #expect(sample.hashBuild == nil && sample.populations == nil)
  }

  /// End to end: the built binary measures in fresh processes, one sample
  /// each; only `populationProcesses` of them run the populations, and the
  /// hash build runs in processes of its own after each of them.
  @Test(.enabled(if: PseudoTerminal.binary != nil, "build the binary first: swift build"))
  func freshProcessesEachMeasureASample() throws {
    var configuration = BenchConfiguration.quick
    configuration.processes = 2
    configuration.hashBuildProcessesPerChild = 2
    let launcher = FreshProcesses(executable: PseudoTerminal.binary)
    var children = launcher.children(configuration)
    var groups: [[MemoryBoundSample]] = []
    while let group = try children.next() { groups.append(group) }
    #expect(groups.map(\.count) == [3, 3])
    for group in groups {
      #expect(group[0].diff != nil && group[0].firstLoad != nil && group[0].hashBuild == nil)
      #expect(group.dropFirst().allSatisfy { $0.hashBuild != nil && $0.diff == nil && $0.firstLoad == nil })
    }
    #expect(groups[0][0].populations?.largeUsers == 8 && groups[1][0].populations == nil)
    // The standard workload's populations, spread over its six processes,
    // and its hash build's 1,800 rounds over eighteen of their own, a hundred each.
    #expect(FreshProcesses().children(.standard).populationIndices == [0, 2, 4])
    #expect(BenchConfiguration.standard.hashBuildProcesses == 18)
    #expect(BenchConfiguration.standard.perProcess(of: 18).hashRounds.rounds == 100)
    // The whole bench through those processes.
    let report = try BenchReport.measure(configuration, in: launcher)
    #expect(report.diff.moves == report.diff.stdlibMoves)
    #expect(report.experiment.populations.largeUsers == 8)
    let broken = FreshProcesses(executable: "/nonexistent/strangler")
    #expect(throws: BenchError.self) { try BenchReport.measure(configuration, in: broken) }
  }

  @Test func processesIsAWholeNumberFromOneUp() {
    for value in ["0", "x", "65"] {
      let (code, console) = run(["--processes", value])
      #expect(code == .badInput, "\(value)")
      #expect(console.stderr.contains("--processes takes a whole number in 1...64, found '\(value)'"), "\(value)")
    }
  }

  @Test func tableNamesEveryFigure() {
    let (code, console) = run([])
    #expect(code == .success)
    for label in ["speedup vs stdlib", "moves: ListDiff / stdlib", "hash build ratio", "same frame written whole"] {
      #expect(console.stdout.contains(label))
    }
    #expect(!console.stdout.contains("not measured"))
  }

  @Test func listDiffReportsTheSameMovesAsTheStandardLibrary() {
    for seed in [UInt64(1), 42, 99] {
      var configuration = BenchConfiguration.quick
      configuration.seed = seed
      let result = DiffBenchmark.run(configuration)
      #expect(result.moves == result.stdlibMoves, "seed \(seed)")
      #expect(result.moves > 0 && result.moves <= configuration.diffElements / 10)
    }
  }

  @Test func theInputHasTheAdvertisedShape() {
    let input = DiffInput(count: 1_000, seed: 7)
    let oldIDs = Set(input.oldIDs)
    let newIDs = Set(input.newIDs)
    #expect(input.new.count == 1_000)  // -10 % deleted, +10 % inserted
    #expect(oldIDs.subtracting(newIDs).count == 100)
    #expect(newIDs.subtracting(oldIDs).count == 100)
    #expect(input.new.filter { $0.revision == 1 }.count == 100)
    #expect(DiffInput(count: 1_000, seed: 7).new == input.new, "seeded")
  }

  @Test func oneChangedRowCostsLessThanARedraw() {
    let before = OutputBenchmark.frame(status: "Status: online, waiting for offers")
    let after = OutputBenchmark.frame(status: "Status: Pizza Planet accepted, 12 min to pickup")
    // The toolkit's frames differ in exactly one row.
    #expect(Set(after.differingCells(from: before).map(\.y)).count == 1)
    // The counted bytes are a faithful update: replayed on a terminal showing
    // the old frame, both the cheap and the naive encodings show the new one.
    let encoder = ANSIEncoder()
    for bytes in [encoder.encodeChanges(from: before, to: after), encoder.encodeNaive(from: before, to: after)] {
      var terminal = VirtualTerminal(size: OutputBenchmark.screen)
      terminal.feed(encoder.encodeFull(before))
      terminal.feed(bytes)
      #expect(terminal.frame == after)
    }
    let result = OutputBenchmark.run()
    #expect(result.oneRow > 0)
    #expect(result.oneRow <= result.naive)
    #expect(result.naive < result.fullRedraw)
  }

  @Test func strayArgumentsAreUsageErrors() {
    let (code, console) = run(["--fast"])
    #expect(code == .badInput)
    #expect(console.stderr.contains("unknown option '--fast'"))
    #expect(run(["extra"]).0 == .badInput)
  }

  @Test func numbersAreFormattedWithFixedDecimals() {
    #expect(BenchReport.fixed(3.14159, digits: 2) == "3.14")
    #expect(BenchReport.fixed(2.0, digits: 1) == "2.0")
    #expect(BenchReport.fixed(0.05, digits: 2) == "0.05")
    #expect(BenchReport.fixed(1234.5, digits: 0) == "1235")
    #expect(BenchReport.grouped(100_000) == "100,000")
    #expect(BenchReport.grouped(999) == "999")
    #expect(BenchReport.grouped(1_000) == "1,000")
  }

  @Test func scrollingTheBenchListReallyMovesDownOneRowPerPress() throws {
    // The measured work must be the real scroll: after a call the list shows later rows.
    let list = try #require(ListScrollBenchmark.ScrollingList(rows: 1_000))
    #expect(!list.hasScrolled)
    _ = list.scroll()
    #expect(list.hasScrolled)
    #expect(ListScrollBenchmark.ScrollingList(rows: 0) == nil)
  }

  @Test func theListScrollRoundsStayWithinTheSmallList() {
    // Every call scrolls 20 rows: the warm-up and the rounds must not reach the
    // end of the 1,000-row list, where Down stops scrolling and the work changes.
    let configuration = BenchConfiguration.standard
    let calls = configuration.listScroll.rounds + 1
    #expect(calls * ListScrollBenchmark.stepsPerRun + 24 <= configuration.listRows.small)
    #expect(configuration.listScroll.roundTime == .zero)
  }

  /// Equal up to the rounding of durations turned into seconds.
  private func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) <= 1e-9 * max(1, expected) }
}
