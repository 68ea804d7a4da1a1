import AppCore
import Testing

/// Home (MVVM): a greeting, today's earnings, and destinations whose routes the coordinator handles.
@Suite("Home (MVVM)")
struct HomeViewModelTests {
  private func makeViewModel() -> (HomeViewModel, EffectLog) {
    let effects = EffectLog(scheduler: VirtualScheduler())
    let user = User(id: "dasher@example.com", name: "Dasher", email: "dasher@example.com")
    return (HomeViewModel(user: user, earningsCents: 543_435, effects: effects), effects)
  }

  @Test func greetsTheDasherAndShowsEarningsAsMoney() {
    let (viewModel, _) = makeViewModel()
    #expect(viewModel.greeting == "Hi, Dasher")
    #expect(viewModel.earningsText == "Today's earnings: $5,434.35")
    #expect(
      HomeViewModel.destinations.map(\.title) == [
        "Offers", "Tap counter", "Accounts", "Ratings", "Settings", "Sign out",
      ])
  }

  @Test func destinationsAreOutputsTheCoordinatorHandles() {
    let (viewModel, effects) = makeViewModel()
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
