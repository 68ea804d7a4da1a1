import BridgedFronts
import FeatureFlags
import Migration
import MigrationTesting
import SampleMigration
import Testing

/// A reviewed golden frame of every `snapshot` in the built-in suite, per
/// front: every module's screens, in both fronts, as text a reviewer reads
/// in a pull request (`Goldens/<scenario>.<snapshot>.<front>.txt`, styles included).
@Suite("Module golden frames")
struct ModuleGoldenTests {
  @Test(arguments: BuiltInSuite.names, Front.allCases)
  func snapshotsMatchTheirGoldens(name: String, front: Front) throws {
    let scenario = try #require(BuiltInSuite.scenario(named: name))
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: front))
    #expect(run.failure == nil, "\(run.failure.map(\.description) ?? "")")
    let stem = name.replacingOccurrences(of: ".scenario", with: "")
    for record in run.records {
      guard case .snapshot(let snapshot) = record.step.action else { continue }
      let slug = snapshot.lowercased().replacingOccurrences(of: " ", with: "-")
      assertGolden(record.frame, named: "suite.\(stem).\(slug).\(front)", in: goldenDirectory(#filePath))
    }
  }
}
