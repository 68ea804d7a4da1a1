import CoreRuntime
import Dispatch
import FeatureFlags
import ScreenLayer
import Synchronization
import TextSurface

/// Runs an experiment's population through the real app, a virtual day at a time.
///
/// Each user gets a fresh session: their own virtual clock, services and
/// effect log, their terminal size and link. The flag router buckets them
/// with the experiment's rollout rule (the day's stage), exactly as it would
/// bucket a real user. Users are handed to `threads` workers one at a time,
/// each taking the next as it finishes the last, so a core that other work
/// slows takes fewer users instead of holding up the end of the day. Their
/// outcomes are added into whole-number tallies (and the worst users kept in
/// a total order), so the totals — and the report — depend neither on the
/// number of threads nor on which worker simulated whom, and memory does not
/// grow with the number of users.
///
/// At the end of each day the statistics look at everything so far; when a
/// metric regresses, the guardian stops the rollout through the router
/// (source `guardian`, reason DISABLED) and later users all get the control front.
public struct ExperimentRunner {
  /// The app the users use.
  public var app: any MigratableApp
  /// The tasks it offers.
  public var tasks: ExperimentTasks
  /// Worker threads (1 or more); the report is the same for any number.
  public var threads: Int
  /// The file the experiment came from, named in decision details.
  public var path: String

  /// A runner over `app` with its `tasks`, on `threads` threads.
  public init(app: any MigratableApp, tasks: ExperimentTasks, threads: Int = 1, path: String = "experiment") {
    self.app = app
    self.tasks = tasks
    self.threads = max(1, threads)
    self.path = path
  }

  /// Which users a run simulates: every one, or shard `index` of `count` (users with `index ≡ i mod count`).
  public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    /// How many shards in all.
    public var count: Int
    /// All users.
    public static let whole = Shard(index: 1, count: 1)

    /// Shard `index` of `count`.
    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// Whether user `user` is in this shard.
    public func contains(_ user: Int) -> Bool { user % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
  }

  /// What a run produced: the tallies, and what happened after a stop.
  public struct Run: Sendable {
    /// The tallies of every simulated day.
    public var tally: ExperimentTally
    /// Days simulated.
    public var days: Int
    /// Exposures to the flag after the guardian stopped the rollout, by reason and source (`DISABLED guardian`).
    public var afterStop: [String: Int]
    /// Per metric, the treatment users it went worst for (at most ``worstKept``), worst first.
    public var worst: [ExperimentMetric: [WorstUser]]
  }

  /// How many of the worst treatment users a run keeps per metric.
  public static let worstKept = 3

  /// A treatment user a metric went badly for: who, and the value.
  public struct WorstUser: Sendable, Hashable {
    /// The user's index in the population.
    public var index: Int
    /// The metric's value for them.
    public var value: Int64

    /// Whether this user fared worse on `metric` than `other` (ties: the lower index first).
    func isWorse(than other: WorstUser, on metric: ExperimentMetric) -> Bool {
      if value != other.value { return metric.higherIsBetter ? value < other.value : value > other.value }
      return index < other.index
    }
  }

  /// Keeps the `worstKept` worst of `users` plus `user` on `metric`.
  static func keepWorst(_ users: inout [WorstUser], _ user: WorstUser, on metric: ExperimentMetric) {
    users.append(user)
    users.sort { $0.isWorse(than: $1, on: metric) }
    if users.count > worstKept { users.removeLast() }
  }

  /// Simulates `days` days (at most the experiment's) of `experiment` for the users of `shard`.
  /// A sharded run never stops early: only all shards together can tell.
  public func run(_ experiment: ExperimentDefinition, days: Int? = nil, shard: Shard = .whole) -> Run {
    let days = min(days ?? experiment.days, experiment.days)
    var tally = ExperimentTally(days: experiment.days)
    var stop: GuardianStop?
    var afterStop: [String: Int] = [:]
    var worst: [ExperimentMetric: [WorstUser]] = [:]
    let ranges = Self.dayRanges(users: experiment.users, days: experiment.days)
    for day in 0..<days {
      let users = ranges[day].filter(shard.contains)
      let configuration = flags(experiment, day: day, stop: stop)
      let (dayTally, reasons, dayWorst) = simulate(
        users: users, experiment: experiment, day: day, flags: configuration)
      if stop != nil {
        for (reason, count) in reasons { afterStop[reason, default: 0] += count }
        continue
      }
      tally.days[day] = dayTally
      for (metric, users) in dayWorst {
        for user in users { Self.keepWorst(&worst[metric, default: []], user, on: metric) }
      }
      guard shard == .whole else { continue }
      let analysis = ExperimentAnalysis(experiment: experiment, tally: tally, daysRun: day + 1)
      if let guardian = analysis.guardian {
        stop = GuardianStop(front: experiment.control, detail: guardian.detail)
      }
    }
    return Run(tally: tally, days: days, afterStop: afterStop, worst: worst)
  }

  /// The users arriving on each day: contiguous, in index order.
  static func dayRanges(users: Int, days: Int) -> [Range<Int>] {
    var ranges = Array(repeating: 0..<0, count: days)
    var start = 0
    for day in 0..<days {
      var end = start
      while end < users && min(days - 1, end * days / max(users, 1)) == day { end += 1 }
      ranges[day] = start..<end
      start = end
    }
    return ranges
  }

  /// The flags every user of `day` gets: the experiment's rollout at the
  /// day's stage, or the guardian's stop.
  public func flags(_ experiment: ExperimentDefinition, day: Int, stop: GuardianStop?) -> FlagConfiguration {
    let rollout = RolloutRule(
      percent: experiment.stagePercent(day: day), front: experiment.treatment, group: experiment.flag,
      outside: experiment.control)
    let file = FlagsFile(
      path: path, rules: [experiment.flag: FlagRule(rollout: rollout, position: SourcePosition(line: 1, column: 1))])
    var configuration = FlagConfiguration(file: file)
    if let stop { configuration.guardian[experiment.flag] = stop }
    return configuration
  }

  /// The next user of the day to simulate, and each worker's sums, handed
  /// in one at a time: workers writing elements of one array at once would
  /// each modify the whole array.
  private final class Results: @unchecked Sendable {
    private let nextUser = Atomic<Int>(0)
    private let queue = DispatchQueue(label: "ExperimentRunner.Results")
    private(set) var tallies: [ExperimentTally.DayTally]
    private(set) var reasons: [[String: Int]]
    private(set) var worst: [[ExperimentMetric: [WorstUser]]]
    init(count: Int) {
      tallies = Array(repeating: ExperimentTally.DayTally(), count: count)
      reasons = Array(repeating: [:], count: count)
      worst = Array(repeating: [:], count: count)
    }

    /// The position of the next user no worker has taken yet.
    func takeUser() -> Int { nextUser.add(1, ordering: .relaxed).oldValue }

    func store(
      worker: Int, tally: ExperimentTally.DayTally, reasons: [String: Int],
      worst: [ExperimentMetric: [WorstUser]]
    ) {
      queue.sync {
        tallies[worker] = tally
        self.reasons[worker] = reasons
        self.worst[worker] = worst
      }
    }
  }

  private struct Work: @unchecked Sendable {
    let runner: ExperimentRunner
    let experiment: ExperimentDefinition
    let flags: FlagConfiguration
  }

  private func simulate(users: [Int], experiment: ExperimentDefinition, day: Int, flags: FlagConfiguration)
    -> (ExperimentTally.DayTally, [String: Int], [ExperimentMetric: [WorstUser]])
  {
    let workers = min(threads, max(1, users.count))
    let results = Results(count: workers)
    let work = Work(runner: self, experiment: experiment, flags: flags)
    let percent = Int64(experiment.stagePercent(day: day))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var tally = ExperimentTally.DayTally()
      var reasons: [String: Int] = [:]
      var worst: [ExperimentMetric: [WorstUser]] = [:]
      var index = results.takeUser()
      while index < users.count {
        let user = SimulatedUser(
          index: users[index], users: work.experiment.users, days: work.experiment.days,
          spec: work.experiment.population, seed: work.experiment.seed)
        tally.simulated += 1
        if let outcome = work.runner.simulate(user, experiment: work.experiment, flags: work.flags).outcome {
          let exposure = outcome.exposure
          reasons["\(exposure.reason.rawValue) \(exposure.source.rawValue)", default: 0] += 1
          if exposure.reason == .split, let bucket = exposure.bucket {
            tally.expectedTreatmentHundredths += percent
            let treated = bucket <= percent
            for (position, metric) in ExperimentMetric.allCases.enumerated() {
              if treated {
                tally.treatment[position].add(outcome.values[metric], covariate: outcome.covariate)
                Self.keepWorst(
                  &worst[metric, default: []], WorstUser(index: user.index, value: outcome.values[metric]),
                  on: metric)
              } else {
                tally.control[position].add(outcome.values[metric], covariate: outcome.covariate)
              }
            }
          } else {
            tally.unassigned += 1
          }
        }
        index = results.takeUser()
      }
      results.store(worker: worker, tally: tally, reasons: reasons, worst: worst)
    }
    var total = ExperimentTally.DayTally()
    var reasons: [String: Int] = [:]
    var worst: [ExperimentMetric: [WorstUser]] = [:]
    for worker in 0..<workers {
      total.merge(results.tallies[worker])
      for (reason, count) in results.reasons[worker] { reasons[reason, default: 0] += count }
      for (metric, users) in results.worst[worker] {
        for user in users { Self.keepWorst(&worst[metric, default: []], user, on: metric) }
      }
    }
    return (total, reasons, worst)
  }

  /// One user's session under `flags`: the outcome (nil when they never
  /// met the flag) and the steps they took.
  public func simulate(_ user: SimulatedUser, experiment: ExperimentDefinition, flags: FlagConfiguration)
    -> (outcome: UserOutcome?, steps: [StepAction])
  {
    guard let task = tasks.task(named: user.task) else { return (nil, []) }
    var flags = flags
    flags.deviceID = user.deviceID
    flags.sessionID = "s-\(user.id)"
    let session = app.makeSession(size: user.size, flags: flags, output: DiscardingOutput())
    session.clock.afterTurn = { [unowned session] in session.commit() }
    let screen = ScreenUser(user: user, app: session, flag: experiment.flag, errorPhrases: tasks.errorPhrases)
    var gaveUp = false
    do throws(UserGaveUp) {
      try task.begin(screen)
      try task.perform(screen)
    } catch {
      gaveUp = true
    }
    let success = task.reachedGoal(screen)
    let outcome = screen.outcome(success: success, abandoned: gaveUp && !success)
    // The session is over: its timers (an offers feed ticks forever) would keep it alive.
    session.clock.cancelAll()
    return (outcome, screen.steps)
  }
}
