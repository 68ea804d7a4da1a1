import App
import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// Components migrate on their own, inside their module's screen: for every
/// component, the four combinations — module legacy or declarative × component
/// legacy or declarative — give the same frames at every step of every built-in
/// scenario that shows the component, under both shells, and the component's
/// decision is recorded as an exposure.
@Suite("Component parity")
struct ComponentParityTests {
  static let cases: [(component: String, scenario: String)] = BuiltInSuite.scenarios().flatMap { scenario in
    let visited = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration()).visitedModules
    return ComponentID.all.filter { visited.contains(ModuleName($0.module)) }.map { ($0.id, scenario.name) }
  }

  @Test func everyComponentIsShownByAtLeastOneBuiltInScenario() {
    #expect(Set(Self.cases.map(\.component)) == Set(ComponentID.all.map(\.id)))
  }

  @Test(arguments: cases.map { "\($0.component) @ \($0.scenario)" })
  func theFourCombinationsGiveIdenticalFrames(_ label: String) throws {
    let parts = label.components(separatedBy: " @ ")
    let component = try #require(ComponentID(id: parts[0]))
    let scenario = try #require(BuiltInSuite.scenarios().first { $0.name == parts[1] })
    let runner = ScenarioRunner(fronts: .bridged)
    let reference = runner.run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
    for shell in Front.allCases {
      for (module, front) in [(Front.legacy, Front.declarative), (.declarative, .legacy), (.declarative, .declarative)]
      {
        let flags = FlagConfiguration(
          commandLineAll: module, commandLine: [component.id: front, AppFronts.shellID: shell])
        let run = runner.run(scenario, flags: flags)
        let mismatch = ABComparison.firstMismatch(reference, run, comparator: .project)
        #expect(
          mismatch == nil,
          "\(label), module \(module), component \(front), \(shell) shell: \(mismatch.map { "\($0.summary)\n\($0.diff)" } ?? "")"
        )
        let exposed = run.exposures.filter { $0.module == component.id }.map(\.front)
        #expect(!exposed.isEmpty && exposed.allSatisfy { $0 == front }, "\(label): exposures \(exposed)")
      }
    }
  }

  /// The mixed combinations hold at every size the suite tests, from 1×1, and
  /// resized in the middle of the run: a hosted row or a kept legacy label
  /// clips, truncates and keeps focus exactly like the component it replaces.
  @Test(arguments: [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 200, height: 60)])
  func mixedCombinationsHoldAtEverySize(_ size: Size) throws {
    let runner = ScenarioRunner(fronts: .bridged)
    for component in ComponentID.all {
      let name = try #require(Self.cases.first { $0.component == component.id }?.scenario)
      var scenario = try #require(BuiltInSuite.scenarios().first { $0.name == name })
      scenario.size = size
      // Resized half way, to another of the sizes, and back.
      let half = scenario.steps.count / 2
      let resize = Step(action: .size(Size(width: 37, height: 9)), line: scenario.steps[half].line, source: "size 37x9")
      scenario.steps.insert(resize, at: half)
      let reference = runner.run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
      for (module, front) in [(Front.legacy, Front.declarative), (.declarative, .legacy)] {
        let run = runner.run(
          scenario, flags: FlagConfiguration(commandLineAll: module, commandLine: [component.id: front]))
        let mismatch = ABComparison.firstMismatch(reference, run, comparator: .project)
        #expect(mismatch == nil, "\(component) at \(size), module \(module): \(mismatch?.summary ?? "")")
      }
    }
  }

  @Test func aComponentWithNoFlagFollowsItsModule() {
    let router = FlagRouter(
      configuration: FlagConfiguration(commandLine: ["offers": .declarative]), modules: AppFronts.bridged.flagModules)
    let decision = router.decide(module: "offers.row")
    #expect(decision.front == .declarative && decision.reason == .default)
    #expect(decision.detail == "follows offers: declarative")
  }
}
