import App
import FeatureFlags
import Migration
import TextSurface

/// The engine's entry points with the sample app filled in: what the
/// sample's command line and tests write.
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
    guard let session = app as? SampleSession else {
      preconditionFailure("ScenarioSession.application is for sessions of the sample app")
    }
    return session.application
  }
}

extension ScenarioParser {
  /// Parses a scenario of the sample app (its modules and fault operations).
  public static func parse(_ text: String, file: String) throws(ScenarioParseError) -> Scenario {
    try parse(text, file: file, vocabulary: SampleApp.vocabulary)
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

extension ParityRules {
  /// Parses a rules file of the sample app (keys: its module and component ids).
  public static func parse(_ text: String, path: String) throws(ParityRulesError) -> ParityRules {
    try parse(text, path: path, knownModules: SampleApp.vocabulary.modules.map(\.rawValue))
  }
}

extension ToggleMatrix {
  /// The variants over every module of the sample.
  public static func variants() -> [Variant] {
    variants(modules: SampleApp.vocabulary.modules)
  }
}

extension RandomizedParity {
  /// Sequences over the sample app built from `fronts`.
  public init(seed: UInt64, fronts: AppFronts, size: Size = Size(width: 80, height: 24), starts: [ModuleName]? = nil) {
    self.init(seed: seed, app: SampleApp(fronts: fronts), size: size, starts: starts)
  }
}
