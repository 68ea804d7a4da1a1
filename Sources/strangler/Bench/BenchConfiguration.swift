import StranglerCommands

/// Sizes, repetitions and the seed of one `strangler bench` run.
///
/// The defaults are the published figures' workload; tests use `.quick`, the
/// same code paths on small inputs, so they check what the bench reports
/// (keys, move counts, byte counts) in milliseconds without timing anything
/// that matters.
struct BenchConfiguration: Sendable {
  /// The workload's name, by which a measuring child finds it (`named(_:)`).
  var name = "standard"
  /// Fresh processes that measure the memory-bound figures
  /// (`MemoryBoundSample`), one after another between this process's
  /// sections, sharing the diff's rounds; 1 measures them in this process.
  var processes = 6
  /// How many of those also run the experiment's populations first (each
  /// takes about half a minute).
  var populationProcesses = 3
  /// Processes of its own that time the hash build, started straight after
  /// each of the `processes` and sharing its rounds: three, so eighteen in
  /// all. Its figure is each side's fastest call in any of them, and a slow
  /// spell of the machine slows both of its calls alike (see
  /// `HashBuildBenchmark.Result`): the more processes, spread over the run,
  /// the likelier some of them miss the spells.
  var hashBuildProcessesPerChild = 3
  /// Elements in the diff comparison against the standard library.
  var diffElements = 10_000
  /// Elements in the hash-build comparison.
  var hashElements = 100_000
  /// Rows of the small and the large list in the scroll comparison.
  var listRows = (small: 1_000, large: 100_000)
  /// The list scroll: one call of each list per round, alternately. Both
  /// lists scroll 20 rows a call; the rounds and the warm-up call stay within
  /// the small list's 1,000 rows (46 calls scroll 920).
  var listScroll = Interleaved(rounds: 45, roundTime: .zero)
  /// The diff against the standard library: the same number of calls on
  /// both sides, in interleaved rounds of at least 40 ms a side, eight in
  /// each measuring process. Its figure is each side's low-decile round
  /// over all of them (`DiffBenchmark.Result`).
  var rounds = Interleaved(rounds: 48, roundTime: .milliseconds(40))
  /// The scenario replays, legacy against declarative: rounds as long, but
  /// nine times as many. A replay's rounds range widely on a busy host
  /// (0.4–1.8 on offers), and their median settles only over many of them:
  /// 45 rounds halved how far a run's offers and ratings-scroll ratios moved
  /// against 15, and 135 narrowed the ratings-scroll ratio by a third again
  /// (the benchmark guide has the figures). A round lasts about 85 ms.
  var replayRounds = Interleaved(rounds: 135, roundTime: .milliseconds(40))
  /// `ab --matrix` against the plain runs: 45 rounds. A call of either side
  /// lasts most of a second, so a round is one call a side, and single rounds
  /// range widely on a busy host (0.76–1.89 in the benchmark guide's runs).
  /// Alternated in the same hour, seven medians each of 15 and of 45 rounds
  /// ranged ±3.2 % and ±1.7 % of their median.
  var matrixRounds = Interleaved(rounds: 45, roundTime: .milliseconds(40))
  /// The offers ticks: 135 rounds of 40 ms a side, as many as the replays,
  /// since the figure lies close to its target. Each tick is a second of
  /// virtual time; each comparison ticks an app of its own, whose offers
  /// outlive the rounds (`OffersTickBenchmark`).
  var tickRounds = Interleaved(rounds: 135, roundTime: .milliseconds(40))
  /// The hash-build comparison: rounds of one call a side, so each side
  /// starts from the cache the other left, as a diff that runs once per
  /// update does. Repeated within rounds of 40 ms, each side ran in the
  /// cache it had warmed itself, and how much of that survived depended on
  /// the machine's other processes: the dictionary build took 2.4–13 ms from
  /// one run to the next. Single calls narrowed the ratio's run-to-run range
  /// (the benchmark guide has the figures). A round lasts about 7 ms; the
  /// hash build's processes share the rounds, a hundred each.
  var hashRounds = Interleaved(rounds: 1_800, roundTime: .zero)
  /// First loads timed in each process, after one to warm up: 45, so each
  /// process's median settles (a load takes about 6 ms).
  var firstLoadRounds = 45
  /// Offers in the small and the large tick of the offers comparison, in the
  /// first load, and in a tick whose screen is as full as the large one's.
  var offers = (small: 10, large: 1_000, firstLoad: 10_000, screenful: 30)
  /// The scenarios of the render comparison (legacy vs declarative): offers and the ratings list.
  var renderScenarios = (offers: "offers.scenario", ratings: "ratings-scroll.scenario")
  /// The scenarios `ab --matrix` is timed on (nil: the whole built-in suite).
  var matrixScenarios: [String]? = nil
  /// Users of the small and the large population of the experiment benchmark.
  var experimentUsers = (small: 1_000, large: 10_000)
  /// Runs of the small population in each process, half before the large
  /// one and half after: as many users in all as the large one has.
  var experimentSmallRuns = 10
  /// The seeded A/A experiments on the real app: how many, and each one's users and days.
  var aaExperiments = (count: 240, users: 24, days: 4)
  /// Seed of every random input.
  var seed: UInt64 = 42
  /// Whether the timing ratios are held to their targets (only meaningful on the full workload).
  var checksTimingTargets = true

  /// The workload of the published figures.
  static let standard = BenchConfiguration()

  /// A tiny workload for tests: same code, milliseconds.
  static let quick = BenchConfiguration(
    name: "quick", processes: 1, populationProcesses: 1, hashBuildProcessesPerChild: 1, diffElements: 300,
    hashElements: 1_000,
    listRows: (small: 100, large: 1_000),
    listScroll: Interleaved(rounds: 1, roundTime: .zero), rounds: Interleaved(rounds: 1, roundTime: .zero),
    replayRounds: Interleaved(rounds: 1, roundTime: .zero), matrixRounds: Interleaved(rounds: 1, roundTime: .zero),
    tickRounds: Interleaved(rounds: 1, roundTime: .zero),
    hashRounds: Interleaved(rounds: 1, roundTime: .zero), firstLoadRounds: 1,
    offers: (small: 2, large: 20, firstLoad: 50, screenful: 10),
    matrixScenarios: ["tap-counter.scenario"], experimentUsers: (small: 4, large: 8), experimentSmallRuns: 2,
    aaExperiments: (count: 2, users: 4, days: 2), checksTimingTargets: false)

  /// The workload called `name`: `standard` or `quick`.
  static func named(_ name: String) -> BenchConfiguration? {
    [standard, quick].first { $0.name == name }
  }

  /// Processes that time the hash build: none of their own when
  /// everything is measured in this process.
  var hashBuildProcesses: Int { processes > 1 ? processes * hashBuildProcessesPerChild : 0 }

  /// The workload of one of `count` measuring processes: the diff's and
  /// the hash build's rounds shared among them (each keeps at least three;
  /// a process measures one of the two).
  func perProcess(of count: Int) -> BenchConfiguration {
    var share = self
    share.processes = 1
    share.populationProcesses = 1
    func shared(_ rounds: Int) -> Int { max(min(rounds, 3), (rounds + count - 1) / count) }
    share.rounds.rounds = shared(rounds.rounds)
    share.hashRounds.rounds = shared(hashRounds.rounds)
    return share
  }
}
