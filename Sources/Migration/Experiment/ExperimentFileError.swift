import FeatureFlags
import TextSurface

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

  /// `path:line:column: error: message`, made terminal-safe: text quoted from
  /// the file, and the path itself, cannot drive the terminal.
  public var description: String {
    "\(path.terminalSafe):\(position.line):\(position.column): error: \(message.terminalSafe)"
  }
}
