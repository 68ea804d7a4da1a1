#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Report files (`--html OUT`, `--junit OUT`) written atomically: the
/// contents go to a temporary file in OUT's directory, which then replaces OUT
/// in one `rename`, so a reader never sees half a report and a failed write
/// leaves the old one. OUT may be a new path, a regular file, or a symbolic
/// link to one (the link's target is replaced, the link kept); a directory, a
/// device, a FIFO or a socket is refused rather than replaced.
enum OutputFile {
  /// Writes `text` to `path` (relative to `workingDirectory`); the reason on failure.
  static func save(_ text: String, to path: String, workingDirectory: String) -> String? {
    var target = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    var info = stat()
    if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      // Follow the link: the user's link stays, its target gets the report.
      guard let resolved = realpath(target, nil) else {
        return "\(Echo.quoted(path)) is a symbolic link to nothing that can be written"
      }
      target = String(cString: resolved)
      free(resolved)
    }
    if stat(target, &info) == 0 {
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFREG else {
        return "\(Echo.quoted(path)) is \(describe(kind)); give the path of a file to write"
      }
    }
    switch temporaryFile(holding: text, beside: target) {
    case .failure(let reason):
      return "cannot write \(Echo.quoted(path)): \(reason.message)"
    case .success(let temporary):
      guard rename(temporary, target) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        return "cannot write \(Echo.quoted(path)): \(reason)"
      }
      return nil
    }
  }

  /// A new file in `target`'s directory holding `text`, written and synced,
  /// with the mode a new file gets (0644 less the umask): its path, or the
  /// system's reason as the error's message. The caller moves it into place in one step.
  static func temporaryFile(holding text: String, beside target: String) -> Result<String, SessionFileError> {
    let directory = target.contains("/") ? String(target[..<target.lastIndex(of: "/")!]) : "."
    var template = Array(((directory.isEmpty ? "" : directory) + "/.strangler-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return .failure(SessionFileError(message: String(cString: strerror(errno)))) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure = StandardConsole.writeAll(descriptor, Array(text.utf8))
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    _ = fchmod(descriptor, 0o644 & ~currentUmask())
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      return .failure(SessionFileError(message: failure))
    }
    return .success(temporary)
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// What a file of type `kind` (`st_mode & S_IFMT`) is, in an error: `a directory`, `a FIFO`…
  static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFLNK: "a symbolic link"
    case S_IFDIR: "a directory"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}

/// Files the app writes for the user (`--record`, shadow mismatches), with
/// the safety of report files: atomic, never replacing a directory or device.
public enum SessionFiles {
  /// The shadow-mismatch directory used unless `--shadow-out` names one.
  public static let defaultShadowDirectory = "shadow-mismatches"

  /// Whether something exists at `path` (relative to `workingDirectory`), a dangling link included.
  public static func exists(_ path: String, workingDirectory: String) -> Bool {
    var info = stat()
    return lstat(absolute(path, workingDirectory), &info) == 0
  }

  /// Checks, before anything runs, that `path` can hold the files an option
  /// writes later: a directory, or a name to create one at. A file there is a
  /// usage error now (exit 2), not a failure when the first file is written.
  static func checkDirectory(_ path: String, option: String, workingDirectory: String) throws(UsageError) {
    var info = stat()
    guard stat(absolute(path, workingDirectory), &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw UsageError(message: "\(option) \(Echo.quoted(path)) is not a directory")
    }
  }

  /// Writes `text` to `path` atomically (see `OutputFile`); the reason on failure.
  public static func save(_ text: String, to path: String, workingDirectory: String) -> String? {
    OutputFile.save(text, to: path, workingDirectory: workingDirectory)
  }

  /// Writes `text` as a new file in `directory` (created if missing), named
  /// `base.scenario`, or `base-2.scenario`… so no earlier file is replaced.
  /// Returns the path written (as given: relative to the working directory
  /// when `directory` is), or the reason it could not be written.
  public static func saveNew(_ text: String, base: String, in directory: String, workingDirectory: String) -> Result<
    String, SessionFileError
  > {
    let fullDirectory = absolute(directory, workingDirectory)
    var info = stat()
    if stat(fullDirectory, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        return .failure(SessionFileError(message: "\(Echo.quoted(directory)) is not a directory"))
      }
    } else if let problem = makeDirectories(fullDirectory) {
      return .failure(SessionFileError(message: "cannot create \(Echo.quoted(directory)): \(problem)"))
    }
    let safeBase = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }.prefix(80))
    var number = 1
    while true {
      let name = (number == 1 ? safeBase : "\(safeBase)-\(number)") + ".scenario"
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      if !exists(path, workingDirectory: workingDirectory) {
        if let problem = OutputFile.save(text, to: path, workingDirectory: workingDirectory) {
          return .failure(SessionFileError(message: problem))
        }
        return .success(path)
      }
      number += 1
    }
  }

  private static func absolute(_ path: String, _ workingDirectory: String) -> String {
    path.hasPrefix("/") ? path : workingDirectory + "/" + path
  }

  /// `mkdir -p`: nil on success, else the system's reason.
  private static func makeDirectories(_ path: String) -> String? {
    var built = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      built += "/" + component
      if mkdir(built, 0o755) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
    }
    return nil
  }
}

/// Why a session file could not be written.
public struct SessionFileError: Error, CustomStringConvertible {
  /// What went wrong, with the path quoted safely.
  public var message: String
  public var description: String { message }
}
