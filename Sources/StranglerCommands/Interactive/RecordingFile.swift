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
        return failure(
          "cannot record to \(Echo.quoted(path)): it is \(OutputFile.describe(kind)); give a new file name or a regular file"
        )
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
    var problem: String?
    switch OutputFile.temporaryFile(holding: text, beside: target) {
    case .failure(let reason): problem = reason.message
    case .success(let temporary):
      if replacing {
        if rename(temporary, target) != 0 { problem = String(cString: strerror(errno)) }
      } else if link(temporary, target) != 0 {
        problem =
          errno == EEXIST ? "something appeared at that path during the session" : String(cString: strerror(errno))
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
}
