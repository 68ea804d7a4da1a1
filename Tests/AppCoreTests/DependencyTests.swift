import AppCore
import CoreRuntime
import CoreRuntimeTesting
import Testing

/// Live, test and preview dependencies, and the test store driven by them.
@Suite("Dependencies")
struct DependencyTests {
  private final class Recorder {
    var messages: [String] = []
  }

  private let accounts = SimulatedAccountsService.accounts

  @Test func aTestStoreRunsTheFeatureOverItsOverridesAndAssertsItsRoutes() {
    let scheduler = VirtualScheduler()
    let store = TestStore(
      initialState: AccountsFeature.State(), reducer: AccountsFeature.reducer, navigation: AccountsFeature.route
    ) {
      $0.scheduler = scheduler
      $0.accountsService = SimulatedAccountsService(backend: $0.backend)
    }
    store.send(.onAppear) { $0.isLoading = true }
    scheduler.advance(by: .milliseconds(300))
    store.receive(.accountsResponse(.success(accounts))) {
      $0.isLoading = false
      $0.accounts = accounts
    }
    store.send(.accountTapped(id: "a2")) {
      $0.selectedAccountID = "a2"
      $0.path = [.detail(accountID: "a2")]
    }
    store.receiveRoute(.accountDetail(accountID: "a2"))
    store.finish()
    #expect(
      store.dependencies.effects.records.map(\.name) == ["accounts.fetch", "accounts.fetch", "accounts.selected"])
  }

  @Test func aServiceNobodyOverrodeFailsTheTestNamingIt() {
    let recorder = Recorder()
    let store = TestStore(
      initialState: AccountsFeature.State(), reducer: AccountsFeature.reducer, navigation: AccountsFeature.route,
      withDependencies: { $0.scheduler = VirtualScheduler() },
      report: { message, _ in recorder.messages.append(message) })
    store.send(.onAppear) { $0.isLoading = true }
    #expect(
      recorder.messages == [
        "Unimplemented: AccountsService.fetchAccounts was used in a test without an override. "
          + "Set it first, e.g. DependencyValues(.test) { $0.accountsService = … }."
      ])
  }

  @Test func theClockAndTheSeedFailWhenATestReadsThemWithoutOverriding() {
    let recorder = Recorder()
    let values = DependencyValues(.test, unimplemented: Unimplemented { recorder.messages.append($0) })
    _ = values.seed
    values.effects.analytics("reads the clock")
    #expect(
      recorder.messages == [
        Unimplemented.message("the seed", override: "seed"),
        Unimplemented.message("Scheduler.now", override: "scheduler"),
      ])
  }

  /// Every service's test value reports the first call nobody overrode, by name.
  @Test func everyServiceHasATestValueThatReports() {
    let recorder = Recorder()
    let values = DependencyValues(.test, unimplemented: Unimplemented { recorder.messages.append($0) })
    values.authService.signIn(email: "a@b.c", password: "password") { _ in Issue.record("answered") }
    values.tapCounterService.recordTap(name: "x") { _ in Issue.record("answered") }
    values.offersService.fetchOffers { _ in Issue.record("answered") }
    values.accountsService.fetchAccounts { _ in Issue.record("answered") }
    values.ratingsService.fetchRatings { _ in Issue.record("answered") }
    values.earningsService.fetchTodaysEarnings { _ in Issue.record("answered") }
    #expect(
      recorder.messages == [
        Unimplemented.message("AuthService.signIn", override: "authService"),
        Unimplemented.message("TapCounterService.recordTap", override: "tapCounterService"),
        Unimplemented.message("OffersService.fetchOffers", override: "offersService"),
        Unimplemented.message("AccountsService.fetchAccounts", override: "accountsService"),
        Unimplemented.message("RatingsService.fetchRatings", override: "ratingsService"),
        Unimplemented.message("EarningsService.fetchTodaysEarnings", override: "earningsService"),
      ])
  }

  @Test func liveValuesShareOneBackendOverTheOverriddenClock() {
    let scheduler = VirtualScheduler()
    let values = DependencyValues(.live) { $0.scheduler = scheduler }
    #expect(values.seed == SeedKey.defaultSeed)
    var earnings: Int?
    values.earningsService.fetchTodaysEarnings { earnings = try? $0.get().totalCents }
    values.accountsService.fetchAccounts { _ in }
    scheduler.advance(by: .milliseconds(299))
    #expect(earnings == nil)
    scheduler.advance(by: .milliseconds(1))
    #expect(earnings == 543_435)
    // One backend, one log: both services' calls are in it, in order.
    #expect(values.effects.records.filter { $0.kind == .service }.map(\.name) == ["earnings.fetch", "accounts.fetch"])
    #expect(values.backend === values.backend)
  }

  @Test func previewValuesAnswerAtOnce() {
    let values = DependencyValues(.preview)
    var accountsLoaded: [Account] = []
    values.accountsService.fetchAccounts { accountsLoaded = (try? $0.get()) ?? [] }
    (values.scheduler as? VirtualScheduler)?.runDue()
    #expect(accountsLoaded == accounts)
    #expect(values.scheduler.now == .zero)
  }

  @Test func anOverrideSetAfterAReadReplacesTheValue() {
    let values = DependencyValues(.live) { $0.scheduler = VirtualScheduler() }
    #expect(values.seed == SeedKey.defaultSeed)
    values.seed = 7
    #expect(values.seed == 7)
  }
}
