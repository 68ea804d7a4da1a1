import CoreRuntime
import LegacyUI

extension Reactive where Base: Button {
  /// Each press, as a stream: target-action turned into elements (RxCocoa's `button.rx.tap`).
  /// A disabled button sends nothing, as it sends no action.
  public var tap: Observable<Void> {
    let button = base
    return .create { [weak button] observer in
      let sink = TargetActionSink { observer(.next(())) }
      button?.addTarget(sink, action: TargetActionSink.fire)
      return Disposable { sink.stop() }  // the button holds the sink weakly; the subscription owns it
    }
  }

  /// Binds the title.
  public var title: Binder<String> { Binder(base) { button, title in button.title = title } }

  /// Binds whether the button can be pressed.
  public var isEnabled: Binder<Bool> { Binder(base) { button, enabled in button.isEnabled = enabled } }
}
