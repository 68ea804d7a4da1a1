import Foundation
import TestSupport
import Testing

/// `strangler --open URL` on a real pseudo-terminal: a link to the dasher's
/// data waits on the login screen and continues after sign-in; a link that
/// stops short says why on the status line.
@Suite("strangler --open", .enabled(if: PseudoTerminal.binary != nil, "build the binary first: swift build"))
struct DeepLinkTerminalTests {
  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    let flags = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).json")
    try "{}".write(to: flags, atomically: true, encoding: .utf8)
    return try PseudoTerminal(arguments: ["--flags-file", flags.path] + arguments, binary: PseudoTerminal.binary!)
  }

  @Test func aLinkBeforeSignInLandsOnLoginAndReachesItsScreenAfter() throws {
    let pty = try start(["--open", "strangler://home/ratings"])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("login │ legacy"), "status: \(pty.statusLine)")
    pty.send("\u{1B}[200~dasher@example.com\u{1B}[201~\tpassword\t\r")
    try #require(pty.wait(for: "from 1,204 ratings"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("ratings │ legacy"), "status: \(pty.statusLine)")
    pty.send("\u{1B}")  // Esc: the link built the screen below too
    #expect(pty.wait(for: "Hi, Dasher"), "\(pty.terminal.frame)")
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
  }

  @Test func aLinkThatStopsShortSaysWhyOnTheStatusLine() throws {
    let pty = try start(["--start", "tapCounter", "--open", "strangler://settings/nowhere"])
    try #require(pty.wait(for: "Settings"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("link strangler://settings/nowhere at component 2"), "status: \(pty.statusLine)")
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
  }
}
