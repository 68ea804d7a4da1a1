import Observation

/// Local state owned by a view, like SwiftUI's `@State`.
///
/// The storage lives in the view's node, not in the view value, so it survives
/// every re-creation of the view struct; writing it invalidates exactly the
/// bodies that read it.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count \(count)") { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
  private let initialValue: Value
  private let slot = StateSlot<Value>()

  /// State that starts at `wrappedValue` when the view first appears at its place in the tree.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// The current value; setting it invalidates the bodies that read it.
  public var wrappedValue: Value {
    get { slot.box?.value ?? initialValue }
    nonmutating set {
      if let box = slot.box { box.value = newValue }
    }
  }

  /// A binding to the state, for a child view that edits it: `TextField("Email", text: $email)`.
  public var projectedValue: Binding<Value> {
    let slot = self.slot
    let initialValue = self.initialValue
    return Binding(get: { slot.box?.value ?? initialValue }, set: { slot.box?.value = $0 })
  }
}

/// The observable storage behind one `@State`; reading `value` in a body
/// subscribes that body to it.
@Observable
final class StateBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Which storage a `State` value reads; linked by the node before each body evaluation.
final class StateSlot<Value> {
  var box: StateBox<Value>?
}

/// Lets a node find and link the `@State` properties of any view.
protocol StateProperty {
  func makeStorage() -> AnyObject
  func link(to storage: AnyObject)
}

extension State: StateProperty {
  func makeStorage() -> AnyObject {
    let box = StateBox(initialValue)
    slot.box = box
    return box
  }

  func link(to storage: AnyObject) {
    slot.box = storage as? StateBox<Value>
  }
}
