/// The `.rx` namespace: a toolkit's bindings live in extensions of
/// `Reactive` constrained to its widget (`label.rx.text`, `button.rx.tap`).
public struct Reactive<Base: AnyObject> {
  /// The object the bindings reach.
  public let base: Base

  /// The namespace of `base`.
  public init(_ base: Base) {
    self.base = base
  }
}

/// An object with an `.rx` namespace.
public protocol ReactiveCompatible: AnyObject {}

extension ReactiveCompatible {
  /// The object's reactive bindings.
  public var rx: Reactive<Self> { Reactive(self) }
}
