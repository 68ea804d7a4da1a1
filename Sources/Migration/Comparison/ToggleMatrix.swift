import FeatureFlags

/// One flag assignment a scenario is replayed under, with a short name for reports.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  /// What the variant flips.
  public enum Kind: Hashable, Sendable {
    /// Every module in one front.
    case all(Front)
    /// One module declarative, every other module legacy: one step of the real incremental path.
    case alone(ModuleName)
    /// One component in `front` inside its module's screen in the other front,
    /// every other module legacy: the bottom-up path (a declarative row in a
    /// legacy list, or a legacy widget kept in a declarative screen).
    case component(ComponentName, Front)
  }

  /// What the variant flips.
  public var kind: Kind
  /// The shell the screens are shown in (legacy unless the variant says otherwise).
  public var shell: Front

  /// A variant of `kind` under `shell`.
  public init(_ kind: Kind, shell: Front = .legacy) {
    self.kind = kind
    self.shell = shell
  }

  /// Every module legacy: the reference of every comparison.
  public static let allLegacy = Variant(.all(.legacy))
  /// Every module declarative: the end of the migration.
  public static let allDeclarative = Variant(.all(.declarative))
  /// `module` declarative, the rest legacy.
  public static func alone(_ module: ModuleName) -> Variant { Variant(.alone(module)) }
  /// `component` in `front`, its module in the other front, the rest legacy.
  public static func component(_ component: ComponentName, _ front: Front) -> Variant {
    Variant(.component(component, front))
  }
  /// Every module declarative under the declarative shell: the end of the fig, no legacy left.
  public static let declarativeShell = Variant(.all(.declarative), shell: .declarative)
  /// Every module legacy under the declarative shell: the late-migration
  /// inversion at its widest, every screen shown through the Bridge's representable.
  public static let legacyUnderDeclarativeShell = Variant(.all(.legacy), shell: .declarative)

  /// The flags that put this variant into effect. Command-line sources are
  /// used because they beat the flags file and the environment, so a
  /// developer's local flags cannot leak into a comparison.
  public var configuration: FlagConfiguration {
    let shell = [FlagModule.shellID: shell]
    return switch kind {
    case .all(let front): FlagConfiguration(commandLineAll: front, commandLine: shell)
    case .alone(let module):
      FlagConfiguration(commandLineAll: .legacy, commandLine: shell.merging([module.rawValue: .declarative]) { $1 })
    case .component(let component, let front):
      FlagConfiguration(
        commandLineAll: .legacy,
        commandLine: shell.merging([component.module.rawValue: front.other, component.id: front]) { $1 })
    }
  }

  /// `legacy`, `declarative`, `offers alone`, or `declarative, declarative shell`.
  public var description: String {
    let modules =
      switch kind {
      case .all(let front): front.rawValue
      case .alone(let module): "\(module) alone"
      case .component(let component, .declarative): "\(component) alone"
      case .component(let component, .legacy): "\(component) legacy in declarative \(component.module)"
      }
    return shell == .legacy ? modules : "\(modules), declarative shell"
  }

  /// The variant `description` names (as reports print it): `legacy`,
  /// `offers alone`, `offers.row alone`, `offers.row legacy in declarative offers`,
  /// each optionally followed by `, declarative shell`. Nil for anything else.
  public init?(parsing text: String) {
    let suffix = ", declarative shell"
    let shell: Front = text.hasSuffix(suffix) ? .declarative : .legacy
    let modules = shell == .declarative ? String(text.dropLast(suffix.count)) : text
    func component(_ id: Substring) -> ComponentName? {
      let parts = id.split(separator: ".", maxSplits: 1)
      return parts.count == 2
        ? ComponentName(module: ModuleName(rawValue: String(parts[0])), name: String(parts[1])) : nil
    }
    let words = modules.split(separator: " ", omittingEmptySubsequences: false)
    if let front = Front(rawValue: modules) {
      self.init(.all(front), shell: shell)
    } else if words.count == 2, words[1] == "alone", !words[0].isEmpty {
      if let component = component(words[0]) {
        self.init(.component(component, .declarative), shell: shell)
      } else {
        self.init(.alone(ModuleName(rawValue: String(words[0]))), shell: shell)
      }
    } else if words.count == 5, words[1...3] == ["legacy", "in", "declarative"], let component = component(words[0]),
      component.module.rawValue == words[4]
    {
      self.init(.component(component, .legacy), shell: shell)
    } else {
      return nil
    }
  }

  /// The component shown in the other front than its screen's, if this is such a variant.
  public var flippedComponent: ComponentName? {
    if case .component(let component, _) = kind { component } else { nil }
  }
}

/// The toggle matrix: the flag assignments worth comparing against all-legacy.
///
/// All-declarative is where the migration of screens ends; each module
/// declarative alone (the rest legacy) is the path a team actually walks, with
/// mixed navigation stacks — a declarative screen pushed over legacy ones and
/// back. The shell is a front too: all-declarative under the declarative shell
/// is the end of the fig (no legacy left), and all-legacy under it is the
/// late-migration inversion with every screen shown through the Bridge.
///
/// ```swift
/// ToggleMatrix.variants(modules: [.login, .home])
/// // [legacy, declarative, "declarative, declarative shell", "legacy, declarative shell", login alone, home alone]
/// ```
public enum ToggleMatrix {
  /// All-legacy, all-declarative, then each of `modules` alone, in the order given.
  public static func variants(modules: [ModuleName]) -> [Variant] {
    [.allLegacy, .allDeclarative, .declarativeShell, .legacyUnderDeclarativeShell] + modules.map(Variant.alone)
  }

  /// The candidates compared with all-legacy for a scenario: all-declarative,
  /// and with `matrix`, both fronts under the declarative shell, each module it
  /// visits that has a declarative screen, alone, and each component of those
  /// modules that has both fronts, both ways (`components`). Modules a
  /// scenario never shows would only repeat the baseline.
  public static func candidates(
    visiting visited: [ModuleName], declarative: Set<ModuleName>, matrix: Bool, components: [ComponentName] = []
  ) -> [Variant] {
    guard matrix else { return [.allDeclarative] }
    let shown = visited.filter(declarative.contains)
    return [.allDeclarative, .declarativeShell, .legacyUnderDeclarativeShell] + shown.map(Variant.alone)
      + shown.flatMap { module in
        components.filter { $0.module == module }.flatMap {
          [Variant.component($0, .declarative), .component($0, .legacy)]
        }
      }
  }
}
