import AppCore
import CoreRuntime
import Rx
import Testing

/// Home (MVVM): a greeting, today's earnings, and destinations whose routes the coordinator handles.
@Suite("Home (MVVM)")
struct HomeViewModelTests {
  private let scheduler = VirtualScheduler()

  /// A view model over test dependencies: the clock and the earnings service over the simulated backend.
  private func makeViewModel() -> (HomeViewModel, DependencyValues) {
    let dependencies = DependencyValues(.test) {
      $0.scheduler = scheduler
      $0.earningsService = SimulatedEarningsService(backend: $0.backend)
    }
    let user = User(id: "dasher@example.com", name: "Dasher", email: "dasher@example.com")
    let viewModel = HomeViewModel(user: user, service: dependencies.earningsService, effects: dependencies.effects)
    return (viewModel, dependencies)
  }

  /// The latest value a driver shows.
  private func shown<Value>(_ driver: Driver<Value>) -> Value? {
    var value: Value?
    driver.drive { value = $0 }.dispose()
    return value
  }

  @Test func greetsTheDasherAndLoadsTodaysEarningsFromTheService() {
    let (viewModel, dependencies) = makeViewModel()
    #expect(shown(viewModel.greeting) == "Hi, Dasher")
    viewModel.onAppear()
    #expect(shown(viewModel.earningsText) == "Today's earnings: …")
    scheduler.advance(by: .milliseconds(300))
    #expect(shown(viewModel.earningsText) == "Today's earnings: $5,434.35")
    #expect(shown(viewModel.canRetryEarnings) == false)
    viewModel.onAppear()
    #expect(
      dependencies.effects.records.map(\.description) == [
        "0.000s service earnings.fetch", "0.300s response earnings.fetch ok 11 deliveries, 543435 cents",
      ])
    #expect(
      HomeViewModel.destinations.map(\.title) == [
        "Offers", "Tap counter", "Accounts", "Ratings", "Settings", "Sign out",
      ])
  }

  @Test func aFailedLoadSaysWhyAndOffersRetry() {
    let (viewModel, dependencies) = makeViewModel()
    dependencies.backend.faults["earnings.fetch"] = .error(.network)
    viewModel.onAppear()
    scheduler.advance(by: .milliseconds(300))
    #expect(shown(viewModel.earningsText) == "Earnings unavailable. No connection. Check your network and try again.")
    #expect(shown(viewModel.canRetryEarnings) == true)
    dependencies.backend.faults = [:]
    viewModel.retryEarnings()
    scheduler.advance(by: .milliseconds(300))
    #expect(shown(viewModel.earningsText) == "Today's earnings: $5,434.35")
    #expect(dependencies.effects.records.contains { $0.name == "home.retryEarnings" })
  }

  @Test func destinationsAreOutputsTheCoordinatorHandles() {
    let (viewModel, dependencies) = makeViewModel()
    let effects = dependencies.effects
    var routes: [Route] = []
    var signedOut = 0
    viewModel.onRoute = { routes.append($0) }
    viewModel.onSignOut = { signedOut += 1 }
    for title in ["Offers", "Tap counter", "Accounts", "Ratings", "Settings", "Nowhere", "Sign out"] {
      viewModel.select(title)
    }
    #expect(routes == [.offers, .tapCounter, .accounts, .ratings, .settings])
    #expect(signedOut == 1)
    #expect(effects.records.filter { $0.name == "home.selected" }.map(\.detail).last == "Sign out")
  }
}
