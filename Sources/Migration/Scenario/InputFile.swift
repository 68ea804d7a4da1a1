#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input files read with a bound, so `/dev/zero` or a 50 MB flags file is a
/// clear error instead of gigabytes of memory or a hang: scenario files
/// (``ScenarioFiles``), and the command line's flags, rules and report files.
public enum InputFile {
  /// Why a file could not be read.
  public enum Failure: Error, Sendable {
    /// Missing, unreadable or a directory: the system's reason.
    case unreadable(String)
    /// More than `limit` bytes.
    case tooLarge(limit: Int)
  }

  /// The file's bytes, at most `limit` of them.
  public static func load(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      return .failure(.unreadable("it is a directory"))
    }
    // Blocking reads from here on (a FIFO opened non-blocking would read nothing yet).
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { return .failure(.unreadable(String(cString: strerror(errno)))) }
      if count == 0 { return .success(bytes) }
      bytes += chunk[..<count]
      if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
    }
  }

  /// `1 MiB`, `64 MiB`.
  public static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
  }
}
