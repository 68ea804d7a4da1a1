import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// The session recorder, driven without a terminal: keys in, scenario steps out.
@Suite("Session recorder")
struct SessionRecorderTests {
  /// A session on `start` with a recorder, in virtual time.
  final class Recording {
    let session: ScenarioSession
    let recorder: SessionRecorder

    init(start: Route, flags: FlagConfiguration = FlagConfiguration()) {
      session = ScenarioSession(size: Size(width: 80, height: 24), flags: flags, fronts: .bridged)
      session.application.start(start)
      session.app.commit()
      recorder = SessionRecorder(
        scene: session.app.scene, start: ModuleName(start.module), size: session.app.scene.size, at: .zero)
    }

    var now: Duration { session.scheduler.now }

    func press(_ keys: Key...) {
      for key in keys {
        recorder.deliver(key, at: now) { session.app.handleKey($0) }
        session.app.commit()
        recorder.didCommit()
      }
    }

    func wait(_ duration: Duration) {
      let before = now
      session.scheduler.advance(by: duration)
      if session.scheduler.now > before { recorder.timersRan(at: now) }
    }
  }

  @Test func keysBecomeLabelledSteps() throws {
    let recording = Recording(start: .login)
    recording.press(.paste("dasher@example.com"), .tab, .paste("passwort"), .backspace, .character("d"), .tab)
    recording.press(.enter)
    recording.wait(.milliseconds(350))
    recording.session.scheduler.advance(by: .seconds(1))  // idle, and still time that passed
    recording.press(.enter)
    let actions = recording.recorder.actions
    #expect(
      actions.prefix(7) == [
        .start(.login), .type(label: "Email", text: "dasher@example.com"), .key(.tab),
        .type(label: "Password", text: "password"), .key(.tab), .tap("Sign in"), .wait(.milliseconds(1350)),
      ], "\(actions)")
    #expect(actions.last == .tap("Offers"))
  }

  @Test func aRecordingReplaysToTheSameFrame() throws {
    let recording = Recording(start: .tapCounter)
    recording.press(.enter)
    recording.wait(.seconds(2))
    recording.press(.space, .tab)
    recording.wait(.seconds(1))
    recording.recorder.snapshot(at: recording.now)
    recording.recorder.finish(at: recording.now)
    let text = recording.recorder.text(name: "Taps")
    let scenario = try ScenarioParser.parse(text, file: "taps.scenario", vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.failure == nil)
    #expect(run.finalFrame == recording.session.app.frame, "\(text)")
    #expect(text.contains("snapshot \"snapshot 1\""))
  }

  @Test func hostileTextIsEscapedAndParsesBack() throws {
    let recording = Recording(start: .login)
    let hostile = "\"quoted\" \\ back\u{202E}slash \u{1B}[2J\n\t\u{0}end"
    recording.press(.paste(hostile))
    let text = recording.recorder.text(name: "Hostile")
    #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}") && !text.contains("\u{0}"))
    let scenario = try ScenarioParser.parse(text, file: "hostile.scenario", vocabulary: SampleApp.vocabulary)
    let typed = scenario.steps.compactMap { step -> String? in
      if case .type(_, let text) = step.action { return text }
      return nil
    }
    let field = recording.session.app.scene.interactiveItems.first { $0.node.label == "Email" }
    #expect(typed == [field?.node.value ?? "?"])
  }

  @Test func idleTimeIsKeptAndKeysThatDoNothingAreNotWritten() {
    let recording = Recording(start: .tapCounter)
    // Nothing is scheduled, but the core may compare any instant with a deadline: the time is kept.
    recording.session.scheduler.advance(by: .seconds(30))
    recording.press(.character("x"))  // no field: nothing happens
    recording.session.scheduler.advance(by: .milliseconds(1))
    recording.press(.enter)
    #expect(
      recording.recorder.actions == [.start(.tapCounter), .wait(.milliseconds(30_001)), .tap("Tap Me")],
      "\(recording.recorder.actions)")
  }

  /// The replay of `recording` under the same flags.
  private func replay(_ recording: Recording) throws -> ScenarioRun {
    recording.recorder.finish(at: recording.now)
    let text = recording.recorder.text(name: "Replay")
    let scenario = try ScenarioParser.parse(text, file: "replay.scenario", vocabulary: SampleApp.vocabulary)
    return ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
  }

  @Test func anOfferThatExpiredWhileTheUserLookedIsExpiredInTheReplay() throws {
    let recording = Recording(start: .login)
    recording.press(.paste("dasher@example.com"), .tab, .paste("password"), .tab, .enter)
    recording.wait(.seconds(1))
    recording.press(.enter)  // Offers
    recording.wait(.seconds(1))
    recording.press(.enter)  // the first offer's details
    recording.wait(.milliseconds(100))
    // Long after the countdown said "Expired", with nothing else happening, the user taps Accept.
    while !recording.session.app.frame.contains("Expired") { recording.wait(.milliseconds(100)) }
    recording.session.scheduler.advance(by: .seconds(5))  // no timer runs any more
    let accept = try recording.session.app.element(labelled: "Accept")
    recording.session.app.focus(accept)
    recording.press(.enter)
    recording.wait(.seconds(1))
    let live = recording.session.app.frame
    let run = try replay(recording)
    #expect(run.failure == nil)
    #expect(run.finalFrame == live, "live:\n\(live)\nreplay:\n\(run.finalFrame)")
    #expect(run.effects.map(\.name) == recording.session.app.effects.map(\.name))
  }

  @Test func theCursorOfAFieldIsWhereTheSessionLeftIt() throws {
    let recording = Recording(start: .login)
    recording.press(.paste(String(repeating: "a", count: 46)), .home, .character("X"), .right, .character("Y"))
    let live = recording.session.app.frame
    let typed = "XaY" + String(repeating: "a", count: 45)
    #expect(
      Array(recording.recorder.actions.suffix(5)) == [
        .type(label: "Email", text: typed), .key(.home), .key(.right), .key(.right), .key(.right),
      ],
      "\(recording.recorder.actions)")
    let run = try replay(recording)
    #expect(run.finalFrame == live, "live:\n\(live)\nreplay:\n\(run.finalFrame)")
    recording.press(.character("Z"))
    #expect(recording.session.app.scene.focusedItem?.node.value == "XaYZ" + String(repeating: "a", count: 45))
  }
}

extension SessionRecorderTests {
  /// Random sessions — keys, typing, pauses, front switches — recorded and
  /// replayed: the replay ends on the same frame with the same effects, each
  /// at the same instant. (The same sessions live on a terminal:
  /// `ShadowAndRecordTests`.)
  @Test(arguments: 0..<16 as Range<UInt64>)
  func aRandomSessionReplaysExactly(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let recording = Recording(start: .login)
    let keys: [Key] = [
      .tab, .backTab, .up, .down, .left, .right, .home, .end, .enter, .space, .escape, .backspace, .delete,
      .pageDown, .pageUp, .character("a"), .character("é"), .paste("dasher@example.com"), .paste("password"),
    ]
    for _ in 0..<80 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6: recording.press(keys.randomElement(using: &random)!)
      case 6..<9:
        let before = recording.session.scheduler.turns
        recording.session.scheduler.advance(by: .milliseconds(Int64.random(in: 1...2_500, using: &random)))
        if recording.session.scheduler.turns > before { recording.recorder.timersRan(at: recording.now) }
      default:
        guard let module = recording.session.application.currentRoute?.module else { continue }
        let before = recording.session.application.currentScreen?.decision.front
        try? recording.session.application.flip(module)
        recording.session.app.commit()
        let after = recording.session.application.currentScreen?.decision.front
        if let after, after != before { recording.recorder.flipped(ModuleName(module), to: after, at: recording.now) }
      }
    }
    let live = recording.session.app.frame
    let effects = recording.session.app.effects
    let run = try replay(recording)
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    #expect(run.finalFrame == live, "live:\n\(live)\nreplay:\n\(run.finalFrame.map { "\($0)" } ?? "none")")
    #expect(run.effects == effects)
  }
}

extension SessionRecorderTests {
  /// A link opened live (`--open`) is written as an `open` step, and the recording replays to the same stack.
  @Test func anOpenedLinkIsRecordedAndReplays() throws {
    let recording = Recording(start: .tapCounter)
    let link = "strangler://settings/tapCounter"
    recording.recorder.opened(link, at: recording.now)
    #expect(recording.session.application.open(link) == nil)
    recording.session.app.commit()
    recording.press(.enter)
    recording.wait(.seconds(1))
    recording.recorder.finish(at: recording.now)
    #expect(recording.recorder.actions.prefix(2) == [.start(.tapCounter), .open(link)])
    let text = recording.recorder.text(name: "Linked")
    let scenario = try ScenarioParser.parse(text, file: "linked.scenario", vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.failure == nil)
    #expect(run.finalFrame == recording.session.app.frame, "\(text)")
  }
}
