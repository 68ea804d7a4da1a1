import App
import AppCore
import BridgedFronts
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
    recording.session.scheduler.advance(by: .seconds(1))  // idle: the wait is what the timers needed
    recording.press(.enter)
    let actions = recording.recorder.actions
    #expect(
      actions.prefix(7) == [
        .start(.login), .type(label: "Email", text: "dasher@example.com"), .key(.tab),
        .type(label: "Password", text: "password"), .key(.tab), .tap("Sign in"), .wait(.milliseconds(400)),
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

  @Test func idleTimeWritesNoWaitAndKeysThatDoNothingAreNotWritten() {
    let recording = Recording(start: .tapCounter)
    recording.session.scheduler.advance(by: .seconds(30))  // nothing scheduled: no timers ran
    recording.press(.character("x"))  // no field: nothing happens
    recording.press(.enter)
    #expect(recording.recorder.actions == [.start(.tapCounter), .tap("Tap Me")])
  }
}
