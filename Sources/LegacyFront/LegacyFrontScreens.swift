import App
import AppCore
import FeatureFlags
import LegacyScreens
import LegacyUI
import TextSurface

extension FrontScreens {
  /// The legacy front: every module's view controller, bound to its core.
  public static var legacy: FrontScreens {
    FrontScreens(
      front: .legacy,
      modules: [
        .login: { _, context in
          screen("Sign In", LoginViewController(viewModel: context.cores.login, observations: context.observations))
        },
        .home: { _, context in
          screen("Home", HomeViewController(viewModel: context.cores.home, observations: context.observations))
        },
        .offers: { _, context in
          screen(
            "Offers",
            OffersViewController(viewModel: context.cores.offers.viewModel, observations: context.observations))
        },
        .offerDetails: { route, context in
          guard case .offerDetails(let offerID) = route else { return nil }
          let viewModel = context.cores.offerDetails(offerID).viewModel
          return screen(
            viewModel.viewState.title,
            OfferDetailsViewController(viewModel: viewModel, observations: context.observations))
        },
        .tapCounter: { _, context in
          screen(
            "Tap Counter",
            TapCounterViewController(viewModel: context.cores.tapCounter.viewModel, observations: context.observations))
        },
        .accounts: { route, context in
          let store = context.cores.accounts
          if case .accountDetail(let id) = route {
            return screen(
              store.state.detailTitle(for: id),
              AccountDetailViewController(store: store, accountID: id, observations: context.observations))
          }
          return screen("Accounts", AccountsViewController(store: store, observations: context.observations))
        },
        .ratings: { _, context in
          screen("Ratings", RatingsViewController(viewModel: context.cores.ratings, observations: context.observations))
        },
        .settings: { _, context in
          screen(
            "Settings", SettingsViewController(viewModel: context.cores.settings, observations: context.observations))
        },
      ],
      missing: { module in screen("\(module)", MissingModuleViewController(module: module)) })
  }

  private static func screen(_ title: String, _ controller: ViewController) -> ModuleScreen {
    ModuleScreen(front: .legacy, title: title, content: controller)
  }
}

/// Shown for a route whose module has no screen in this build: a clear message, not a crash.
final class MissingModuleViewController: ViewController {
  init(module: ModuleID) {
    super.init(title: "\(module)")
  }

  override func viewDidLoad() {
    view.addSubview(Label(text: "\(title) is not available in this build"))
  }

  override func viewDidLayoutSubviews() {
    guard let label = view.subviews.first else { return }
    label.frame = Layout.centered(label.sizeThatFits(view.bounds.size), in: view.bounds)
  }
}
