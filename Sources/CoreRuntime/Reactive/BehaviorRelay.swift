/// A value that is also a stream of its changes: a subscriber gets the current
/// value at once, then every value accepted after. It never ends — the shape
/// of a view model's state.
///
/// ```swift
/// let email = BehaviorRelay(value: "")
/// email.accept("dasher@example.com")
/// email.value   // "dasher@example.com"
/// ```
public final class BehaviorRelay<Element>: ObservableConvertible {
  /// The current value.
  public private(set) var value: Element
  private let changes = PublishSubject<Element>()

  /// A relay holding `value`.
  public init(value: Element) {
    self.value = value
  }

  /// Stores `element` and sends it to every subscriber.
  public func accept(_ element: Element) {
    value = element
    changes.onNext(element)
  }

  /// The current value, then each new one.
  public func asObservable() -> Observable<Element> {
    .create { [self] observer in
      observer(.next(value))
      return changes.asObservable().subscribe(observer)
    }
  }
}

extension BehaviorRelay {
  /// The relay's values as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    asObservable().asDriver()
  }
}
