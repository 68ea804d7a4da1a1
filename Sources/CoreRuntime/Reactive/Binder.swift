/// Where a stream's elements go: a setter on an object, held weakly, so a
/// binding never keeps a widget (or a view controller) alive.
///
/// ```swift
/// extension Reactive where Base: Label {
///   var text: Binder<String> { Binder(base) { label, text in label.text = text } }
/// }
/// ```
public struct Binder<Value> {
  @usableFromInline let setter: (Value) -> Void

  /// A binder that calls `binding` with `target` and each value, while `target` lives.
  @inlinable public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
    setter = { [weak target] value in
      if let target { binding(target, value) }
    }
  }

  /// Delivers `value`.
  public func on(_ value: Value) {
    setter(value)
  }
}

extension Observable {
  /// Binds every element to `binder`.
  public func bind(to binder: Binder<Element>) -> Disposable {
    subscribe(onNext: binder.on)
  }

  /// Sends every element into `relay`.
  public func bind(to relay: BehaviorRelay<Element>) -> Disposable {
    subscribe(onNext: relay.accept)
  }

  /// Sends every element into `subject`.
  public func bind(to subject: PublishSubject<Element>) -> Disposable {
    subscribe(onNext: subject.onNext)
  }
}

extension Binder {
  /// A binder that assigns each value to `target[keyPath:]` — the one line that
  /// feeds an adapter's observable property from a driver:
  /// `viewModel.title.drive(Binder(self, keyPath: \.title))`.
  // Inlinable: in the caller's module, with the key path a literal there, the
  // assignment compiles to a call of the property's setter. Through a key
  // path value, a computed property (an `@Observable` one is) is written
  // through a buffer allocated for each value, read first and written back.
  @inlinable public init<Target: AnyObject>(_ target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) {
    self.init(target) { target, value in target[keyPath: keyPath] = value }
  }
}
