/// Bindings to the properties of an observable model, like SwiftUI's `@Bindable`.
///
/// ```swift
/// struct LoginView: View {
///   @Bindable var viewModel: LoginViewModel
///   var body: some View { TextField("Email", text: $viewModel.email) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The model.
  public let wrappedValue: Object

  /// Bindings to `wrappedValue`'s properties, as a property wrapper: `@Bindable var viewModel: LoginViewModel`.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `object`'s properties, inline: `Bindable(viewModel).email`.
  public init(_ object: Object) {
    wrappedValue = object
  }

  /// Itself: `$viewModel.email` is a binding to the model's `email`.
  public var projectedValue: Bindable<Object> { self }

  /// A binding to a writable property of the model.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
