import CoreRuntime
import LegacyUI

extension Reactive where Base: TextField {
  /// The field's text: the current text at once, then the text after each
  /// edit (`.editingChanged`). Text set from code sends nothing, as in UIKit.
  public var text: Observable<String> {
    let field = base
    return .create { [weak field] observer in
      guard let field else { return Disposable() }
      observer(.next(field.text))
      let sink = TargetActionSink { [weak field] in if let field { observer(.next(field.text)) } }
      field.addTarget(sink, action: TargetActionSink.fire, for: .editingChanged)
      return Disposable { sink.stop() }
    }
  }

  /// The text after each edit, without the current text first (RxCocoa's
  /// `rx.text.changed`): what a screen hands a view model that already holds the form.
  public var textChanged: Observable<String> { text.skip(1) }

  /// Each time the field sends `event`, as a stream.
  public func controlEvent(_ event: TextField.Event) -> Observable<Void> {
    let field = base
    return .create { [weak field] observer in
      let sink = TargetActionSink { observer(.next(())) }
      field?.addTarget(sink, action: TargetActionSink.fire, for: event)
      return Disposable { sink.stop() }
    }
  }

  /// Binds the field's text (setting it sends no event).
  public var textValue: Binder<String> { Binder(base) { field, text in field.text = text } }
}
