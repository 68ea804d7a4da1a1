import Bridge
import CoreRuntime
import DeclarativeShells
import DeclarativeUI
import FeatureFlags
import LegacyShells
import LegacyUI
import Migration
import Testing
import TextSurface

/// The engine's session with an app of its own: two modules that are their
/// own routes, a counter kept in the cores, and a third module with no screen
/// in this build.
@Suite("Migration session")
struct MigrationSessionTests {
  final class Cores {
    var count = 0
  }

  struct Tiny: SessionApp {
    var name: String { "Tiny" }
    func makeCores(_ services: SessionServices) -> Cores { Cores() }
    var fronts: FrontRegistry<ModuleName, Cores> {
      FrontRegistry(
        modules: ["one", "two", "absent"],
        screens: [
          ScreenBuilders(
            front: .declarative,
            modules: [
              "one": { _, c in .declarative("One", Text("Count \(c.cores.count)")) },
              "two": { _, _ in .declarative("Two", DeclarativeUI.Button("Next") {}) },
            ]),
          ScreenBuilders(
            front: .legacy,
            modules: [
              "one": { _, c in .legacy(LegacyUI.ViewController(title: "One")) },
              "two": { _, _ in .legacy(LegacyUI.ViewController(title: "Two")) },
            ]),
        ],
        // The legacy shell hosts declarative screens through the Bridge; the declarative one shows only its own.
        shells: [
          .legacy { screen in
            let controller = HostingController(rootView: screen.content as? AnyView ?? AnyView(EmptyView()))
            return (controller, { controller.host.statistics.bodiesEvaluated })
          },
          .declarative(),
        ])
    }
  }

  private func session(_ flags: FlagConfiguration = FlagConfiguration()) -> DrivenSession<ModuleName, Cores> {
    let session = Tiny().makeSession(size: Size(width: 40, height: 6), flags: flags, output: DiscardingOutput())
    return session as! DrivenSession<ModuleName, Cores>
  }

  @Test func eachNavigationDecidesAndRecordsOneExposure() throws {
    let app = session(FlagConfiguration(commandLine: ["one": .declarative]))
    try app.start("one")
    app.session.push("two")
    app.commit()
    #expect(app.exposures.map(\.module) == ["one", "two"])
    #expect(app.session.currentScreen?.decision.front == .legacy)
    #expect(app.effects.map(\.name) == ["start", "push"])
    #expect(app.session.routes == ["one", "two"])
  }

  @Test func aModuleIsLatchedUntilItsNextNavigationOrAFlip() throws {
    let app = session()
    try app.start("one")
    app.commit()
    app.session.flags.setRuntime(module: "one", front: .declarative)
    app.commit()
    #expect(app.currentFront == .legacy)  // latched: the change waits for the next navigation
    try app.flip("one", to: .declarative)
    app.commit()
    #expect(app.currentFront == .declarative)
    #expect(app.scene.frame.contains("Count 0"))
  }

  @Test func aModuleWithNoScreenInThisBuildShowsAPlaceholderUnderEitherShell() throws {
    for shell in Front.allCases {
      let app = session(FlagConfiguration(commandLine: ["shell": shell]))
      try app.start("absent")
      app.commit()
      #expect(app.scene.frame.contains("absent is not available in this build"), "\(shell) shell")
    }
  }

  @Test func aScreenTheShellCannotShowFallsBackWithReasonError() throws {
    let app = session(FlagConfiguration(commandLine: ["shell": .declarative, "one": .legacy]))
    try app.start("one")
    app.commit()
    let decision = try #require(app.session.currentScreen?.decision)
    #expect(decision.front == .declarative)
    #expect(decision.reason == .error)
    #expect(
      decision.detail.hasPrefix("the declarative shell of this build cannot show a legacy screen; using declarative"))
  }

  @Test func startingOnAModuleTheAppDoesNotHaveSaysWhy() {
    #expect(throws: SessionError.cannotStart("nowhere")) { try session().start("nowhere") }
    #expect(SessionError.cannotStart("nowhere").description.hasPrefix("the app cannot start on nowhere"))
  }

  @Test func flippingAModuleThatIsNotOnScreenIsAnError() throws {
    let app = session()
    try app.start("one")
    #expect(throws: SessionError.moduleNotOnScreen("two", current: "one")) { try app.session.flip("two") }
  }
}

extension MigrationSessionTests {
  /// The interactive app's session comes from the same description: a
  /// ``SessionApp`` runs live with no code of its own.
  @Test func theSameAppRunsLiveOnTheWallClock() throws {
    let live = try #require(
      Tiny().makeLiveSession(
        size: Size(width: 40, height: 6), flags: FlagConfiguration(commandLine: ["one": .declarative]),
        output: DiscardingOutput(), scheduler: LiveScheduler()))
    try live.start("one")
    live.commit()
    #expect(live.currentRoute?.module == "one")
    #expect(live.currentDecision?.front == .declarative)
    #expect(live.currentDecision?.source == .commandLine)
    #expect(live.shellFront == .legacy)
    #expect(live.scene.frame.contains("Count 0"))
    try live.flip("one", to: nil)
    live.commit()
    #expect(live.currentFront == .legacy)
    #expect(throws: SessionError.self) { try live.start("nowhere") }
  }
}
