/// The CLI's exit codes (DESIGN.md section 7).
enum ExitCode: Int32 {
  /// Everything passed.
  case success = 0
  /// A mismatch, a failed expectation, a missed target, or output that could not be written.
  case failure = 1
  /// Bad input: arguments, scenario or flags file.
  case badInput = 2
}

/// A command-line mistake, reported as `strangler: error: …` with exit code 2.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  /// The message is already a positioned diagnostic (`origin:line:column: error: …`)
  /// and is printed as it is, without the `strangler: error:` prefix or usage.
  var isDiagnostic = false
  var description: String { message }

  /// The text to print on stderr, ending in a newline; the command's usage
  /// and where its help is follow plain errors.
  func report(_ spec: CommandSpec) -> String {
    let help = spec.name.isEmpty ? "strangler --help" : "strangler \(spec.name) --help"
    return isDiagnostic ? message + "\n" : "strangler: error: \(message)\nusage: \(spec.usage)\nsee '\(help)'\n"
  }
}
