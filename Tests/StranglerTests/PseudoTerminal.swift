import Foundation
import TestSupport
import TextSurface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real `strangler` binary running on a pseudo-terminal, for end-to-end
/// tests: keys go in through the pty's master, and what the app writes is
/// read back through a `VirtualTerminal`, so tests check the screen a user
/// would see. Every wait polls with a deadline; nothing sleeps.
final class PseudoTerminal {
  /// How many times longer than usual every deadline is. A deadline is only
  /// reached when something is wrong, but an app built for ThreadSanitizer on
  /// a busy machine runs many times slower than a debug build, so CI sets
  /// `STRANGLER_PTY_PATIENCE` there rather than every test waiting longer everywhere.
  static let patience: Double = {
    let value = ProcessInfo.processInfo.environment["STRANGLER_PTY_PATIENCE"].flatMap(Double.init) ?? 1
    return max(1, value)
  }()

  /// `duration`, stretched by `patience`.
  static func deadline(after duration: Duration) -> ContinuousClock.Instant {
    ContinuousClock.now + duration * patience
  }

  /// `signals`, less those ThreadSanitizer treats as faults when CI's second
  /// pass runs under it (`STRANGLER_SANITIZED=1`). It runs the handler of a
  /// fault signal at once, even one sent by `kill`, wherever it lands: inside
  /// its own runtime, holding a lock that the handler then waits for forever
  /// (its first read of a static goes through `swift_once`, which the
  /// sanitizer tracks with that lock). Seen in a hung app's stack, about one
  /// SIGABRT in forty sent while it draws. A real build has no such runtime,
  /// and the plain pass sends every one of these signals.
  static func deliverable(_ signals: [Int32]) -> [Int32] {
    guard Sanitizer.isActive else { return signals }
    let handledAtOnce: Set<Int32> = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGPIPE, SIGSYS]
    return signals.filter { !handledAtOnce.contains($0) }
  }

  let master: Int32
  /// Kept open by the test so the pty outlives the child and its settings can
  /// be read after it exits.
  let slave: Int32
  let pid: pid_t
  private(set) var size: Size
  /// The terminal settings before the app started.
  let initialSettings: termios
  private(set) var output: [UInt8] = []
  private(set) var terminal: VirtualTerminal
  /// The exit status once the child has been reaped (raw `waitpid` status).
  private(set) var status: Int32?

  /// The built `strangler` binary; nil when it has not been built.
  static let binary: String? = binary(named: "strangler")

  /// The built executable `name`: next to the test bundle, or in
  /// `.build/debug` of the package this file belongs to; nil when it has not been built.
  static func binary(named name: String) -> String? {
    var candidates: [String] = []
    let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent(name).path)
      directory = directory.deletingLastPathComponent()
    }
    var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root = root.deletingLastPathComponent()
    }
    candidates.append(root.appendingPathComponent(".build/debug/\(name)").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts `strangler arguments` in a new session whose controlling terminal
  /// is a fresh pty of `size`, with `STRANGLER_FLAGS` unset. (Tests pass an
  /// empty `--flags-file`, so no `strangler.flags.json` in the working
  /// directory applies: glibc's chdir spawn action is not visible to Swift.)
  /// `environment` changes the child's environment last (nil removes a variable).
  init(
    arguments: [String], size: Size = Size(width: 80, height: 24), binary: String,
    environment changes: [String: String?] = [:]
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &window) == 0 else { throw Failure("openpty failed: errno \(errno)") }
    self.master = master
    self.slave = slave
    self.size = size
    terminal = VirtualTerminal(size: size)
    for fd in [master, slave] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    initialSettings = settings
    // ttyname_r, not ttyname: tests run in parallel, and ttyname's static buffer would be shared.
    var nameBuffer = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &nameBuffer, nameBuffer.count) == 0 else { throw Failure("ttyname_r failed") }
    let slaveName = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // After setsid, opening the pty (without O_NOCTTY) makes it the child's
    // controlling terminal, as a login shell's would be.
    posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID is 0x80 in glibc; Swift does not import it (it needs _GNU_SOURCE).
    let setsid: Int32 = 0x80
    posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT, SIGWINCH] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)

    var environment = ProcessInfo.processInfo.environment
    environment["STRANGLER_FLAGS"] = nil
    environment["TERM"] = "xterm-256color"
    // A crash test must end the process, not wait in the runtime's
    // interactive backtracer (which it offers on a terminal).
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // Under `swift test --sanitize=thread` the binary is instrumented too; let crash signals reach the
    // app's own handlers (what these tests check) instead of the sanitizer's reports.
    environment["TSAN_OPTIONS"] = "handle_segv=0:handle_sigill=0:handle_abort=0:handle_sigbus=0:handle_sigfpe=0"
    for (name, value) in changes { environment[name] = value }
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, binary, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure("posix_spawn failed: \(result)") }
    pid = child
  }

  deinit {
    if status == nil {
      kill(pid, SIGKILL)
      var raw: Int32 = 0
      waitpid(pid, &raw, 0)
    }
    close(master)
    close(slave)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Types `text` as the terminal would send it.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
      if written > 0 { offset += written } else if errno != EINTR && errno != EAGAIN { return }
    }
  }

  /// Reads output for at most `timeout` until `condition` holds for the screen; returns whether it did.
  @discardableResult
  func wait(timeout: Duration = .seconds(20), until condition: (Frame) -> Bool) -> Bool {
    readOutput(until: Self.deadline(after: timeout), orUntil: condition)
  }

  /// Reads output for `duration` of real time, as a user pausing between keys.
  /// A pause is part of the session typed, not a deadline: `patience` does not stretch it.
  func pause(for duration: Duration) {
    readOutput(until: ContinuousClock.now + duration) { _ in false }
  }

  /// Reads output until `deadline`, or until `condition` holds for the screen; returns whether it did.
  @discardableResult
  private func readOutput(until deadline: ContinuousClock.Instant, orUntil condition: (Frame) -> Bool) -> Bool {
    while true {
      if condition(terminal.frame) { return true }
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return false }
      readAvailable(waiting: min(left, .milliseconds(50)))
    }
  }

  /// Waits until the screen shows `text`.
  @discardableResult
  func wait(for text: String, timeout: Duration = .seconds(20)) -> Bool {
    wait(timeout: timeout) { $0.contains(text) }
  }

  /// Resizes the terminal, as a user dragging the window would: the kernel
  /// sends SIGWINCH to the app. Both screens keep what fits, as a terminal
  /// does; the app clears and redraws everything after a resize.
  func resize(to newSize: Size) {
    readAvailable(waiting: .zero)  // what the app wrote at the old size lands at the old size
    var window = winsize(
      ws_row: UInt16(newSize.height), ws_col: UInt16(newSize.width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    size = newSize
    terminal.resize(to: newSize)
  }

  /// Puts `text` on the terminal's screen as if printed before the app
  /// started (a shell's prompt and output), to see what the app leaves behind.
  func preload(_ text: String) {
    terminal.feed(Array(text.utf8))
  }

  /// Tells the app the terminal has `reported` size (SIGWINCH) without
  /// resizing this side's screen: for sizes no test should allocate.
  func report(size reported: (columns: UInt16, rows: UInt16)) {
    var window = winsize(ws_row: reported.rows, ws_col: reported.columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// Sends raw bytes, as a terminal (or a hostile program) would.
  func send(bytes: [UInt8]) {
    var offset = 0
    let deadline = Self.deadline(after: .seconds(30))
    while offset < bytes.count, ContinuousClock.now < deadline {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
      if written > 0 {
        offset += written
      } else if errno == EAGAIN {
        readAvailable(waiting: .milliseconds(5))  // the app is busy: keep its output flowing
      } else if errno != EINTR {
        return
      }
    }
  }

  /// Waits until the status line (the last row) shows `text`. A frame and its
  /// status line are one write, but a pty may hand them over in pieces.
  @discardableResult
  func waitForStatus(_ text: String, timeout: Duration = .seconds(20)) -> Bool {
    wait(timeout: timeout) { $0.line(size.height - 1).contains(text) }
  }

  /// Reads whatever the app wrote, waiting up to `waiting` for the first byte.
  private func readAvailable(waiting: Duration) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(waiting.components.seconds * 1000 + waiting.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, max(1, milliseconds)) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
      guard count > 0 else { return }
      output += buffer[..<count]
      terminal.feed(buffer[..<count])
    }
  }

  /// Waits for the child to exit, reading its output meanwhile; returns the
  /// raw status, or nil on timeout.
  func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
    let deadline = Self.deadline(after: timeout)
    while ContinuousClock.now < deadline {
      var raw: Int32 = 0
      if waitpid(pid, &raw, WNOHANG) == pid {
        status = raw
        readAvailable(waiting: .milliseconds(1))
        return raw
      }
      readAvailable(waiting: .milliseconds(20))
    }
    return nil
  }

  /// The exit code of a normal exit.
  static func exitCode(_ status: Int32) -> Int32? { status & 0x7F == 0 ? (status >> 8) & 0xFF : nil }
  /// The signal that ended the process.
  static func signal(_ status: Int32) -> Int32? { status & 0x7F != 0 && status & 0x7F != 0x7F ? status & 0x7F : nil }

  /// The pty's settings now.
  var settings: termios {
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    return settings
  }

  /// The last row: the status line.
  var statusLine: String { terminal.frame.line(size.height - 1) }
}
