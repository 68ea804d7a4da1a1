import FeatureFlags
import Foundation
import Migration
import SampleMigration
import TextSurface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a rollout experiment's population costs, and whether its report
/// depends on how it was run.
///
/// The population is `Experiments/offers-slow-links.experiment.json`'s:
/// users who sign in a key at a time on links of 2,400 to 19,200 bit/s and
/// accept an offer, legacy against declarative offers. It runs at two sizes
/// on every core, after a warm-up of a tenth of the small one, so the figures
/// are the wall time of the large population (the target), its CPU time per
/// user against the small one's (linear in users when about 1; CPU time, which
/// other processes on the machine do not stretch as they stretch wall time),
/// and the process's peak resident memory after each (the same
/// when memory does not grow with users). The populations run first in fresh
/// processes (`MemoryBoundSample`), before anything else raises the
/// high-water mark; each time counts at its fastest process, and the
/// linearity is the median of each process's own (`Result.init`). The small
/// population also runs here on every core, on one thread and as two shards
/// merged, and all three reports must be byte for byte the same.
///
/// Last, the honesty check on the real app: many seeded A/A experiments (the
/// legacy offers against the legacy offers, the same population), each looked
/// at every day. The share whose primary metric was ever declared different
/// is the false-positive rate, which must stay at or below alpha within three
/// binomial standard errors; the share with any verdict at all (any of the
/// five metrics, better or worse) is reported beside it.
enum ExperimentBenchmark {
  struct Result: Sendable {
    /// The populations' figures: each time at its fastest process, the
    /// peak memory of the process whose large population grew it the most.
    var populations: Populations
    /// CPU time a user at the large size ÷ at the small size: the median of
    /// the processes' own ratios.
    var linearity: Double
    var checks: Checks
  }

  /// The offers experiment of `Experiments/offers-slow-links.experiment.json`, at `users`.
  static func offersOnSlowLinks(users: Int, days: Int = 4, seed: UInt64 = 2026, treatment: Front = .declarative)
    -> ExperimentDefinition
  {
    ExperimentDefinition(
      name: "Offers on slow links: legacy vs \(treatment)", flag: "offers", control: .legacy,
      treatment: treatment, stages: [50], users: users, days: days, seed: seed,
      population: PopulationSpec(
        tasks: [.init(name: "acceptOffer", weight: 1)],
        sizes: [Size(width: 80, height: 24), Size(width: 60, height: 16), Size(width: 100, height: 30)],
        links: [2400, 9600, 19200], patience: 60...180, typingErrors: 0.02),
      primary: .time, guardrails: [.success, .abandonment, .bytes, .fallbacks, .errors])
  }

  /// What one process measured of the two populations, run on every core
  /// after a warm-up of a tenth of the small one: their wall and CPU time
  /// (user and system; the small population's the mean of its runs), and the
  /// process's peak resident memory after each, in bytes.
  struct Populations: Codable, Sendable, Equatable {
    var smallUsers: Int
    var largeUsers: Int
    var threads: Int
    var smallWall: Duration
    var largeWall: Duration
    var smallCPU: Duration
    var largeCPU: Duration
    var smallPeakMemory: Int
    var largePeakMemory: Int

    /// CPU time per user at the large size ÷ at the small size, in this process.
    var linearity: Double {
      (largeCPU.seconds / Double(largeUsers)) / (smallCPU.seconds / Double(smallUsers))
    }
    var usersPerSecond: Double { Double(largeUsers) / largeWall.seconds }
    var memoryRatio: Double { Double(largePeakMemory) / Double(max(smallPeakMemory, 1)) }
  }

  /// Runs both populations in this process; first, so the peaks are theirs.
  ///
  /// The small population runs `experimentSmallRuns` times, half before the
  /// large one and half after, and its times are the mean of a run: the
  /// small side of the linearity is then taken over as long as the large
  /// side (ten runs of 1,000 users against one of 10,000) and on both sides
  /// of it, so a slow spell of the machine, or a drift, weighs on both alike.
  /// Run once before the large one, the small population was a sample of
  /// the machine's speed a tenth as long as the large one's, and the
  /// linearity moved with it.
  static func measurePopulations(_ configuration: BenchConfiguration) -> Populations {
    let app = SampleApp(fronts: .bridged)
    let threads = ProcessInfo.processInfo.activeProcessorCount
    let (small, large) = configuration.experimentUsers
    let smallRuns = max(2, configuration.experimentSmallRuns)
    _ = report(app, users: max(1, small / 10), threads: threads)
    var smallWall = Duration.zero
    var smallCPU = Duration.zero
    func runSmall(_ count: Int) {
      for _ in 0..<count {
        let (_, wall, cpu) = report(app, users: small, threads: threads)
        smallWall += wall
        smallCPU += cpu
      }
    }
    runSmall(smallRuns / 2)
    let smallPeak = peakResidentMemory()
    let (_, largeWall, largeCPU) = report(app, users: large, threads: threads)
    let largePeak = peakResidentMemory()
    runSmall(smallRuns - smallRuns / 2)
    return Populations(
      smallUsers: small, largeUsers: large, threads: threads, smallWall: smallWall / smallRuns,
      largeWall: largeWall, smallCPU: smallCPU / smallRuns, largeCPU: largeCPU, smallPeakMemory: smallPeak,
      largePeakMemory: largePeak)
  }

  /// The populations and the checks, all in this process.
  static func run(_ configuration: BenchConfiguration) -> Result {
    Result(populations: [measurePopulations(configuration)], Checks.run(configuration))
  }

  /// What is checked rather than timed, in the process that reports: the
  /// small population's report on every core, on one thread and as two
  /// shards merged, and the A/A experiments.
  struct Checks: Sendable {
    var smallUsers: Int
    /// Whether the small population's `--json` was the same on one thread,
    /// on every core and merged from two shards.
    var identicalReports: Bool
    /// A/A experiments run, and how many found a difference in the primary
    /// metric, and in any metric.
    var aaExperiments: Int
    var aaPrimaryRejections: Int
    var aaAnyVerdicts: Int
    var alpha: Double

    /// The share of A/A experiments whose primary metric was declared different.
    var falsePositiveRate: Double { Double(aaPrimaryRejections) / Double(max(aaExperiments, 1)) }
    /// Alpha plus three binomial standard errors at this many experiments.
    var falsePositiveBound: Double { alpha + 3 * (alpha * (1 - alpha) / Double(max(aaExperiments, 1))).squareRoot() }

    static func run(_ configuration: BenchConfiguration) -> Checks {
      let app = SampleApp(fronts: .bridged)
      let threads = ProcessInfo.processInfo.activeProcessorCount
      let small = configuration.experimentUsers.small
      let (everyCore, _, _) = report(app, users: small, threads: threads)
      let (oneThread, _, _) = report(app, users: small, threads: 1)
      var tally = ExperimentTally(days: offersOnSlowLinks(users: small).days)
      var days = 0
      var partsRead = true
      for index in 1...2 {
        let (part, _, _) = report(
          app, users: small, threads: threads, shard: ExperimentRunner.Shard(index: index, count: 2))
        do throws(ExperimentFileError) {
          let parsed = try ExperimentPart.parse(part, path: "shard \(index)/2")
          tally.merge(parsed.tally)
          days = parsed.days
        } catch {
          partsRead = false
        }
      }
      let experiment = offersOnSlowLinks(users: small)
      let merged = ExperimentJSON.render(ExperimentAnalysis(experiment: experiment, tally: tally, daysRun: days))

      let aa = configuration.aaExperiments
      var primaryRejections = 0
      var anyVerdicts = 0
      for index in 0..<aa.count {
        let experiment = offersOnSlowLinks(
          users: aa.users, days: aa.days, seed: 10_000 + UInt64(index), treatment: .legacy)
        let run = ExperimentRunner(app: app, tasks: app.experimentTasks, threads: threads).run(experiment)
        let analysis = ExperimentAnalysis(experiment: experiment, tally: run.tally, daysRun: run.days)
        if analysis.metrics.first(where: \.isPrimary)?.verdict != .flat { primaryRejections += 1 }
        if analysis.metrics.contains(where: { $0.verdict != .flat }) { anyVerdicts += 1 }
      }
      return Checks(
        smallUsers: small, identicalReports: partsRead && oneThread == everyCore && merged == everyCore,
        aaExperiments: aa.count, aaPrimaryRejections: primaryRejections, aaAnyVerdicts: anyVerdicts,
        alpha: experiment.alpha)
    }
  }

  /// One run of the offers experiment at `users`: its `--json` report, wall time and CPU time.
  private static func report(
    _ app: SampleApp, users: Int, threads: Int, shard: ExperimentRunner.Shard = .whole
  ) -> (String, Duration, Duration) {
    let experiment = offersOnSlowLinks(users: users)
    let runner = ExperimentRunner(app: app, tasks: app.experimentTasks, threads: threads)
    let clock = ContinuousClock()
    let start = clock.now
    let startCPU = cpuTime()
    let run = runner.run(experiment, shard: shard)
    let elapsed = clock.now - start
    let cpu = cpuTime() - startCPU
    let analysis = ExperimentAnalysis(experiment: experiment, tally: run.tally, daysRun: run.days)
    let part = shard == .whole ? nil : shard
    let json = ExperimentJSON.render(
      analysis, shard: part, simulated: part == nil ? nil : run.tally, days: part == nil ? nil : run.days)
    return (json, elapsed, cpu)
  }

  /// The CPU time the process has used so far, user and system (zero where unknown).
  static func cpuTime() -> Duration {
    #if canImport(Glibc)
      var usage = rusage()
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return .zero }
      func time(_ value: timeval) -> Duration { .seconds(value.tv_sec) + .microseconds(value.tv_usec) }
      return time(usage.ru_utime) + time(usage.ru_stime)
    #else
      return .zero
    #endif
  }

  /// The process's peak resident memory so far, in bytes (0 where unknown).
  static func peakResidentMemory() -> Int {
    #if canImport(Glibc)
      var usage = rusage()
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
      return 0
    #endif
  }
}

extension ExperimentBenchmark.Result {
  /// The figures of `populations`, measured in one process each, and the
  /// checks. The times are each one's fastest process (wall and CPU time
  /// alike only grow with what else the machine runs, or with where a
  /// process's memory landed: see `MemoryBoundSample`); the peak memory is
  /// the process whose large population grew it the most.
  ///
  /// The linearity pairs the two sizes within each process instead, and
  /// takes the median over processes: one process runs both sizes on the
  /// same memory, around each other (`measurePopulations`), so their ratio
  /// cancels most of what slows that process, as the hash build's rounds
  /// do. Taking each size's fastest process divided two processes' speeds:
  /// the same 1,000 users took 3.9 to 5.0 CPU-seconds from one process to
  /// the next, which moved the figure by as much.
  init(populations: [ExperimentBenchmark.Populations], _ checks: ExperimentBenchmark.Checks) {
    var combined = populations.max { $0.memoryRatio < $1.memoryRatio }!
    combined.smallWall = populations.map(\.smallWall).min()!
    combined.largeWall = populations.map(\.largeWall).min()!
    combined.smallCPU = populations.map(\.smallCPU).min()!
    combined.largeCPU = populations.map(\.largeCPU).min()!
    self.init(populations: combined, linearity: median(populations.map(\.linearity)), checks: checks)
  }
}
