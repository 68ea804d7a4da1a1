import Bridge
import DeclarativeShells
import DeclarativeUI
import Foundation
import GreeterCore
import GreeterDeclarative
import GreeterLegacy
import LegacyShells
import LegacyUI
import Migration

/// The session's core objects: each module's view model, kept for the session so a flip loses nothing.
public typealias GreeterCores = (counter: CounterModel, greeting: GreetingModel)

/// Greeter as the migration engine sees it: two modules, each with a screen
/// in both fronts, under the declarative shell, and one service operation a
/// scenario can fault. The engine's session does the rest: fronts,
/// exposures, latching, flips, the shadow candidate.
public struct GreeterApp: SessionApp, Sendable {
  /// An app with both fronts.
  public init() {}

  public var name: String { "Greeter" }
  public var faultOperations: [String] { ["greeting.save"] }
  public var backendLatency: Duration { .milliseconds(200) }

  /// `Scenarios/` in Greeter's package: what `greeter ab` and `greeter status` run when given no file.
  public var builtInScenarios: [Scenario] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios")
    return (try? ScenarioFiles.loadFolder(folder.path, for: self, name: "Scenarios")) ?? []
  }

  public func makeCores(_ services: SessionServices) -> GreeterCores {
    (counter: CounterModel(effects: services.effects), greeting: GreetingModel(backend: services.backend))
  }

  /// Each module's screen in each front; routes are the module names.
  public var fronts: FrontRegistry<ModuleName, GreeterCores> {
    FrontRegistry(
      modules: ["counter", "greeting"],
      screens: [
        ScreenBuilders(
          front: .declarative,
          modules: [
            "counter": { _, c in .declarative("Counter", CounterView(model: c.cores.counter)) },
            "greeting": { _, c in .declarative("Greeting", GreetingView(model: c.cores.greeting)) },
          ]),
        ScreenBuilders(
          front: .legacy,
          modules: [
            "counter": { _, c in .legacy(CounterViewController(model: c.cores.counter, observations: c.observations)) },
            "greeting": { _, c in .legacy(GreetingViewController(model: c.cores.greeting, observations: c.observations))
            },
          ]),
      ],
      // Bridge use site: a legacy screen under the declarative shell.
      shells: [.declarative { AnyView(LegacyScreen(controller: $0.content as? ViewController ?? ViewController())) }])
  }
}
