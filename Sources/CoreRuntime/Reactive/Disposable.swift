/// A subscription's handle: disposing it stops the elements and releases what
/// the subscription holds. Disposing twice is harmless.
///
/// ```swift
/// let subscription = relay.subscribe(onNext: { print($0) })
/// subscription.dispose()   // nothing more is printed
/// ```
public final class Disposable {
  private var action: (() -> Void)?

  /// A handle that runs `dispose` once, the first time it is disposed.
  public init(_ dispose: @escaping () -> Void = {}) {
    action = dispose
  }

  /// Whether the handle was disposed.
  public var isDisposed: Bool { action == nil }

  /// Stops the subscription; later calls do nothing.
  public func dispose() {
    guard let action else { return }
    self.action = nil
    action()
  }

  /// Hands the subscription to `bag`, which disposes it when it goes away.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
