import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import Testing
import TextSurface

@testable import App

@Suite("Flag routing in the app: latching, fallback, exposures")
struct FlagRoutingTests {
  private func makeApp(
    _ flags: FlagConfiguration = FlagConfiguration(), fronts: AppFronts = .bridged
  ) -> (Application, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let environment = AppEnvironment(scheduler: scheduler)
    let app = Application(
      environment: environment, flags: flags, size: Size(width: 60, height: 12), output: RecordingOutput(),
      fronts: fronts)
    scheduler.afterTurn = { app.commit() }
    return (app, scheduler)
  }

  private func file(_ rules: [String: FlagRule]) -> FlagsFile {
    FlagsFile(path: "strangler.flags.json", rules: rules)
  }

  @Test func aConfigurationChangeIsLatchedUntilTheNextNavigation() {
    let (app, _) = makeApp()
    app.start(.tapCounter)
    app.commit()
    app.flags.configuration.environment = ["tapCounter": .declarative]
    app.commit()
    #expect(app.currentScreen?.decision.front == .legacy)
    #expect(app.currentScreen?.decision.source == .default)
    app.show(.tapCounter)
    #expect(app.currentScreen?.decision.front == .declarative)
    #expect(app.currentScreen?.decision.source == .environment)
    // Going back shows the latched screen as it was built.
    app.back()
    #expect(app.currentScreen?.decision.front == .legacy)
  }

  @Test func oneExposurePerNavigationNotPerRedraw() throws {
    let (app, scheduler) = makeApp(FlagConfiguration(environment: ["home": .declarative]))
    app.start(.tapCounter)
    app.commit()
    try app.tap(label: "Tap Me")
    scheduler.advance(by: .seconds(1))
    app.commit()
    // Modules only here; each screen's components are exposed with it (see ComponentParityTests).
    #expect(app.flags.exposures.records.filter { !$0.module.contains(".") }.count == 1)
    try app.flip(.tapCounter)
    app.commit()
    app.show(.home)
    app.commit()
    app.back()
    app.commit()
    #expect(
      app.flags.exposures.records.filter { !$0.module.contains(".") } == [
        Exposure(module: "tapCounter", front: .legacy, reason: .default, source: .default, user: nil, time: .zero),
        Exposure(
          module: "tapCounter", front: .declarative, reason: .static, source: .runtime, user: nil, time: .seconds(1)),
        Exposure(
          module: "home", front: .declarative, reason: .static, source: .environment, user: nil, time: .seconds(1)),
      ])
  }

  @Test func aRolloutBucketsTheSignedInUser() {
    let rollout = RolloutRule(percent: 100, front: .declarative, group: "dash")
    let (app, _) = makeApp(
      FlagConfiguration(
        file: file([
          "login": FlagRule(rollout: rollout, position: SourcePosition(line: 2, column: 3)),
          "home": FlagRule(rollout: rollout, position: SourcePosition(line: 3, column: 3)),
        ])))
    app.start(.login)
    // Nobody is signed in yet: no targeting key, so the default.
    #expect(app.currentScreen?.decision.front == .legacy)
    #expect(app.currentScreen?.decision.reason == .default)
    let user = User(id: "122", name: "Ann", email: "ann@example.com")
    app.signedIn(user)
    #expect(app.currentScreen?.decision.front == .declarative)
    #expect(app.currentScreen?.decision.reason == .split)
    #expect(app.currentScreen?.decision.bucket == Rollout.bucket(group: "dash", user: "122"))
    #expect(app.flags.exposures.records.map(\.user) == [nil, "122"])
  }

  @Test func theKillSwitchBeatsTheCommandLineAndFlips() throws {
    let (app, _) = makeApp(
      FlagConfiguration(
        file: file(["tapCounter": FlagRule(killed: true, position: SourcePosition(line: 2, column: 3))]),
        commandLineAll: .declarative))
    app.start(.tapCounter)
    #expect(app.currentScreen?.decision.front == .legacy)
    #expect(app.currentScreen?.decision.reason == .disabled)
    // Not even an explicit switch gets past it: nothing is rebuilt, nothing exposed again.
    try app.flip(.tapCounter)
    #expect(app.currentScreen?.decision.front == .legacy)
    #expect(app.flags.exposures.records.map(\.module) == ["tapCounter", "tapCounter.taps"])
  }

  @Test func aDeclarativeScreenThatCannotBeBuiltFallsBackToLegacy() throws {
    // Claims a declarative screen, but building it fails.
    let broken = AppFronts.bridged.replacing(.tapCounter, in: .declarative) { _, _ in nil }
    let (app, _) = makeApp(FlagConfiguration(commandLineAll: .declarative), fronts: broken)
    app.start(.tapCounter)
    app.commit()
    let decision = try #require(app.currentScreen?.decision)
    #expect(decision.front == .legacy)
    #expect(decision.reason == .error)
    #expect(
      decision.detail
        == "the declarative screen of tapCounter could not be built; using legacy (asked: --front declarative)")
    #expect(app.frame.contains("Tap Me"))
    #expect(app.flags.exposures.records.map(\.reason) == [.error, .default])  // the screen, then its component
  }

  @Test func aModuleWithoutScreensResolvesToLegacyAndSaysWhy() {
    // A build without the module's screens, as when a colleague has not added it yet.
    let (app, _) = makeApp(fronts: Self.withoutOffers)
    app.start(.offers)
    app.commit()
    #expect(app.currentScreen?.decision.front == .legacy)
    #expect(app.currentScreen?.decision.reason == .default)
    #expect(app.currentScreen?.decision.detail == "legacy: no screen in this build yet")
    #expect(app.frame.contains("offers is not available in this build"))
    let (forced, _) = makeApp(FlagConfiguration(commandLine: ["offers": .declarative]), fronts: Self.withoutOffers)
    forced.start(.offers)
    #expect(forced.currentScreen?.decision.front == .legacy)
    #expect(forced.currentScreen?.decision.reason == .error)
  }

  /// Every front, but no screen for the offers module in either.
  static var withoutOffers: AppFronts {
    let bridged = AppFronts.bridged
    let screens = bridged.screens.values.map { front in
      FrontScreens(front: front.front, modules: front.modules.filter { $0.key != .offers }, missing: front.missing)
    }
    return AppFronts(screens: screens, shells: Array(bridged.shells.values))
  }
}
