import AppCore
import CoreRuntime
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

  @Test func greetsTheDasherAndLoadsTodaysEarningsFromTheService() {
    let (viewModel, dependencies) = makeViewModel()
    #expect(viewModel.greeting == "Hi, Dasher")
    viewModel.onAppear()
    #expect(viewModel.earningsText == "Today's earnings: …")
    scheduler.advance(by: .milliseconds(300))
    #expect(viewModel.earningsText == "Today's earnings: $5,434.35")
    #expect(!viewModel.canRetryEarnings)
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
    #expect(viewModel.earningsText == "Earnings unavailable. No connection. Check your network and try again.")
    #expect(viewModel.canRetryEarnings)
    dependencies.backend.faults = [:]
    viewModel.retryEarnings()
    scheduler.advance(by: .milliseconds(300))
    #expect(viewModel.earningsText == "Today's earnings: $5,434.35")
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
    // "Sign out" asks first: the alert is state, and only its confirmation signs out.
    #expect(signedOut == 0)
    #expect(viewModel.isConfirmingSignOut)
    #expect(effects.records.filter { $0.name == "home.selected" }.map(\.detail).last == "Sign out")
    viewModel.cancelSignOut()
    #expect(!viewModel.isConfirmingSignOut)
    #expect(signedOut == 0)
    viewModel.select("Sign out")
    viewModel.confirmSignOut()
    #expect(!viewModel.isConfirmingSignOut)
    #expect(signedOut == 1)
  }
}
