import AppCore
import BridgedFronts
import FeatureFlags
import Migration
import MigrationTesting
import SampleMigration
import Testing

/// The state gallery as snapshot tests: every preview state of every module,
/// in each front, is a reviewed golden frame (`Goldens/preview.<module>.<state>.<front>.txt`).
@Suite("Preview states: golden frames")
struct PreviewGoldenTests {
  static let states = SamplePreviews.all.map { "\($0.module.rawValue)/\($0.name)" }

  @Test(arguments: states, Front.allCases)
  func stateMatchesItsGolden(id: String, front: Front) throws {
    let parts = id.split(separator: "/").map(String.init)
    let module = try #require(ModuleID(rawValue: parts[0]))
    let state = try #require(SamplePreviews.state(parts[1], of: module))
    let run = PreviewGallery(fronts: .bridged).run(state, front: front)
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    #expect(run.records.last?.route?.module == ModuleName(module), "the state ends on its own module's screen")
    let frame = try #require(run.finalFrame)
    assertGolden(frame, named: "preview.\(module.rawValue).\(state.name).\(front)", in: goldenDirectory(#filePath))
  }

  @Test("Every module has at least three states, each name once")
  func everyModuleHasThreeStates() {
    for module in ModuleID.allCases {
      let names = SamplePreviews.states(of: module).map(\.name)
      #expect(names.count >= 3, "\(module) has \(names.count) states")
      #expect(Set(names).count == names.count, "\(module) names a state twice")
    }
  }

  @Test("The fronts agree on every state, or differ under a parity rule")
  func frontsAgree() {
    let report = PreviewGallery(fronts: .bridged).report(SamplePreviews.all)
    #expect(report.passed, "\(report.problems)")
    #expect(report.scenarios.count == SamplePreviews.all.count)
  }

  @Test("A state's data comes from the preview dependencies: the empty offers list shows the empty state")
  func previewDependencies() throws {
    let state = try #require(SamplePreviews.state("empty", of: .offers))
    let run = PreviewGallery(fronts: .bridged).run(state, front: .legacy)
    let text = try #require(run.finalFrame).plainText
    #expect(text.contains("No offers right now."))
    #expect(!text.contains("Pizza Planet"))
  }
}
