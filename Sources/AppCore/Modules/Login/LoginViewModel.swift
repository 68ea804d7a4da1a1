import CoreRuntime

/// The sign-in screen's view model (MVVM + coordinator, on streams): the
/// screen hands its inputs to ``transform(input:disposeBag:)`` and drives its
/// widgets from the output; navigation is an output (`onSignedIn`) the
/// coordinator handles, so the view model never knows what comes next.
///
/// The form lives here, not in the screen: a screen rebuilt in the other
/// front transforms again and shows what was typed.
///
/// ```swift
/// let output = viewModel.transform(
///   input: .init(email: emailField.rx.textChanged, password: passwordField.rx.textChanged,
///                primaryButtonTap: signInButton.rx.tap, passwordReturn: passwordReturns.asObservable()),
///   disposeBag: disposeBag)
/// output.primaryButtonTitle.drive(signInButton.rx.title).disposed(by: disposeBag)
/// ```
public final class LoginViewModel {
  /// What the screen sends: edits, the button's taps, Return in the password field.
  public struct Input {
    public var email: Observable<String>
    public var password: Observable<String>
    public var primaryButtonTap: Observable<Void>
    public var passwordReturn: Observable<Void>

    /// The screen's streams.
    public init(
      email: Observable<String>, password: Observable<String>, primaryButtonTap: Observable<Void>,
      passwordReturn: Observable<Void>
    ) {
      self.email = email
      self.password = password
      self.primaryButtonTap = primaryButtonTap
      self.passwordReturn = passwordReturn
    }
  }

  /// What the screen shows, each a driver: the form's text (what was typed,
  /// for a rebuilt screen), the button's title and state, the status and the error.
  public struct Output {
    public let email: Driver<String>
    public let password: Driver<String>
    /// `Sign in`, or `Cancel` while signing in.
    public let primaryButtonTitle: Driver<String>
    /// Enabled only when the email looks valid and the password is not empty — or to cancel.
    public let isPrimaryButtonEnabled: Driver<Bool>
    /// `Signing in…` while the request is in flight.
    public let statusText: Driver<String?>
    public let errorMessage: Driver<String?>
  }

  /// Called once sign-in succeeds; the coordinator routes to home.
  public var onSignedIn: ((User) -> Void)?

  private let emailRelay = BehaviorRelay(value: "")
  private let passwordRelay = BehaviorRelay(value: "")
  private let signingInRelay = BehaviorRelay(value: false)
  private let errorRelay = BehaviorRelay<String?>(value: nil)
  private let auth: AuthService
  private let effects: EffectLog
  private var request: Cancellable?
  private let disposeBag = DisposeBag()

  public init(auth: AuthService, effects: EffectLog) {
    self.auth = auth
    self.effects = effects
    // Editing either field clears the last error.
    let errorRelay = self.errorRelay
    Observable.merge([
      emailRelay.asObservable().distinctUntilChanged().skip(1),
      passwordRelay.asObservable().distinctUntilChanged().skip(1),
    ])
    .subscribe(onNext: { _ in if errorRelay.value != nil { errorRelay.accept(nil) } })
    .disposed(by: disposeBag)
  }

  /// Wires a screen's inputs to the form and its intents, and returns what the
  /// screen shows. The inputs are listened to until `disposeBag` goes away.
  public func transform(input: Input, disposeBag: DisposeBag) -> Output {
    input.email.bind(to: emailRelay).disposed(by: disposeBag)
    input.password.bind(to: passwordRelay).disposed(by: disposeBag)
    input.primaryButtonTap.subscribe(onNext: { [weak self] in self?.primaryButtonTapped() }).disposed(by: disposeBag)
    input.passwordReturn.subscribe(onNext: { [weak self] in self?.signIn() }).disposed(by: disposeBag)
    let signingIn = signingInRelay.asObservable()
    return Output(
      email: emailRelay.asDriver(),
      password: passwordRelay.asDriver(),
      primaryButtonTitle: signingIn.map(Self.primaryButtonTitle).asDriver(),
      isPrimaryButtonEnabled: Observable.combineLatest(emailRelay, passwordRelay, signingInRelay, Self.canPress)
        .asDriver(),
      statusText: signingIn.map(Self.statusText).asDriver(),
      errorMessage: errorRelay.asDriver())
  }

  /// What the form keeps across a relaunch: the email as typed. The password
  /// is never kept, as a real app would not write it to disk.
  public struct Draft: Codable, Equatable, Sendable {
    public var email: String

    public init(email: String) {
      self.email = email
    }
  }

  /// The form as a relaunch keeps it.
  public var draft: Draft {
    get { Draft(email: email) }
    set { email = newValue.email }
  }

  /// The email as typed.
  public var email: String {
    get { emailRelay.value }
    set { if newValue != emailRelay.value { emailRelay.accept(newValue) } }
  }
  /// The password as typed.
  public var password: String {
    get { passwordRelay.value }
    set { if newValue != passwordRelay.value { passwordRelay.accept(newValue) } }
  }
  /// Whether a sign-in is in flight.
  public var isSigningIn: Bool { signingInRelay.value }
  /// Why the last sign-in failed, until the form is edited.
  public var errorMessage: String? { errorRelay.value }
  /// Whether the button can be pressed now.
  public var isPrimaryButtonEnabled: Bool { Self.canPress(email, password, isSigningIn) }
  /// The button's title now.
  public var primaryButtonTitle: String { Self.primaryButtonTitle(isSigningIn) }
  /// The status line now.
  public var statusText: String? { Self.statusText(isSigningIn) }

  private static func canPress(_ email: String, _ password: String, _ signingIn: Bool) -> Bool {
    signingIn || (looksLikeEmail(email) && !password.isEmpty)
  }
  private static func primaryButtonTitle(_ signingIn: Bool) -> String { signingIn ? "Cancel" : "Sign in" }
  private static func statusText(_ signingIn: Bool) -> String? { signingIn ? "Signing in…" : nil }

  /// The button's intent: sign in, or cancel the sign-in in flight.
  public func primaryButtonTapped() {
    if isSigningIn {
      cancel()
    } else {
      signIn()
    }
  }

  /// Signs in if the form is valid; does nothing otherwise.
  public func signIn() {
    guard !isSigningIn, isPrimaryButtonEnabled else { return }
    effects.analytics("login.submitted")
    signingInRelay.accept(true)
    errorRelay.accept(nil)
    request = auth.signIn(email: email, password: password) { [weak self] result in
      guard let self else { return }
      signingInRelay.accept(false)
      request = nil
      switch result {
      case .success(let user):
        effects.analytics("login.succeeded")
        onSignedIn?(user)
      case .failure(let error):
        effects.analytics("login.failed", "\(error)")
        errorRelay.accept(error.message)
      }
    }
  }

  /// Cancels the sign-in in flight; what was typed stays.
  public func cancel() {
    guard isSigningIn else { return }
    request?.cancel()
    request = nil
    signingInRelay.accept(false)
    effects.analytics("login.cancelled")
  }
}
