import App
import AppCore
import FeatureFlags
import LegacyScreens
import LegacyUI
import Migration
import TextSurface

/// What legacy screens need to show components in the declarative front:
/// the Bridge's hosting cell and hosting views, supplied by the composition
/// (`AppFronts.bridged`). Without them (`strangler-legacy`) every component is legacy.
public struct DeclarativeComponentsInLegacy {
  /// The `offers.row` hosting cell for a row.
  public var offersRow: ((RowViewData) -> any ContentConfiguration)?
  /// A hosting view for `ratings.summary`.
  public var ratingsSummary: (() -> ComponentSlot<String?>)?
  /// A hosting view for `tapCounter.taps`.
  public var tapCounterTaps: (() -> ComponentSlot<String>)?

  /// Adapters for the components given.
  public init(
    offersRow: ((RowViewData) -> any ContentConfiguration)? = nil,
    ratingsSummary: (() -> ComponentSlot<String?>)? = nil, tapCounterTaps: (() -> ComponentSlot<String>)? = nil
  ) {
    self.offersRow = offersRow
    self.ratingsSummary = ratingsSummary
    self.tapCounterTaps = tapCounterTaps
  }

  /// The components these adapters can show declarative.
  var fronts: [ComponentName: Set<Front>] {
    var result: [ComponentName: Set<Front>] = [:]
    if offersRow != nil { result[ComponentName(.offersRow)] = [.declarative] }
    if ratingsSummary != nil { result[ComponentName(.ratingsSummary)] = [.declarative] }
    if tapCounterTaps != nil { result[ComponentName(.tapCounterTaps)] = [.declarative] }
    return result
  }
}

extension FrontScreens {
  /// The legacy front: every module's view controller, bound to its core; every component legacy.
  public static var legacy: FrontScreens { legacy(components: DeclarativeComponentsInLegacy()) }

  /// The legacy front, showing a component declarative where its flag says so and `components` has its adapter.
  public static func legacy(components: DeclarativeComponentsInLegacy) -> FrontScreens {
    func declarative(_ component: ComponentID, _ context: ScreenContext<ModuleCores>) -> Bool {
      context.front(of: component, in: .legacy) == .declarative
    }
    return FrontScreens(
      front: .legacy,
      modules: [
        .login: { _, context in
          screen("Sign In", LoginViewController(viewModel: context.cores.login))
        },
        .home: { _, context in
          screen("Home", HomeViewController(viewModel: context.cores.home, observations: context.observations))
        },
        .offers: { _, context in
          screen(
            "Offers",
            OffersViewController(
              viewModel: context.cores.offers.viewModel, observations: context.observations,
              rowConfiguration: declarative(.offersRow, context) ? components.offersRow : nil))
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
            TapCounterViewController(
              viewModel: context.cores.tapCounter.viewModel, presenter: context.cores.tapCounter.presenter,
              taps: declarative(.tapCounterTaps, context) ? components.tapCounterTaps?() : nil))
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
          screen(
            "Ratings",
            RatingsViewController(
              viewModel: context.cores.ratings, observations: context.observations,
              summary: declarative(.ratingsSummary, context) ? components.ratingsSummary?() : nil))
        },
        .settings: { _, context in
          screen(
            "Settings", SettingsViewController(viewModel: context.cores.settings, observations: context.observations))
        },
      ],
      missing: { module in screen("\(module)", MissingModuleViewController(module: module)) },
      componentFronts: components.fronts)
  }

  private static func screen(_ title: String, _ controller: ViewController) -> ModuleScreen {
    ModuleScreen(front: .legacy, title: title, content: controller)
  }
}

/// Shown for a route whose module has no screen in this build: a clear message, not a crash.
final class MissingModuleViewController: ViewController {
  init(module: ModuleName) {
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
