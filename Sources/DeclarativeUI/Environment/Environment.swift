/// Reads a value from the environment, like SwiftUI's `@Environment`.
///
/// ```swift
/// struct SubmitRow: View {
///   @Environment(\.isEnabled) private var isEnabled
///   var body: some View { Text(isEnabled ? "Ready" : "Locked") }
/// }
/// ```
///
/// The node links the property to its environment before each body
/// evaluation, the way it links `@State` (found by reflection).
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let slot = EnvironmentSlot()

  /// Reads the environment value at `keyPath`: `@Environment(\.isEnabled)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the view's place in the tree.
  public var wrappedValue: Value { slot.values[keyPath: keyPath] }
}

/// Which environment an `Environment` property reads; set by the node.
final class EnvironmentSlot {
  var values = EnvironmentValues()
}

/// Lets a node find and link the `@Environment` properties of any view.
protocol EnvironmentProperty {
  func link(to values: EnvironmentValues)
}

extension Environment: EnvironmentProperty {
  func link(to values: EnvironmentValues) {
    slot.values = values
  }
}
