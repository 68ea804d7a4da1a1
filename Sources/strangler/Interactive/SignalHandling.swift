import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Putting the terminal back, from anywhere: the normal end of the loop, an
/// `exit()` anywhere in the process (`atexit`), a signal that ends it
/// (SIGTERM, SIGHUP, SIGINT, SIGQUIT) and a crash inside a screen (a Swift
/// trap is SIGILL or SIGTRAP; SIGSEGV, SIGBUS, SIGFPE, SIGABRT likewise).
///
/// `restore()` is async-signal-safe: it only loads and exchanges lock-free
/// atomics and calls `write`, `tcsetattr`, `dup2`, `lseek` and `read` on
/// memory allocated before any handler was installed. It runs at most once
/// per session, whoever calls it first.
///
/// While the session runs, stderr goes to an unlinked temporary file, because
/// text written to the alternate screen vanishes when the app leaves it; the
/// restore copies it to the real stderr, so a crash's "Fatal error: …" and
/// backtrace are readable on the normal screen.
enum TerminalRestore {
  /// Whether the terminal is in the app's mode; exchanged to false by the first restore.
  static let active = Atomic<Bool>(false)
  /// A duplicate of the real stderr, or -1.
  static let realStderr = Atomic<Int32>(-1)
  /// The temporary file stderr points to during the session, or -1.
  static let capturedStderr = Atomic<Int32>(-1)
  /// The write end of the self-pipe that wakes the run loop's poll(), or -1.
  static let wakeWrite = Atomic<Int32>(-1)
  /// Set by SIGWINCH; the run loop clears it and asks for the new size.
  static let resized = Atomic<Bool>(false)

  // These pointers are `nonisolated(unsafe)` because a signal handler must
  // read them without locks. That is safe: each is allocated once, `begin`
  // writes the pointees before `active` becomes true and before any handler
  // is installed, and from then on they are only read.
  /// The terminal's settings from before raw mode.
  nonisolated(unsafe) static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The disposition of each signal before ours, to hand the signal on to after restoring.
  nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  /// Scratch space for copying captured stderr (no allocation is allowed in a handler).
  nonisolated(unsafe) static let copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 8)

  /// What puts the screen back: CAN (abandons a sequence a signal cut in
  /// half), synchronized output off, plain style, bracketed paste off, the
  /// normal screen, the cursor shown. A literal, so reading it allocates nothing.
  static var leaveSequence: StaticString {
    "\u{18}\u{1B}[?2026l\u{1B}[m\u{1B}[?2004l\u{1B}[?1049l\u{1B}[?25h"
  }

  /// Signals that end the process: restore, then let the previous disposition act.
  static let terminatingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  /// Signals a crash raises: the same, so a failing screen leaves a usable terminal.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// Initializes every lazily initialized static before a handler can run,
  /// since the first access to one takes a lock.
  static func prepare() {
    _ = active.load(ordering: .sequentiallyConsistent)
    _ = realStderr.load(ordering: .sequentiallyConsistent)
    _ = capturedStderr.load(ordering: .sequentiallyConsistent)
    _ = wakeWrite.load(ordering: .sequentiallyConsistent)
    _ = resized.load(ordering: .sequentiallyConsistent)
    _ = (savedTermios, previousActions, copyBuffer, terminatingSignals, crashSignals)
  }

  /// Leaves the app's terminal mode if it is on; async-signal-safe.
  static func restore() {
    guard active.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged else {
      return
    }
    let sequence = leaveSequence
    writeAll(1, UnsafeRawPointer(sequence.utf8Start), sequence.utf8CodeUnitCount)
    _ = tcsetattr(0, TCSANOW, savedTermios)
    replayCapturedStderr()
  }

  /// Points stderr back at the terminal and copies there what was written meanwhile.
  private static func replayCapturedStderr() {
    let real = realStderr.exchange(-1, ordering: .sequentiallyConsistent)
    let captured = capturedStderr.exchange(-1, ordering: .sequentiallyConsistent)
    guard real >= 0 else { return }
    _ = dup2(real, 2)
    guard captured >= 0 else { return }
    _ = lseek(captured, 0, SEEK_SET)
    while true {
      let count = read(captured, copyBuffer, 4096)
      if count <= 0 { break }
      writeAll(2, UnsafeRawPointer(copyBuffer), count)
    }
    _ = close(captured)
  }

  /// `write` until done, retrying after a signal; gives up on any other error
  /// (a hung-up terminal must not keep a dying process alive).
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) {
    var offset = 0
    while offset < count {
      let written = write(fd, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  // MARK: Handlers

  /// Installs the handlers (once per process) and registers the `atexit` restore.
  static func installHandlers() {
    guard !handlersInstalled.exchange(true, ordering: .sequentiallyConsistent) else { return }
    prepare()
    for signal in terminatingSignals + crashSignals {
      _ = sigaction(signal, nil, previousActions + Int(signal))
      // A signal the user chose to ignore (nohup) stays ignored.
      if terminatingSignals.contains(signal), isIgnored(previousActions[Int(signal)]) { continue }
      install(signal, flags: 0) { signal in
        TerminalRestore.restore()
        // Hand the signal on: put back what was there (the default action, or
        // the Swift runtime's backtracer) and raise it again; it is delivered
        // as soon as this handler returns.
        _ = sigaction(signal, TerminalRestore.previousActions + Int(signal), nil)
        _ = raise(signal)
      }
    }
    install(SIGWINCH, flags: SA_RESTART) { _ in
      let savedErrno = errno
      TerminalRestore.resized.store(true, ordering: .sequentiallyConsistent)
      let fd = TerminalRestore.wakeWrite.load(ordering: .sequentiallyConsistent)
      if fd >= 0 {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
      }
      errno = savedErrno
    }
    atexit { TerminalRestore.restore() }
  }

  private static let handlersInstalled = Atomic<Bool>(false)

  private static func install(_ signal: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    _ = sigaction(signal, &action, nil)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if os(Linux)
      let current = action.__sigaction_handler.sa_handler
    #else
      let current = action.__sigaction_u.__sa_handler
    #endif
    guard let handler = current else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
  }
}
