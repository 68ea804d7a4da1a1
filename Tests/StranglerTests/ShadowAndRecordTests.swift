import App
import AppCore
import BridgedFronts
import CoreRuntime
import DeclarativeUI
import FeatureFlags
import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing
import TextSurface

@testable import StranglerCommands
@testable import strangler

/// `run --shadow` and `--shadow-out` from the command line, and the interactive
/// app's `--shadow` and `--record` end to end on a pseudo-terminal.
@Suite("Shadow mode and recording from the command line")
struct ShadowAndRecordCommandTests {
  /// Every front, except that the declarative tap counter greets someone else.
  static var planted: AppFronts {
    AppFronts.bridged.replacing(.tapCounter, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Tap Counter",
        content: AnyView(PlantedTapCounter(viewModel: context.cores.tapCounter.viewModel)))
    }
  }

  static func temporaryDirectory() throws -> String {
    try Scratch.newFolder("session").path
  }

  @Test func runShadowPrintsCountsAndPassesOnEveryBuiltInScenario() throws {
    let directory = try Self.temporaryDirectory()
    for name in BuiltInSuite.names {
      let file = try CLITestSupport.scenarioFile(try #require(BuiltInSuite.text(of: name)))
      let (code, console) = CLITestSupport.run(
        ["run", file, "--shadow", "--final", "--shadow-out", directory + "/out"], workingDirectory: directory)
      #expect(code == .success, "\(name): \(console.stderr)")
      #expect(console.stderr.contains("shadow total:"), "\(console.stderr)")
      #expect(console.stderr.contains(", 0 mismatched"), "\(console.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/out"), "no mismatch, no file")
  }

  @Test func runShadowJSONHasTheCountsAndTheSameEffectsAsWithout() throws {
    let file = try CLITestSupport.scenarioFile(try #require(BuiltInSuite.text(of: BuiltInSuite.names[0])))
    let (plainCode, plain) = CLITestSupport.run(["run", file, "--json"])
    let (code, shadowed) = CLITestSupport.run(["run", file, "--json", "--shadow"])
    #expect(plainCode == .success && code == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(shadowed.stdout.utf8)) as? [[String: Any]]
    ).first
    let shadow = try #require(object?["shadow"] as? [String: Any])
    #expect((shadow["compared"] as? Int ?? 0) > 0)
    #expect(shadow["mismatched"] as? Int == 0)
    let plainObject = try #require(
      try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [[String: Any]]
    ).first
    #expect(plainObject?["shadow"] == nil)
    // Same steps, same effects and exposures: the candidate did nothing.
    let effects = { (object: [String: Any]?) in
      (object?["steps"] as? [[String: Any]])?.map { "\($0["effects"] ?? "")" } ?? []
    }
    #expect(effects(plainObject) == effects(object))
    func exposures(_ object: [String: Any]?) throws -> Data {
      try JSONSerialization.data(withJSONObject: object?["exposures"] ?? [], options: [.sortedKeys])
    }
    #expect(try exposures(plainObject) == exposures(object))
  }

  @Test func aPlantedMismatchFailsTheRunAndIsWrittenAsAScenarioThatABReplays() throws {
    let directory = try Self.temporaryDirectory()
    let file = try CLITestSupport.scenarioFile(
      """
      scenario "Tap twice"
      start home
      tap "Tap counter"
      tap "Tap Me"
      wait 1s
      tap "Tap Me"
      wait 1s
      """)
    let console = BufferConsole()
    let code = RunCommand(
      console: console, environment: [:], app: SampleApp(fronts: Self.planted), workingDirectory: directory
    )
    .run([file, "--shadow", "--shadow-out", "found"])
    #expect(code == .failure)
    #expect(console.stderr.contains("shadow mismatch: tapCounter: declarative frame differs from legacy"))
    #expect(console.stderr.contains("1 mismatched") || console.stderr.contains("mismatched"))
    let written = try FileManager.default.contentsOfDirectory(atPath: directory + "/found")
    #expect(written.count == 1)
    let path = directory + "/found/" + written[0]
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("tapCounter was shown in legacy (the control)"))

    // Replaying it with `strangler ab` shows the mismatch.
    let abConsole = BufferConsole()
    let abCode = ABCommand(
      console: abConsole, environment: [:], runner: ScenarioRunner(fronts: Self.planted), workingDirectory: directory
    ).run([path])
    #expect(abCode == .failure, "\(abConsole.stdout)\(abConsole.stderr)")
    #expect(abConsole.stdout.contains("1 mismatched"), "\(abConsole.stdout)")

    // A second mismatch of the same name is written beside it, never over it.
    _ = RunCommand(
      console: BufferConsole(), environment: [:], app: SampleApp(fronts: Self.planted), workingDirectory: directory
    )
    .run([file, "--shadow", "--shadow-out", "found"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/found").count == 2)
  }

  @Test func aRecordingNeverFollowsALinkThatAppearedDuringTheSession() throws {
    let directory = try Self.temporaryDirectory()
    let victim = directory + "/victim.txt"
    try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
    // A new name at launch; a link to the victim placed there before the app ends.
    let fresh = try RecordingFile.claim("new.scenario", force: false, workingDirectory: directory).get()
    try FileManager.default.createSymbolicLink(atPath: directory + "/new.scenario", withDestinationPath: victim)
    guard case .failure(let error) = fresh.write("scenario \"x\"\nstart login\n") else {
      Issue.record("a link that appeared was replaced or followed")
      return
    }
    #expect(error.message.contains("something appeared at that path"), "\(error.message)")
    #expect(error.message.contains("the recording is in './recorded-session.scenario'"), "\(error.message)")
    #expect(
      try String(contentsOfFile: directory + "/recorded-session.scenario", encoding: .utf8).contains("start login"))
    // With --force, a regular file at launch; replaced by a link meanwhile: the link goes, its target stays.
    try "old".write(toFile: directory + "/forced.scenario", atomically: true, encoding: .utf8)
    let forced = try RecordingFile.claim("forced.scenario", force: true, workingDirectory: directory).get()
    try FileManager.default.removeItem(atPath: directory + "/forced.scenario")
    try FileManager.default.createSymbolicLink(atPath: directory + "/forced.scenario", withDestinationPath: victim)
    #expect((try? forced.write("scenario \"y\"\nstart login\n").get()) == "forced.scenario")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/forced.scenario")
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    // A link at launch is refused outright.
    try FileManager.default.createSymbolicLink(atPath: directory + "/link.scenario", withDestinationPath: victim)
    #expect(throws: SessionFileError.self) {
      try RecordingFile.claim("link.scenario", force: true, workingDirectory: directory).get()
    }
  }

  @Test func badShadowAndRecordOptionsAreClearErrors() throws {
    let directory = try Self.temporaryDirectory()
    let existing = directory + "/session.scenario"
    try "scenario \"x\"\nstart login\n".write(toFile: existing, atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      (["--shadow", "150"], "--shadow takes a whole percentage 0...100, found '150'"),
      (["--shadow", "lots"], "found 'lots'"),
      (["--shadow-out", "x"], "--shadow-out needs --shadow"),
      (["--force"], "--force needs --record"),
      (["--record", directory + "/new.scenario", "--state", "s.json"], "--record cannot be used with --state"),
      (["--record", existing], "exists; add --force to replace it"),
      (["--record", directory + "/missing/x.scenario"], "its directory does not exist"),
      // Refused at launch, so no session is recorded for nothing.
      (["--record", directory, "--force"], "it is a directory"),
      (["--record", "/dev/null", "--force"], "it is a device"),
    ]
    for (arguments, message) in cases {
      let (code, console) = CLITestSupport.run(arguments, terminal: true, workingDirectory: directory)
      #expect(code == .badInput, "\(arguments)")
      #expect(console.stderr.contains(message), "\(arguments): \(console.stderr)")
    }
    let (code, console) = CLITestSupport.run(["run", "x.scenario", "--shadow-out", "d"], workingDirectory: directory)
    #expect(code == .badInput)
    #expect(console.stderr.contains("--shadow-out needs --shadow"))
    // A file where the mismatches would go is an error before anything runs, not when the first mismatch is written.
    for arguments in [
      ["run", existing, "--shadow", "--shadow-out", existing], ["--shadow", "--shadow-out", existing],
    ] {
      let (code, console) = CLITestSupport.run(arguments, terminal: true, workingDirectory: directory)
      #expect(code == .badInput, "\(arguments)")
      #expect(console.stderr.contains("--shadow-out '\(existing)' is not a directory"), "\(console.stderr)")
    }
  }

  @Test func helpListsTheOptions() {
    let interactive = Usage.interactive.help
    #expect(interactive.contains("--shadow [PERCENT]"))
    #expect(interactive.contains("--shadow-out DIR"))
    #expect(interactive.contains("--record FILE.scenario"))
    #expect(interactive.contains("--force"))
    #expect(Usage.run.help.contains("--shadow "))
    #expect(!Usage.run.without(Usage.shadowOptionNames).usage.contains("--shadow"))
  }

  @Test func optionalValuesParse() throws {
    var arguments = Arguments(["--shadow", "--front", "legacy"], spec: Usage.interactive)
    #expect(arguments.optionalValue("--shadow") == .some(nil))
    arguments = Arguments(["--shadow=25"], spec: Usage.interactive)
    #expect(arguments.optionalValue("--shadow") == .some("25"))
    arguments = Arguments(["--shadow", "40"], spec: Usage.interactive)
    #expect(try ShadowOptions.percent(arguments.optionalValue("--shadow")) == 40)
    arguments = Arguments([], spec: Usage.interactive)
    #expect(try ShadowOptions.percent(arguments.optionalValue("--shadow")) == nil)
  }
}

/// The tap counter, greeting somebody else: a planted divergence.
struct PlantedTapCounter: DeclarativeUI.View {
  let viewModel: TapCounterViewModel

  var body: some DeclarativeUI.View {
    let state = viewModel.viewState
    VStack {
      Text("Hello Somebody")
      Text(state.tapsText)
      Button(state.buttonTitle) { viewModel.buttonTapped() }
    }
  }
}

/// The interactive app recording a session and comparing its fronts live, on a pseudo-terminal.
@Suite("Recording and shadow mode on a terminal", .enabled(if: PseudoTerminal.binary != nil, "build the binary first"))
struct InteractiveRecordingTests {
  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    let flags = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).json")
    try "{}".write(to: flags, atomically: true, encoding: .utf8)
    return try PseudoTerminal(arguments: ["--flags-file", flags.path] + arguments, binary: PseudoTerminal.binary!)
  }

  /// Signs in, opens offers, accepts one, switches the front, goes to the tap
  /// counter and taps it — recorded with `--record`; the file replays with
  /// `strangler run` to the session's last frame.
  @Test func aRecordedSessionReplaysToItsLastFrame() throws {
    let directory = try ShadowAndRecordCommandTests.temporaryDirectory()
    let file = directory + "/session.scenario"
    let pty = try start(["--record", file, "--shadow", "--shadow-out", directory + "/mismatches"])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    pty.send("dasher@example.com")
    try #require(pty.wait(for: "dasher@example.com"), "\(pty.terminal.frame)")
    pty.send("\tpasswort\u{7F}d")  // a typo fixed with Backspace
    pty.send("\t\r")
    try #require(pty.wait(for: "Hi, Dasher"), "\(pty.terminal.frame)")
    pty.send("\r")
    try #require(pty.wait(for: "Pizza Planet"), "\(pty.terminal.frame)")
    pty.send("\r")
    try #require(pty.wait(for: "Payout: $7.50"), "\(pty.terminal.frame)")
    pty.send("\r")  // Accept
    try #require(pty.wait(for: "Sushi Go"), "\(pty.terminal.frame)")
    pty.send("\u{06}")  // Ctrl-F: offers in the declarative front
    #expect(pty.waitForStatus("offers │ declarative"), "status: \(pty.statusLine)")
    pty.send("\u{1B}")
    try #require(pty.wait(for: "Hi, Dasher"), "\(pty.terminal.frame)")
    pty.send("\t\r")
    try #require(pty.wait(for: "Hello Mr. SwiftUI"), "\(pty.terminal.frame)")
    pty.send("\r")
    try #require(pty.wait(for: "You pressed the button 1 time(s)"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("⇄"), "the shadow indicator: \(pty.statusLine)")
    #expect(!pty.statusLine.contains("✗"), "no mismatch: \(pty.statusLine)")
    pty.send("\u{13}")  // Ctrl-S: a snapshot step
    #expect(pty.waitForStatus("snapshot 1 recorded"), "status: \(pty.statusLine)")
    let appRows = (0..<(pty.size.height - 1)).map { pty.terminal.frame.line($0) }
    pty.send("\u{11}")  // Ctrl-Q
    let status = try #require(pty.waitForExit(), "the app did not quit")
    #expect(PseudoTerminal.exitCode(status) == 0)

    let text = try String(contentsOfFile: file, encoding: .utf8)
    for line in [
      "size 80x23", "start login", "type \"Email\" \"dasher@example.com\"", "type \"Password\" \"password\"",
      "tap \"Sign in\"", "select \"Pizza Planet", "tap \"Accept\"", "flip offers declarative", "back",
      "tap \"Tap Me\"", "snapshot \"snapshot 1\"", "wait ",
    ] {
      #expect(text.contains(line), "the recording has \(line):\n\(text)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/mismatches"), "shadow mode saw no mismatch")

    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    let replayed = try #require(run.finalFrame)
    #expect(replayed.size == Size(width: 80, height: 23))
    #expect(replayed.lines == appRows, "replayed:\n\(replayed.plainText)\nlive:\n\(appRows.joined(separator: "\n"))")
  }

  /// A recording session on the sign-in screen with the email typed, and the recording's file.
  private func recordingWithTheEmailTyped() throws -> (PseudoTerminal, String) {
    let file = try ShadowAndRecordCommandTests.temporaryDirectory() + "/session.scenario"
    let pty = try start(["--record", file])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    pty.send("dasher@example.com")
    try #require(pty.wait(for: "dasher@example.com"), "\(pty.terminal.frame)")
    return (pty, file)
  }

  /// A session ended by a signal from outside (the terminal closed, `kill`)
  /// is recorded all the same, and the signal then ends the process.
  @Test func aSessionEndedBySIGTERMIsRecorded() throws {
    let (pty, file) = try recordingWithTheEmailTyped()
    kill(pty.pid, SIGTERM)
    let status = try #require(pty.waitForExit(), "SIGTERM did not end the app")
    #expect(PseudoTerminal.signal(status) == SIGTERM)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("type \"Email\" \"dasher@example.com\""), "\(text)")
    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
  }

  /// Closing a terminal window can send SIGHUP twice in a moment (the shell
  /// passes its own on to the job, then the kernel sends one to the
  /// foreground job), and a supervisor may follow one signal with another:
  /// a second ending signal that soon is the same request, not a reason to
  /// drop the recording. (Two SIGHUPs sent back to back would merge into one
  /// pending signal; a SIGTERM after the SIGHUP cannot.)
  @Test func anotherEndingSignalInAMomentStillLeavesTheRecording() throws {
    let (pty, file) = try recordingWithTheEmailTyped()
    kill(pty.pid, SIGHUP)
    kill(pty.pid, SIGTERM)
    let status = try #require(pty.waitForExit(), "the signals did not end the app")
    // Pending together, the two are delivered nested: either may be the one that came first.
    #expect([SIGHUP, SIGTERM].contains(PseudoTerminal.signal(status) ?? 0), "a signal ends the process")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("type \"Email\" \"dasher@example.com\""), "\(text)")
  }

  /// Random live sessions on a real clock — keys, typing, pauses, front
  /// switches — each recorded and replayed in virtual time: the replay ends
  /// on the frame the terminal shows. (The same in virtual time, with effects
  /// compared instant by instant, is `SessionRecorderTests`.)
  @Test(arguments: 0..<3 as Range<UInt64>)
  func aRandomLiveSessionReplaysToTheSameFrame(seed: UInt64) throws {
    let directory = try ShadowAndRecordCommandTests.temporaryDirectory()
    let file = directory + "/random.scenario"
    let pty = try start(["--record", file])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    pty.send("\u{1B}[200~dasher@example.com\u{1B}[201~\tpassword\t\r")
    try #require(pty.wait(for: "Hi, Dasher"), "\(pty.terminal.frame)")
    var random = SeededGenerator(seed: seed)
    let inputs = [
      "\t", "\u{1B}[Z", "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[H", "\u{1B}[F", "\r", " ", "\u{7F}",
      "\u{1B}[6~", "x", "\u{1B}", "\u{06}", "\u{1B}[200~dasher@example.com\u{1B}[201~",
      "\u{1B}[200~password\u{1B}[201~",
    ]
    for _ in 0..<30 {
      pty.send(inputs.randomElement(using: &random)!)
      // A pause long enough that a lone Esc is the Esc key, sometimes long enough for the backend to answer.
      let pause = Int64.random(in: 60...500, using: &random)
      pty.pause(for: .milliseconds(pause))
    }
    _ = pty.wait(timeout: .seconds(1)) { _ in false }  // let loads finish, so no spinner is caught mid-turn
    pty.send("\u{11}")
    let status = try #require(pty.waitForExit(), "the app did not quit")
    #expect(PseudoTerminal.exitCode(status) == 0)
    // The last frame the app drew (at the instant the recording ends): the
    // terminal's screen just before the app cleared it to leave.
    let leaving = Array("\u{1B}[H\u{1B}[2J\u{1B}[?2004l\u{1B}[?1049l".utf8)
    let output = pty.output
    let end = try #require(
      output.indices.last { output[$0...].starts(with: leaving) }, "the app left the alternate screen")
    var last = VirtualTerminal(size: Size(width: 80, height: 24))
    last.feed(output[..<end])
    let live = (0..<23).map { last.frame.line($0) }
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    let replayed = try #require(run.finalFrame)
    #expect(replayed.lines == live, "replayed:\n\(replayed.plainText)\nlive:\n\(live.joined(separator: "\n"))\n\(text)")
  }

  /// Hostile typed text is written with escapes and parses back to the same text.
  @Test func hostileTypedTextIsEscaped() throws {
    let directory = try ShadowAndRecordCommandTests.temporaryDirectory()
    let file = directory + "/hostile.scenario"
    let pty = try start(["--record", file])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    let hostile = "a\"b\\c\u{202E}d\u{1B}[31me\nf"
    pty.send("\u{1B}[200~" + hostile + "\u{1B}[201~")
    try #require(pty.wait(for: "a\"b\\c"), "\(pty.terminal.frame)")
    pty.send("\u{11}")
    _ = try #require(pty.waitForExit())
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"))
    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: SampleApp.vocabulary)
    let typed = scenario.steps.compactMap { step -> String? in
      if case .type(let label, let text) = step.action, label == "Email" { return text }
      return nil
    }
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.failure == nil)
    #expect(typed.count == 1)
    #expect(
      run.records.last?.accessibility.flattened.contains { $0.label == "Email" && $0.value == typed.first } == true)
  }

  /// An existing file is kept unless `--force` is given.
  @Test func anExistingRecordingIsNotReplacedWithoutForce() throws {
    let directory = try ShadowAndRecordCommandTests.temporaryDirectory()
    let file = directory + "/kept.scenario"
    try "keep me\n".write(toFile: file, atomically: true, encoding: .utf8)
    let (code, console) = CLITestSupport.run(["--record", file], terminal: true)
    #expect(code == .badInput)
    #expect(console.stderr.contains("exists; add --force"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me\n")
    let pty = try start(["--record", file, "--force", "--start", "tapCounter"])
    try #require(pty.wait(for: "Tap Me"), "\(pty.terminal.frame)")
    pty.send("\u{11}")
    _ = try #require(pty.waitForExit())
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("start tapCounter"))
  }
}
