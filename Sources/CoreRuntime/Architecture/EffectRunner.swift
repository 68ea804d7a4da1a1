/// Starts and cancels a feature's effects, and routes their answers back.
///
/// Shared by `Store` and the test store, so tests exercise exactly the
/// runtime the app uses.
public final class EffectRunner<Action> {
  private let send: (Action) -> Void
  private var inFlight: [AnyHashable: Cancellable] = [:]

  /// `send` receives every action an effect produces.
  public init(send: @escaping (Action) -> Void) {
    self.send = send
  }

  deinit { cancelAll() }

  /// Starts `effect`. Work started with the id of work still in flight cancels the old work first.
  public func start(_ effect: Effect<Action>) {
    switch effect.operation {
    case .none: break
    case .cancel(let id):
      inFlight.removeValue(forKey: id)?.cancel()
    case .merge(let effects):
      for effect in effects { start(effect) }
    case .run(let id, let work):
      if let id { inFlight.removeValue(forKey: id)?.cancel() }
      var answeredAtOnce = false
      var handle: Cancellable?
      handle = work { [weak self] action in
        guard let self else { return }
        if let id {
          if let current = handle {
            guard inFlight[id] === current else { return }  // cancelled or replaced: drop the answer
            inFlight[id] = nil
          }
        }
        if handle == nil { answeredAtOnce = true }
        send(action)
      }
      if let id, let handle, !answeredAtOnce { inFlight[id] = handle }
    }
  }

  /// The ids of work still in flight, for tests that check nothing is left running.
  public var inFlightIDs: [AnyHashable] { Array(inFlight.keys) }

  /// Cancels everything in flight.
  public func cancelAll() {
    for handle in inFlight.values { handle.cancel() }
    inFlight.removeAll()
  }
}
