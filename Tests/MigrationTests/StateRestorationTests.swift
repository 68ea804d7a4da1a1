import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import SampleMigration
import Testing
import TextSurface

@testable import Migration

/// A saved state: its file form, what a relaunch restores (in whatever front
/// the flags choose then), and the clear errors for a file that cannot be read.
@Suite("State restoration")
struct StateRestorationTests {
  private let size = Size(width: 80, height: 24)

  private func session(_ front: Front) -> ScenarioSession {
    ScenarioSession(size: size, flags: FlagConfiguration(commandLineAll: front), fronts: .bridged)
  }

  private func perform(_ actions: [StepAction], on session: ScenarioSession) {
    for (index, action) in actions.enumerated() {
      let step = Step(action: action, line: index + 1, column: 1, source: ScenarioWriter.line(for: action))
      let (_, failure) = session.perform(step, file: "test.scenario")
      #expect(failure == nil, "\(failure.map(\.description) ?? "")")
    }
  }

  @Test func stateSavedUnderLegacyComesBackUnderDeclarativeWithTextFocusAndCursor() throws {
    let legacy = session(.legacy)
    perform([.start("login"), .type(label: "Email", text: "dasher@exa"), .key(.left), .key(.left)], on: legacy)
    let text = try #require(legacy.app as? RestorableSession).savedState().fileText
    let state = try SavedState(parsing: text, file: "state.json")
    #expect(state.stack == "login")
    #expect(state.focus?.label == "Email")
    #expect(state.focus?.cursor == 8)

    let declarative = session(.declarative)
    try declarative.restore(state)
    declarative.app.commit()
    #expect(declarative.app.currentFront == .declarative)
    #expect(declarative.app.frame.contains("dasher@exa"))
    #expect(declarative.app.focusedItem?.node.label == "Email")
    // The cursor came back: a backspace removes the character before it.
    perform([.key(.backspace), .expectValue(label: "Email", value: "dasher@xa")], on: declarative)
  }

  @Test(arguments: [(Front.legacy, Front.declarative), (.declarative, .legacy)])
  func theCounterComesBackWithTheCountItShowed(_ saved: Front, _ restored: Front) throws {
    let before = session(saved)
    perform(
      [
        .start("tapCounter"), .tap("Tap Me"), .tap("Tap Me"), .wait(.seconds(1)),
        .expectText("You pressed the button 2 time(s)"),
      ],
      on: before)
    let state = try SavedState(
      parsing: try #require(before.app as? RestorableSession).savedState().fileText, file: "state.json")
    let after = session(restored)
    try after.restore(state)
    perform([.expectRoute("tapCounter"), .expectText("You pressed the button 2 time(s)")], on: after)
    #expect(after.app.currentFront == restored)
  }

  @Test func aListComesBackAtItsPlaceOnceItsRowsArriveInTheOtherFront() throws {
    let legacy = ScenarioSession(
      size: Size(width: 60, height: 14), flags: FlagConfiguration(commandLineAll: .legacy), fronts: .bridged)
    perform([.start("home"), .tap("Ratings"), .wait(.seconds(1)), .key(.pageDown), .key(.pageDown)], on: legacy)
    let place = legacy.application.cores.ratings.firstVisibleRow
    #expect(place > 0)
    let firstRow = legacy.app.frame.lines[3]
    let state = try SavedState(
      parsing: try #require(legacy.app as? RestorableSession).savedState().fileText, file: "state.json")
    let declarative = ScenarioSession(
      size: Size(width: 60, height: 14), flags: FlagConfiguration(commandLineAll: .declarative), fronts: .bridged)
    try declarative.restore(state)
    // The reviews load again; the list opens where it was when they arrive.
    perform([.wait(.seconds(1))], on: declarative)
    #expect(declarative.application.cores.ratings.firstVisibleRow == place)
    #expect(declarative.app.frame.lines[3] == firstRow)
  }

  @Test func theFileFormIsStableAndReadsBack() throws {
    let legacy = session(.legacy)
    perform(
      [
        .start("login"), .type(label: "Email", text: "dasher@example.com"), .type(label: "Password", text: "password"),
        .tap("Sign in"), .wait(.seconds(2)), .open("strangler://home/accounts/accountDetail:a2"), .wait(.seconds(1)),
      ], on: legacy)
    let state = try #require(legacy.app as? RestorableSession).savedState()
    let text = state.fileText
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"stack\": \"home/accounts/accountDetail:a2\",\n"))
    // The password is never written down; the signed-in user is.
    #expect(!text.contains("\"password\""))
    #expect(state.values.keys == ["accounts", "login", "offers", "user"])
    let read = try SavedState(parsing: text, file: "state.json")
    #expect(read.fileText == text)
  }

  @Test func aRelaunchGoesOnInVirtualTimeAndKeepsTheEffectsBeforeIt() throws {
    let scenario = session(.legacy)
    perform([.start("tapCounter"), .wait(.seconds(3))], on: scenario)
    let before = scenario.scheduler.now
    let effects = scenario.effects.count
    perform([.relaunch, .expectStack("tapCounter")], on: scenario)
    #expect(scenario.scheduler.now >= before)
    #expect(scenario.effects.count > effects)
    #expect(scenario.effects.last { $0.description.contains("restore") } != nil)
  }

  @Test(arguments: [Front.legacy, .declarative])
  func aRelaunchWritesOnlyWhatDiffersFromTheScreenTheEndedAppLeft(_ front: Front) throws {
    let output = RecordingOutput()
    let scenario = ScenarioSession(
      size: size, flags: FlagConfiguration(commandLineAll: front), fronts: .bridged, output: output)
    perform([.start("login"), .type(label: "Email", text: "dasher@exa")], on: scenario)
    let writes = output.writes.count
    // The restored screen is the one on the terminal: the relaunch writes nothing.
    perform([.relaunch, .expectValue(label: "Email", value: "dasher@exa")], on: scenario)
    #expect(output.writes.count == writes)
    // A key after it writes its change to that screen, which stays exact.
    perform([.key(.backspace)], on: scenario)
    #expect(output.writes.count == writes + 1)
    var terminal = VirtualTerminal(size: size)
    terminal.feed(output.bytes)
    #expect(terminal.frame == scenario.app.frame)
  }

  @Test func relaunchIsAStepThatParsesAndWritesBack() throws {
    let scenario = try ScenarioParser.parse(
      "scenario \"r\"\nstart login\nrelaunch\n", file: "r.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.steps.map(\.action) == [.start("login"), .relaunch])
    #expect(ScenarioWriter.line(for: .relaunch) == "relaunch")
    #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parse("scenario \"r\"\nrelaunch now\n", file: "r.scenario", vocabulary: SampleApp.vocabulary)
    }
  }

  @Test func lockstepFrontsAgreeAcrossARelaunch() {
    let parity = RandomizedParity(seed: 1, fronts: .bridged)
    let actions: [StepAction] = [
      .start("login"), .type(label: "Email", text: "dasher@example.com"), .type(label: "Password", text: "password"),
      .tap("Sign in"), .wait(.seconds(2)), .open("strangler://home/offers/offerDetails:o3"), .relaunch,
      .wait(.seconds(1)), .back, .key(.down), .relaunch, .flip("offers", nil), .relaunch,
    ]
    #expect(parity.divergence(of: actions) == nil)
  }

  @Test func randomSequencesRelaunchAndOpenLinks() throws {
    var random = SeededGenerator(seed: 11)
    let scenario = session(.legacy)
    try scenario.app.start("tapCounter")
    let actions = (0..<600).map { _ in
      RandomizedParity.nextAction(for: scenario.app, links: SampleApp(fronts: .bridged).links, random: &random)
    }
    #expect(actions.contains(.relaunch))
    #expect(actions.contains { if case .open = $0 { true } else { false } })
  }

  @Test(arguments: [
    ("", "1:1", "the file is truncated or is not JSON"),
    ("{\"version\": 1, \"stack\": \"home", "1:30", "the file is truncated or is not JSON"),
    ("[1]", "1:1", "expected a state object, found an array"),
    ("{\"version\": 2, \"stack\": \"home\"}", "1:13", "the file is version 2, written by a newer strangler"),
    ("{\"version\": 1}", "1:1", "the state has no \"stack\""),
    ("{\"stack\": \"home\"}", "1:1", "the state has no \"version\""),
    ("{\"version\": 1, \"stack\": \"home\", \"extra\": 1}", "1:33", "unknown key \"extra\""),
    (
      "{\"version\": 1, \"stack\": \"home\", \"focus\": {\"role\": \"robot\", \"label\": \"x\"}}", "1:51",
      "unknown role"
    ),
  ])
  func aFileThatCannotBeReadSaysWhereAndWhy(_ text: String, _ position: String, _ message: String) {
    do {
      _ = try SavedState(parsing: text, file: "state.json")
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.description.hasPrefix("state.json:\(position): error: "), "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test func aModuleStateThatDoesNotFitIsAnErrorAtItsPlace() throws {
    let text = "{\"version\": 1, \"stack\": \"home\", \"state\": {\"user\": {\"id\": 3}}}"
    let state = try SavedState(parsing: text, file: "state.json")
    #expect(throws: StateFileError.self) { try session(.legacy).restore(state) }
    do {
      try session(.legacy).restore(state)
    } catch {
      #expect(error.description.hasPrefix("state.json:1:51: error: the state of user does not fit"), "\(error)")
    }
  }

  @Test func aStackThisBuildCannotShowIsAnError() throws {
    let state = try SavedState(parsing: "{\"version\": 1, \"stack\": \"home/nowhere\"}", file: "state.json")
    do {
      try session(.legacy).restore(state)
      Issue.record("restored")
    } catch {
      #expect(error.description.contains("the stack \"home/nowhere\" cannot be restored"), "\(error)")
    }
  }
}

/// The accounts feature's own stack of destinations, in its store, follows
/// the app's: a selection pushes, going back pops, a link sets it, and a
/// relaunch brings it back with the rest of the store's state.
@Suite("Accounts navigation in the store")
struct AccountsPathTests {
  private func perform(_ actions: [StepAction], on session: ScenarioSession) {
    for (index, action) in actions.enumerated() {
      let step = Step(action: action, line: index + 1, column: 1, source: ScenarioWriter.line(for: action))
      let (_, failure) = session.perform(step, file: "test.scenario")
      #expect(failure == nil, "\(failure.map(\.description) ?? "")")
    }
  }

  @Test(arguments: Front.allCases)
  func thePathFollowsSelectionBackLinksAndRelaunch(_ front: Front) {
    let session = ScenarioSession(
      size: Size(width: 80, height: 24), flags: FlagConfiguration(commandLineAll: front), fronts: .bridged)
    perform(
      [
        .start("login"), .type(label: "Email", text: "dasher@example.com"), .type(label: "Password", text: "password"),
        .tap("Sign in"), .wait(.seconds(2)), .open("strangler://home/accounts"), .wait(.seconds(1)),
        .select("Savings ••9876"),
      ], on: session)
    #expect(session.application.cores.accounts.state.path == [.detail(accountID: "a2")])
    #expect(session.application.routes == [.home, .accounts, .accountDetail(accountID: "a2")])
    perform([.back], on: session)
    #expect(session.application.cores.accounts.state.path == [])
    perform([.open("strangler://home/accounts/accountDetail:a3")], on: session)
    #expect(session.application.cores.accounts.state.path == [.detail(accountID: "a3")])
    perform([.relaunch, .expectStack("home/accounts/accountDetail:a3")], on: session)
    #expect(session.application.cores.accounts.state.path == [.detail(accountID: "a3")])
    perform([.back, .expectStack("home/accounts")], on: session)
    #expect(session.application.cores.accounts.state.path == [])
  }
}
