/// Anything that can be seen as an ``Observable``: subjects, relays, drivers, control events.
public protocol ObservableConvertible<Element> {
  /// The type of the elements.
  associatedtype Element
  /// The stream of elements.
  func asObservable() -> Observable<Element>
}

extension Observable: ObservableConvertible {
  /// Itself.
  public func asObservable() -> Observable<Element> { self }
}
