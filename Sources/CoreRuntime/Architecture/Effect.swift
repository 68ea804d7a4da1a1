/// Work a reducer asks the store to do after a state change: call a service,
/// cancel what is in flight, or nothing. Effects are values, so a reducer
/// stays a pure function that tests can check exhaustively.
///
/// ```swift
/// case .onAppear:
///   state.isLoading = true
///   return .run(id: LoadID()) { send in
///     accounts.fetch { send(.accountsResponse($0)) }
///   }
/// ```
public struct Effect<Action> {
  enum Operation {
    case none
    /// Starts work that may send actions back; an id lets it be cancelled (or replaced).
    case run(id: AnyHashable?, work: (@escaping (Action) -> Void) -> Cancellable)
    case cancel(id: AnyHashable)
    case merge([Effect])
  }

  let operation: Operation

  /// No work.
  public static var none: Effect { Effect(operation: .none) }

  /// Work that sends actions back into the store, e.g. a service call's answer.
  /// Starting work with the `id` of work still in flight cancels the old one first,
  /// so a second `Retry` never races the first.
  public static func run(
    id: some Hashable & Sendable, _ work: @escaping (_ send: @escaping (Action) -> Void) -> Cancellable
  ) -> Effect {
    Effect(operation: .run(id: AnyHashable(id), work: work))
  }

  /// Cancels the work started with `id`, if any; its answer is never sent.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(operation: .cancel(id: AnyHashable(id)))
  }

  /// Several effects, started in order.
  public static func merge(_ effects: Effect...) -> Effect {
    Effect(operation: .merge(effects))
  }
}

/// A feature's logic: how an action changes its state, and what to do next.
public typealias Reducer<State, Action> = (inout State, Action) -> Effect<Action>

/// SwissBorg's NavigationReducer: turns the actions that mean "go somewhere"
/// into routes the coordinator handles, keeping navigation out of the feature
/// reducer and the coordinator pattern intact.
public typealias NavigationReducer<State, Action, Route> = (State, Action) -> Route?
