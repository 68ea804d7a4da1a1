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

/// The interactive app against what htop and lazygit users do to it: NO_COLOR,
/// Ctrl-Z and job control, signals, floods of input, absurd sizes. All through
/// the real binary on a pseudo-terminal; every wait has a deadline.
@Suite("strangler on a terminal, hardened", .enabled(if: PseudoTerminal.binary != nil, "build the binary first"))
struct InteractiveHardeningTests {
  private static let restoreTail = "\u{1B}[?2004l\u{1B}[?1049l\u{1B}[?25h"

  private func start(
    _ arguments: [String] = [], flags: String = "{}", environment: [String: String?] = [:],
    size: Size = Size(width: 80, height: 24)
  ) throws -> PseudoTerminal {
    let file = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).json")
    try flags.write(to: file, atomically: true, encoding: .utf8)
    return try PseudoTerminal(
      arguments: ["--flags-file", file.path] + arguments, size: size, binary: PseudoTerminal.binary!,
      environment: environment)
  }

  private func quit(_ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
    pty.send("\u{11}")
    let status = pty.waitForExit()
    #expect(status.flatMap(PseudoTerminal.exitCode) == 0, sourceLocation: sourceLocation)
    let tail = String(decoding: pty.output.suffix(64), as: UTF8.self)
    #expect(tail.hasSuffix(Self.restoreTail), sourceLocation: sourceLocation)
    #expect(pty.settings.c_lflag == pty.initialSettings.c_lflag, sourceLocation: sourceLocation)
  }

  /// Every SGR sequence in `bytes`, as its parameter string.
  private static func styleSequences(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var found: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
      let after = rest[start.upperBound...]
      let parameters = after.prefix { $0.isNumber || $0 == ";" || $0 == ":" }
      if after.dropFirst(parameters.count).first == "m" { found.append(String(parameters)) }
      rest = after
    }
    return found
  }

  @Test func noColourMeansNoColourEvenForTheLockedAccountError() throws {
    for noColour in [false, true] {
      let pty = try start(environment: ["NO_COLOR": noColour ? "1" : nil])
      try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
      pty.send("locked@example.com\tpassword\t\r")
      try #require(pty.wait(for: "This account is locked"), "\(pty.terminal.frame)")
      let coloured = Self.styleSequences(pty.output).filter { sequence in
        ColourFilter.keptParameters(sequence)
          != sequence.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      }
      if noColour {
        #expect(coloured.isEmpty, "colour sequences: \(coloured)")
      } else {
        #expect(!coloured.isEmpty, "the error is red on a colour terminal")
      }
      quit(pty)
    }
  }

  @Test func ctrlZSuspendsAndTheAppComesBackWithAFullRedraw() throws {
    let pty = try start(["--start", "tapCounter"])
    try #require(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    let before = pty.output.count
    pty.send("\u{1A}")  // Ctrl-Z
    // Left the app's mode (alternate screen, raw mode), then — continued, or not stopped at
    // all in this test's orphaned session — entered it again and repainted everything.
    let resumed = pty.wait { _ in
      let after = String(decoding: pty.output[before...], as: UTF8.self)
      guard let left = after.range(of: "\u{1B}[?1049l"), let back = after.range(of: "\u{1B}[?1049h") else {
        return false
      }
      return left.lowerBound < back.lowerBound && after[back.upperBound...].contains("Hello Mr. SwiftUI")
    }
    #expect(resumed, "\(String(decoding: pty.output[before...], as: UTF8.self).debugDescription)")
    #expect(pty.waitForStatus("tapCounter │ legacy"))
    #expect(pty.settings.c_lflag & tcflag_t(ICANON) == 0, "raw mode is back")
    pty.send("\r")
    #expect(pty.wait(for: "You pressed the button 1 time"), "\(pty.terminal.frame)")
    quit(pty)
  }

  @Test func tstpAndContFromOutsideLeaveAndRepaint() throws {
    let pty = try start(["--start", "tapCounter"])
    try #require(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    var before = pty.output.count
    kill(pty.pid, SIGTSTP)
    #expect(
      pty.wait { _ in
        let after = String(decoding: pty.output[before...], as: UTF8.self)
        return after.contains("\u{1B}[?1049l") && after.contains("Hello Mr. SwiftUI")
      })
    // SIGSTOP cannot be caught; SIGCONT after it repaints the whole screen.
    before = pty.output.count
    kill(pty.pid, SIGSTOP)
    kill(pty.pid, SIGCONT)
    #expect(
      pty.wait { _ in String(decoding: pty.output[before...], as: UTF8.self).contains("Hello Mr. SwiftUI") },
      "a full redraw after SIGCONT")
    quit(pty)
  }

  /// A background job that reads or writes the terminal is stopped by these:
  /// the terminal is restored first, and the app comes back with a full
  /// redraw. (Here the app leads its own session, so the kernel discards the
  /// stop itself, as for an orphaned job: the app leaves and comes back at once.)
  @Test(arguments: [SIGTTIN, SIGTTOU])
  func terminalStopsLeaveAndRepaint(_ signal: Int32) throws {
    let pty = try start(["--start", "tapCounter"])
    try #require(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    let before = pty.output.count
    kill(pty.pid, signal)
    #expect(
      pty.wait { _ in
        let after = String(decoding: pty.output[before...], as: UTF8.self)
        guard let left = after.range(of: Self.restoreTail) else { return false }
        let back = after[left.upperBound...]
        return back.contains("\u{1B}[?1049h") && back.contains("Hello Mr. SwiftUI")
      }, "left the app's mode, then came back with a full redraw")
    quit(pty)
  }

  @Test func aBrokenFlagsFileIsNamedOnTheStatusLine() throws {
    // Wide enough for the temporary file's long name, its position, and the quit hint.
    let pty = try start(flags: "{\"login\": {\"front\": \"sideways\"}}", size: Size(width: 120, height: 24))
    #expect(pty.waitForStatus("⚠ flags file ignored"), "status: \(pty.statusLine)")
    #expect(pty.statusLine.hasSuffix("^Q quit"), "status: \(pty.statusLine)")
    #expect(pty.statusLine.contains("json:1:21"), "status: \(pty.statusLine)")
    pty.send("\t")  // any key dismisses it
    #expect(pty.waitForStatus("login │ legacy │ DEFAULT (default)"), "status: \(pty.statusLine)")
    quit(pty)
  }

  /// Sent from outside, these end the process even with the Swift runtime's
  /// backtracer on (it is not given the signal), after restoring the terminal.
  @Test(arguments: PseudoTerminal.deliverable([SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGSYS]))
  func quitSegvAndAbortEndTheProcess(_ signal: Int32) throws {
    let pty = try start(environment: ["SWIFT_BACKTRACE": nil])
    try #require(pty.waitForStatus("login"), "\(pty.terminal.frame)")
    kill(pty.pid, signal)
    let status = try #require(pty.waitForExit(timeout: .seconds(10)), "signal \(signal) did not end the app")
    #expect(PseudoTerminal.signal(status) == signal)
    let text = String(decoding: pty.output, as: UTF8.self)
    #expect(text.contains(Self.restoreTail))
    #expect(pty.settings.c_lflag == pty.initialSettings.c_lflag)
  }

  /// Every signal whose default action ends the process, real-time ones included.
  @Test(
    arguments: PseudoTerminal.deliverable([
      SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE, SIGPWR, SIGIO, SIGSTKFLT,
      __libc_current_sigrtmin(), __libc_current_sigrtmin() + 1, __libc_current_sigrtmax(),
    ]))
  func moreSignalsRestoreTheTerminal(_ signal: Int32) throws {
    let pty = try start()
    try #require(pty.waitForStatus("login"), "\(pty.terminal.frame)")
    kill(pty.pid, signal)
    let status = try #require(pty.waitForExit(), "signal \(signal) did not end the app")
    #expect(PseudoTerminal.signal(status) == signal)
    let tail = String(decoding: pty.output.suffix(64), as: UTF8.self)
    #expect(tail.hasSuffix(Self.restoreTail), "\(tail.debugDescription)")
    #expect(pty.settings.c_lflag == pty.initialSettings.c_lflag)
  }

  @Test func typingWithoutBracketedPasteGoesIntoTheField() throws {
    let pty = try start()
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    // 20,000 characters typed (no paste markers), then the rest of a valid email.
    pty.send(bytes: Array((String(repeating: "a", count: 20_000) + "@example.com\tpassword\t\r").utf8))
    #expect(pty.wait(for: "Hi, Aaaa"), "\(pty.terminal.frame)")
    quit(pty)
  }

  @Test func anUnterminatedPasteDoesNotSwallowCtrlQ() throws {
    let pty = try start()
    try #require(pty.wait(for: "Sign In"), "\(pty.terminal.frame)")
    pty.send("\u{1B}[200~dasher@exam")
    quit(pty)
  }

  @Test func floodsOfBytesAndEndlessSequencesKeepInputAlive() throws {
    let pty = try start(["--start", "tapCounter"])
    try #require(pty.waitForStatus("tapCounter"), "\(pty.terminal.frame)")
    // Under ThreadSanitizer (a patient run) the instrumented app reads input
    // far slower: the floods shrink by the patience, still far beyond any buffer.
    let kilobytes = Int(128 / PseudoTerminal.patience)
    // A 128 KB escape sequence that never ends.
    pty.send(bytes: Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: kilobytes << 10))
    // 256 KB of seeded random bytes, without the keys that quit or stop.
    var generator = SplitMix(seed: 18)
    let random = (0..<(2 * kilobytes << 10)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      .filter { ![0x03, 0x11, 0x1A].contains($0) }
    pty.send(bytes: random)
    quit(pty)
  }

  @Test func anAbsurdTerminalSizeIsClamped() throws {
    #expect(TerminalSession.clamped(Size(width: 65535, height: 65535)) == TerminalSession.maximumSize)
    #expect(TerminalSession.clamped(Size(width: 80, height: 24)) == Size(width: 80, height: 24))
    let pty = try start(["--start", "tapCounter"])
    try #require(pty.waitForStatus("tapCounter"), "\(pty.terminal.frame)")
    pty.report(size: (65535, 65535))
    // Still alive and drawing: back to a sane size, the status line comes back.
    pty.resize(to: Size(width: 80, height: 24))
    #expect(pty.waitForStatus("tapCounter │ legacy"), "\(pty.terminal.frame)")
    let status = try String(contentsOfFile: "/proc/\(pty.pid)/status", encoding: .utf8)
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let kilobytes = peak.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    #expect(kilobytes < 1 << 20, "peak memory \(kilobytes) kB")
    quit(pty)
  }
}

/// A small seeded generator for test input.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
