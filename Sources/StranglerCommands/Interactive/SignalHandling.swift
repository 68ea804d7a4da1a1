import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Putting the terminal back, from anywhere: the normal end of the loop, an
/// `exit()` anywhere in the process (`atexit`), a signal whose default ends it
/// (SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGPWR, …) and a
/// crash inside a screen (a Swift trap is SIGILL or SIGTRAP; SIGSEGV, SIGBUS,
/// SIGFPE, SIGABRT likewise). A signal sent by a process (`kill -SEGV`,
/// `kill -QUIT`, `abort()`) then ends the process with its default action;
/// only a fault the kernel raised goes on to the previous handler (the Swift
/// runtime's backtracer), which then ends it.
///
/// The signals that ask a program to end (SIGTERM, SIGHUP when the terminal
/// goes away, SIGINT) end the session as quitting does instead: the run loop
/// stops, the `--state` file and the `--record` recording are written, and
/// only then does the signal end the process (`endByEndingSignal()`), so the
/// shell still sees it. What the user typed or recorded is not lost to a
/// closed terminal window or a `kill`. Another such signal a second or more
/// after the first ends the process at once (a session that does not stop);
/// one sooner is the same request again (a closed window sends SIGHUP twice,
/// from the shell and from the kernel to the foreground job) and is absorbed.
///
/// Job control too: SIGTSTP (Ctrl-Z, or `kill -TSTP`) leaves the app's mode
/// before the process stops, and SIGCONT (`fg`) enters it again and asks the
/// run loop for a full redraw (`resumed`).
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
  /// Whether the app left its mode for a stop (SIGTSTP) and has not entered it again.
  static let suspended = Atomic<Bool>(false)
  /// Set after a stop ends (SIGCONT); the run loop clears it and repaints everything.
  static let resumed = Atomic<Bool>(false)
  /// The first of `endingSignals` received, or 0: the run loop ends, and the
  /// process ends by it once the session's files are written.
  static let endingSignal = Atomic<Int32>(0)
  /// When the first ending signal came (`CLOCK_MONOTONIC`, nanoseconds), or 0 until it is stored.
  static let endingSignalTime = Atomic<Int64>(0)
  /// How long after the first ending signal another one is the same request
  /// again, not a user insisting on an end now.
  static let endingSignalGrace: Int64 = 1_000_000_000

  // These pointers are `nonisolated(unsafe)` because a signal handler must
  // read them without locks. That is safe: each is allocated once, `begin`
  // writes the pointees before `active` becomes true and before any handler
  // is installed, and from then on they are only read.
  /// The terminal's settings from before raw mode.
  nonisolated(unsafe) static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The app's raw-mode settings, put back after a stop.
  nonisolated(unsafe) static let rawTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The disposition of each signal before ours, to hand the signal on to after restoring.
  nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  /// Scratch space for copying captured stderr (no allocation is allowed in a handler).
  nonisolated(unsafe) static let copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 8)

  /// What puts the screen back: CAN (abandons a sequence a signal cut in
  /// half), synchronized output off, plain style, the app's screen cleared,
  /// bracketed paste off, the normal screen, the cursor shown. The clear is
  /// for terminals that lose track of the alternate screen across a resize:
  /// there, the app's last frame would stay on the main screen. A literal,
  /// so reading it allocates nothing.
  static var leaveSequence: StaticString {
    "\u{18}\u{1B}[?2026l\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?2004l\u{1B}[?1049l\u{1B}[?25h"
  }

  /// What enters the app's mode again after a stop: the alternate screen,
  /// cursor hidden, bracketed paste on, screen cleared (the run loop repaints).
  static var reenterSequence: StaticString { "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J" }

  /// Signals whose default action ends the process: restore, then end it.
  static let terminatingSignals: [Int32] = {
    var signals = [
      SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE,
    ]
    #if os(Linux)
      // Linux also ends a process on these by default, and on every real-time signal.
      signals += [SIGPWR, SIGIO, SIGSTKFLT]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()
  /// Signals that ask the program to end: the session ends as quitting does, then the signal ends the process.
  static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]
  /// Signals a crash raises: the same, so a failing screen leaves a usable terminal.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS]
  /// Signals that stop the process by default: at Ctrl-Z, and when a
  /// background job reads (SIGTTIN) or writes (SIGTTOU) the terminal.
  static let stopSignals: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]

  /// Initializes every lazily initialized static before a handler can run,
  /// since the first access to one takes a lock.
  static func prepare() {
    _ = active.load(ordering: .sequentiallyConsistent)
    _ = realStderr.load(ordering: .sequentiallyConsistent)
    _ = capturedStderr.load(ordering: .sequentiallyConsistent)
    _ = wakeWrite.load(ordering: .sequentiallyConsistent)
    _ = resized.load(ordering: .sequentiallyConsistent)
    _ = suspended.load(ordering: .sequentiallyConsistent)
    _ = resumed.load(ordering: .sequentiallyConsistent)
    _ = endingSignal.load(ordering: .sequentiallyConsistent)
    _ = endingSignalTime.load(ordering: .sequentiallyConsistent)
    _ = (
      savedTermios, rawTermios, previousActions, copyBuffer, terminatingSignals, endingSignals, crashSignals,
      stopSignals
    )
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
      if endingSignals.contains(signal) {
        installEndingHandler(signal)
        continue
      }
      installWithInfo(signal) { signal, info, _ in
        TerminalRestore.restore()
        // Sent by a process (kill, raise, abort: si_code ≤ 0): end with the
        // default action, never a handler that might return and leave the
        // process running over the shell. A fault the kernel raised goes to
        // the previous disposition (the Swift runtime's backtracer).
        let sent = (info?.pointee.si_code ?? 0) <= 0
        if sent {
          TerminalRestore.setDefault(signal)
        } else {
          _ = sigaction(signal, TerminalRestore.previousActions + Int(signal), nil)
        }
        // Delivered as soon as this handler returns (the signal is blocked while it runs).
        _ = raise(signal)
      }
    }
    install(SIGWINCH, flags: SA_RESTART) { _ in
      let savedErrno = errno
      TerminalRestore.resized.store(true, ordering: .sequentiallyConsistent)
      TerminalRestore.wake()
      errno = savedErrno
    }
    installStopHandler()
    install(SIGCONT, flags: SA_RESTART) { _ in
      let savedErrno = errno
      TerminalRestore.resume()
      errno = savedErrno
    }
    atexit { TerminalRestore.restore() }
  }

  /// SIGTERM, SIGHUP, SIGINT: the first asks the run loop to end (it wakes
  /// it); another within `endingSignalGrace` is absorbed; one later, while
  /// the session still runs or its files are written, ends the process at
  /// once, as any terminating signal does.
  private static func installEndingHandler(_ signal: Int32) {
    install(signal, flags: SA_RESTART) { signal in
      let savedErrno = errno
      let now = TerminalRestore.monotonicNanoseconds()
      if TerminalRestore.endingSignal.compareExchange(
        expected: 0, desired: signal, ordering: .sequentiallyConsistent
      ).exchanged {
        TerminalRestore.endingSignalTime.store(now, ordering: .sequentiallyConsistent)
        TerminalRestore.wake()
        errno = savedErrno
        return
      }
      // 0: the first signal's handler, interrupted by this one, has not stored its time yet.
      let first = TerminalRestore.endingSignalTime.load(ordering: .sequentiallyConsistent)
      if first == 0 || now - first < TerminalRestore.endingSignalGrace {
        errno = savedErrno
        return
      }
      TerminalRestore.end(by: signal)
    }
  }

  /// `CLOCK_MONOTONIC` in nanoseconds (async-signal-safe: `clock_gettime`).
  private static func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }

  /// Ends the process by the signal that asked the session to end, if one
  /// did, with the signal's default action (the terminal restored first): the
  /// last thing the interactive command does, after writing the session's files.
  static func endByEndingSignal() {
    let signal = endingSignal.load(ordering: .sequentiallyConsistent)
    guard signal != 0 else { return }
    end(by: signal)
  }

  /// Restores the terminal and ends the process by `signal`'s default action
  /// (async-signal-safe). Raised from a handler of the same signal, it is
  /// delivered as soon as the handler returns.
  private static func end(by signal: Int32) {
    restore()
    setDefault(signal)
    _ = raise(signal)
  }

  /// SIGTSTP, SIGTTIN, SIGTTOU: leave the app's mode, stop with the default
  /// action, and on continuing (or when the stop was discarded: an orphaned
  /// process group cannot be stopped) enter it again.
  private static func installStopHandler() {
    for stop in stopSignals { installStopHandler(stop) }
  }

  private static func installStopHandler(_ stop: Int32) {
    install(stop, flags: SA_RESTART) { signal in
      let savedErrno = errno
      TerminalRestore.suspend()
      TerminalRestore.setDefault(signal)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, signal)
      _ = raise(signal)
      // Unblocking delivers the pending stop: the process stops here until SIGCONT.
      _ = sigprocmask(SIG_UNBLOCK, &set, nil)
      _ = sigprocmask(SIG_BLOCK, &set, nil)
      TerminalRestore.installStopHandler(signal)
      TerminalRestore.resume()
      errno = savedErrno
    }
  }

  /// Leaves the app's mode for a stop, keeping the session (async-signal-safe).
  static func suspend() {
    guard active.load(ordering: .sequentiallyConsistent),
      !suspended.exchange(true, ordering: .sequentiallyConsistent)
    else { return }
    let sequence = leaveSequence
    writeAll(1, UnsafeRawPointer(sequence.utf8Start), sequence.utf8CodeUnitCount)
    _ = tcsetattr(0, TCSADRAIN, savedTermios)
  }

  /// Enters the app's mode again after a stop and asks for a full redraw
  /// (async-signal-safe; once per stop, whoever calls it first).
  static func resume() {
    guard active.load(ordering: .sequentiallyConsistent),
      suspended.exchange(false, ordering: .sequentiallyConsistent)
    else {
      // Continued without our stop (kill -STOP): the screen may still need repainting.
      resumed.store(true, ordering: .sequentiallyConsistent)
      wake()
      return
    }
    _ = tcsetattr(0, TCSANOW, rawTermios)
    let sequence = reenterSequence
    writeAll(1, UnsafeRawPointer(sequence.utf8Start), sequence.utf8CodeUnitCount)
    resumed.store(true, ordering: .sequentiallyConsistent)
    wake()
  }

  /// Wakes the run loop's poll() through the self-pipe (async-signal-safe).
  static func wake() {
    let fd = wakeWrite.load(ordering: .sequentiallyConsistent)
    if fd >= 0 {
      var byte: UInt8 = 1
      _ = write(fd, &byte, 1)
    }
  }

  /// Puts back the default action of `signal`.
  static func setDefault(_ signal: Int32) {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = SIG_DFL
    #else
      action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    _ = sigaction(signal, &action, nil)
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

  private static func installWithInfo(
    _ signal: Int32,
    _ handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
  ) {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO
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
