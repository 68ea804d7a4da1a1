import TextSurface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal while the interactive app owns it: raw mode, the alternate
/// screen, a hidden cursor and bracketed paste, entered by `begin()` and
/// left by `TerminalRestore.restore()` on every way out.
///
/// Raw mode (`cfmakeraw`) turns off echo, line editing, signal keys and flow
/// control, so Ctrl-C, Ctrl-Q and Ctrl-Z arrive as bytes the app decides
/// about, and output is not post-processed (the encoders move the cursor
/// explicitly).
final class TerminalSession {
  /// Why the session could not start.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The read end of the self-pipe signal handlers write to, to wake `poll()`.
  let wakeRead: Int32

  /// Whether stdin and stdout are both a terminal: the interactive app needs both.
  static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// The sequence that enters the app's mode: alternate screen, cursor hidden,
  /// bracketed paste on, screen cleared.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J"

  /// Saves the terminal's settings and switches it to the app's mode.
  init() throws(Failure) {
    TerminalRestore.prepare()
    guard tcgetattr(0, TerminalRestore.savedTermios) == 0 else {
      throw Failure(description: "cannot read the terminal's settings (errno \(errno))")
    }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw Failure(description: "cannot create a pipe (errno \(errno))") }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    wakeRead = fds[0]
    TerminalRestore.wakeWrite.store(fds[1], ordering: .sequentiallyConsistent)
    Self.captureStderr()
    // Active before anything changes: a signal from here on restores, and
    // restoring settings that were not changed yet is harmless.
    TerminalRestore.active.store(true, ordering: .sequentiallyConsistent)
    TerminalRestore.installHandlers()
    var raw = TerminalRestore.savedTermios.pointee
    cfmakeraw(&raw)
    Self.setControlCharacter(&raw, index: Int(VMIN), value: 1)
    Self.setControlCharacter(&raw, index: Int(VTIME), value: 0)
    TerminalRestore.rawTermios.pointee = raw
    // TCSANOW, not TCSAFLUSH: keys typed while the app started are kept.
    guard tcsetattr(0, TCSANOW, &raw) == 0 else {
      let code = errno
      TerminalRestore.restore()
      throw Failure(description: "cannot switch the terminal to raw mode (errno \(code))")
    }
    send(Array(Self.enterSequence.utf8))
  }

  private static func setControlCharacter(_ settings: inout termios, index: Int, value: cc_t) {
    withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
      bytes.bindMemory(to: cc_t.self)[index] = value
    }
  }

  /// Sends stderr to an unlinked temporary file until the restore replays it
  /// (see `TerminalRestore`); when that is impossible, stderr stays as it is.
  private static func captureStderr() {
    var template = Array("/tmp/strangler-stderr-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let real = dup(2)
    guard real >= 0, dup2(file, 2) == 2 else {
      _ = close(file)
      return
    }
    _ = fcntl(real, F_SETFD, FD_CLOEXEC)
    _ = fcntl(file, F_SETFD, FD_CLOEXEC)
    TerminalRestore.realStderr.store(real, ordering: .sequentiallyConsistent)
    TerminalRestore.capturedStderr.store(file, ordering: .sequentiallyConsistent)
  }

  /// The largest size the app draws at: a terminal reporting more (65535×65535
  /// is one ioctl away) is drawn at this size, in its top-left corner, instead
  /// of allocating a frame of billions of cells.
  static let maximumSize = Size(width: 1000, height: 500)

  /// The terminal's size in cells, clamped to `maximumSize`; 80×24 when the terminal does not say.
  var size: Size {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) { ioctl(1, UInt(TIOCGWINSZ), $0) }
    guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return Size(width: 80, height: 24) }
    return Self.clamped(Size(width: Int(window.ws_col), height: Int(window.ws_row)))
  }

  /// `size` within `maximumSize`.
  static func clamped(_ size: Size) -> Size {
    Size(width: min(size.width, maximumSize.width), height: min(size.height, maximumSize.height))
  }

  /// Writes `bytes` to the terminal in one call (retried only if the kernel takes part).
  func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      TerminalRestore.writeAll(1, base, buffer.count)
    }
  }

  /// What stdin has now (call after poll() says it is readable); nil at end of
  /// input or on an error, e.g. the terminal hung up.
  func readInput() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
      if count > 0 { return Array(buffer[..<count]) }
      if count < 0, errno == EINTR || errno == EAGAIN { return [] }
      return nil
    }
  }

  /// Empties the self-pipe after a wake-up.
  func drainWakePipe() {
    var byte: UInt8 = 0
    while read(wakeRead, &byte, 1) > 0 {}
  }

  /// Whether a signal asked the program to end (SIGTERM, SIGHUP, SIGINT;
  /// `TerminalRestore.endingSignal`): the run loop ends as it does at a quit.
  var endRequested: Bool { TerminalRestore.endingSignal.load(ordering: .sequentiallyConsistent) != 0 }

  /// Leaves the app's mode (idempotent; see `TerminalRestore.restore`).
  func end() {
    TerminalRestore.restore()
  }
}
