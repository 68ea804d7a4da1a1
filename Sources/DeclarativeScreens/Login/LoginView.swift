import AppCore
import DeclarativeUI

/// Sign-in in the declarative front, over the stream-backed view model
/// through its adapter: the fields and the button read the adapter's
/// properties and send their edits and taps back through it.
public struct LoginView: View {
  let adapter: LoginViewModel.Adapter

  public init(viewModel: LoginViewModel) {
    adapter = LoginViewModel.Adapter(viewModel: viewModel)
  }

  public var body: some View {
    VStack(alignment: .leading) {
      TextField("Email", text: Binding(get: { adapter.email }, set: adapter.emailChanged))
      SecureField("Password", text: Binding(get: { adapter.password }, set: adapter.passwordChanged))
        .onSubmit { adapter.passwordSubmitted() }
      Button(adapter.primaryButtonTitle) { adapter.primaryButtonTapped() }
        .disabled(!adapter.isPrimaryButtonEnabled)
      if let status = adapter.statusText {
        Text(status).dim()
      }
      if let error = adapter.errorMessage {
        Text(error).foregroundColor(.red)
      }
    }
  }
}
