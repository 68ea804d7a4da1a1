import FeatureFlags

/// The fronts a build of an app has: its modules and components as data,
/// each front's screens, the shells it can run under, and (through the shells
/// and screens it was given) the Bridge's adapters when both toolkits are
/// linked. The executables and tests compose one and hand it to the session;
/// the flag router and the engine learn from it which fronts exist.
///
/// ```swift
/// // an app built from the declarative toolkit alone: no Bridge
/// let fronts = FrontRegistry(modules: ["greeting"], screens: [declarativeScreens], shells: [.declarative()])
/// ```
public struct FrontRegistry<Route: SessionRoute, Cores> {
  /// Every module, in the order reports and the settings list them.
  public let modules: [ModuleName]
  /// Every component, in module order.
  public let components: [ComponentName]
  /// Each front's screens.
  public let screens: [Front: ScreenBuilders<Route, Cores>]
  /// The shells this build can run under.
  public let shells: [Front: ShellFactory]

  /// A build of `modules` (with `components`) whose fronts are `screens`,
  /// under `shells` (a front's screens appear under a shell of the other
  /// toolkit only if that shell was given the Bridge's adapter).
  public init(
    modules: [ModuleName], components: [ComponentName] = [], screens: [ScreenBuilders<Route, Cores>],
    shells: [ShellFactory]
  ) {
    self.modules = modules
    self.components = components
    self.screens = Dictionary(screens.map { ($0.front, $0) }, uniquingKeysWith: { _, last in last })
    self.shells = Dictionary(shells.map { ($0.front, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The id of the shell in flags (`--flag shell=declarative`, `"shell"` in the flags file).
  public static var shellID: String { FlagModule.shellID }

  /// The fronts `module` has a screen in.
  public func fronts(of module: ModuleName) -> Set<Front> {
    // Asked at every navigation: a closure, since a key path literal in a
    // generic type is instantiated at run time at every call.
    Set(screens.values.filter { $0.modules[module] != nil }.map { $0.front })
  }

  /// The fronts `component` can be shown in, in a screen of any front.
  public func fronts(of component: ComponentName) -> Set<Front> {
    screens.values.reduce(into: Set<Front>()) { $0.formUnion($1.fronts(of: component)) }
  }

  /// The components of `module`'s screen.
  public func components(of module: ModuleName) -> [ComponentName] {
    components.filter { $0.module == module }
  }

  /// What the flag router needs to know: every module with its fronts, each
  /// followed by its components (which follow the module unless configured), then the shell.
  public var flagModules: [FlagModule] {
    FlagModule.describing(
      modules: modules, components: components, shellFronts: Set(shells.keys), fronts: fronts(of:),
      componentFronts: fronts(of:))
  }

  /// This build with one module's screen in one front replaced: how tests
  /// plant a diverging screen to prove a comparison catches it.
  public func replacing(
    _ module: ModuleName, in front: Front, with builder: @escaping ScreenBuilders<Route, Cores>.Builder
  ) -> FrontRegistry {
    var all = screens
    if let existing = all[front] {
      var builders = existing.modules
      builders[module] = builder
      all[front] = ScreenBuilders(
        front: front, modules: builders, missing: existing.missing, componentFronts: existing.componentFronts)
    }
    return FrontRegistry(
      modules: modules, components: components, screens: Array(all.values), shells: Array(shells.values))
  }
}
