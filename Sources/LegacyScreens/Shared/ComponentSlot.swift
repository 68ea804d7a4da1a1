import LegacyUI

/// A component of a legacy screen drawn by another front, handed in by the
/// composition (the Bridge's `HostingView` with a declarative view): the
/// screen puts `view` where its own widget would go and gives it each new
/// value from its binding, as it would set `label.text`.
///
/// ```swift
/// let hosting = HostingView(rootView: TapsText(text: ""))
/// ComponentSlot(view: hosting) { hosting.setRootView(TapsText(text: $0)) }
/// ```
public struct ComponentSlot<Value> {
  /// The view the screen places.
  public let view: View
  /// Gives the component a new value.
  public let update: (Value) -> Void

  /// A slot showing `view`, updated by `update`.
  public init(view: View, update: @escaping (Value) -> Void) {
    self.view = view
    self.update = update
  }
}
