import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// Every flow of the app at extreme sizes, and resized in the middle: no
/// crash, and the two fronts agree at every step (a step that cannot be done
/// on a tiny screen fails the same way in both).
@Suite("Sizes")
struct SizeParityTests {
  static let sizes = [
    Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 200, height: 60),
  ]

  private func compare(_ scenario: Scenario) {
    let legacy = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
    let declarative = ScenarioRunner(fronts: .bridged).run(
      scenario, flags: FlagConfiguration(commandLineAll: .declarative))
    let mismatch = ABComparison.firstMismatch(legacy, declarative, comparator: .project)
    #expect(
      mismatch == nil, "\(scenario.name) at \(scenario.size): \(mismatch.map { "\($0.summary)\n\($0.diff)" } ?? "")")
    #expect(legacy.failure?.step.line == declarative.failure?.step.line)
    #expect(legacy.records.count == declarative.records.count)
  }

  @Test(arguments: BuiltInSuite.names, sizes)
  func everyFlowAtEverySize(name: String, size: Size) throws {
    var scenario = try #require(BuiltInSuite.scenario(named: name))
    scenario.size = size
    compare(scenario)
  }

  /// The same flows, resized every third step through 1×1, 500×200 and back.
  @Test(arguments: BuiltInSuite.names)
  func resizedInTheMiddle(name: String) throws {
    var scenario = try #require(BuiltInSuite.scenario(named: name))
    let cycle = [Size(width: 1, height: 1), Size(width: 500, height: 200), Size(width: 37, height: 9), scenario.size]
    var steps: [Step] = []
    for (index, step) in scenario.steps.enumerated() {
      steps.append(step)
      if index % 3 == 2 {
        let size = cycle[(index / 3) % cycle.count]
        steps.append(
          Step(action: .size(size), line: step.line, source: "size \(size.width)x\(size.height)"))
      }
    }
    scenario.steps = steps
    compare(scenario)
  }
}
