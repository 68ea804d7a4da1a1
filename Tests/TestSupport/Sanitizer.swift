import Foundation
import Testing

/// CI's second pass runs the suite under ThreadSanitizer and says so with
/// `STRANGLER_SANITIZED=1`: instrumented, the app runs many times slower.
public enum Sanitizer {
  /// Whether this test process is that pass.
  public static let isActive = ProcessInfo.processInfo.environment["STRANGLER_SANITIZED"] == "1"
}

extension Trait where Self == ConditionTrait {
  /// Skips the test in the sanitizer pass (`Sanitizer.isActive`).
  ///
  /// For tests whose heavy work runs on the test's own thread and on no
  /// other: the whole built-in suite replayed, once or many times over.
  /// Instrumented, they take minutes, and find no race that the lighter
  /// tests running the same code beside other tests do not (a scenario or
  /// two through the same command, report or comparison). The plain pass
  /// runs them.
  public static var skippedUnderSanitizer: Self {
    .skippedUnderSanitizer("whole-suite replays on one thread; the plain pass runs them")
  }

  /// Skips the test in the sanitizer pass, for `reason` (see `skippedUnderSanitizer`).
  public static func skippedUnderSanitizer(_ reason: Comment) -> Self {
    .disabled(if: Sanitizer.isActive, reason)
  }
}
