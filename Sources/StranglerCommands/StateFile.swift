import Migration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--state STATE.json`: the app's saved state, read at launch and written at
/// the end (``SavedState`` is the format). Reading is bounded like every input
/// file; writing is atomic (a temporary file in the same directory, then one
/// `rename`), so a reader never sees half a state.
enum StateFile {
  /// The state in `path` (relative to `workingDirectory`); nil when there is
  /// no such file yet (the app starts fresh and the file is written at the
  /// end). An unreadable, too large, truncated or newer file is an error that
  /// names the file and says why.
  static func load(_ path: String, workingDirectory: String) -> Result<SavedState?, StateFileError> {
    let fullPath = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    var info = stat()
    if stat(fullPath, &info) != 0, errno == ENOENT { return .success(nil) }
    let bytes: [UInt8]
    switch InputFile.load(fullPath, limit: SavedState.maximumFileSize) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let reason)):
      return .failure(StateFileError(file: path, message: "cannot read the state file: \(reason)"))
    case .failure(.tooLarge(let limit)):
      return .failure(
        StateFileError(
          file: path,
          message: "the file is larger than \(InputFile.size(limit)); a state file is a few kilobytes of JSON"))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(StateFileError(file: path, message: "the file is not valid UTF-8"))
    }
    do throws(StateFileError) {
      return .success(try SavedState(parsing: text, file: path))
    } catch {
      return .failure(error)
    }
  }

  /// Writes `state` to `path` atomically; the reason on failure.
  static func save(_ state: SavedState, to path: String, workingDirectory: String) -> String? {
    OutputFile.save(state.fileText, to: path, workingDirectory: workingDirectory)
  }
}
