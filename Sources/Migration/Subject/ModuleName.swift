/// A module of the app under migration, by the id it has in flags, scenarios
/// (`start offers`) and reports. The engine knows modules only as data: an
/// app lists its own (``MigratableApp/modules``).
///
/// ```swift
/// let offers: ModuleName = "offers"
/// ```
public struct ModuleName: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id, e.g. `offers`.
  public let rawValue: String

  /// The module with id `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The module with id `value`.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  public var description: String { rawValue }

  public static func < (lhs: ModuleName, rhs: ModuleName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A component of a module's screen that migrates on its own (bottom-up), with
/// its own flag `module.name` (`offers.row`).
public struct ComponentName: Hashable, Sendable, CustomStringConvertible {
  /// The module whose screen shows the component.
  public let module: ModuleName
  /// The component's name within the module.
  public let name: String

  /// The component `name` of `module`.
  public init(module: ModuleName, name: String) {
    self.module = module
    self.name = name
  }

  /// `module.name`, the id in flags and reports.
  public var id: String { "\(module.rawValue).\(name)" }

  public var description: String { id }
}

/// Where the app is: the module on screen and the screen's own description
/// (`offerDetails(o2)`), which comparisons check and `expect route` matches by module.
public struct ScreenRoute: Hashable, Sendable, CustomStringConvertible {
  /// The module on screen.
  public var module: ModuleName
  /// The route as the app prints it, e.g. `accountDetail(a2)`.
  public var description: String

  /// The route `description` of `module`.
  public init(module: ModuleName, description: String) {
    self.module = module
    self.description = description
  }
}
