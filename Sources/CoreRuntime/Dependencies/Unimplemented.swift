/// How a test value says it was used without an override: it reports a
/// message naming the dependency and the member, and how to override it.
///
/// `TestStore` reports as a Swift Testing issue; anywhere else the default
/// traps, because a test value reaching a running app is a wiring mistake.
///
/// ```swift
/// unimplemented("AccountsService.fetchAccounts", override: "accountsService")
/// // Unimplemented: AccountsService.fetchAccounts was called in a test without an override.
/// // Set it first, e.g. DependencyValues(.test) { $0.accountsService = … }.
/// ```
public struct Unimplemented {
  private let report: (String) -> Void

  /// A reporter that hands its messages to `report`.
  public init(report: @escaping (String) -> Void) {
    self.report = report
  }

  /// Reports that `member` of a test value was used; `property` is the container's property to override.
  public func callAsFunction(_ member: String, override property: String) {
    report(Self.message(member, override: property))
  }

  /// The message reported for `member`, e.g. for tests that check it.
  public static func message(_ member: String, override property: String) -> String {
    "Unimplemented: \(member) was used in a test without an override. "
      + "Set it first, e.g. DependencyValues(.test) { $0.\(property) = … }."
  }

  /// The default: stop, with the message.
  public static var trapping: Unimplemented {
    Unimplemented { message in preconditionFailure(message) }
  }
}
