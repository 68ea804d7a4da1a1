import DeclarativeUI
import GreeterCore

/// The counter in the declarative toolkit: a body that reads the model.
public struct CounterView: View {
  let model: CounterModel

  /// The counter screen over `model`.
  public init(model: CounterModel) {
    self.model = model
  }

  public var body: some View {
    VStack {
      Text(model.countText)
      Button("Add one") { model.addOne() }
    }
    .navigationTitle("Counter")
  }
}
