import CoreRuntime
import Observation

/// The sign-in screen's view model (MVVM + coordinator).
///
/// It exposes state and intents; navigation is an output (`onSignedIn`) the
/// coordinator handles, so the view model never knows what comes next.
///
/// ```swift
/// viewModel.email = "dasher@example.com"
/// viewModel.password = "password"
/// viewModel.primaryButtonTapped()   // signs in; taps again while signing in cancel
/// ```
@Observable
public final class LoginViewModel {
  public var email = "" {
    didSet { if email != oldValue { errorMessage = nil } }
  }
  public var password = "" {
    didSet { if password != oldValue { errorMessage = nil } }
  }
  public private(set) var isSigningIn = false
  public private(set) var errorMessage: String?

  /// Called once sign-in succeeds; the coordinator routes to home.
  @ObservationIgnored public var onSignedIn: ((User) -> Void)?

  @ObservationIgnored private let auth: AuthService
  @ObservationIgnored private let effects: EffectLog
  @ObservationIgnored private var request: Cancellable?

  public init(auth: AuthService, effects: EffectLog) {
    self.auth = auth
    self.effects = effects
  }

  /// The button is enabled only when the email looks valid and the password is not empty — or to cancel.
  public var isPrimaryButtonEnabled: Bool { isSigningIn || (looksLikeEmail(email) && !password.isEmpty) }

  /// `Sign in`, or `Cancel` while signing in.
  public var primaryButtonTitle: String { isSigningIn ? "Cancel" : "Sign in" }

  /// `Signing in…` while the request is in flight.
  public var statusText: String? { isSigningIn ? "Signing in…" : nil }

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
    isSigningIn = true
    errorMessage = nil
    request = auth.signIn(email: email, password: password) { [weak self] result in
      guard let self else { return }
      isSigningIn = false
      request = nil
      switch result {
      case .success(let user):
        effects.analytics("login.succeeded")
        onSignedIn?(user)
      case .failure(let error):
        effects.analytics("login.failed", "\(error)")
        errorMessage = error.message
      }
    }
  }

  /// Cancels the sign-in in flight; what was typed stays.
  public func cancel() {
    guard isSigningIn else { return }
    request?.cancel()
    request = nil
    isSigningIn = false
    effects.analytics("login.cancelled")
  }
}
