/// The CLI's exit codes (docs/command-line.md).
public enum ExitCode: Int32, Sendable {
  /// Everything passed.
  case success = 0
  /// A mismatch, a failed expectation, a missed target, or output that could not be written.
  case failure = 1
  /// Bad input: arguments, scenario or flags file.
  case badInput = 2
}

/// A command-line mistake, reported as `strangler: error: …` with exit code 2.
public struct UsageError: Error, CustomStringConvertible {
  /// What is wrong, in words.
  public var message: String
  /// The message is already a positioned diagnostic (`origin:line:column: error: …`)
  /// and is printed as it is, without the `strangler: error:` prefix or usage.
  public var isDiagnostic = false
  public var description: String { message }

  /// A mistake described by `message`; `isDiagnostic` when it is already positioned.
  public init(message: String, isDiagnostic: Bool = false) {
    self.message = message
    self.isDiagnostic = isDiagnostic
  }

  /// The text to print on stderr, ending in a newline; the command's usage
  /// and where its help is follow plain errors.
  public func report(_ spec: CommandSpec) -> String {
    let help = spec.name.isEmpty ? "\(spec.program) --help" : "\(spec.program) \(spec.name) --help"
    return isDiagnostic
      ? message + "\n" : "\(spec.program): error: \(message)\nusage: \(spec.usage)\nsee '\(help)'\n"
  }
}
