import AppCore
import CoreRuntime
import Testing

@Suite("Tap counter (Reactive VIP)")
struct TapCounterTests {
  private final class Harness {
    let scheduler = VirtualScheduler()
    let effects: EffectLog
    let backend: SimulatedBackend
    let module: TapCounterModule

    init() {
      effects = EffectLog(scheduler: scheduler)
      backend = SimulatedBackend(scheduler: scheduler, effects: effects, latency: .milliseconds(300))
      module = TapCounterModule(service: SimulatedTapCounterService(backend: backend), effects: effects)
    }
  }

  @Test func startsWithTheArticlesGreetingAndZeroTaps() {
    let harness = Harness()
    let state = harness.module.viewModel.viewState
    #expect(state.greeting == "Hello Mr. SwiftUI")
    #expect(state.tapsText == "You pressed the button 0 time(s)")
    #expect(state.buttonTitle == "Tap Me")
  }

  @Test func theCountShownIsTheCountTheBackendReturned() {
    let harness = Harness()
    let viewModel = harness.module.viewModel
    viewModel.buttonTapped()
    viewModel.buttonTapped()
    // Nothing changes until the backend answers.
    harness.scheduler.advance(by: .milliseconds(299))
    #expect(viewModel.viewState.totalTaps == 0)
    harness.scheduler.advance(by: .milliseconds(1))
    #expect(viewModel.viewState.totalTaps == 2)
    #expect(viewModel.viewState.tapsText == "You pressed the button 2 time(s)")
  }

  @Test func everyTapIsLoggedAsAnalyticsAServiceCallAndItsAnswer() {
    let harness = Harness()
    harness.module.viewModel.buttonTapped()
    harness.scheduler.advance(by: .seconds(1))
    #expect(
      harness.effects.records.map(\.description) == [
        "0.000s analytics tapCounter.tapped",
        "0.000s service tapCounter.recordTap name=Mr. SwiftUI",
        "0.300s response tapCounter.recordTap ok count=1",
      ])
  }

  @Test(
    "faults are shown, and a later success clears them",
    arguments: [
      (ServiceFault.error(.network), Duration.milliseconds(300)), (.timeout, .seconds(10)),
    ])
  func faultsAreShown(fault: ServiceFault, after: Duration) {
    let harness = Harness()
    harness.backend.faults["tapCounter.recordTap"] = fault
    harness.module.viewModel.buttonTapped()
    harness.scheduler.advance(by: after)
    let state = harness.module.viewModel.viewState
    #expect(state.totalTaps == 0)
    #expect(state.failureMessage?.hasPrefix("Could not record the tap.") == true)
    harness.backend.faults = [:]
    harness.module.viewModel.buttonTapped()
    harness.scheduler.advance(by: .seconds(1))
    #expect(harness.module.viewModel.viewState.failureMessage == nil)
    #expect(harness.module.viewModel.viewState.totalTaps == 1)
  }

  @Test func aSlowBackendDelaysTheAnswerButStillDeliversIt() {
    let harness = Harness()
    harness.backend.faults["tapCounter.recordTap"] = .slow(.seconds(2))
    harness.module.viewModel.buttonTapped()
    harness.scheduler.advance(by: .seconds(2))
    #expect(harness.module.viewModel.viewState.totalTaps == 0)
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(harness.module.viewModel.viewState.totalTaps == 1)
  }
}
