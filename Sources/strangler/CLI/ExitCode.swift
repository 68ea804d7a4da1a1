/// The CLI's exit codes (DESIGN.md section 7).
enum ExitCode: Int32 {
  /// Everything passed.
  case success = 0
  /// A mismatch or a failed expectation.
  case failure = 1
  /// Bad input: arguments, scenario or flags file.
  case badInput = 2
}

/// A command-line mistake, reported as `strangler: error: …` with exit code 2.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
