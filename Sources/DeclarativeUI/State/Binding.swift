/// A read-write reference to a value owned elsewhere, like SwiftUI's `@Binding`.
///
/// ```swift
/// struct Toggle: View {
///   @Binding var isOn: Bool
///   var body: some View { Button(isOn ? "On" : "Off") { isOn.toggle() } }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// The binding a parent passes down (`Toggle(isOn: $isOn)`): the property wrapper's initializer.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that never changes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value, read and written where it is owned.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// Itself, to pass on: `$isOn`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$settings.name`.
  public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Value, Property>) -> Binding<Property> {
    Binding<Property>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}
