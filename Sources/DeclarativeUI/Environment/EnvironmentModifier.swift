/// A view that changes the environment of its content (`.environment`, `.disabled`).
/// Transparent to layout.
public struct EnvironmentModifierView<Content: View>: View, PrimitiveView, StoredChildren, EnvironmentWriting {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content
  let transform: (inout EnvironmentValues) -> Void

  func children() -> ChildViews { .positional([content]) }

  func write(_ values: inout EnvironmentValues) { transform(&values) }
}

/// A primitive that changes what its children see in the environment.
protocol EnvironmentWriting: PrimitiveView {
  func write(_ values: inout EnvironmentValues)
}

extension View {
  /// Sets an environment value for this view and everything in it, like SwiftUI's `.environment(_:_:)`.
  ///
  /// ```swift
  /// ProfileView().environment(\.accent, .green)
  /// ```
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentModifierView<Self> {
    EnvironmentModifierView(content: self, transform: { $0[keyPath: keyPath] = value })
  }

  /// Disables every control in this view, like SwiftUI's `.disabled(_:)`:
  /// they are drawn dim, cannot be focused and ignore taps. An enclosing
  /// `.disabled(true)` wins over an inner `.disabled(false)`.
  public func disabled(_ disabled: Bool) -> EnvironmentModifierView<Self> {
    EnvironmentModifierView(content: self, transform: { $0.isEnabled = $0.isEnabled && !disabled })
  }
}
