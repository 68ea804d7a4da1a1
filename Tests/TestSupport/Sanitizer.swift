import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Skips the test in CI's second pass, under ThreadSanitizer (`STRANGLER_SANITIZED=1`).
  ///
  /// For tests that replay the whole built-in suite many times over on the
  /// test's own thread: instrumented, each takes minutes, and finds no race
  /// that the lighter tests running the same code beside other tests do not.
  /// The plain pass runs them.
  public static var skippedUnderSanitizer: Self {
    .disabled(
      if: ProcessInfo.processInfo.environment["STRANGLER_SANITIZED"] == "1",
      "whole-suite replays on one thread; the plain pass runs them")
  }
}
