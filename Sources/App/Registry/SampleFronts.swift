import AppCore
import FeatureFlags
import Migration

/// The fronts a build of the sample has: the engine's registry over the
/// sample's routes and core objects. The executables and tests compose one
/// (`AppFronts.bridged`, `.legacyOnly`, `.declarativeOnly`).
public typealias AppFronts = FrontRegistry<Route, ModuleCores>

/// One front's screens of the sample, bound to its core objects.
public typealias FrontScreens = ScreenBuilders<Route, ModuleCores>

extension FrontRegistry where Route == AppCore.Route, Cores == ModuleCores {
  /// A build of the sample's modules and components with `screens`, under `shells`.
  public init(screens: [FrontScreens], shells: [ShellFactory]) {
    self.init(
      modules: ModuleID.allCases.map(ModuleName.init), components: ComponentID.all.map(ComponentName.init),
      screens: screens, shells: shells)
  }

  /// The fronts `module` has a screen in.
  public func fronts(of module: ModuleID) -> Set<Front> {
    fronts(of: ModuleName(module))
  }

  /// The fronts `component` can be shown in, in a screen of any front.
  public func fronts(of component: ComponentID) -> Set<Front> {
    fronts(of: ComponentName(component))
  }
}

extension ScreenContext where Cores == ModuleCores {
  /// The front `component` is shown in; one not decided is in `screenFront`, its screen's.
  public func front(of component: ComponentID, in screenFront: Front) -> Front {
    front(of: ComponentName(component), in: screenFront)
  }
}
