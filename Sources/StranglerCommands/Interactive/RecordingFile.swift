#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `--record` writes when the app ends, checked when it starts, so
/// a session is never recorded for nothing and never written through a link.
///
/// At launch the path must be a new name in an existing directory, or, with
/// `--force`, a regular file: a directory, a device, a FIFO, a socket or a
/// symbolic link is refused before the app takes the screen. At the end the
/// recording goes to a temporary file beside it and takes the path in one
/// step — `link` for a new name (which fails rather than replace anything
/// that appeared meanwhile), `rename` with `--force` (which replaces the path
/// itself, never what a link placed there points to). If the path cannot be
/// written then, the recording is kept under a new name and the user told where.
struct RecordingFile {
  /// The path as the user gave it.
  let path: String
  /// Whether an existing regular file may be replaced (`--force`).
  let replacing: Bool
  private let target: String
  private let workingDirectory: String

  /// Checks `path` (relative to `workingDirectory`) at launch; the reason it cannot be recorded to, on failure.
  static func claim(_ path: String, force: Bool, workingDirectory: String) -> Result<RecordingFile, SessionFileError> {
    func failure(_ message: String) -> Result<RecordingFile, SessionFileError> {
      .failure(SessionFileError(message: message))
    }
    guard !path.isEmpty else { return failure("--record needs a file name") }
    let target = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    var info = stat()
    if lstat(target, &info) == 0 {
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFREG else {
        let what =
          switch kind {
          case S_IFLNK: "a symbolic link"
          case S_IFDIR: "a directory"
          case S_IFCHR, S_IFBLK: "a device"
          case S_IFIFO: "a FIFO"
          case S_IFSOCK: "a socket"
          default: "not a regular file"
          }
        return failure("cannot record to \(Echo.quoted(path)): it is \(what); give a new file name or a regular file")
      }
      guard force else { return failure("\(Echo.quoted(path)) exists; add --force to replace it") }
    }
    let directory = target.contains("/") ? String(target[..<target.lastIndex(of: "/")!]) : "."
    guard stat(directory.isEmpty ? "/" : directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      return failure("cannot record to \(Echo.quoted(path)): its directory does not exist")
    }
    guard access(directory.isEmpty ? "/" : directory, W_OK) == 0 else {
      return failure("cannot record to \(Echo.quoted(path)): its directory is not writable")
    }
    return .success(RecordingFile(path: path, replacing: force, target: target, workingDirectory: workingDirectory))
  }

  /// Writes `text`; returns what the user should read: where it went, or why not and where it is kept instead.
  func write(_ text: String) -> Result<String, SessionFileError> {
    let directory = target.contains("/") ? String(target[..<target.lastIndex(of: "/")!]) : "."
    var template = Array(((directory.isEmpty ? "" : directory) + "/.strangler-record-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    var problem: String?
    if descriptor < 0 {
      problem = String(cString: strerror(errno))
    } else {
      let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      problem = StandardConsole.writeAll(descriptor, Array(text.utf8))
      if problem == nil, fsync(descriptor) != 0 { problem = String(cString: strerror(errno)) }
      _ = fchmod(descriptor, 0o644 & ~Self.currentUmask())
      if close(descriptor) != 0, problem == nil { problem = String(cString: strerror(errno)) }
      if problem == nil {
        if replacing {
          if rename(temporary, target) != 0 { problem = String(cString: strerror(errno)) }
        } else if link(temporary, target) != 0 {
          problem =
            errno == EEXIST ? "something appeared at that path during the session" : String(cString: strerror(errno))
        }
      }
      unlink(temporary)  // after a link, the path keeps the file; after a rename, nothing is left here
    }
    guard let problem else { return .success(path) }
    // The session is not lost: it goes beside the working directory's other recordings.
    switch SessionFiles.saveNew(text, base: "recorded-session", in: ".", workingDirectory: workingDirectory) {
    case .success(let kept):
      return .failure(
        SessionFileError(
          message: "cannot write \(Echo.quoted(path)): \(problem); the recording is in \(Echo.quoted(kept))"))
    case .failure(let error):
      return .failure(SessionFileError(message: "cannot write \(Echo.quoted(path)): \(problem); \(error.message)"))
    }
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
