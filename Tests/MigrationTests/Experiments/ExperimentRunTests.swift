import App
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// Rollout experiments through the real sample app: users who only see the
/// screen, bucketed by the router, and the statistics' verdicts on planted
/// differences. Populations are small so the suite stays fast; the planted
/// differences are large enough for them.
@Suite struct ExperimentRunTests {
  static func experiment(
    flag: String, control: Front, treatment: Front, task: String, users: Int, days: Int = 2, seed: UInt64 = 11,
    primary: ExperimentMetric = .success, guardrails: [ExperimentMetric] = [.time, .bytes]
  ) -> ExperimentDefinition {
    ExperimentDefinition(
      name: "test", flag: flag, control: control, treatment: treatment, stages: [50], users: users, days: days,
      seed: seed, population: PopulationSpec(tasks: [.init(name: task, weight: 1)], patience: 40...60),
      primary: primary, guardrails: guardrails)
  }

  /// User `index` of `experiment` (seed 3) on its first day, simulated on its own: its outcome and its steps.
  static func simulateUser(
    _ index: Int = 0, of experiment: ExperimentDefinition, app: any MigratableApp, tasks: ExperimentTasks
  ) -> (outcome: UserOutcome?, steps: [StepAction]) {
    let runner = ExperimentRunner(app: app, tasks: tasks)
    let user = SimulatedUser(
      index: index, users: experiment.users, days: experiment.days, spec: experiment.population, seed: 3)
    return runner.simulate(user, experiment: experiment, flags: runner.flags(experiment, day: 0, stop: nil))
  }

  static func analyse(_ app: any MigratableApp, _ experiment: ExperimentDefinition, threads: Int = 1)
    -> ExperimentAnalysis
  {
    let run = ExperimentRunner(app: app, tasks: app.experimentTasks, threads: threads).run(experiment)
    return ExperimentAnalysis(experiment: experiment, tally: run.tally, daysRun: run.days)
  }

  @Test func usersReachTheirGoalThroughTheScreenInBothFronts() {
    let experiment = Self.experiment(
      flag: "tapCounter", control: .legacy, treatment: .declarative, task: "tapCounter", users: 8, days: 1)
    let analysis = Self.analyse(SampleApp(fronts: .bridged), experiment)
    #expect(analysis.srm.control + analysis.srm.treatment == 8)
    #expect(analysis.srm.control > 0 && analysis.srm.treatment > 0)
    let success = analysis.metrics[0]
    #expect(success.control == 1 && success.treatment == 1)
  }

  @Test func everySampleTaskReachesItsGoal() {
    let app = SampleApp(fronts: .bridged)
    for task in ["acceptOffer", "readEarnings", "retryAccounts", "scrollRatings", "tapCounter"] {
      let experiment = Self.experiment(
        flag: task == "readEarnings" ? "home" : "login", control: .legacy, treatment: .legacy, task: task, users: 2,
        days: 1)
      let (outcome, steps) = Self.simulateUser(of: experiment, app: app, tasks: app.experimentTasks)
      #expect(outcome?.values[.success] == 1, "\(task): \(steps.suffix(6))")
    }
  }

  @Test func theLoginScreenIsRolledOutOnTheAnonymousDeviceID() throws {
    let app = SampleApp(fronts: .bridged)
    let experiment = Self.experiment(
      flag: "login", control: .legacy, treatment: .declarative, task: "readEarnings", users: 4, days: 1)
    let user = SimulatedUser(index: 1, users: 4, days: 1, spec: experiment.population, seed: 3)
    let outcome = try #require(Self.simulateUser(1, of: experiment, app: app, tasks: app.experimentTasks).outcome)
    #expect(outcome.exposure.reason == .split)
    #expect(outcome.exposure.user == user.deviceID)
    #expect(outcome.exposure.session == "s-\(user.id)")
    #expect(outcome.exposure.bucket == Rollout.bucket(group: "login", user: user.deviceID))
  }

  @Test func aRelabelledButtonIsDetectedAndTheGuardianStopsTheRollout() throws {
    let experiment = Self.experiment(
      flag: "tapCounter", control: .legacy, treatment: .declarative, task: "tapCounter", users: 24, days: 3)
    let app = SampleApp(fronts: PlantedVariants.relabelledButton)
    let run = ExperimentRunner(app: app, tasks: app.experimentTasks).run(experiment)
    let analysis = ExperimentAnalysis(experiment: experiment, tally: run.tally, daysRun: run.days)
    #expect(analysis.decision == .rollback)
    #expect(analysis.metrics[0].verdict == .worse)
    #expect(analysis.guardian != nil)
    // The worst users' sessions replay through the treatment as scenarios, and fail the same way.
    let files = ExperimentSessions.files(
      runner: ExperimentRunner(app: app, tasks: app.experimentTasks), experiment: experiment, run: run,
      analysis: analysis)
    #expect(!files.isEmpty)
    for file in files.prefix(1) {
      let scenario = try ScenarioParser.parse(file.text, file: file.name + ".scenario", vocabulary: app.vocabulary)
      let replay = ScenarioRunner(app: app).run(
        scenario, flags: FlagConfiguration(commandLine: ["tapCounter": .declarative]))
      #expect(replay.failure == nil)
      #expect(replay.finalFrame?.contains("Press") == true)
      #expect(replay.finalFrame?.contains("You pressed the button 1 time") == false)
    }
    // After the stop, everyone met the control front through the router's guardian source.
    if let guardian = analysis.guardian, guardian.day < 2 {
      #expect(run.afterStop.keys.allSatisfy { $0 == "DISABLED guardian" })
      #expect(!run.afterStop.isEmpty)
    }
  }

  @Test func doubledBytesOnASlowLinkAreDetectedAsARegression() {
    var experiment = Self.experiment(
      flag: "offers", control: .legacy, treatment: .declarative, task: "acceptOffer", users: 24, days: 2,
      primary: .success, guardrails: [.bytes])
    experiment.population.links = [9600]
    experiment.population.sizes = [Size(width: 80, height: 24)]
    let analysis = Self.analyse(SampleApp(fronts: PlantedVariants.doubledBytes), experiment)
    let bytes = analysis.metrics[1]
    #expect(bytes.metric == .bytes)
    #expect(bytes.verdict == .worse, "\(bytes)")
    #expect(analysis.decision == .rollback)
  }

  /// Focus after moving one row down the offers list and waiting two seconds, in the front `fronts` gives offers.
  static func focusAfterARefresh(_ fronts: AppFronts) throws -> String? {
    let app = SampleApp(fronts: fronts)
    let experiment = Self.experiment(
      flag: "offers", control: .declarative, treatment: .declarative, task: "acceptNewOffer", users: 2, days: 1)
    let runner = ExperimentRunner(app: app, tasks: PlantedVariants.tasks)
    let user = SimulatedUser(index: 0, users: 2, days: 1, spec: experiment.population, seed: 3)
    var flags = runner.flags(experiment, day: 0, stop: nil)
    flags.deviceID = user.deviceID
    let session = app.makeSession(size: user.size, flags: flags, output: DiscardingOutput())
    session.clock.afterTurn = { [unowned session] in session.commit() }
    defer { session.clock.cancelAll() }
    let screen = ScreenUser(user: user, app: session, flag: "offers", errorPhrases: [])
    try SampleTasks.signIn(screen)
    try screen.activate("Offers")
    try screen.reach("Sushi Go")
    let until = session.clock.now + .seconds(2)
    while session.clock.now < until { try screen.pause() }
    return screen.focusedLabel
  }

  @Test func theNewOfferTaskReachesItsGoalInBothRealFronts() {
    let app = SampleApp(fronts: .bridged)
    for front in [Front.legacy, .declarative] {
      var experiment = Self.experiment(
        flag: "offers", control: front, treatment: front, task: "acceptNewOffer", users: 2, days: 1)
      experiment.population.patience = 60...90
      let (outcome, steps) = Self.simulateUser(of: experiment, app: app, tasks: PlantedVariants.tasks)
      #expect(outcome?.values[.success] == 1, "\(front): \(steps.suffix(6))")
    }
  }

  @Test func aRefreshOfTheFocusResettingOffersListSendsFocusBackToTheFirstOffer() throws {
    #expect(try Self.focusAfterARefresh(.bridged) == "Sushi Go")
    #expect(try Self.focusAfterARefresh(PlantedVariants.focusReset) == "Pizza Planet")
  }

  @Test func droppedExposuresForOneArmTripTheSampleRatioCheck() {
    let experiment = Self.experiment(
      flag: "tapCounter", control: .legacy, treatment: .declarative, task: "tapCounter", users: 48, days: 1)
    let analysis = Self.analyse(DroppingExposuresApp(flag: "tapCounter", dropped: .declarative), experiment)
    #expect(analysis.srm.mismatch)
    #expect(analysis.decision == .inconclusive)
  }

  @Test func anAAExperimentOnTheRealAppFindsNothing() {
    let experiment = Self.experiment(
      flag: "offers", control: .legacy, treatment: .legacy, task: "acceptOffer", users: 16, days: 2)
    let analysis = Self.analyse(SampleApp(fronts: .bridged), experiment)
    #expect(!analysis.srm.mismatch)
    #expect(analysis.metrics.allSatisfy { $0.verdict == .flat })
    #expect(analysis.decision == .inconclusive)
  }

  /// Threads take users as they come free, so which thread simulates whom
  /// changes from run to run; the report must not.
  @Test func theReportIsTheSameOnAnyNumberOfThreadsAndMergedFromShards() throws {
    let experiment = Self.experiment(
      flag: "tapCounter", control: .legacy, treatment: .declarative, task: "tapCounter", users: 10, days: 2)
    let app = SampleApp(fronts: .bridged)
    let one = ExperimentJSON.render(Self.analyse(app, experiment, threads: 1))
    for threads in [2, 3] {
      let analysis = Self.analyse(app, experiment, threads: threads)
      #expect(analysis.srm.control + analysis.srm.treatment == 10, "every user once on \(threads) threads")
      #expect(ExperimentJSON.render(analysis) == one, "\(threads) threads")
    }
    var tally = ExperimentTally(days: experiment.days)
    for index in 1...3 {
      let shard = ExperimentRunner.Shard(index: index, count: 3)
      let run = ExperimentRunner(app: app, tasks: app.experimentTasks).run(experiment, shard: shard)
      let part = ExperimentJSON.render(
        ExperimentAnalysis(experiment: experiment, tally: run.tally, daysRun: run.days), shard: shard,
        simulated: run.tally, days: run.days)
      tally.merge(try ExperimentPart.parse(part, path: "part\(index).json").tally)
    }
    let merged = ExperimentJSON.render(ExperimentAnalysis(experiment: experiment, tally: tally, daysRun: 2))
    #expect(merged == one)
  }
}
