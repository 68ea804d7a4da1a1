import CoreRuntime

/// The auth service as a dependency: live, the simulated backend's; in a test,
/// a value that reports any call nobody overrode; in a preview, the simulated
/// data answering at once.
public enum AuthServiceKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any AuthService {
    SimulatedAuthService(backend: values.backend)
  }
  public static func testValue(_ values: DependencyValues) -> any AuthService {
    UnimplementedAuthService(values.unimplemented)
  }
}

extension DependencyValues {
  /// The AuthService (``AuthServiceKey``).
  public var authService: any AuthService {
    get { self[AuthServiceKey.self] }
    set { self[AuthServiceKey.self] = newValue }
  }
}

/// The test value: reports every call, answers nothing.
final class UnimplementedAuthService: AuthService {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  @discardableResult
  func signIn(email: String, password: String, completion: @escaping (Result<User, ServiceError>) -> Void)
    -> Cancellable
  {
    unimplemented("AuthService.signIn", override: "authService")
    return Cancellable()
  }
}
