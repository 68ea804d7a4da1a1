import App
import AppCore
import FeatureFlags
import Migration
import TextSurface

/// The engine's entry points with the sample app filled in: what the
/// sample's command line and tests write. Each names the sample in its
/// signature (`fronts: AppFronts`, `SampleApp`, `.project`): engine calls
/// that look generic take the app's vocabulary explicitly
/// (`vocabulary: SampleApp.vocabulary`), so nothing here passes for engine API.
extension ScenarioRunner {
  /// A runner over the sample app built from `fronts`.
  public init(fronts: AppFronts, output: FrameOutput? = nil, shadow: ShadowSettings? = nil) {
    self.init(app: SampleApp(fronts: fronts), output: output, shadow: shadow)
  }
}

extension ScenarioSession {
  /// A session of the sample app built from `fronts`.
  public convenience init(size: Size, flags: FlagConfiguration, fronts: AppFronts, output: FrameOutput? = nil) {
    self.init(size: size, flags: flags, app: SampleApp(fronts: fronts), output: output)
  }

  /// The sample's coordinator behind the facade.
  public var application: Application {
    guard let application = (app as? DrivenSession<Route, ModuleCores>)?.application else {
      preconditionFailure("ScenarioSession.application is for sessions of the sample app")
    }
    return application
  }
}

extension SampleApp {
  /// What the sample's scenarios may name (the same for every build of it).
  public static var vocabulary: ScenarioVocabulary { SampleApp(fronts: AppFronts(screens: [], shells: [])).vocabulary }
}

extension ParityComparator {
  /// Every level, the project's own rules (`strangler.parity.json`, as built
  /// into the binary), today's date: what `strangler ab` does for the built-in suite.
  public static var project: ParityComparator { ParityComparator(rules: BuiltInSuite.parityRules()) }
}

extension RandomizedParity {
  /// Sequences over the sample app built from `fronts`.
  public init(seed: UInt64, fronts: AppFronts, size: Size = Size(width: 80, height: 24), starts: [ModuleName]? = nil) {
    self.init(seed: seed, app: SampleApp(fronts: fronts), size: size, starts: starts)
  }
}
