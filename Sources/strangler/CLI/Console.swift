#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where commands write: machine-readable output on stdout, diagnostics on
/// stderr. Commands take a console instead of printing, so tests can read
/// exactly what a user would see.
protocol Console: AnyObject {
  func out(_ text: String)
  func outBytes(_ bytes: [UInt8])
  func err(_ text: String)
  /// Whether stdout is a terminal (colour only then).
  var isTerminal: Bool { get }
  /// Whether stderr is a terminal (progress lines only then, so piped or logged output stays clean).
  var isErrorTerminal: Bool { get }
}

/// The process's real stdout and stderr.
final class StandardConsole: Console {
  func out(_ text: String) { outBytes(Array(text.utf8)) }

  func outBytes(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  func err(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress!, $0.count) }
  }

  var isTerminal: Bool { isatty(1) == 1 }

  var isErrorTerminal: Bool { isatty(2) == 1 }
}

/// Collects output in memory, for tests.
final class BufferConsole: Console {
  private(set) var stdout = ""
  private(set) var stdoutBytes: [UInt8] = []
  private(set) var stderr = ""
  var isTerminal = false
  var isErrorTerminal = false

  func out(_ text: String) {
    stdout += text
    stdoutBytes += Array(text.utf8)
  }

  func outBytes(_ bytes: [UInt8]) {
    stdoutBytes += bytes
    stdout += String(decoding: bytes, as: UTF8.self)
  }

  func err(_ text: String) { stderr += text }
}
