import AppCore
import CoreRuntime
import FeatureFlags
import TextSurface

/// Everything a module's screen is built from: the module's core objects,
/// the loop that re-runs legacy bindings at the commit point, and the front
/// decided for each of the module's components (latched with the screen).
public struct ScreenContext {
  /// The session's core objects (view models, stores, module States).
  public let cores: ModuleCores
  /// Re-runs legacy screens' `observe {}` bindings at the commit point.
  public let observations: ObservationLoop
  /// The front of each component of the screen's module, decided at build.
  public let components: [ComponentID: Front]

  /// A context over `cores` and `observations`, with the components' fronts.
  public init(cores: ModuleCores, observations: ObservationLoop, components: [ComponentID: Front] = [:]) {
    self.cores = cores
    self.observations = observations
    self.components = components
  }

  /// The front `component` is shown in; one not decided is in `screenFront`, its screen's.
  public func front(of component: ComponentID, in screenFront: Front) -> Front {
    components[component] ?? screenFront
  }
}

/// One front's registration: how it builds each module's screen. Each front
/// (a screens target and its toolkit) registers one; the coordinator knows
/// nothing of the toolkits behind them.
///
/// ```swift
/// FrontScreens(front: .declarative, modules: [
///   .tapCounter: { _, context in
///     ModuleScreen(front: .declarative, title: "Tap Counter",
///                  content: AnyView(TapCounterView(viewModel: context.cores.tapCounter.viewModel)))
///   },
/// ])
/// ```
public struct FrontScreens {
  /// Builds one module's screen for a route; nil when the route is not one it can show.
  public typealias Builder = (Route, ScreenContext) -> ModuleScreen?

  /// The front these screens are written in.
  public let front: Front
  /// The builders, by module.
  public let modules: [ModuleID: Builder]
  /// Builds the screen shown for a route whose module has no screen at all
  /// ("not available in this build").
  public let missing: (ModuleID) -> ModuleScreen
  /// The fronts each component can be shown in inside these screens: its own
  /// front always; the other one only when the Bridge supplied the adapter.
  public let componentFronts: [ComponentID: Set<Front>]

  /// A registration of `modules` in `front`; `componentFronts` adds, per
  /// component, the other front these screens can show it in (through the Bridge).
  public init(
    front: Front, modules: [ModuleID: Builder], missing: @escaping (ModuleID) -> ModuleScreen,
    componentFronts: [ComponentID: Set<Front>] = [:]
  ) {
    self.front = front
    self.modules = modules
    self.missing = missing
    self.componentFronts = componentFronts
  }

  /// The fronts these screens can show `component` in.
  public func fronts(of component: ComponentID) -> Set<Front> {
    guard modules[component.module] != nil else { return [] }
    return (componentFronts[component] ?? []).union([front])
  }
}

/// Builds a shell of one toolkit on a fresh scene.
public struct ShellFactory {
  /// The toolkit of the shells it builds.
  public let front: Front
  /// Builds a shell of `size` writing to `output`.
  public let make: (_ size: Size, _ output: any FrameOutput) -> any AppShell

  /// A factory of `front` shells.
  public init(front: Front, make: @escaping (Size, any FrameOutput) -> any AppShell) {
    self.front = front
    self.make = make
  }
}
