/// A snapshot of what the tap counter screen shows: ViewState in Reactive VIP.
///
/// All formatting happens here, in the core, so both fronts only place strings.
public struct TapCounterViewState: Hashable, Sendable {
  public var name: String
  public var totalTaps: Int
  public var failureMessage: String?

  public init(name: String, totalTaps: Int, failureMessage: String? = nil) {
    self.name = name
    self.totalTaps = totalTaps
    self.failureMessage = failureMessage
  }

  /// `Hello Mr. SwiftUI`.
  public var greeting: String { "Hello \(name)" }
  /// `You pressed the button 3 time(s)`: the article's literal `time(s)`.
  public var tapsText: String { "You pressed the button \(totalTaps) time(s)" }
  /// The button's title.
  public var buttonTitle: String { "Tap Me" }
}

/// The data bridge between the module State and a screen: computes the
/// ViewState and forwards user actions to the interactor.
///
/// The article wires Combine sinks from the State's publishers into a
/// `@Published viewState`; with Observation that pipeline collapses into a
/// computed property — reading `viewState` tracks exactly the State properties
/// it uses, so a screen re-renders only when they change.
public final class TapCounterViewModel {
  private let state: TapCounterState
  private let interactor: TapCounterInteracting

  public init(state: TapCounterState, interactor: TapCounterInteracting) {
    self.state = state
    self.interactor = interactor
  }

  public var viewState: TapCounterViewState {
    TapCounterViewState(name: state.name, totalTaps: state.count, failureMessage: state.failureMessage)
  }

  public func buttonTapped() {
    interactor.didTap()
  }
}
