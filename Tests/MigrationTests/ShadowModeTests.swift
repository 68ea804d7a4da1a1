import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// Shadow mode: the other front rendered off screen and compared at every
/// commit, without any effect, and a planted divergence caught and turned into a scenario.
@Suite("Shadow mode")
struct ShadowModeTests {
  static let flagSets: [(String, FlagConfiguration)] = [
    ("defaults", FlagConfiguration()),
    ("declarative", FlagConfiguration(commandLineAll: .declarative)),
  ]

  /// Every built-in scenario, under the defaults and all-declarative: zero
  /// mismatches, and the run is the same as without shadow mode — effect log,
  /// exposures, every step's frame, semantics and outcome.
  @Test(arguments: [0, 1])
  func theBuiltInSuiteHasNoMismatchAndShadowModeChangesNothing(flagSet: Int) {
    let flags = Self.flagSets[flagSet].1
    var compared = 0
    for scenario in BuiltInSuite.scenarios() {
      let plain = ScenarioRunner(fronts: .bridged).run(scenario, flags: flags)
      let shadowed = ScenarioRunner(fronts: .bridged, shadow: ShadowSettings()).run(scenario, flags: flags)
      let report = shadowed.shadow
      #expect(report?.total.mismatched == 0, "\(scenario.name): \(report?.mismatches.map(\.diff) ?? [])")
      compared += report?.total.compared ?? 0
      #expect(plain.effects == shadowed.effects, "\(scenario.name): the candidate performed an effect")
      #expect(plain.exposures == shadowed.exposures, "\(scenario.name): the candidate logged an exposure")
      #expect(plain.failure == shadowed.failure, "\(scenario.name)")
      #expect(plain.records.count == shadowed.records.count)
      for (a, b) in zip(plain.records, shadowed.records) {
        #expect(a.frame == b.frame, "\(scenario.name) \(a.step): the control's frame changed")
        #expect(a.accessibility == b.accessibility, "\(scenario.name) \(a.step)")
      }
    }
    #expect(compared > 100, "shadow mode must actually compare")
  }

  /// Building any module's screen in either front calls no service, logs no
  /// effect or exposure: checked on every route the suite visits, both fronts.
  @Test func buildingAScreenHasNoEffect() throws {
    for scenario in BuiltInSuite.scenarios() {
      let session = ScenarioSession(size: scenario.size, flags: FlagConfiguration(), fronts: .bridged)
      for step in scenario.steps {
        _ = session.perform(step, file: scenario.file)
        guard let route = session.application.currentRoute else { continue }
        let effects = session.application.environment.effects.records.count
        let exposures = session.application.flags.exposures.records.count
        for front in Front.allCases {
          #expect(session.application.buildSilently(route, in: front) != nil, "\(route) has a \(front) screen")
        }
        #expect(session.application.environment.effects.records.count == effects, "\(scenario.name): building \(route)")
        #expect(session.application.flags.exposures.records.count == exposures, "\(scenario.name): building \(route)")
      }
    }
  }

  /// Live, real time moves on between drawing the control and building the
  /// candidate (a busy machine stretches the gap): a spinner on screen must
  /// not read as a mismatch. The candidate draws at the control's frame instant.
  @Test(arguments: Front.allCases)
  func aSpinnerIsNotAMismatchWhileTimeMovesOn(front: Front) throws {
    let scheduler = VirtualScheduler()
    let app = Application(
      environment: AppEnvironment(scheduler: scheduler), flags: FlagConfiguration(commandLineAll: front),
      size: Size(width: 80, height: 23), output: DiscardingOutput(), fronts: .bridged)
    var wallClock = Duration.zero
    app.scene.clock = {
      wallClock += .milliseconds(100)  // a spinner's glyph passes at every reading
      return wallClock
    }
    let shadow = ShadowMode(app: app.session)  // shadow mode holds it unowned; `app` keeps it
    app.start(.offers)  // the offers are loading: a spinner turns until the scheduler moves
    for _ in 0..<12 { app.commit() }
    #expect(app.scene.frame.contains("Loading offers"))
    let counts = try #require(shadow.report.counts[.offers])
    #expect(counts.compared == 12)  // the glyph moved at every commit
    #expect(counts.mismatched == 0, "\(shadow.report.mismatches.map(\.diff))")
  }

  /// Sampling is seeded: the same percentage compares the same commits, and fewer than all.
  @Test func samplingIsDeterministic() throws {
    let scenario = try #require(
      BuiltInSuite.scenario(named: "Accept, decline and miss offers") ?? BuiltInSuite.scenarios().first)
    func compared(_ percent: Int) -> Int {
      ScenarioRunner(fronts: .bridged, shadow: ShadowSettings(percent: percent))
        .run(scenario, flags: FlagConfiguration()).shadow?.total.compared ?? -1
    }
    let all = compared(100)
    let some = compared(30)
    #expect(some == compared(30))
    #expect(some < all)
    #expect(compared(0) == 0)
  }

  static let threeTaps = """
    scenario "Three taps"
    size 80x24
    start tapCounter
    expect text "Tap Me"
    tap "Tap Me"
    wait 1s
    tap "Tap Me"
    wait 1s
    key tab
    snapshot "two"
    tap "Tap Me"
    wait 1s
    tap "Tap Me"
    wait 1s
    """

  /// A planted divergence (the declarative tap counter says "3 times") is
  /// caught by shadow mode, shrunk, written as a scenario, and that scenario
  /// replays to the mismatch under `strangler ab` and `run --shadow`.
  @Test func aPlantedDivergenceBecomesAScenarioThatReplaysToTheMismatch() throws {
    let scenario = try ScenarioParser.parse(
      Self.threeTaps, file: "three-taps.scenario", vocabulary: SampleApp.vocabulary)
    let fronts = TestFronts.miscounting
    let run = ScenarioRunner(fronts: fronts, shadow: ShadowSettings()).run(scenario, flags: FlagConfiguration())
    let report = try #require(run.shadow)
    #expect(report.sawMismatch)
    let mismatch = try #require(report.mismatches.first)
    #expect(mismatch.module == .tapCounter)
    #expect(mismatch.control == .legacy && mismatch.candidate == .declarative)
    #expect(mismatch.diff.contains("3 times"))
    // The control's frame never showed the divergence: only the candidate has it.
    #expect(run.finalFrame?.contains("4 time(s)") == true)

    let stepIndex = try #require(mismatch.stepIndex)
    let actions = scenario.steps.prefix(stepIndex + 1).map(\.action)
    let written = ShadowScenario(mismatch: mismatch, size: scenario.size, actions: actions)
      .shrunk(flags: FlagConfiguration(), app: SampleApp(fronts: fronts))
    #expect(written.isShrunk)
    #expect(!written.actions.contains { $0.isExpectation })
    #expect(written.actions.count < actions.count)
    #expect(written.text.contains("# At that point tapCounter was shown in legacy (the control)"))

    let replay = try ScenarioParser.parse(written.text, file: "shadow.scenario", vocabulary: SampleApp.vocabulary)
    #expect(replay.steps.map(\.action) == written.actions)
    let ab = ABRunner(runner: ScenarioRunner(fronts: fronts)).run([replay])
    #expect(!ab.passed)
    let declarative = ab.scenarios[0].comparisons.first { !$0.isBaseline }
    #expect(declarative?.mismatch?.kind == .frame)
    #expect(declarative?.mismatch?.diff.contains("3 times") == true)
    let shadowReplay = ScenarioRunner(fronts: fronts, shadow: ShadowSettings()).run(replay, flags: FlagConfiguration())
    #expect(shadowReplay.shadow?.sawMismatch == true)
  }

  /// The live case shadow mode once got wrong: a long password typed key by
  /// key, then Tab. The field kept its cursor at the end while the other
  /// front's rebuilt field did not, so the candidate showed 23 mask cells and
  /// the control 24 — a mismatch no replay of `type` steps could show. An
  /// unfocused field now shows its text from the start, whatever its cursor.
  @Test(arguments: Front.allCases, 20...27)
  func aLongPasswordLeftByTabLooksTheSameInTheOtherFront(front: Front, length: Int) throws {
    let session = ScenarioSession(
      size: Size(width: 80, height: 24), flags: FlagConfiguration(commandLine: ["login": front]), fronts: .bridged)
    session.application.start(.login)
    session.app.commit()
    session.application.focus(try session.app.element(labelled: "Password"))
    for character in String(repeating: "p", count: length) {
      session.app.handleKey(.character(character))
      session.app.commit()
    }
    for key in [Key.tab, .backTab, .home, .tab] {
      session.app.handleKey(key)
      session.app.commit()
      let other = try #require(session.app.renderOtherFront())
      #expect(other.scene.frame == session.app.frame, "after \(key):\n\(session.app.frame)\n\(other.scene.frame)")
    }
  }

  /// A mismatch a replay cannot show is written all the same, and says so.
  @Test func aScenarioThatDoesNotReproduceSaysSo() throws {
    let scenario = try ScenarioParser.parse(
      Self.threeTaps, file: "three-taps.scenario", vocabulary: SampleApp.vocabulary)
    let fronts = TestFronts.miscounting
    let run = ScenarioRunner(fronts: fronts, shadow: ShadowSettings()).run(scenario, flags: FlagConfiguration())
    let mismatch = try #require(run.shadow?.mismatches.first)
    // As if the live session had done something these steps do not: no tap at all.
    let written = ShadowScenario(mismatch: mismatch, size: scenario.size, actions: [.start(.tapCounter)])
      .shrunk(flags: FlagConfiguration(), app: SampleApp(fronts: fronts))
    #expect(written.reproduces == false)
    #expect(written.text.contains("Its replay does NOT show the mismatch"))
    let reproduced = ShadowScenario(mismatch: mismatch, size: scenario.size, actions: scenario.steps.map(\.action))
      .shrunk(flags: FlagConfiguration(), app: SampleApp(fronts: fronts))
    #expect(reproduced.reproduces == true)
    #expect(!reproduced.text.contains("does NOT"))
  }

  /// A flip to a fixed front is written as a switch, so both A/B variants keep different fronts.
  @Test func flipsBecomeSwitchesAndExpectationsGo() {
    let actions = ShadowScenario.replayable([
      .start(.tapCounter), .expectText("x"), .flip(.tapCounter, .declarative), .snapshot("s"), .tap("Tap Me"),
    ])
    #expect(actions == [.start(.tapCounter), .flip(.tapCounter, nil), .tap("Tap Me")])
  }

  /// The counts render as lines, an indicator and JSON.
  @Test func countsArePublished() throws {
    let scenario = try ScenarioParser.parse(
      Self.threeTaps, file: "three-taps.scenario", vocabulary: SampleApp.vocabulary)
    let report = try #require(
      ScenarioRunner(fronts: TestFronts.miscounting, shadow: ShadowSettings()).run(
        scenario, flags: FlagConfiguration()
      ).shadow)
    let counts = try #require(report.counts[.tapCounter])
    #expect(counts.compared == counts.matched + counts.equivalent + counts.mismatched)
    #expect(counts.mismatched >= 1)
    #expect(report.lines.first?.hasPrefix("shadow tapCounter: \(counts.compared) compared") == true)
    #expect(report.lines.last?.hasPrefix("shadow total:") == true)
    #expect(report.indicator.contains("✗\(counts.mismatched)"))
    let json = report.json.rendered()
    #expect(json.contains("\"mismatched\":\(counts.mismatched)"))
    #expect(json.contains("\"module\":\"tapCounter\""))
  }
}
