import CoreRuntime
import FeatureFlags

/// Everything a module's screen is built from: the app's core objects, the
/// loop that re-runs legacy bindings at the commit point, and the front
/// decided for each of the module's components (latched with the screen).
public struct ScreenContext<Cores> {
  /// The session's core objects (view models, stores, module States).
  public let cores: Cores
  /// Re-runs legacy screens' `observe {}` bindings at the commit point.
  public let observations: ObservationLoop
  /// The front of each component of the screen's module, decided at build.
  public let components: [ComponentName: Front]

  /// A context over `cores` and `observations`, with the components' fronts.
  public init(cores: Cores, observations: ObservationLoop, components: [ComponentName: Front] = [:]) {
    self.cores = cores
    self.observations = observations
    self.components = components
  }

  /// The front `component` is shown in; one not decided is in `screenFront`, its screen's.
  public func front(of component: ComponentName, in screenFront: Front) -> Front {
    components[component] ?? screenFront
  }
}
