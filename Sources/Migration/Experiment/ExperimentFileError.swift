import FeatureFlags

/// A mistake in an experiment file, printed the way compilers print them:
/// `offers.experiment.json:4:12: error: unknown metric "speed"; expected one of: …`.
public struct ExperimentFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// Where the offending text starts.
  public var position: SourcePosition
  /// What was expected, and what was found.
  public var message: String

  /// Creates an error at `position` in `path`.
  public init(path: String, position: SourcePosition, message: String) {
    self.path = path
    self.position = position
    self.message = message
  }

  /// `path:line:column: error: message`, with control characters quoted from
  /// the file shown as `\u{1B}` escapes so a hostile file cannot drive the terminal.
  public var description: String {
    var safe = ""
    for scalar in message.unicodeScalars {
      let value = scalar.value
      let isControl =
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      if isControl {
        safe += "\\u{\(String(value, radix: 16, uppercase: true))}"
      } else {
        safe.unicodeScalars.append(scalar)
      }
    }
    return "\(path):\(position.line):\(position.column): error: \(safe)"
  }
}
