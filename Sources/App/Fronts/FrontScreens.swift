import AppCore
import FeatureFlags
import TextSurface

/// Everything a module's screen is built from: the module's core objects and
/// the loop that re-runs legacy bindings at the commit point.
public struct ScreenContext {
  /// The session's core objects (view models, stores, module States).
  public let cores: ModuleCores
  /// Re-runs legacy screens' `observe {}` bindings at the commit point.
  public let observations: ObservationLoop

  /// A context over `cores` and `observations`.
  public init(cores: ModuleCores, observations: ObservationLoop) {
    self.cores = cores
    self.observations = observations
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

  /// A registration of `modules` in `front`.
  public init(front: Front, modules: [ModuleID: Builder], missing: @escaping (ModuleID) -> ModuleScreen) {
    self.front = front
    self.modules = modules
    self.missing = missing
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
