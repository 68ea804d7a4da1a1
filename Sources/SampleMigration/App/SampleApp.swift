import App
import AppCore
import CoreRuntime
import FeatureFlags
import Migration
import TextSurface

/// The sample delivery-driver app as the migration engine sees it: its
/// eight modules and three components as data, the fronts a build has
/// (`AppFronts`), its own parity rules, and fresh sessions over virtual time.
///
/// ```swift
/// let runner = ScenarioRunner(app: SampleApp(fronts: .bridged))
/// ```
public struct SampleApp: MigratableApp {
  /// The fronts this build has (tests plant diverging screens in them).
  public var fronts: AppFronts
  /// The seed of the simulated backends' data.
  public var seed: UInt64
  /// When set, sessions are built from preview dependencies (services that
  /// answer at once) with these overrides applied: a ``PreviewState``'s data.
  public var previewDependencies: ((DependencyValues) -> Void)?

  /// The sample over `fronts`, its data seeded with `seed`.
  public init(fronts: AppFronts, seed: UInt64 = SeedKey.defaultSeed) {
    self.fronts = fronts
    self.seed = seed
  }

  public var name: String { "Strangler" }
  public var modules: [ModuleName] { ModuleID.allCases.map(ModuleName.init) }
  /// Every module but `offerDetails`, which needs an offer and is only navigated to.
  public var startableModules: [ModuleName] {
    ModuleID.allCases.filter { Route(module: $0) != nil }.map(ModuleName.init)
  }
  public var components: [ComponentName] { ComponentID.all.map(ComponentName.init) }
  public var faultOperations: [String] { Self.faultOperations }
  public var shellFronts: Set<Front> { Set(fronts.shells.keys) }
  public var parityRules: ParityRules { BuiltInSuite.parityRules() }
  public var builtInScenarios: [Scenario] { BuiltInSuite.scenarios() }
  public var experimentTasks: ExperimentTasks { SampleTasks.catalogue }
  public func architecture(of module: ModuleName) -> String? { ModuleID(module)?.pattern.rawValue }

  /// Links randomized parity opens: whole stacks, one behind a sign-in, one that stops short.
  /// (Not an offer's details: its title follows the offer in the legacy front only, so a
  /// link opened before the feed loads shows a different title in each front.)
  public var links: [String] {
    [
      "strangler://home/ratings", "strangler://home/offers", "strangler://home/accounts/accountDetail:a1",
      "strangler://settings/tapCounter", "strangler://tapCounter/nowhere",
    ]
  }

  /// Every operation the sample's simulated backend serves.
  public static let faultOperations = [
    "accounts.fetch", "auth.signIn", "earnings.fetch", "offers.accept", "offers.decline", "offers.fetch",
    "ratings.fetch", "tapCounter.recordTap",
  ]

  public func fronts(of module: ModuleName) -> Set<Front> {
    ModuleID(module).map { fronts.fronts(of: $0) } ?? []
  }

  public func fronts(of component: ComponentName) -> Set<Front> {
    ComponentID(component).map { fronts.fronts(of: $0) } ?? []
  }

  public func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession {
    Self.makeSession(
      size: size, flags: flags, fronts: fronts, seed: seed, output: output, preview: previewDependencies)
  }

  public func makeLiveSession(size: Size, flags: FlagConfiguration, output: FrameOutput, scheduler: LiveScheduler)
    -> (any LiveSession)?
  {
    Self.makeLiveSession(size: size, flags: flags, fronts: fronts, seed: seed, output: output, scheduler: scheduler)
  }
}
