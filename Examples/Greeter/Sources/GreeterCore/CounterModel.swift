import CoreRuntime
import Observation

/// The counter module's view model: a count the user raises, logged as analytics.
@Observable
public final class CounterModel {
  /// How many times the user pressed "Add one".
  public private(set) var count = 0
  @ObservationIgnored private let effects: EffectLog

  /// A counter logging to `effects`.
  public init(effects: EffectLog) {
    self.effects = effects
  }

  /// `Count: 3`.
  public var countText: String { "Count: \(count)" }

  /// The user pressed "Add one".
  public func addOne() {
    count += 1
    effects.analytics("counter.added", "count=\(count)")
  }
}
