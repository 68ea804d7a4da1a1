import AppCore
import CoreRuntime
import LegacyUI
import RxLegacyUI
import TextSurface

/// Sign-in in the legacy front, as the team wrote it before the migration
/// (MVVM + coordinator on streams): the widgets' streams go into the view
/// model's `transform(input:)`, and its output drives the widgets.
public final class LoginViewController: ViewController, TextFieldDelegate {
  private let viewModel: LoginViewModel
  private let disposeBag = DisposeBag()
  private let passwordReturns = PublishSubject<Void>()

  private let emailField = TextField(title: "Email")
  private let passwordField = TextField(title: "Password")
  private let signInButton = Button(title: "Sign in")
  private let statusLabel = Label(style: TextStyle(attributes: .dim))
  private let errorLabel = Label(style: TextStyle(foreground: .red))
  private let stack = StackView()

  public init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
    super.init(title: "Sign In")
  }

  public override func viewDidLoad() {
    passwordField.isSecureTextEntry = true
    passwordField.delegate = self
    stack.alignment = .leading
    for view in [emailField, passwordField, signInButton, statusLabel, errorLabel] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    bindViewModel()
  }

  private func bindViewModel() {
    let input = LoginViewModel.Input(
      email: emailField.rx.textChanged, password: passwordField.rx.textChanged,
      primaryButtonTap: signInButton.rx.tap, passwordReturn: passwordReturns.asObservable())
    let output = viewModel.transform(input: input, disposeBag: disposeBag)
    output.email.drive(emailField.rx.textValue).disposed(by: disposeBag)
    output.password.drive(passwordField.rx.textValue).disposed(by: disposeBag)
    output.primaryButtonTitle.drive(signInButton.rx.title).disposed(by: disposeBag)
    output.isPrimaryButtonEnabled.drive(signInButton.rx.isEnabled).disposed(by: disposeBag)
    output.statusText.map { $0 ?? "" }.drive(statusLabel.rx.text).disposed(by: disposeBag)
    output.statusText.map { $0 == nil }.drive(statusLabel.rx.isHidden).disposed(by: disposeBag)
    output.errorMessage.map { $0 ?? "" }.drive(errorLabel.rx.text).disposed(by: disposeBag)
    output.errorMessage.map { $0 == nil }.drive(errorLabel.rx.isHidden).disposed(by: disposeBag)
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  public func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard textField === passwordField else { return false }
    passwordReturns.onNext(())
    return true
  }
}
