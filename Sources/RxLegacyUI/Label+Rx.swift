import CoreRuntime
import LegacyUI

extension Reactive where Base: Label {
  /// Binds the label's text: `viewModel.greeting.drive(greetingLabel.rx.text)`.
  public var text: Binder<String> { Binder(base) { label, text in label.text = text } }
}
