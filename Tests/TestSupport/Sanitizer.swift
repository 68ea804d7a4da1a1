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
  /// For tests that replay the whole built-in suite many times over on the
  /// test's own thread: instrumented, each takes minutes, and finds no race
  /// that the lighter tests running the same code beside other tests do not.
  /// The plain pass runs them.
  public static var skippedUnderSanitizer: Self {
    .disabled(if: Sanitizer.isActive, "whole-suite replays on one thread; the plain pass runs them")
  }
}
