import AppCore
import Bridge
import DeclarativeScreens
import FeatureFlags
import LegacyScreens
import LegacyUI

/// One module of the app: its id, its architecture, the fronts it has, and
/// how to build its screen in each front from its core objects.
public struct ModuleDescriptor {
  public let id: ModuleID
  public let fronts: Set<Front>
  /// Builds the module's screen for `route` in `front`; nil when that front has no screen.
  let makeScreen: (Front, Route, ModuleCores) -> ViewController?

  public var pattern: ArchitecturePattern { id.pattern }
}

/// The modules the app knows, and the one place that connects a module's core
/// to its legacy and declarative screens.
///
/// Adding a module means adding its core in AppCore, a screen per front, and
/// one descriptor here (see the README's "Add a module").
public struct ModuleRegistry {
  public let modules: [ModuleDescriptor]

  public init(modules: [ModuleDescriptor]) {
    self.modules = modules
  }

  public func descriptor(for id: ModuleID) -> ModuleDescriptor? {
    modules.first { $0.id == id }
  }

  /// What the flag router needs to know.
  public var flagModules: [FlagModule] {
    modules.map { FlagModule(id: $0.id.rawValue, availableFronts: $0.fronts) }
  }

  /// The sample app's modules.
  public static func standard(environment: AppEnvironment) -> ModuleRegistry {
    ModuleRegistry(modules: [
      ModuleDescriptor(id: .tapCounter, fronts: [.legacy, .declarative]) { front, _, cores in
        let module = cores.tapCounter
        switch front {
        case .legacy:
          return TapCounterViewController(viewModel: module.viewModel, observations: environment.observations)
        case .declarative:
          return HostingController(rootView: TapCounterView(viewModel: module.viewModel), title: "Tap Counter")
        }
      }
    ])
  }
}

/// The core objects of every module, created on first use and kept for the
/// session, so that rebuilding a screen in the other front loses nothing.
public final class ModuleCores {
  private let environment: AppEnvironment
  private var tapCounterModule: TapCounterModule?

  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  public var tapCounter: TapCounterModule {
    if let tapCounterModule { return tapCounterModule }
    let module = TapCounterModule(service: environment.tapCounterService, effects: environment.effects)
    tapCounterModule = module
    return module
  }
}
