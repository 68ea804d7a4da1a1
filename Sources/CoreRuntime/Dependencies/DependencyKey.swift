/// A dependency the core reads from a ``DependencyValues`` container: its
/// type, and how to build its live, test and preview values.
///
/// Each value is built from the container, so a service can be made over the
/// container's clock and backend, and an override of the clock reaches it.
///
/// ```swift
/// enum AccountsServiceKey: DependencyKey {
///   static func liveValue(_ values: DependencyValues) -> any AccountsService {
///     SimulatedAccountsService(backend: values.backend)
///   }
///   static func testValue(_ values: DependencyValues) -> any AccountsService {
///     UnimplementedAccountsService(values.unimplemented)
///   }
/// }
/// ```
public protocol DependencyKey {
  /// The dependency's type, usually a protocol existential.
  associatedtype Value

  /// The value the running app uses.
  static func liveValue(_ values: DependencyValues) -> Value
  /// A value that reports through `values.unimplemented` when used, so a test
  /// that forgets to override it fails with a message naming the dependency.
  static func testValue(_ values: DependencyValues) -> Value
  /// A value that answers at once with canned data (defaults to the live value).
  static func previewValue(_ values: DependencyValues) -> Value
}

extension DependencyKey {
  /// By default a preview uses the live value, built over the preview's clock and backend.
  public static func previewValue(_ values: DependencyValues) -> Value { liveValue(values) }
}
