import AppCore
import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing

@Suite("Exposures in runs")
struct ExposureTests {
  @Test func aRunCarriesOneExposurePerNavigationAndFlip() throws {
    let scenario = try ScenarioParser.parse(
      """
      start tapCounter
      tap "Tap Me"
      wait 1s
      flip tapCounter
      tap "Tap Me"
      wait 1s
      """, file: "t.scenario", vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.succeeded)
    #expect(
      run.exposures == [
        // Each stamped with the session's virtual time.
        Exposure(module: "tapCounter", front: .legacy, reason: .default, source: .default, user: nil, time: .zero),
        Exposure(module: "tapCounter.taps", front: .legacy, reason: .default, source: .default, user: nil, time: .zero),
        Exposure(
          module: "tapCounter", front: .declarative, reason: .static, source: .runtime, user: nil, time: .seconds(1)),
        // The component follows its module, so the flip takes it along.
        Exposure(
          module: "tapCounter.taps", front: .declarative, reason: .default, source: .default, user: nil,
          time: .seconds(1)),
      ])
    let json = RunReport.json(run).rendered()
    #expect(
      json.contains(
        #""exposures":[{"module":"tapCounter","front":"legacy","reason":"DEFAULT","source":"default","user":null}"#))
  }
}
