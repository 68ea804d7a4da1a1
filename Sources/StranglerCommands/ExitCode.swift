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

  /// Whether the message ends by pointing to the command's help; a bad
  /// value already lists the valid ones, and needs no pointer.
  public var pointsToHelp = true

  /// A bad value of `option`: `unknown front 'declaritive' for --front (valid:
  /// legacy, declarative). Did you mean 'declarative'?`, without a position:
  /// there is no file to point into.
  public static func badValue(_ value: String, kind: String, for option: String, valid: [String]) -> UsageError {
    var error = UsageError(
      message: "unknown \(kind) \(Echo.quoted(value)) for \(option) (valid: \(valid.joined(separator: ", ")))"
        + Suggestion.hint(for: value, in: valid))
    error.pointsToHelp = false
    return error
  }

  /// The one line to print on stderr, ending in a newline: `program: error:
  /// message`, then where the command's help is (`See 'strangler run --help'.`).
  /// A positioned diagnostic is printed as it is.
  public func report(_ spec: CommandSpec) -> String {
    if isDiagnostic { return message + "\n" }
    let help = spec.name.isEmpty ? "\(spec.program) --help" : "\(spec.program) \(spec.name) --help"
    let ended = message.hasSuffix("?") || message.hasSuffix(".") ? message : message + "."
    return "\(spec.program): error: \(ended)" + (pointsToHelp ? " See '\(help)'." : "") + "\n"
  }
}
