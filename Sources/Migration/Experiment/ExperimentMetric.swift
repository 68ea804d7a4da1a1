/// What an experiment measures for each user, counted from the user's first
/// exposure to the flag on: an outcome the user cares about, or a guardrail.
public enum ExperimentMetric: String, Sendable, Hashable, CaseIterable {
  /// 1 when the task's goal was reached, else 0.
  case success
  /// Virtual milliseconds from the first exposure to the goal (or to giving up).
  case time
  /// Keys pressed after the first exposure.
  case keystrokes
  /// 1 when the user gave up (patience ran out, or the target never appeared), else 0.
  case abandonment
  /// Screens showing an error the user saw after the first exposure.
  case errors
  /// Decisions that fell back with reason ERROR after the first exposure.
  case fallbacks
  /// Bytes written to the user's terminal after the first exposure.
  case bytes
  /// Frames written to the user's terminal after the first exposure.
  case frames

  /// Whether a larger value is better for the user (only `success`).
  public var higherIsBetter: Bool { self == .success }

  /// The unit shown beside a value.
  public var unit: String {
    switch self {
    case .success, .abandonment: "rate"
    case .time: "ms"
    case .keystrokes: "keys"
    case .errors: "screens"
    case .fallbacks: "fallbacks"
    case .bytes: "bytes"
    case .frames: "frames"
    }
  }
}
