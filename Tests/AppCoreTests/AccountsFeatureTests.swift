import AppCore
import AppCoreTesting
import Testing

/// The accounts reducer feature, checked exhaustively with the test store.
@Suite("Accounts (reducer store)")
struct AccountsFeatureTests {
  private final class Harness {
    let scheduler = VirtualScheduler()
    let effects: EffectLog
    let backend: SimulatedBackend
    let service: SimulatedAccountsService

    init() {
      effects = EffectLog(scheduler: scheduler)
      backend = SimulatedBackend(scheduler: scheduler, effects: effects, latency: .milliseconds(300))
      service = SimulatedAccountsService(backend: backend)
    }

    var reducer: Reducer<AccountsFeature.State, AccountsFeature.Action> {
      AccountsFeature.reducer(service: service, effects: effects)
    }
  }

  private let accounts = SimulatedAccountsService.accounts

  @Test func loadsOnAppear() {
    let harness = Harness()
    let store = TestStore(initialState: AccountsFeature.State(), reducer: harness.reducer)
    store.send(.onAppear) { $0.isLoading = true }
    harness.scheduler.advance(by: .milliseconds(300))
    store.receive(.accountsResponse(.success(accounts))) {
      $0.isLoading = false
      $0.accounts = accounts
    }
    store.finish()
    #expect(store.state.rows.map(\.title) == ["Checking ••1234", "Savings ••9876", "Fast Pay card ••4410"])
    #expect(store.state.rows.map(\.detail) == ["$1,204.50", "$15,320.00", "$86.75"])
  }

  @Test func failsAndRetries() {
    let harness = Harness()
    harness.backend.faults["accounts.fetch"] = .timeout
    let store = TestStore(initialState: AccountsFeature.State(), reducer: harness.reducer)
    store.send(.onAppear) { $0.isLoading = true }
    harness.scheduler.advance(by: .seconds(10))
    store.receive(.accountsResponse(.failure(.timeout))) {
      $0.isLoading = false
      $0.failureMessage = "Could not load accounts. The server took too long to answer."
    }
    harness.backend.faults = [:]
    store.send(.retryTapped) {
      $0.isLoading = true
      $0.failureMessage = nil
    }
    harness.scheduler.advance(by: .milliseconds(300))
    store.receive(.accountsResponse(.success(accounts))) {
      $0.isLoading = false
      $0.accounts = accounts
    }
    store.finish()
  }

  @Test func cancellingDropsTheAnswer() {
    let harness = Harness()
    let store = TestStore(initialState: AccountsFeature.State(), reducer: harness.reducer)
    store.send(.onAppear) { $0.isLoading = true }
    store.send(.cancelTapped) { $0.isLoading = false }
    harness.scheduler.advance(by: .seconds(1))
    store.finish()  // nothing received, nothing running
    #expect(harness.effects.records.last?.detail == "cancelled")
  }

  @Test func retryingWhileLoadingReplacesTheLoadInFlight() {
    let harness = Harness()
    let store = TestStore(initialState: AccountsFeature.State(), reducer: harness.reducer)
    store.send(.onAppear) { $0.isLoading = true }
    harness.scheduler.advance(by: .milliseconds(100))
    store.send(.retryTapped)
    harness.scheduler.advance(by: .milliseconds(300))
    store.receive(.accountsResponse(.success(accounts))) {
      $0.isLoading = false
      $0.accounts = accounts
    }
    store.finish()
    #expect(harness.effects.records.filter { $0.kind == .response }.map(\.detail) == ["cancelled", "ok count=3"])
  }

  @Test func selectingAnAccountRoutesThroughTheNavigationReducer() {
    let harness = Harness()
    var routes: [Route] = []
    let store = Store(
      initialState: AccountsFeature.State(accounts: accounts), reducer: harness.reducer,
      navigation: AccountsFeature.route
    ) { routes.append($0) }
    store.send(.accountTapped(id: "a2"))
    #expect(routes == [.accountDetail(accountID: "a2")])
    #expect(store.state.detailLines == ["Balance: $15,320.00", "Account ending in 9876"])
    store.send(.accountTapped(id: "missing"))
    #expect(routes.count == 1)
  }

  @Test func theStoreRunsEffectsAndFeedsAnswersBack() {
    let harness = Harness()
    let store = Store(initialState: AccountsFeature.State(), reducer: harness.reducer)
    store.send(.onAppear)
    #expect(store.state.statusText == "Loading accounts…")
    #expect(store.isRunning(AccountsFeature.LoadID()))
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(store.state.accounts == accounts)
    #expect(!store.isRunning(AccountsFeature.LoadID()))
  }
}

/// The test store itself: it must catch every unasserted change, with a diff.
@Suite("Test store")
struct TestStoreTests {
  enum Action: Equatable { case increment, load, loaded(Int) }
  struct State: Equatable { var count = 0 }

  private final class Recorder {
    var messages: [String] = []
  }

  private func makeStore(_ recorder: Recorder, scheduler: VirtualScheduler) -> TestStore<State, Action> {
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
          ▿ AppCoreTests.TestStoreTests.State
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
}
