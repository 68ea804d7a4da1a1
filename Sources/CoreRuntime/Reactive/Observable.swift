/// A stream of elements over time, in the spirit of RxSwift's `Observable`.
///
/// An observable is a recipe: nothing happens until someone subscribes, and
/// each subscription runs the recipe again (use ``share(replay:)`` for one
/// shared run). Elements arrive synchronously, in the order they are sent, on
/// the thread that sends them — which, in an app, is the run loop's.
///
/// ```swift
/// let valid = Observable.combineLatest(email, password) { looksLikeEmail($0) && !$1.isEmpty }
/// let subscription = valid.subscribe(onNext: { button.isEnabled = $0 })
/// ```
public struct Observable<Element> {
  private let subscribeHandler: (@escaping (Event<Element>) -> Void) -> Disposable

  /// A stream whose subscriptions run `subscribe`: it is handed the observer
  /// and returns what to do when the subscription is disposed.
  public static func create(_ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) -> Self {
    Self(subscribeHandler: subscribe)
  }

  private init(subscribeHandler: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) {
    self.subscribeHandler = subscribeHandler
  }

  /// Subscribes `observer` to every event; no event reaches it after the
  /// returned handle is disposed, nor after `.completed`.
  public func subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
    let gate = Gate(observer)
    let inner = subscribeHandler { gate.send($0) }
    return Disposable {
      gate.close()
      inner.dispose()
    }
  }

  /// Subscribes closures to the elements and to the end.
  public func subscribe(onNext: @escaping (Element) -> Void, onCompleted: @escaping () -> Void = {}) -> Disposable {
    subscribe { event in
      switch event {
      case .next(let element): onNext(element)
      case .completed: onCompleted()
      }
    }
  }

  /// One element, then the end.
  public static func just(_ element: Element) -> Self {
    from([element])
  }

  /// The elements in order, then the end.
  public static func from(_ elements: [Element]) -> Self {
    create { observer in
      for element in elements { observer(.next(element)) }
      observer(.completed)
      return Disposable()
    }
  }

  /// The end, at once.
  public static func empty() -> Self { from([]) }

  /// A stream that never sends anything.
  public static func never() -> Self { create { _ in Disposable() } }
}

/// Lets events through to an observer until the subscription is disposed or
/// the stream completes, so a disposed subscriber never hears another element.
private final class Gate<Element> {
  private var observer: ((Event<Element>) -> Void)?

  init(_ observer: @escaping (Event<Element>) -> Void) {
    self.observer = observer
  }

  func send(_ event: Event<Element>) {
    guard let observer else { return }
    if case .completed = event { self.observer = nil }
    observer(event)
  }

  func close() {
    observer = nil
  }
}
