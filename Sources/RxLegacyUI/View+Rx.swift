import CoreRuntime
import LegacyUI

extension View: ReactiveCompatible {}

extension Reactive where Base: View {
  /// Binds `isHidden`.
  public var isHidden: Binder<Bool> { Binder(base) { view, hidden in view.isHidden = hidden } }
}
