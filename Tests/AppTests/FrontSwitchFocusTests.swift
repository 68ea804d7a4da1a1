import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import Testing
import TextSurface

/// Switching a module's front keeps where the user was: the focused element
/// (a row, a button, a field) and a field's cursor, in both directions, under
/// both shells, for every module (nothing typed, selected,
/// scrolled or counted is lost).
@Suite("A front switch keeps focus and the cursor")
struct FrontSwitchFocusTests {
  /// One module brought to a state where focus is not on its first element.
  struct Case: CustomTestStringConvertible, Sendable {
    let module: ModuleID
    let route: Route
    let keys: [Key]
    /// The focused element's role after the keys: what kind of element is carried over.
    let role: AccessibilityNode.Role
    var testDescription: String { "\(module)" }
  }

  static let cases: [Case] = [
    Case(module: .login, route: .login, keys: [.tab, .paste("secret"), .left, .left], role: .secureTextField),
    Case(module: .home, route: .home, keys: [.tab, .tab, .tab], role: .button),
    Case(module: .offers, route: .offers, keys: [.down, .down], role: .row),
    Case(module: .offerDetails, route: .offerDetails(offerID: "o1"), keys: [.tab], role: .button),
    Case(module: .tapCounter, route: .tapCounter, keys: [], role: .button),
    Case(module: .accounts, route: .accounts, keys: [.down, .down], role: .row),
    Case(module: .ratings, route: .ratings, keys: [.end], role: .row),
    Case(module: .settings, route: .settings, keys: [.down, .down, .down], role: .row),
  ]

  private func makeApp(modules: Front, shell: Front) -> (Application, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = Application(
      environment: AppEnvironment(scheduler: scheduler),
      flags: FlagConfiguration(commandLineAll: modules, commandLine: [AppFronts.shellID: shell]),
      size: Size(width: 60, height: 16), output: RecordingOutput(), fronts: .bridged)
    scheduler.afterTurn = { app.commit() }
    app.cores.signIn(ModuleCores.demoUser)
    scheduler.advance(by: .seconds(2))
    return (app, scheduler)
  }

  @Test(
    arguments: cases,
    [(Front.legacy, Front.legacy), (.declarative, .legacy), (.legacy, .declarative), (.declarative, .declarative)])
  func focusAndCursorSurviveTheSwitch(_ testCase: Case, fronts: (modules: Front, shell: Front)) throws {
    let (app, scheduler) = makeApp(modules: fronts.modules, shell: fronts.shell)
    app.start(testCase.route)
    scheduler.advance(by: .seconds(1))
    for key in testCase.keys { app.handleKey(key) }
    app.commit()
    let before = try #require(app.focusedItem, "\(testCase.module): something has focus")
    #expect(before.node.role == testCase.role)
    let cursor = before.owner.textCursor(item: before.id)
    for _ in 0..<2 {
      try app.flip(testCase.module)
      app.commit()
      let after = try #require(app.focusedItem)
      #expect(
        after.node.label == before.node.label,
        "\(testCase.module) after switching to \(app.currentScreen!.decision.front)")
      #expect(after.node.role == before.node.role)
      #expect(after.node.frame == before.node.frame)
      #expect(after.owner.textCursor(item: after.id) == cursor)
    }
  }

  /// The example of the issue: type in Password, switch, keep typing — the characters go to Password, at the cursor.
  @Test(arguments: [Front.legacy, .declarative])
  func typingGoesOnInTheFieldAfterASwitch(shell: Front) throws {
    let (app, _) = makeApp(modules: .legacy, shell: shell)
    app.start(.login)
    app.commit()
    try app.focus(app.element(labelled: "Email"))
    app.handleKey(.paste("dasher@example.com"))
    app.handleKey(.tab)
    app.handleKey(.paste("pasword"))
    for _ in 0..<4 { app.handleKey(.left) }
    try app.flip(.login)
    app.commit()
    app.handleKey(.character("s"))
    app.commit()
    #expect(app.cores.login.password == "password")
    #expect(app.cores.login.email == "dasher@example.com")
    try app.flip(.login)
    app.commit()
    app.handleKey(.end)
    app.handleKey(.character("!"))
    #expect(app.cores.login.password == "password!")
  }
}

/// The settings screen lists every component under its module and switches one
/// like a module: at the next navigation to its screen, or at once when on screen.
@Suite("Components on the settings screen")
struct SettingsComponentTests {
  @Test func aComponentIsListedUnderItsModuleAndSwitchedFromSettings() throws {
    let scheduler = VirtualScheduler()
    let app = Application(
      environment: AppEnvironment(scheduler: scheduler), flags: FlagConfiguration(),
      size: Size(width: 70, height: 20), output: RecordingOutput(), fronts: .bridged)
    scheduler.afterTurn = { app.commit() }
    app.start(.settings)
    app.commit()
    let rows = app.cores.settings.rows.map(\.id)
    #expect(Array(rows.prefix(6)) == ["login", "home", "offers", "offers.row", "offerDetails", "tapCounter"])
    #expect(rows.contains("tapCounter.taps") && rows.contains("ratings.summary"))
    try app.tap(label: "tapCounter.taps")
    app.commit()
    #expect(app.environment.effects.records.contains { $0.description.hasSuffix("settings.switched tapCounter.taps") })
    #expect(app.frame.contains("declarative · STATIC (runtime)"))
    // The module stays legacy; its taps line is now the declarative component, and it is exposed as such.
    app.show(.tapCounter)
    app.commit()
    #expect(app.currentScreen?.decision.front == .legacy)
    let exposure = try #require(app.flags.exposures.records.last { $0.module == "tapCounter.taps" })
    #expect(exposure.front == .declarative && exposure.source == .runtime)
    #expect(app.frame.contains("You pressed the button 0 time(s)"))
  }
}
