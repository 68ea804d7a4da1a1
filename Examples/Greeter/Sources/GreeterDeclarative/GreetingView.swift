import DeclarativeUI
import GreeterCore

/// The greeting in the declarative toolkit: the field bound to the model's name.
public struct GreetingView: View {
  @Bindable var model: GreetingModel

  /// The greeting screen over `model`.
  public init(model: GreetingModel) {
    _model = Bindable(model)
  }

  public var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $model.name)
      Text(model.greeting)
      Button("Save") { model.save() }
        .disabled(!model.canSave)
      Text(model.status)
    }
    .navigationTitle("Greeting")
  }
}
