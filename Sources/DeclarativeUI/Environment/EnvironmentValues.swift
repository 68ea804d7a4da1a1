/// A key for a value in the environment, like SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = TerminalColor.blue
/// }
/// extension EnvironmentValues {
///   var accent: TerminalColor {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value the key stands for.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, like SwiftUI's `EnvironmentValues`.
///
/// Set with `.environment(\.key, value)`, read with `@Environment(\.key)`.
/// A node whose environment changed re-evaluates even when its view is
/// `Equatable` and unchanged, because the environment is one of its inputs.
/// Values are compared when their type is `Equatable`; a value that is not
/// (a closure) never compares equal, so the views below it are never skipped.
public struct EnvironmentValues: Equatable {
  private struct Entry {
    let value: Any
    /// Compares with another entry's value; values that are not `Equatable` never compare equal.
    let equals: (Any) -> Bool
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Every key at its default value.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { entries[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
    set {
      let value = newValue
      entries[ObjectIdentifier(key)] = Entry(
        value: value,
        equals: { other in
          guard let value = value as? any Equatable else { return false }
          return value.isEqual(toAny: other)
        })
    }
  }

  /// Whether both hold the same keys with equal values (a value that is not `Equatable` is never equal).
  public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    for (key, entry) in lhs.entries {
      guard let other = rhs.entries[key], entry.equals(other.value) else { return false }
    }
    return true
  }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether controls are enabled, like SwiftUI's `isEnabled`: `.disabled(true)`
  /// turns it off for a whole subtree, and nothing below can turn it back on.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
