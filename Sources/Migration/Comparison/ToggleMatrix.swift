import AppCore
import FeatureFlags

/// One flag assignment a scenario is replayed under, with a short name for reports.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  /// What the variant flips.
  public enum Kind: Hashable, Sendable {
    /// Every module in one front.
    case all(Front)
    /// One module declarative, every other module legacy: one step of the real incremental path.
    case alone(ModuleID)
  }

  /// What the variant flips.
  public var kind: Kind

  /// A variant of `kind`.
  public init(_ kind: Kind) {
    self.kind = kind
  }

  /// Every module legacy: the reference of every comparison.
  public static let allLegacy = Variant(.all(.legacy))
  /// Every module declarative: the end of the migration.
  public static let allDeclarative = Variant(.all(.declarative))
  /// `module` declarative, the rest legacy.
  public static func alone(_ module: ModuleID) -> Variant { Variant(.alone(module)) }

  /// The flags that put this variant into effect. Command-line sources are
  /// used because they beat the flags file and the environment, so a
  /// developer's local flags cannot leak into a comparison.
  public var configuration: FlagConfiguration {
    switch kind {
    case .all(let front): FlagConfiguration(commandLineAll: front)
    case .alone(let module): FlagConfiguration(commandLineAll: .legacy, commandLine: [module.rawValue: .declarative])
    }
  }

  /// `legacy`, `declarative`, or `offers alone`.
  public var description: String {
    switch kind {
    case .all(let front): front.rawValue
    case .alone(let module): "\(module) alone"
    }
  }

  /// The module flipped alone, if this is such a variant.
  public var flippedModule: ModuleID? {
    if case .alone(let module) = kind { module } else { nil }
  }
}

/// The toggle matrix: the flag assignments worth comparing against all-legacy.
///
/// All-declarative is where the migration ends; each module declarative alone
/// (the rest legacy) is the path a team actually walks, with mixed navigation
/// stacks — a declarative screen pushed over legacy ones and back.
///
/// ```swift
/// ToggleMatrix.variants(modules: [.login, .home])
/// // [legacy, declarative, login alone, home alone]
/// ```
public enum ToggleMatrix {
  /// All-legacy, all-declarative, then each of `modules` alone, in the order given.
  public static func variants(modules: [ModuleID] = ModuleID.allCases) -> [Variant] {
    [.allLegacy, .allDeclarative] + modules.map(Variant.alone)
  }

  /// The candidates compared with all-legacy for a scenario: all-declarative,
  /// and with `matrix`, each module it visits that has a declarative screen,
  /// alone. Modules a scenario never shows would only repeat the baseline.
  public static func candidates(visiting visited: [ModuleID], declarative: Set<ModuleID>, matrix: Bool) -> [Variant] {
    guard matrix else { return [.allDeclarative] }
    return [.allDeclarative] + visited.filter(declarative.contains).map(Variant.alone)
  }
}
