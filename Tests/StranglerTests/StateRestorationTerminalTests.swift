import Foundation
import TestSupport
import Testing
import TextSurface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strangler --state STATE.json` on a real pseudo-terminal: what was typed,
/// and where the cursor stood, come back after a quit and a relaunch — in the
/// other front; a file that cannot be read is said on the status line and
/// left byte-identical.
@Suite("strangler --state", .enabled(if: PseudoTerminal.binary != nil, "build the binary first: swift build"))
struct StateRestorationTerminalTests {
  private let directory = Scratch.folder.appendingPathComponent(
    "strangler-state-\(UUID().uuidString)")

  private func start(_ arguments: [String], width: Int = 80) throws -> PseudoTerminal {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let flags = directory.appendingPathComponent("flags.json")
    try "{}".write(to: flags, atomically: true, encoding: .utf8)
    return try PseudoTerminal(
      arguments: ["--flags-file", flags.path] + arguments, size: Size(width: width, height: 24),
      binary: PseudoTerminal.binary!)
  }

  @Test func typedTextAndItsCursorComeBackAfterARelaunchInTheOtherFront() throws {
    let state = directory.appendingPathComponent("state.json").path
    let first = try start(["--state", state])
    try #require(first.wait(for: "Sign In"), "\(first.terminal.frame)")
    first.send("\u{1B}[200~dasher@exa\u{1B}[201~")
    try #require(first.wait(for: "dasher@exa"), "\(first.terminal.frame)")
    first.send("\u{1B}[D\u{1B}[D")  // two characters left
    first.send("\u{11}")
    #expect(first.waitForExit().map(PseudoTerminal.exitCode) == 0)
    let saved = try String(contentsOfFile: state, encoding: .utf8)
    #expect(saved.contains("\"email\": \"dasher@exa\""), "\(saved)")
    #expect(saved.contains("\"cursor\": 8"), "\(saved)")

    let second = try start(["--state", state, "--front", "declarative"])
    try #require(second.wait(for: "dasher@exa"), "\(second.terminal.frame)")
    #expect(second.waitForStatus("login │ declarative"), "status: \(second.statusLine)")
    second.send("\u{7F}")  // Backspace at the restored cursor removes the 'e' before it
    #expect(second.wait(for: "dasher@xa"), "\(second.terminal.frame)")
    second.send("\u{11}")
    #expect(second.waitForExit().map(PseudoTerminal.exitCode) == 0)
  }

  /// Closing the terminal window (SIGHUP), `kill` (SIGTERM) or SIGINT from
  /// outside ends the session as a quit does: the state is saved, and then the
  /// signal ends the process, so the shell still sees it.
  @Test(arguments: PseudoTerminal.deliverable([SIGTERM, SIGHUP, SIGINT]))
  func aSignalSavesTheStateBeforeEndingTheApp(_ signal: Int32) throws {
    let state = directory.appendingPathComponent("state.json").path
    let pty = try start(["--state", state])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    pty.send("\u{1B}[200~dasher@exa\u{1B}[201~")
    try #require(pty.wait(for: "dasher@exa"), "\(pty.terminal.frame)")
    kill(pty.pid, signal)
    let status = try #require(pty.waitForExit(), "signal \(signal) did not end the app")
    #expect(PseudoTerminal.signal(status) == signal)
    let saved = try String(contentsOfFile: state, encoding: .utf8)
    #expect(saved.contains("\"email\": \"dasher@exa\""), "\(saved)")
    #expect(pty.settings.c_lflag == pty.initialSettings.c_lflag)
  }

  @Test func aTruncatedStateFileIsSaidOnTheStatusLineAndLeftAsItWas() throws {
    let state = directory.appendingPathComponent("state.json").path
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let truncated = Data("{\n  \"version\": 1,\n  \"stack\": \"home/acc".utf8)
    try truncated.write(to: URL(fileURLWithPath: state))
    // Wide enough for the whole message after the file's long temporary path.
    let pty = try start(["--state", state], width: 220)
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("state.json:3:21: error: the file is truncated"), "status: \(pty.statusLine)")
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == truncated)
  }

  @Test func aStateThatCannotBeRestoredStartsFreshAndIsLeftAsItWas() throws {
    let state = directory.appendingPathComponent("state.json").path
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Valid JSON, but the signed-in user does not fit: nothing of it may be half restored.
    let bad = Data(
      #"{"version": 1, "stack": "home", "state": {"login": {"email": "kept@example.com"}, "user": {"id": 3}}}"#.utf8)
    try bad.write(to: URL(fileURLWithPath: state))
    let pty = try start(["--state", state], width: 220)
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("the state of user does not fit"), "status: \(pty.statusLine)")
    #expect(!pty.terminal.frame.description.contains("kept@example.com"), "\(pty.terminal.frame)")
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == bad)
  }
}
