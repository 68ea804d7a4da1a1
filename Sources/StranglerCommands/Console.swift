#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where commands write: machine-readable output on stdout, diagnostics on
/// stderr. Commands take a console instead of printing, so tests can read
/// exactly what a user would see. Text is made terminal-safe where it is
/// written (``ConsoleText``); only the byte methods write as they are.
public protocol Console: AnyObject {
  /// Writes text to stdout, terminal-safe.
  func out(_ text: String)
  /// Writes bytes to stdout as they are (a frame's exact escape sequences).
  func outBytes(_ bytes: [UInt8])
  /// Writes text to stderr, terminal-safe.
  func err(_ text: String)
  /// Writes bytes to stderr as they are (a progress line's erase).
  func errBytes(_ bytes: [UInt8])
  /// Whether stdout is a terminal (colour only then).
  var isTerminal: Bool { get }
  /// Whether stderr is a terminal (progress lines only then, so piped or logged output stays clean).
  var isErrorTerminal: Bool { get }
  /// Why writing stdout failed (`No space left on device`), if it did: the command then fails.
  var outputFailure: String? { get }
  /// The terminal's width when stdout is one (help is wrapped to it); nil otherwise.
  var columns: Int? { get }
}

extension Console {
  /// Not a terminal, or one whose width is unknown.
  public var columns: Int? { nil }
}

/// The process's real stdout and stderr (or, for tests, other descriptors).
public final class StandardConsole: Console {
  private let outputDescriptor: Int32
  private let errorDescriptor: Int32
  /// Whether style sequences may reach a terminal at all (not with NO_COLOR).
  private let coloursAllowed: Bool
  public private(set) var outputFailure: String?

  /// A console writing to `output` and `error` (stdout and stderr by default).
  public init(output: Int32 = 1, error: Int32 = 2) {
    outputDescriptor = output
    errorDescriptor = error
    // NO_COLOR (any non-empty value, no-color.org), read where the process meets the terminal.
    coloursAllowed = getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
  }

  public func out(_ text: String) {
    outBytes(Array(ConsoleText.safe(text, styled: coloursAllowed && isTerminal).utf8))
  }

  public func outBytes(_ bytes: [UInt8]) {
    guard outputFailure == nil else { return }
    if let failure = Self.writeAll(outputDescriptor, bytes) { outputFailure = failure }
  }

  public func err(_ text: String) {
    errBytes(Array(ConsoleText.safe(text, styled: coloursAllowed && isErrorTerminal).utf8))
  }

  public func errBytes(_ bytes: [UInt8]) {
    _ = Self.writeAll(errorDescriptor, bytes)
  }

  /// Writes everything, retrying after signals; the reason on failure. Shared
  /// by the console and the atomic file writer, so both treat a short write alike.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return written < 0 ? String(cString: strerror(errno)) : "nothing was written"
        }
      }
      return nil
    }
  }

  public var isTerminal: Bool { isatty(outputDescriptor) == 1 }

  public var isErrorTerminal: Bool { isatty(errorDescriptor) == 1 }

  public var columns: Int? {
    guard isTerminal else { return nil }
    var size = winsize()
    guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}

/// Collects output in memory, for tests.
public final class BufferConsole: Console {
  /// Everything written to stdout, as text.
  public private(set) var stdout = ""
  /// Everything written to stdout, as bytes.
  public private(set) var stdoutBytes: [UInt8] = []
  /// Everything written to stderr.
  public private(set) var stderr = ""
  public var isTerminal = false
  public var isErrorTerminal = false
  public var outputFailure: String?
  /// The terminal width to report (tests of wrapping); nil for none.
  public var columns: Int?

  /// An empty console that is not a terminal.
  public init() {}

  public func out(_ text: String) {
    let safe = ConsoleText.safe(text, styled: isTerminal)
    stdout += safe
    stdoutBytes += Array(safe.utf8)
  }

  public func outBytes(_ bytes: [UInt8]) {
    stdoutBytes += bytes
    stdout += String(decoding: bytes, as: UTF8.self)
  }

  public func err(_ text: String) { stderr += ConsoleText.safe(text, styled: isErrorTerminal) }

  public func errBytes(_ bytes: [UInt8]) { stderr += String(decoding: bytes, as: UTF8.self) }
}
