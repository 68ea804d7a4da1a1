import Observation

/// The runtime of a reducer feature: holds the state, runs the reducer for
/// each action, starts and cancels effects, and hands the routes its
/// navigation reducer emits (any `Destination` type the app uses) to the coordinator.
///
/// State changes are observable (`@Observable`), so a declarative screen
/// re-renders from what it read and a legacy screen re-runs its `observe {}`
/// bindings at the commit point.
///
/// ```swift
/// let store = Store(initialState: AccountsFeature.State(), reducer: AccountsFeature.reduce,
///                   navigation: AccountsFeature.route) { route in coordinator.show(route) }
/// store.send(.onAppear)
/// ```
@Observable
public final class Store<State, Action, Destination> {
  /// The current state; change it only by sending actions.
  public private(set) var state: State

  @ObservationIgnored private let reducer: Reducer<State, Action>
  @ObservationIgnored private let navigation: NavigationReducer<State, Action, Destination>
  @ObservationIgnored private let onRoute: (Destination) -> Void
  @ObservationIgnored private var effects: EffectRunner<Action>!

  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>,
    navigation: @escaping NavigationReducer<State, Action, Destination> = { _, _ in nil },
    onRoute: @escaping (Destination) -> Void = { _ in }
  ) {
    state = initialState
    self.reducer = reducer
    self.navigation = navigation
    self.onRoute = onRoute
    effects = EffectRunner { [weak self] action in self?.send(action) }
  }

  /// Sends an action: the reducer runs, then its effects start, then the
  /// navigation reducer may emit a route.
  public func send(_ action: Action) {
    let effect = reducer(&state, action)
    effects.start(effect)
    if let route = navigation(state, action) { onRoute(route) }
  }

  /// Whether work with `id` is still in flight.
  public func isRunning(_ id: some Hashable & Sendable) -> Bool {
    effects.inFlightIDs.contains(AnyHashable(id))
  }
}

extension Store where Destination == Never {
  /// A store whose feature never navigates.
  public convenience init(initialState: State, reducer: @escaping Reducer<State, Action>) {
    self.init(initialState: initialState, reducer: reducer, navigation: { _, _ in nil }, onRoute: { _ in })
  }
}
