import AppCore
import DeclarativeUI

/// Sign-in in the declarative front: fields bound to the view model, the
/// button's title and enabled state read from it.
public struct LoginView: View {
  @Bindable var viewModel: LoginViewModel

  public init(viewModel: LoginViewModel) {
    _viewModel = Bindable(viewModel)
  }

  public var body: some View {
    VStack(alignment: .leading) {
      TextField("Email", text: $viewModel.email)
      SecureField("Password", text: $viewModel.password).onSubmit { viewModel.signIn() }
      Button(viewModel.primaryButtonTitle) { viewModel.primaryButtonTapped() }
        .disabled(!viewModel.isPrimaryButtonEnabled)
      if let status = viewModel.statusText {
        Text(status).dim()
      }
      if let error = viewModel.errorMessage {
        Text(error).foregroundColor(.red)
      }
    }
  }
}
