import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// Sign-in in the legacy front (MVVM with closures): fields push edits into
/// the view model through target-action, and one `observe {}` binding pushes
/// the view model's state back into the widgets.
public final class LoginViewController: ViewController, TextFieldDelegate {
  private let viewModel: LoginViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?

  private let emailField = TextField(title: "Email")
  private let passwordField = TextField(title: "Password")
  private let signInButton = Button(title: "Sign in")
  private let statusLabel = Label(style: TextStyle(attributes: .dim))
  private let errorLabel = Label(style: TextStyle(foreground: .red))
  private let stack = StackView()

  public init(viewModel: LoginViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: "Sign In")
  }

  public override func viewDidLoad() {
    passwordField.isSecureTextEntry = true
    passwordField.delegate = self
    emailField.addTarget(self, action: LoginViewController.emailChanged)
    passwordField.addTarget(self, action: LoginViewController.passwordChanged)
    signInButton.addTarget(self, action: LoginViewController.signInTapped)
    stack.alignment = .leading
    for view in [emailField, passwordField, signInButton, statusLabel, errorLabel] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    emailField.text = viewModel.email
    passwordField.text = viewModel.password
    signInButton.title = viewModel.primaryButtonTitle
    signInButton.isEnabled = viewModel.isPrimaryButtonEnabled
    statusLabel.text = viewModel.statusText ?? ""
    statusLabel.isHidden = viewModel.statusText == nil
    errorLabel.text = viewModel.errorMessage ?? ""
    errorLabel.isHidden = viewModel.errorMessage == nil
  }

  private func emailChanged() { viewModel.email = emailField.text }
  private func passwordChanged() { viewModel.password = passwordField.text }
  private func signInTapped() { viewModel.primaryButtonTapped() }

  public func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard textField === passwordField else { return false }
    viewModel.signIn()
    return true
  }
}
