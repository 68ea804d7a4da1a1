import CoreRuntime
import CoreRuntimeTesting
import Testing

/// The test store itself: it must catch every unasserted change, with a diff.
@Suite("Test store")
struct TestStoreTests {
  enum Action: Equatable { case increment, load, loaded(Int) }
  struct State: Equatable { var count = 0 }

  private final class Recorder {
    var messages: [String] = []
  }

  private func makeStore(_ recorder: Recorder, scheduler: VirtualScheduler) -> TestStore<State, Action, Never> {
    TestStore(
      initialState: State(),
      reducer: { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .load:
          return .run(id: "load") { send in scheduler.schedule(after: .seconds(1)) { send(.loaded(42)) } }
        case .loaded(let value):
          state.count = value
          return .none
        }
      },
      report: { message, _ in recorder.messages.append(message) })
  }

  @Test func anUnassertedStateChangeFailsWithALineDiff() {
    let recorder = Recorder()
    let store = makeStore(recorder, scheduler: VirtualScheduler())
    store.send(.increment)
    #expect(
      recorder.messages == [
        """
        State after send(increment) differs from the expectation:
          ▿ CoreRuntimeTests.TestStoreTests.State
        −   - count: 0
        +   - count: 1
        """
      ])
    #expect(recorder.messages.count == 1)
  }

  @Test func unreceivedActionsAndRunningEffectsFailFinish() {
    let recorder = Recorder()
    let scheduler = VirtualScheduler()
    let store = makeStore(recorder, scheduler: scheduler)
    store.send(.load)
    store.finish()
    #expect(recorder.messages == ["1 effect(s) still running: load"])
    scheduler.advance(by: .seconds(1))
    store.finish()
    #expect(recorder.messages.last == "1 received action(s) were not asserted:\n  loaded(42)")
  }

  @Test func receivingTheWrongActionShowsBoth() {
    let recorder = Recorder()
    let scheduler = VirtualScheduler()
    let store = makeStore(recorder, scheduler: scheduler)
    store.send(.load)
    scheduler.advance(by: .seconds(1))
    store.receive(.loaded(7)) { $0.count = 42 }
    #expect(recorder.messages == ["Received an unexpected action:\n− loaded(7)\n+ loaded(42)"])
  }

  @Test func receivingWhenNothingArrivedFails() {
    let recorder = Recorder()
    let store = makeStore(recorder, scheduler: VirtualScheduler())
    store.receive(.loaded(1))
    #expect(recorder.messages == ["Expected to receive loaded(1), but no action was received."])
  }

  @Test func routesMustBeAssertedInOrder() {
    let recorder = Recorder()
    let store = TestStore<State, Action, String>(
      initialState: State(),
      reducer: { _ in
        { state, action in
          if action == .increment { state.count += 1 }
          return .none
        }
      },
      navigation: { state, _ in "screen \(state.count)" },
      report: { message, _ in recorder.messages.append(message) })
    store.send(.increment) { $0.count = 1 }
    store.receiveRoute("screen 2")
    #expect(recorder.messages == ["Emitted an unexpected route:\n− screen 2\n+ screen 1"])
    store.send(.increment) { $0.count = 2 }
    store.finish()
    #expect(recorder.messages.last == "1 emitted route(s) were not asserted:\n  screen 2")
    store.receiveRoute("screen 2")
    store.receiveRoute("screen 3")
    #expect(recorder.messages.last == "Expected the route screen 3, but no route was emitted.")
  }
}
