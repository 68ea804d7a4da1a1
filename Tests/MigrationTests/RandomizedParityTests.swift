import App
import AppCore
import Bridge
import BridgedFronts
import DeclarativeUI
import FeatureFlags
import LegacyUI
import Migration
import SampleMigration
import Testing
import TextSurface

/// Randomized parity over the whole app, and proof that it finds and shrinks a planted divergence.
@Suite("Randomized parity")
struct RandomizedParityTests {
  /// Sequences per test run; raise with `STRANGLER_PARITY_SEQUENCES` to search longer.
  static let sequences = Int(Environment.value("STRANGLER_PARITY_SEQUENCES") ?? "") ?? 60

  @Test func legacyAndDeclarativeAgreeOnThousandsOfRandomEvents() {
    let parity = RandomizedParity(seed: 0x5EED, fronts: .bridged)
    let counterexample = parity.check(sequences: Self.sequences, length: 40)
    #expect(counterexample == nil, "\(counterexample.map(\.description) ?? "")")
  }

  @Test func theSameSeedGeneratesTheSameSequences() {
    // Determinism is what makes a counterexample replayable.
    let planted = RandomizedParity(seed: 9, fronts: Self.divergingFronts, starts: [.tapCounter])
    let a = planted.check(sequences: 20, length: 30)
    let b = planted.check(sequences: 20, length: 30)
    #expect(a != nil, "the planted divergence must be found for the comparison to mean anything")
    #expect(a?.scenarioText == b?.scenarioText)
  }

  /// The standard app, except that the declarative tap counter miscounts from the third tap.
  static var divergingFronts: AppFronts {
    AppFronts.bridged.replacing(.tapCounter, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Tap Counter",
        content: AnyView(MiscountingView(viewModel: context.cores.tapCounter.viewModel)))
    }
  }

  @Test func aPlantedDivergenceIsFoundShrunkAndWrittenAsAScenario() throws {
    let parity = RandomizedParity(seed: 3, fronts: Self.divergingFronts, starts: [.tapCounter])
    let counterexample = try #require(parity.check(sequences: 50, length: 40))
    // Minimal: start, three taps, and the wait that lets the third answer arrive.
    #expect(counterexample.actions.first == .start(.tapCounter))
    #expect(
      counterexample.actions.filter { $0 == .tap("Tap Me") || $0 == .key(.enter) || $0 == .key(.space) }.count == 3)
    #expect(counterexample.actions.count <= 6)
    #expect(counterexample.difference.hasPrefix("frames differ after"))
    // The written scenario parses and replays the divergence.
    let scenario = try ScenarioParser.parse(
      counterexample.scenarioText, file: "counterexample.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.steps.map(\.action) == counterexample.actions)
    #expect(parity.divergence(of: scenario.steps.map(\.action)) != nil)
  }
}

/// The tap counter, wrong from the third tap: the planted bug.
private struct MiscountingView: DeclarativeUI.View {
  let viewModel: TapCounterViewModel

  var body: some DeclarativeUI.View {
    let state = viewModel.viewState
    let shown = state.totalTaps >= 3 ? state.totalTaps + 1 : state.totalTaps
    VStack {
      Text(state.greeting)
      Text("You pressed the button \(shown) time(s)")
      Button(state.buttonTitle) { viewModel.buttonTapped() }
    }
  }
}

extension RandomizedParityTests {
  /// The standard app, except that the declarative settings screen says something else: only a
  /// link reaches it from the tap counter, so finding it proves sequences open links.
  static var divergingSettings: AppFronts {
    AppFronts.bridged.replacing(.settings, in: .declarative) { _, _ in
      ModuleScreen(front: .declarative, title: "Settings", content: AnyView(Text("not the settings")))
    }
  }

  @Test func sequencesOpenTheAppsDeepLinks() throws {
    let parity = RandomizedParity(seed: 7, fronts: Self.divergingSettings, starts: [.tapCounter])
    let counterexample = try #require(parity.check(sequences: 50, length: 40))
    #expect(counterexample.actions.contains(.open("strangler://settings/tapCounter")))
    #expect(counterexample.actions.count <= 3)
    let scenario = try ScenarioParser.parse(
      counterexample.scenarioText, file: "counterexample.scenario", vocabulary: SampleApp.vocabulary)
    #expect(parity.divergence(of: scenario.steps.map(\.action)) != nil)
  }
}
