/// Holds subscriptions and disposes them all when it is released — the usual
/// owner is a view controller, so its bindings end with it.
///
/// ```swift
/// viewModel.greeting.drive(greetingLabel.rx.text).disposed(by: disposeBag)
/// ```
public final class DisposeBag {
  private var disposables: [Disposable] = []

  /// An empty bag.
  public init() {}

  /// Keeps `disposable` until the bag goes away.
  public func insert(_ disposable: Disposable) {
    disposables.append(disposable)
  }

  deinit {
    for disposable in disposables { disposable.dispose() }
  }
}
