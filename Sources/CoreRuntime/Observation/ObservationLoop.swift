import Observation
import Synchronization

/// Re-runs a closure at the next commit after anything it read changed.
///
/// This is `observe { }` for imperative code: a legacy view controller binds
/// its labels to a view model once, and the loop keeps them current.
///
/// ```swift
/// observations.observe { [weak self] in
///   guard let self else { return }
///   self.countLabel.text = self.viewModel.viewState.tapsText
/// }
/// ```
///
/// Why a loop and not a direct callback: Observation's `onChange` fires
/// *before* the new value is stored, so reading the model there would see the
/// old value. Changes only mark an observer dirty; the host calls `flush()` at
/// the commit point (the end of a run-loop turn), where every dirty observer
/// re-runs and re-subscribes.
public final class ObservationLoop {
  private var observers: [Observer] = []

  public init() {}

  /// Runs `apply` now and again after each change to what it read; stops when
  /// the returned token is cancelled or released.
  public func observe(_ apply: @escaping () -> Void) -> ObservationToken {
    let observer = Observer(apply: apply)
    observers.append(observer)
    observer.run()
    return ObservationToken(observer)
  }

  /// Re-runs every observer whose inputs changed; returns how many ran.
  /// An observer that changes what another read is picked up in the same flush.
  @discardableResult
  public func flush() -> Int {
    var ran = 0
    for _ in 0..<16 {  // a bounded fixpoint: an observer cycle cannot hang the app
      observers.removeAll { $0.isCancelled }
      let dirty = observers.filter { $0.flag.isDirty }
      if dirty.isEmpty { break }
      for observer in dirty where !observer.isCancelled {
        observer.run()
        ran += 1
      }
    }
    return ran
  }

  /// Whether any observer is waiting for a flush.
  public var hasPendingChanges: Bool { observers.contains { !$0.isCancelled && $0.flag.isDirty } }

  final class Observer {
    let apply: () -> Void
    let flag = DirtyFlag()
    var isCancelled = false

    init(apply: @escaping () -> Void) {
      self.apply = apply
    }

    func run() {
      flag.clear()
      let flag = self.flag
      withObservationTracking(apply, onChange: { flag.mark() })
    }
  }
}

/// Keeps an observation alive; cancelling (or releasing) it stops the updates.
public final class ObservationToken {
  private weak var observer: ObservationLoop.Observer?

  init(_ observer: ObservationLoop.Observer) {
    self.observer = observer
  }

  public func cancel() {
    observer?.isCancelled = true
  }

  deinit {
    observer?.isCancelled = true
  }
}

/// A thread-safe "something changed" bit; `onChange` closures must be `Sendable`.
public final class DirtyFlag: Sendable {
  private let value = Atomic<Bool>(false)

  public init() {}

  public var isDirty: Bool { value.load(ordering: .acquiring) }
  public func mark() { value.store(true, ordering: .releasing) }
  public func clear() { value.store(false, ordering: .releasing) }
}
