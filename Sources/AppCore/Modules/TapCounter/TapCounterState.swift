import Observation

/// The tap counter's module State: the single source of truth both fronts read.
///
/// The article keeps it private beside the hosting controller; here it lives in
/// the core so that switching fronts keeps the count — the screen is rebuilt,
/// the State is not.
@Observable
public final class TapCounterState: TapCounterDisplaying {
  public private(set) var name = ""
  public private(set) var count = 0
  public private(set) var failureMessage: String?

  public init() {}

  public func showUpdatedContent(updatedName: String, updatedCount: Int) {
    name = updatedName
    count = updatedCount
    failureMessage = nil
  }

  public func showFailure(message: String) {
    failureMessage = message
  }
}
