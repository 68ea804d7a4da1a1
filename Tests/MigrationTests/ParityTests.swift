import BridgedFronts
import FeatureFlags
import Foundation
import Migration
import MigrationTesting
import SampleMigration
import Testing
import TextSurface

/// The scenarios shipped with the project, read from the repository.
enum ProjectScenarios {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

  static func load(_ name: String) throws -> Scenario {
    let url = directory.appendingPathComponent(name)
    return try ScenarioParser.parse(
      String(contentsOf: url, encoding: .utf8), file: "Scenarios/\(name)", vocabulary: SampleApp.vocabulary)
  }
}

@Suite("Parity across fronts")
struct ParityTests {
  @Test(arguments: ["tap-counter.scenario", "sign-in.scenario"])
  func looksMeansAndBehavesTheSameInBothFronts(scenario: String) throws {
    assertParity(try ProjectScenarios.load(scenario), runner: ScenarioRunner(fronts: .bridged))
  }

  @Test(arguments: [Front.legacy, .declarative])
  func signInGoldenFrames(front: Front) throws {
    let run = ScenarioRunner(fronts: .bridged).run(
      try ProjectScenarios.load("sign-in.scenario"), flags: FlagConfiguration(commandLineAll: front))
    #expect(run.failure == nil)
    for record in run.records {
      if case .snapshot(let name) = record.step.action {
        assertGolden(
          record.frame, named: "signIn.\(name.replacingOccurrences(of: " ", with: "-")).\(front)",
          in: goldenDirectory(#filePath))
      }
    }
  }

  @Test(arguments: [Front.legacy, .declarative])
  func tapCounterGoldenFrame(front: Front) throws {
    let run = ScenarioRunner(fronts: .bridged).run(
      try ProjectScenarios.load("tap-counter.scenario"), flags: FlagConfiguration(commandLineAll: front))
    #expect(run.failure == nil)
    assertGolden(try #require(run.finalFrame), named: "tapCounter.\(front)", in: goldenDirectory(#filePath))
  }

  @Test func sameScenarioSameBytes() throws {
    let scenario = try ProjectScenarios.load("tap-counter.scenario")
    for front in Front.allCases {
      let first = RecordingOutput()
      let second = RecordingOutput()
      _ = ScenarioRunner(fronts: .bridged, output: first).run(scenario, flags: FlagConfiguration(commandLineAll: front))
      _ = ScenarioRunner(fronts: .bridged, output: second).run(
        scenario, flags: FlagConfiguration(commandLineAll: front))
      #expect(first.writes == second.writes)
    }
  }

  /// The legacy window redraws its whole tree, but the presenter writes only
  /// what differs from the screen it last wrote: the same screens cost the
  /// same bytes in either front, though only the declarative one knows where it drew.
  @Test func bothFrontsWriteTheSameBytesForTheSameScreens() throws {
    let scenario = try ProjectScenarios.load("tap-counter.scenario")
    let bytes = Front.allCases.map { front in
      ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: front)).records
        .reduce(0) { $0 + $1.cost.bytesWritten }
    }
    #expect(bytes[0] == bytes[1])
  }
}
