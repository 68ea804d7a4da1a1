import CoreRuntime

/// The accounts service as a dependency: live, the simulated backend's; in a test,
/// a value that reports any call nobody overrode; in a preview, the simulated
/// data answering at once.
public enum AccountsServiceKey: DependencyKey {
  public static func liveValue(_ values: DependencyValues) -> any AccountsService {
    SimulatedAccountsService(backend: values.backend)
  }
  public static func testValue(_ values: DependencyValues) -> any AccountsService {
    UnimplementedAccountsService(values.unimplemented)
  }
}

extension DependencyValues {
  /// The AccountsService (``AccountsServiceKey``).
  public var accountsService: any AccountsService {
    get { self[AccountsServiceKey.self] }
    set { self[AccountsServiceKey.self] = newValue }
  }
}

/// The test value: reports every call, answers nothing.
final class UnimplementedAccountsService: AccountsService {
  private let unimplemented: Unimplemented

  init(_ unimplemented: Unimplemented) {
    self.unimplemented = unimplemented
  }

  @discardableResult
  func fetchAccounts(completion: @escaping (Result<[Account], ServiceError>) -> Void) -> Cancellable {
    unimplemented("AccountsService.fetchAccounts", override: "accountsService")
    return Cancellable()
  }
}
