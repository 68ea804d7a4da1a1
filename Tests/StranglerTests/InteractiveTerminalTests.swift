import Foundation
import TestSupport
import Testing
import TextSurface

@testable import StranglerCommands
@testable import strangler

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive app end to end: the real binary on a pseudo-terminal.
@Suite("strangler on a terminal", .enabled(if: PseudoTerminal.binary != nil, "build the binary first: swift build"))
struct InteractiveTerminalTests {
  /// What the app writes last on every way out.
  private static let restoreTail = "\u{1B}[?2004l\u{1B}[?1049l\u{1B}[?25h"

  private func start(_ arguments: [String] = []) throws -> PseudoTerminal {
    let flags = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).json")
    try "{}".write(to: flags, atomically: true, encoding: .utf8)
    return try PseudoTerminal(arguments: ["--flags-file", flags.path] + arguments, binary: PseudoTerminal.binary!)
  }

  /// The number before " B" in a status line.
  private static func frameBytes(_ status: String) -> Int? {
    let fields = status.split(separator: "│").map { $0.split(separator: " ") }
    return fields.compactMap { words in words.count >= 2 && words[1] == "B" ? Int(words[0]) : nil }.first
  }

  private func expectRestored(_ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
    let tail = String(decoding: pty.output.suffix(64), as: UTF8.self)
    #expect(
      tail.hasSuffix(Self.restoreTail), "output ends with \(tail.debugDescription)", sourceLocation: sourceLocation)
    let settings = pty.settings
    #expect(settings.c_lflag & tcflag_t(ICANON) != 0, "canonical mode is back", sourceLocation: sourceLocation)
    #expect(settings.c_lflag & tcflag_t(ECHO) != 0, "echo is back", sourceLocation: sourceLocation)
    #expect(settings.c_lflag == pty.initialSettings.c_lflag, sourceLocation: sourceLocation)
    #expect(settings.c_iflag == pty.initialSettings.c_iflag, sourceLocation: sourceLocation)
    #expect(settings.c_oflag == pty.initialSettings.c_oflag, sourceLocation: sourceLocation)
  }

  @Test func signInOpenOffersSwitchTheFrontAndQuit() throws {
    let pty = try start()
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("login │ legacy │ DEFAULT (default)"), "status: \(pty.statusLine)")
    #expect(String(decoding: pty.output, as: UTF8.self).contains("\u{1B}[?1049h"))
    // Each frame and its status line reach the terminal as one synchronized update (DEC 2026).
    let first = String(decoding: pty.output, as: UTF8.self)
    #expect(first.contains("\u{1B}[?2026h") && first.contains("\u{1B}[?2026l"))

    // The email arrives as a bracketed paste, as from a password manager.
    pty.send("\u{1B}[200~dasher@example.com\u{1B}[201~\tpassword\t\r")
    try #require(pty.wait(for: "Hi, Dasher"), "\(pty.terminal.frame)")

    // Offers is home's first button, and an offer list's first row takes focus.
    pty.send("\r")
    try #require(pty.wait(for: "Pizza Planet"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("offers │ legacy"), "status: \(pty.statusLine)")
    pty.send("\r")
    try #require(pty.wait(for: "Payout: $7.50"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("offerDetails │ legacy"), "status: \(pty.statusLine)")
    // The countdown ticks in real time; each tick, the legacy front redraws the whole screen.
    let legacyBytes = try #require(Self.frameBytes(pty.statusLine), "\(pty.statusLine)")

    pty.send("\u{06}")  // Ctrl-F
    #expect(pty.waitForStatus("offerDetails │ declarative │ STATIC (runtime)"), "status: \(pty.statusLine)")
    #expect(pty.terminal.frame.contains("Payout: $7.50"), "the state survives the switch")
    // The next tick: the declarative front writes only the changed cells of the countdown.
    // (A wait, not a read: the frame and its status line may arrive in two pieces.)
    let smaller = pty.wait { (Self.frameBytes($0.line(pty.size.height - 1)) ?? .max) < legacyBytes / 4 }
    #expect(smaller, "declarative \(pty.statusLine) vs legacy \(legacyBytes) B")

    pty.send("\r")  // Accept: back to the list, without the accepted offer
    try #require(pty.wait(for: "Sushi Go"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("offers │ legacy"), "status: \(pty.statusLine)")
    #expect(!pty.terminal.frame.contains("Pizza Planet"))

    pty.send("\u{1B}")  // Esc alone: back, once no sequence follows in time
    #expect(pty.wait(for: "Hi, Dasher"), "\(pty.terminal.frame)")

    pty.send("\u{11}")  // Ctrl-Q
    let status = try #require(pty.waitForExit(), "the app did not quit")
    #expect(PseudoTerminal.exitCode(status) == 0)
    expectRestored(pty)
  }

  /// A live switch keeps focus and the cursor: typing after Ctrl-F goes on in
  /// the field the user was in, at the cursor; a list keeps its focused row.
  /// Under both shells (the status line names the shell).
  @Test(arguments: ["legacy", "declarative"])
  func aLiveSwitchKeepsFocusAndTheCursor(shell: String) throws {
    let pty = try start(["--shell", shell])
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("login │ legacy │ DEFAULT (default) │ \(shell) shell"), "status: \(pty.statusLine)")
    // Email, then the password with a letter missing before its last; the cursor goes back one.
    pty.send("\u{1B}[200~dasher@example.com\u{1B}[201~\tpasswod\u{1B}[D")
    try #require(pty.wait(for: "*******"), "\(pty.terminal.frame)")
    pty.send("\u{06}")  // Ctrl-F: login in the declarative front
    #expect(pty.waitForStatus("login │ declarative │ STATIC (runtime)"), "status: \(pty.statusLine)")
    // Typed after the switch: at the cursor in Password ("passwo" + "r" + "d"); then Sign in.
    pty.send("r")
    #expect(pty.wait(for: "********"), "\(pty.terminal.frame)")
    pty.send("\t\r")
    #expect(pty.wait(for: "Hi, Dasher"), "the password typed across the switch signs in: \(pty.terminal.frame)")
    // Ratings: End focuses the last row; a switch keeps it focused (inverse) and on screen.
    pty.send("\t\t\t\r")
    try #require(pty.wait(for: "4.5 ★ from 1,204 ratings"), "\(pty.terminal.frame)")
    // The last row of the app's area (the terminal's row 22; 23 is the status line) takes focus: inverse.
    let lastRowFocused = "row \(pty.size.height - 2) cols 0-\(pty.size.width - 1): inverse"
    pty.send("\u{1B}[F")  // End
    try #require(pty.wait { $0.styledRuns.contains(lastRowFocused) }, "\(pty.terminal.frame.styledRuns)")
    let before = Array(pty.terminal.frame.lines.dropLast())
    pty.send("\u{06}")
    #expect(pty.waitForStatus("ratings │ declarative │ STATIC (runtime)"), "status: \(pty.statusLine)")
    #expect(
      pty.wait { Array($0.lines.dropLast()) == before && $0.styledRuns.contains(lastRowFocused) },
      "the same rows, the same focused row:\n\(before.joined(separator: "\n"))\nvs\n\(pty.terminal.frame.plainText)")
    pty.send("\u{11}")
    #expect(pty.waitForExit() != nil)
  }

  /// Termination (SIGTERM, SIGHUP, SIGINT from outside: raw mode makes Ctrl-C
  /// a key) and crashes (a Swift trap is SIGILL; SIGABRT, SIGSEGV) all restore
  /// the terminal, then the signal takes its course.
  @Test(arguments: PseudoTerminal.deliverable([SIGTERM, SIGHUP, SIGINT, SIGILL, SIGABRT, SIGSEGV]))
  func aSignalRestoresTheTerminal(_ signal: Int32) throws {
    let pty = try start()
    try #require(pty.waitForStatus("login"), "\(pty.terminal.frame)")
    kill(pty.pid, signal)
    let status = try #require(pty.waitForExit(), "signal \(signal) did not end the app")
    #expect(PseudoTerminal.signal(status) == signal)
    expectRestored(pty)
  }

  @Test func ctrlCQuitsAndHelpOpensAndCloses() throws {
    let pty = try start(["--start", "tapCounter", "--front", "declarative"])
    try #require(pty.wait(for: "Hello Mr. SwiftUI"), "\(pty.terminal.frame)")
    #expect(pty.waitForStatus("tapCounter │ declarative │ STATIC (command-line)"), "status: \(pty.statusLine)")
    pty.send("\u{1B}OP")  // F1
    #expect(pty.wait(for: "any key closes this help"), "\(pty.terminal.frame)")
    pty.send("x")
    #expect(pty.wait { !$0.contains("any key closes this help") && $0.contains("Hello Mr. SwiftUI") })
    pty.send("\u{03}")  // Ctrl-C
    let status = try #require(pty.waitForExit(), "Ctrl-C did not quit")
    #expect(PseudoTerminal.exitCode(status) == 0)
    expectRestored(pty)
  }
}

extension InteractiveTerminalTests {
  @Test func afterResizesTheMainScreenIsLeftExactlyAsItWas() throws {
    let pty = try start(["--start", "tapCounter"])
    // What the shell showed before the app started: the app must leave it untouched.
    let shell = "$ ls\r\nREADME.md  Package.swift\r\n$ strangler --start tapCounter\r\n"
    pty.preload(shell)
    try #require(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    #expect(pty.terminal.isAlternateScreen)
    pty.resize(to: Size(width: 100, height: 30))
    #expect(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    pty.resize(to: Size(width: 120, height: 35))
    #expect(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
    #expect(!pty.terminal.isAlternateScreen)
    var expected = VirtualTerminal(size: Size(width: 80, height: 24))
    expected.feed(Array(shell.utf8))
    expected.resize(to: Size(width: 100, height: 30))
    expected.resize(to: Size(width: 120, height: 35))
    #expect(pty.terminal.frame == expected.frame, "\(pty.terminal.frame)")
    #expect(pty.terminal.cursor == expected.cursor)
    expectRestored(pty)
  }

  @Test func aResizeRedrawsAtTheNewSize() throws {
    let pty = try start(["--start", "tapCounter"])
    try #require(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    pty.resize(to: Size(width: 100, height: 30))
    #expect(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    #expect(pty.terminal.frame.contains("Hello Mr. SwiftUI"))
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
  }

  @Test func aBadFlagsFileIsAWarningBeforeTheAppTakesTheScreen() throws {
    let file = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).json")
    try "{\"login\": {\"front\": \"sideways\"}}".write(to: file, atomically: true, encoding: .utf8)
    let pty = try PseudoTerminal(arguments: ["--flags-file", file.path], binary: PseudoTerminal.binary!)
    // On the status line too, until a key is pressed.
    try #require(pty.waitForStatus("⚠ flags file ignored"), "\(pty.terminal.frame)")
    pty.send("\t")
    try #require(pty.waitForStatus("login │ legacy │ DEFAULT (default)"), "\(pty.terminal.frame)")
    let text = String(decoding: pty.output, as: UTF8.self)
    let warning = try #require(text.range(of: "warning: unknown front \"sideways\""))
    let alternateScreen = try #require(text.range(of: "\u{1B}[?1049h"))
    #expect(warning.lowerBound < alternateScreen.lowerBound)
    pty.send("\u{11}")
    #expect(pty.waitForExit().map(PseudoTerminal.exitCode) == 0)
  }
}

/// Without a terminal the app says where to go instead.
@Suite("strangler without a terminal")
struct NoTerminalTests {
  @Test func theBinaryPointsToRunAndExitsTwo() throws {
    let binary = try #require(PseudoTerminal.binary, "build the binary first: swift build")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--front", "declarative"]
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message.hasPrefix(InteractiveCommand.noTerminalMessage(program: "strangler")))
    #expect(message.contains("strangler run FILE.scenario"))
    #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty, "nothing, no escape sequence, on stdout")
  }
}
