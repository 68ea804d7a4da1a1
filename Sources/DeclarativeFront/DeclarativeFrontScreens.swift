import App
import AppCore
import DeclarativeScreens
import DeclarativeUI
import FeatureFlags
import Migration

/// What declarative screens need to show components in the legacy front:
/// the Bridge's representables of the legacy widgets, supplied by the
/// composition (`AppFronts.bridged`). Without them (`strangler-declarative`) every component is declarative.
public struct LegacyComponentsInDeclarative {
  /// The `offers.row` legacy cell for a row.
  public var offersRow: ((RowViewData) -> AnyView)?
  /// The `ratings.summary` legacy label for a text.
  public var ratingsSummary: ((String) -> AnyView)?
  /// The `tapCounter.taps` legacy label for a text.
  public var tapCounterTaps: ((String) -> AnyView)?

  /// Adapters for the components given.
  public init(
    offersRow: ((RowViewData) -> AnyView)? = nil, ratingsSummary: ((String) -> AnyView)? = nil,
    tapCounterTaps: ((String) -> AnyView)? = nil
  ) {
    self.offersRow = offersRow
    self.ratingsSummary = ratingsSummary
    self.tapCounterTaps = tapCounterTaps
  }

  /// The components these adapters can show legacy.
  var fronts: [ComponentName: Set<Front>] {
    var result: [ComponentName: Set<Front>] = [:]
    if offersRow != nil { result[ComponentName(.offersRow)] = [.legacy] }
    if ratingsSummary != nil { result[ComponentName(.ratingsSummary)] = [.legacy] }
    if tapCounterTaps != nil { result[ComponentName(.tapCounterTaps)] = [.legacy] }
    return result
  }
}

extension FrontScreens {
  /// The declarative front: every module's view, bound to its core; every component declarative.
  public static var declarative: FrontScreens { declarative(components: LegacyComponentsInDeclarative()) }

  /// The declarative front, showing a component legacy where its flag says so and `components` has its adapter.
  public static func declarative(components: LegacyComponentsInDeclarative) -> FrontScreens {
    func legacy(_ component: ComponentID, _ context: ScreenContext<ModuleCores>) -> Bool {
      context.front(of: component, in: .declarative) == .legacy
    }
    return FrontScreens(
      front: .declarative,
      modules: [
        .login: { _, context in screen("Sign In", LoginView(viewModel: context.cores.login)) },
        .home: { _, context in screen("Home", HomeView(viewModel: context.cores.home)) },
        .offers: { _, context in
          screen(
            "Offers",
            OffersView(
              viewModel: context.cores.offers.viewModel,
              row: legacy(.offersRow, context) ? components.offersRow : nil))
        },
        .offerDetails: { route, context in
          guard case .offerDetails(let offerID) = route else { return nil }
          let viewModel = context.cores.offerDetails(offerID).viewModel
          return screen(viewModel.viewState.title, OfferDetailsView(viewModel: viewModel))
        },
        .tapCounter: { _, context in
          screen(
            "Tap Counter",
            TapCounterView(
              viewModel: context.cores.tapCounter.viewModel,
              taps: legacy(.tapCounterTaps, context) ? components.tapCounterTaps : nil))
        },
        .accounts: { route, context in
          let store = context.cores.accounts
          if case .accountDetail(let id) = route {
            return screen(store.state.detailTitle(for: id), AccountDetailView(store: store, accountID: id))
          }
          return screen("Accounts", AccountsView(store: store))
        },
        .ratings: { _, context in
          screen(
            "Ratings",
            RatingsView(
              viewModel: context.cores.ratings,
              summary: legacy(.ratingsSummary, context) ? components.ratingsSummary : nil))
        },
        .settings: { _, context in screen("Settings", SettingsView(viewModel: context.cores.settings)) },
      ],
      missing: { module in screen("\(module)", Text("\(module) is not available in this build")) },
      componentFronts: components.fronts)
  }

  private static func screen(_ title: String, _ view: some View) -> ModuleScreen {
    ModuleScreen(front: .declarative, title: title, content: AnyView(view))
  }
}
