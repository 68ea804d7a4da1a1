import CoreRuntime
import FeatureFlags
import TextSurface

/// An app the migration engine can drive: its modules and components as
/// data, the fronts each can be drawn in, and a way to start a fresh session.
///
/// The engine — scenarios, the runner, lockstep A/B, the toggle matrix,
/// parity rules, randomized parity, the ledger and reports — sees an app only
/// through this protocol and ``AppSession``, so any app with two fronts over
/// one core can use it. The sample app's conformance is `SampleApp` (in
/// `SampleMigration`); `Examples/` has a second, tiny one.
///
/// ```swift
/// struct CounterApp: MigratableApp {
///   var modules: [ModuleName] { ["counter"] }
///   func fronts(of module: ModuleName) -> Set<Front> { [.legacy, .declarative] }
///   func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession {
///     CounterSession(size: size, flags: flags, output: output)
///   }
/// }
/// ```
public protocol MigratableApp {
  /// The app's name in reports and the ledger.
  var name: String { get }
  /// Every module, in the order reports list them.
  var modules: [ModuleName] { get }
  /// The modules a scenario may `start` on (some need an argument and are only navigated to).
  var startableModules: [ModuleName] { get }
  /// Every component, in module order.
  var components: [ComponentName] { get }
  /// The service operations a `fault` step can target.
  var faultOperations: [String] { get }
  /// The fronts `module` has a screen in, in this build.
  func fronts(of module: ModuleName) -> Set<Front>
  /// The fronts `component` can be shown in, in a screen of any front.
  func fronts(of component: ComponentName) -> Set<Front>
  /// The fronts of the shells this build can run under.
  var shellFronts: Set<Front> { get }
  /// The app's own parity rules (its intended differences), used unless a comparison is given others.
  var parityRules: ParityRules { get }
  /// The app's own scenarios: what `ab` and `status` run when given no file.
  var builtInScenarios: [Scenario] { get }
  /// The architecture `module` demonstrates, for the ledger (`MVVM`, `Reactive VIP`); nil when the app says none.
  func architecture(of module: ModuleName) -> String?
  /// Deep links worth opening (`strangler://home/offers`): what randomized
  /// parity's `open` events choose from; empty for an app without links.
  var links: [String] { get }
  /// The tasks simulated users can come to do in rollout experiments, and
  /// what an error looks like on screen; none by default.
  var experimentTasks: ExperimentTasks { get }
  /// A fresh app — its own clock, services, effect log and exposures — at
  /// `size`, deciding fronts with `flags`, writing frames to `output`.
  func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession
  /// A fresh app on the wall clock for the interactive app: timers on
  /// `scheduler`, frames to `output`; nil when the app cannot run live.
  func makeLiveSession(size: Size, flags: FlagConfiguration, output: FrameOutput, scheduler: LiveScheduler)
    -> (any LiveSession)?
}

extension MigratableApp {
  public var name: String { "app" }
  public var startableModules: [ModuleName] { modules }
  public var components: [ComponentName] { [] }
  public var faultOperations: [String] { [] }
  public func fronts(of component: ComponentName) -> Set<Front> { [] }
  public var shellFronts: Set<Front> { [.legacy] }
  public var parityRules: ParityRules { .none }
  public var builtInScenarios: [Scenario] { [] }
  public func architecture(of module: ModuleName) -> String? { nil }
  public var links: [String] { [] }
  public var experimentTasks: ExperimentTasks { .none }
  public func makeLiveSession(size: Size, flags: FlagConfiguration, output: FrameOutput, scheduler: LiveScheduler)
    -> (any LiveSession)?
  { nil }

  /// What the flag router decides over: every module with its fronts, each
  /// followed by its components (which follow the module unless configured), then the shell.
  public var flagModules: [FlagModule] {
    FlagModule.describing(
      modules: modules, components: components, shellFronts: shellFronts, fronts: fronts(of:),
      componentFronts: fronts(of:))
  }

  /// Every id a flag may name: each module, each component (`offers.row`), and the shell.
  public var flagIDs: [String] { flagModules.map(\.id) }

  /// The components of `module`'s screen.
  public func components(of module: ModuleName) -> [ComponentName] {
    components.filter { $0.module == module }
  }

  /// The module with id `id`, if the app has one.
  public func module(named id: String) -> ModuleName? {
    modules.first { $0.rawValue == id }
  }

  /// The component with id `id` (`offers.row`), if the app has one.
  public func component(named id: String) -> ComponentName? {
    components.first { $0.id == id }
  }

  /// What scenarios may name: modules, the startable ones, fault operations.
  public var vocabulary: ScenarioVocabulary {
    ScenarioVocabulary(modules: modules, startableModules: startableModules, faultOperations: faultOperations)
  }
}

extension FlagModule {
  /// What the flag router decides over for an app: every module with the
  /// fronts it has, each followed by its components (which follow the module
  /// unless configured), then the shell.
  static func describing(
    modules: [ModuleName], components: [ComponentName], shellFronts: Set<Front>,
    fronts: (ModuleName) -> Set<Front>, componentFronts: (ComponentName) -> Set<Front>
  ) -> [FlagModule] {
    modules.flatMap { module in
      [FlagModule(id: module.rawValue, availableFronts: fronts(module))]
        + components.filter { $0.module == module }.map {
          FlagModule(
            id: $0.id, availableFronts: componentFronts($0), followsFrontForAll: false, parent: module.rawValue)
        }
    }
      + [FlagModule(id: FlagModule.shellID, availableFronts: shellFronts, followsFrontForAll: false)]
  }
}
