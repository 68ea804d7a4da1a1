import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import ScreenLayer
import Testing
import TextSurface

@Suite("Application")
struct ApplicationTests {
  private func makeApp(_ flags: FlagConfiguration = FlagConfiguration()) -> (Application, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = Application(
      environment: AppEnvironment(scheduler: scheduler), flags: flags, size: Size(width: 60, height: 12),
      output: RecordingOutput(), fronts: .bridged)
    scheduler.afterTurn = { app.commit() }
    return (app, scheduler)
  }

  @Test func theFlagDecidesTheFrontAndSaysWhy() {
    let (app, _) = makeApp(FlagConfiguration(commandLine: ["tapCounter": .declarative]))
    app.start(.tapCounter)
    #expect(app.currentScreen?.decision.front == .declarative)
    #expect(app.currentScreen?.decision.reason == .static)
    #expect(app.currentScreen?.decision.source == .commandLine)
    let (legacyApp, _) = makeApp()
    legacyApp.start(.tapCounter)
    #expect(legacyApp.currentScreen?.decision.front == .legacy)
    #expect(legacyApp.currentScreen?.decision.reason == .default)
  }

  @Test func flippingRebuildsTheScreenInPlaceAndKeepsTheCount() throws {
    let (app, scheduler) = makeApp()
    app.start(.tapCounter)
    app.commit()
    try app.tap(label: "Tap Me")
    try app.tap(label: "Tap Me")
    scheduler.advance(by: .seconds(1))
    let before = app.frame
    #expect(before.contains("You pressed the button 2 time(s)"))
    try app.flip(.tapCounter)
    app.commit()
    #expect(app.currentScreen?.decision.front == .declarative)
    #expect(app.currentScreen?.decision.source == .runtime)
    #expect(app.frame == before)
    try app.tap(label: "Tap Me")
    scheduler.advance(by: .seconds(1))
    #expect(app.frame.contains("You pressed the button 3 time(s)"))
  }

  @Test func aConfigurationChangeWaitsForTheNextNavigation() {
    let (app, _) = makeApp()
    app.start(.tapCounter)
    app.flags.setRuntime(module: "tapCounter", front: .declarative)
    // Latched: the screen on display keeps its front.
    #expect(app.currentScreen?.decision.front == .legacy)
    app.show(.tapCounter)
    #expect(app.currentScreen?.decision.front == .declarative)
  }

  @Test func interactionErrorsNameWhatIsAvailable() {
    let (app, _) = makeApp()
    app.start(.tapCounter)
    app.commit()
    #expect(throws: ApplicationError.interaction(.noElement("Tap Him", available: ["Tap Me"]))) {
      try app.tap(label: "Tap Him")
    }
    #expect(throws: ApplicationError.moduleNotOnScreen(.offers, current: .tapCounter)) {
      try app.flip(.offers)
    }
  }

  @Test func routesAreLoggedAsEffects() {
    let (app, _) = makeApp()
    app.start(.tapCounter)
    app.show(.tapCounter)
    app.commit()
    #expect(app.back())
    #expect(
      app.environment.effects.records.map(\.description) == [
        "0.000s route start tapCounter", "0.000s route push tapCounter", "0.000s route pop tapCounter",
      ])
  }
}
