import CoreRuntime

/// Signs dashers in.
public protocol AuthService: AnyObject {
  @discardableResult
  func signIn(email: String, password: String, completion: @escaping (Result<User, ServiceError>) -> Void)
    -> Cancellable
}

/// The sample's simulated auth backend (ARCHITECTURE.md): any valid email with the
/// password `password`; `locked@example.com` is locked; an email containing
/// `offline` fails with a network error.
public final class SimulatedAuthService: AuthService {
  private let backend: SimulatedBackend

  public init(backend: SimulatedBackend) {
    self.backend = backend
  }

  @discardableResult
  public func signIn(
    email: String, password: String, completion: @escaping (Result<User, ServiceError>) -> Void
  ) -> Cancellable {
    backend.call("auth.signIn", detail: "email=\(email)", completion: completion) {
      let normalized = email.lowercased()
      if normalized.contains("offline") { return .failure(.network) }
      if normalized == "locked@example.com" {
        return .failure(.rejected("This account is locked. Contact support."))
      }
      guard looksLikeEmail(email), password == "password" else {
        return .failure(.rejected("Incorrect email or password."))
      }
      let local = normalized.split(separator: "@")[0]
      let name = local.prefix(1).uppercased() + local.dropFirst()
      return .success(User(id: normalized, name: name, email: normalized))
    }
  }
}
