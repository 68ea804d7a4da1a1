import AppCore
import CoreRuntime
import CoreRuntimeTesting
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

  @Test func theFeatureNavigatesInItsStateStepByStep() {
    let harness = Harness()
    let store = TestStore(
      initialState: AccountsFeature.State(accounts: accounts), reducer: { _ in harness.reducer },
      navigation: AccountsFeature.route)
    // Selecting pushes a destination, which the navigation reducer turns into the app's route.
    store.send(.accountTapped(id: "a2")) {
      $0.selectedAccountID = "a2"
      $0.path = [.detail(accountID: "a2")]
    }
    store.receiveRoute(.accountDetail(accountID: "a2"))
    // Leaving the detail pops it; nothing is routed.
    store.send(.pathPopped) { $0.path = [] }
    store.send(.pathPopped)
    // A link (or a relaunch) sets the path in one step, routing nothing: the app's stack is already there.
    store.send(.pathSet([.detail(accountID: "a3")])) {
      $0.path = [.detail(accountID: "a3")]
      $0.selectedAccountID = "a3"
    }
    store.send(.accountTapped(id: "a1")) {
      $0.selectedAccountID = "a1"
      $0.path = [.detail(accountID: "a3"), .detail(accountID: "a1")]
    }
    store.receiveRoute(.accountDetail(accountID: "a1"))
    store.send(.pathPopped) { $0.path = [.detail(accountID: "a3")] }
    // An account that is not listed goes nowhere.
    store.send(.accountTapped(id: "missing"))
    store.finish()
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
