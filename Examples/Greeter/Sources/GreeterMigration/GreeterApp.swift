import FeatureFlags
import Migration
import TextSurface

/// Greeter as the migration engine sees it: two modules, each with a screen
/// in both fronts, and one service operation a scenario can fault.
///
/// ```swift
/// let report = ABRunner(runner: ScenarioRunner(app: GreeterApp()), matrix: true).run(scenarios)
/// ```
public struct GreeterApp: MigratableApp, Sendable {
  /// An app with both fronts.
  public init() {}

  public var name: String { "Greeter" }
  public var modules: [ModuleName] { [GreeterModules.counter, GreeterModules.greeting] }
  public var faultOperations: [String] { ["greeting.save"] }
  public func fronts(of module: ModuleName) -> Set<Front> { modules.contains(module) ? [.legacy, .declarative] : [] }
  public var shellFronts: Set<Front> { [.declarative] }

  public func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession {
    GreeterSession(size: size, flags: flags, output: output, flagModules: flagModules)
  }

  /// What the flag router decides over: each module, both fronts.
  var flagModules: [FlagModule] {
    modules.map { FlagModule(id: $0.rawValue, availableFronts: [.legacy, .declarative]) }
  }
}

/// Greeter's module ids.
public enum GreeterModules {
  /// A count and an "Add one" button.
  public static let counter: ModuleName = "counter"
  /// A name field, a greeting and a Save button that calls the backend.
  public static let greeting: ModuleName = "greeting"
}
