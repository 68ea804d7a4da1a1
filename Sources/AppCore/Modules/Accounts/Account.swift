import CoreRuntime

/// A dasher's payout account.
public struct Account: Identifiable, Hashable, Sendable, Codable, CustomStringConvertible {
  public let id: String
  public let name: String
  /// The last four digits, shown as `••1234`.
  public let lastFour: String
  public let balanceCents: Int

  public init(id: String, name: String, lastFour: String, balanceCents: Int) {
    self.id = id
    self.name = name
    self.lastFour = lastFour
    self.balanceCents = balanceCents
  }

  /// `Checking ••1234`.
  public var title: String { "\(name) ••\(lastFour)" }

  public var description: String { "id=\(id)" }
}

/// The accounts backend.
public protocol AccountsService: AnyObject {
  @discardableResult
  func fetchAccounts(completion: @escaping (Result<[Account], ServiceError>) -> Void) -> Cancellable
}

/// A simulated accounts backend with fixed data; faults are injected through
/// the backend (`accounts.fetch`).
public final class SimulatedAccountsService: AccountsService {
  private let backend: SimulatedBackend

  /// The dasher's accounts.
  public static let accounts = [
    Account(id: "a1", name: "Checking", lastFour: "1234", balanceCents: 120_450),
    Account(id: "a2", name: "Savings", lastFour: "9876", balanceCents: 1_532_000),
    Account(id: "a3", name: "Fast Pay card", lastFour: "4410", balanceCents: 8_675),
  ]

  public init(backend: SimulatedBackend) {
    self.backend = backend
  }

  @discardableResult
  public func fetchAccounts(completion: @escaping (Result<[Account], ServiceError>) -> Void) -> Cancellable {
    backend.call(
      "accounts.fetch",
      completion: { (result: Result<AccountList, ServiceError>) in
        completion(result.map(\.accounts))
      }
    ) { .success(AccountList(accounts: Self.accounts)) }
  }
}

/// Logs as `count=3` rather than every account.
private struct AccountList: CustomStringConvertible {
  let accounts: [Account]
  var description: String { "count=\(accounts.count)" }
}
