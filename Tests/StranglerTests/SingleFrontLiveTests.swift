import Foundation
import TestSupport
import Testing
import TextSurface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive app is the engine's, not the sample's: a single-front
/// build gets it from the same command-line product, over its own app.
@Suite(
  "A single-front build, live on a terminal",
  .enabled(if: PseudoTerminal.binary(named: "strangler-legacy") != nil, "build the binaries first: swift build"))
struct SingleFrontLiveTests {
  @Test func theLegacyOnlyBuildRunsLiveAndCannotSwitchToAFrontItDoesNotHave() throws {
    let flags = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).json")
    try "{}".write(to: flags, atomically: true, encoding: .utf8)
    let pty = try PseudoTerminal(
      arguments: ["--flags-file", flags.path, "--start", "tapCounter"],
      binary: PseudoTerminal.binary(named: "strangler-legacy")!)
    try #require(pty.wait(for: "Hello Mr. SwiftUI"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("tapCounter │ legacy"), "status: \(pty.statusLine)")
    pty.send("\r")  // Tap Me, the focused button
    #expect(pty.wait(for: "You pressed the button 1 time"), "\(pty.terminal.frame)")
    pty.send("\u{06}")  // Ctrl-F: this build has no other front to switch to
    #expect(pty.waitForStatus("tapCounter stays legacy"), "status: \(pty.statusLine)")
    #expect(pty.terminal.frame.contains("You pressed the button 1 time"))
    pty.send("\u{11}")  // Ctrl-Q
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
  }

  @Test func shadowModeIsNotOfferedWithoutASecondFront() throws {
    let pty = try PseudoTerminal(
      arguments: ["--shadow"], binary: PseudoTerminal.binary(named: "strangler-legacy")!)
    let status = try #require(pty.waitForExit(), "the app started without a second front")
    #expect(PseudoTerminal.exitCode(status) == 2)
    let text = String(decoding: pty.output, as: UTF8.self)
    #expect(text.contains("strangler-legacy: error: unknown option '--shadow'"), "\(text)")
  }
}
