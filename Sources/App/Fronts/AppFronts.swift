import AppCore
import FeatureFlags

/// The fronts a build of the app has: each front's screens, the shells it can
/// run under, and the Bridge's adapters when both toolkits are linked. The
/// executables and tests compose one and hand it to the coordinator; the
/// coordinator, the flag router and the migration engine learn from it which
/// fronts exist without building an app.
///
/// ```swift
/// // strangler-declarative: one toolkit, no Bridge
/// let fronts = AppFronts(screens: [.declarativeScreens], shells: [.declarative])
/// ```
public struct AppFronts {
  /// Each front's screens.
  public let screens: [Front: FrontScreens]
  /// The shells this build can run under.
  public let shells: [Front: ShellFactory]

  /// A build with `screens` and `shells` (a front's screens appear under a
  /// shell of the other toolkit only if that shell was given the Bridge's adapter).
  public init(screens: [FrontScreens], shells: [ShellFactory]) {
    self.screens = Dictionary(screens.map { ($0.front, $0) }, uniquingKeysWith: { _, last in last })
    self.shells = Dictionary(shells.map { ($0.front, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The fronts `module` has a screen in.
  public func fronts(of module: ModuleID) -> Set<Front> {
    Set(screens.values.filter { $0.modules[module] != nil }.map(\.front))
  }

  /// The id of the shell in flags (`--flag shell=declarative`, `"shell"` in the flags file).
  public static let shellID = FlagModule.shellID

  /// The fronts `component` can be shown in, in a screen of any front.
  public func fronts(of component: ComponentID) -> Set<Front> {
    screens.values.reduce(into: Set<Front>()) { $0.formUnion($1.fronts(of: component)) }
  }

  /// What the flag router needs to know: every module with its fronts, each
  /// followed by its components (which follow the module unless configured), then the shell.
  public var flagModules: [FlagModule] {
    ModuleID.allCases.flatMap { module in
      [FlagModule(id: module.rawValue, availableFronts: fronts(of: module))]
        + ComponentID.components(of: module).map {
          FlagModule(
            id: $0.id, availableFronts: fronts(of: $0), followsFrontForAll: false, parent: module.rawValue)
        }
    }
      + [FlagModule(id: Self.shellID, availableFronts: Set(shells.keys), followsFrontForAll: false)]
  }

  /// This build with one module's screen in one front replaced: how tests
  /// plant a diverging screen to prove a comparison catches it.
  public func replacing(_ module: ModuleID, in front: Front, with builder: @escaping FrontScreens.Builder) -> AppFronts
  {
    var all = screens
    if let existing = all[front] {
      var modules = existing.modules
      modules[module] = builder
      all[front] = FrontScreens(
        front: front, modules: modules, missing: existing.missing, componentFronts: existing.componentFronts)
    }
    return AppFronts(screens: Array(all.values), shells: Array(shells.values))
  }
}
