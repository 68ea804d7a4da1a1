import App
import AppCore
import CoreRuntime
import FeatureFlags
import Migration
import TextSurface

extension SampleApp {
  /// A fresh composition root — virtual clock, live services over the
  /// simulated backend (or, for a preview, the preview dependencies with its
  /// overrides), an empty effect log — and the sample's coordinator over it,
  /// driven by the engine.
  static func makeSession(
    size: Size, flags: FlagConfiguration, fronts: AppFronts, seed: UInt64, output: FrameOutput,
    preview: ((DependencyValues) -> Void)? = nil
  ) -> DrivenSession<Route, ModuleCores> {
    let clock = VirtualScheduler()
    let environment =
      if let preview {
        AppEnvironment(
          dependencies: DependencyValues(.preview) {
            $0.scheduler = clock
            $0.seed = seed
            preview($0)
          })
      } else {
        AppEnvironment(scheduler: clock, seed: seed)
      }
    let application = Application(
      environment: environment, flags: flags, size: size, output: output, fronts: fronts)
    return DrivenSession(
      application.session, clock: clock, backend: application.environment.backend, owner: application
    ) { module in
      ModuleID(module).flatMap(Route.init(module:))
    }
  }
}

extension SampleApp {
  /// The same composition root on the wall clock, for the interactive app.
  static func makeLiveSession(
    size: Size, flags: FlagConfiguration, fronts: AppFronts, seed: UInt64, output: FrameOutput,
    scheduler: LiveScheduler
  ) -> LiveDrivenSession<Route, ModuleCores> {
    let application = Application(
      environment: AppEnvironment(scheduler: scheduler, seed: seed), flags: flags, size: size, output: output,
      fronts: fronts)
    return LiveDrivenSession(application.session, owner: application) { module in
      ModuleID(module).flatMap(Route.init(module:))
    }
  }
}

extension DrivenSession where Route == AppCore.Route, Cores == ModuleCores {
  /// The sample's coordinator behind the facade, for tests that look past it.
  public var application: Application? { owner as? Application }
}
