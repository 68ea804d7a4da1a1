import App
import AppCore
import DeclarativeScreens
import DeclarativeUI
import FeatureFlags

extension FrontScreens {
  /// The declarative front: every module's view, bound to its core.
  public static var declarative: FrontScreens {
    FrontScreens(
      front: .declarative,
      modules: [
        .login: { _, context in screen("Sign In", LoginView(viewModel: context.cores.login)) },
        .home: { _, context in screen("Home", HomeView(viewModel: context.cores.home)) },
        .offers: { _, context in screen("Offers", OffersView(viewModel: context.cores.offers.viewModel)) },
        .offerDetails: { route, context in
          guard case .offerDetails(let offerID) = route else { return nil }
          let viewModel = context.cores.offerDetails(offerID).viewModel
          return screen(viewModel.viewState.title, OfferDetailsView(viewModel: viewModel))
        },
        .tapCounter: { _, context in
          screen("Tap Counter", TapCounterView(viewModel: context.cores.tapCounter.viewModel))
        },
        .accounts: { route, context in
          let store = context.cores.accounts
          if case .accountDetail(let id) = route {
            return screen(store.state.detailTitle(for: id), AccountDetailView(store: store, accountID: id))
          }
          return screen("Accounts", AccountsView(store: store))
        },
        .ratings: { _, context in screen("Ratings", RatingsView(viewModel: context.cores.ratings)) },
        .settings: { _, context in screen("Settings", SettingsView(viewModel: context.cores.settings)) },
      ],
      missing: { module in screen("\(module)", Text("\(module) is not available in this build")) })
  }

  private static func screen(_ title: String, _ view: some View) -> ModuleScreen {
    ModuleScreen(front: .declarative, title: title, content: AnyView(view))
  }
}
