/// A stream you send into: every current subscriber gets each element, in
/// the order they subscribed; a late subscriber gets only what comes after.
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.onNext(())
/// ```
public final class PublishSubject<Element>: ObservableConvertible {
  private var observers: [(id: Int, observer: (Event<Element>) -> Void)] = []
  private var nextID = 0
  private var isCompleted = false

  /// A subject with no subscribers.
  public init() {}

  /// Sends `element` to every subscriber.
  public func onNext(_ element: Element) {
    send(.next(element))
  }

  /// Ends the stream; subscribers are released.
  public func onCompleted() {
    send(.completed)
    observers.removeAll()
  }

  private func send(_ event: Event<Element>) {
    guard !isCompleted else { return }
    if case .completed = event { isCompleted = true }
    // A snapshot: a subscriber added while sending hears from the next element on.
    for entry in observers { entry.observer(event) }
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  /// The elements sent from now on.
  public func asObservable() -> Observable<Element> {
    .create { [self] observer in
      if isCompleted {
        observer(.completed)
        return Disposable()
      }
      let id = nextID
      nextID += 1
      observers.append((id, observer))
      return Disposable { [weak self] in self?.observers.removeAll { $0.id == id } }
    }
  }
}
