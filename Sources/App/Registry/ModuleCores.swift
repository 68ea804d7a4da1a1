import AppCore
import CoreRuntime
import Migration

/// The core objects of every module, created on first use and kept for the
/// session, so that rebuilding a screen in the other front loses nothing.
/// Signing out discards them all.
public final class ModuleCores {
  private let environment: AppEnvironment
  weak var navigator: AppNavigating?
  /// The signed-in user; `start home` without signing in uses the demo dasher.
  public private(set) var user: User?
  private var tapCounterModule: TapCounterModule?
  private var loginViewModel: LoginViewModel?
  private var homeViewModel: HomeViewModel?
  private var offersFeed: OffersFeed?
  private var offersModule: OffersModule?
  private var offerDetailsModules: [String: OfferDetailsModule] = [:]
  private var accountsStore: AccountsFeature.Store?
  /// The accounts state a relaunch restored, which the store starts from.
  private var restoredAccounts: AccountsFeature.State?
  private var ratingsViewModel: RatingsViewModel?
  private var settingsViewModel: SettingsViewModel?

  /// The dasher a scenario gets when it starts past the sign-in screen.
  public static let demoUser = User(id: "dasher@example.com", name: "Dasher", email: "dasher@example.com")

  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// Starts a session for `user`.
  public func signIn(_ user: User) {
    self.user = user
    // A dasher receives offers whichever screen is up: the feed runs for the session.
    feed.start()
  }

  /// Ends the session: every module's state is discarded.
  public func reset() {
    user = nil
    tapCounterModule = nil
    loginViewModel = nil
    homeViewModel = nil
    offersFeed?.stop()
    offersFeed = nil
    offersModule = nil
    offerDetailsModules = [:]
    accountsStore = nil
    restoredAccounts = nil
    ratingsViewModel = nil
    settingsViewModel = nil
  }

  public var login: LoginViewModel {
    if let loginViewModel { return loginViewModel }
    let viewModel = LoginViewModel(auth: environment.authService, effects: environment.effects)
    viewModel.onSignedIn = { [weak self] user in self?.navigator?.signedIn(user) }
    loginViewModel = viewModel
    return viewModel
  }

  public var home: HomeViewModel {
    if let homeViewModel { return homeViewModel }
    let viewModel = HomeViewModel(
      user: user ?? Self.demoUser, service: environment.earningsService, effects: environment.effects)
    viewModel.onRoute = { [weak self] route in self?.navigator?.navigate(to: route) }
    viewModel.onSignOut = { [weak self] in self?.navigator?.signOut() }
    homeViewModel = viewModel
    return viewModel
  }

  public var tapCounter: TapCounterModule {
    if let tapCounterModule { return tapCounterModule }
    let module = TapCounterModule(service: environment.tapCounterService, effects: environment.effects)
    tapCounterModule = module
    return module
  }

  /// The session's live offers, shared by the offers list and every offer's details.
  public var feed: OffersFeed {
    if let offersFeed { return offersFeed }
    let feed = OffersFeed(
      service: environment.offersService, scheduler: environment.scheduler, effects: environment.effects)
    offersFeed = feed
    return feed
  }

  public var offers: OffersModule {
    if let offersModule { return offersModule }
    let module = OffersModule(feed: feed, effects: environment.effects) { [weak self] route in
      self?.navigator?.navigate(to: route)
    }
    offersModule = module
    return module
  }

  /// The details module of one offer, kept while its screen may be shown again (a front switch rebuilds the screen).
  public func offerDetails(_ offerID: String) -> OfferDetailsModule {
    if let module = offerDetailsModules[offerID] { return module }
    let module = OfferDetailsModule(
      offerID: offerID, feed: feed, service: environment.offersService, effects: environment.effects
    ) { [weak self] in
      self?.navigator?.goBack()
    }
    offerDetailsModules[offerID] = module
    return module
  }

  /// The accounts feature's store; its navigation reducer's routes go to the coordinator.
  public var accounts: AccountsFeature.Store {
    if let accountsStore { return accountsStore }
    let store = Store(
      initialState: restoredAccounts ?? AccountsFeature.State(),
      reducer: AccountsFeature.reducer(environment.dependencies),
      navigation: AccountsFeature.route
    ) { [weak self] route in
      self?.navigator?.navigate(to: route)
    }
    accountsStore = store
    return store
  }

  public var ratings: RatingsViewModel {
    if let ratingsViewModel { return ratingsViewModel }
    let viewModel = RatingsViewModel(service: environment.ratingsService, effects: environment.effects)
    ratingsViewModel = viewModel
    return viewModel
  }

  public var settings: SettingsViewModel {
    if let settingsViewModel { return settingsViewModel }
    let viewModel = SettingsViewModel(switcher: NavigatorSwitcher(cores: self), effects: environment.effects)
    settingsViewModel = viewModel
    return viewModel
  }
}

/// What a relaunch keeps: the signed-in user (as a real app keeps its
/// session), the offers on hand, the sign-in form's email, home's "Sign
/// out?" alert when it is up (a presentation is state), the tap counter's
/// last count, the accounts store's state, the ratings list's place. Each is
/// a `Codable` value of its module.
extension ModuleCores: StateRestoring {
  public func saveState(into values: inout RestorableValues) {
    if let user { values.set(user, for: "user") }
    if let offersFeed, !offersFeed.offers.isEmpty { values.set(offersFeed.offers, for: ModuleID.offers.rawValue) }
    if let loginViewModel { values.set(loginViewModel.draft, for: ModuleID.login.rawValue) }
    if let homeViewModel, homeViewModel.isConfirmingSignOut {
      values.set(HomeViewModel.Presentation(isConfirmingSignOut: true), for: ModuleID.home.rawValue)
    }
    if let tapCounterModule, tapCounterModule.interactor.lastRecorded.count > 0 {
      values.set(tapCounterModule.interactor.lastRecorded, for: ModuleID.tapCounter.rawValue)
    }
    if let accountsStore { values.set(accountsStore.state.restorable, for: ModuleID.accounts.rawValue) }
    if let ratingsViewModel {
      values.set(
        RatingsViewModel.Place(firstVisibleRow: ratingsViewModel.firstVisibleRow), for: ModuleID.ratings.rawValue)
    }
  }

  public func restoreState(from values: RestorableValues) throws(StateFileError) {
    // The offers first: a sign-in starts the feed, whose first load merges into them.
    if let offers = try values.value([Offer].self, for: ModuleID.offers.rawValue) { feed.restore(offers) }
    if let user = try values.value(User.self, for: "user") { signIn(user) }
    if let draft = try values.value(LoginViewModel.Draft.self, for: ModuleID.login.rawValue) { login.draft = draft }
    if let presentation = try values.value(HomeViewModel.Presentation.self, for: ModuleID.home.rawValue) {
      home.isConfirmingSignOut = presentation.isConfirmingSignOut
    }
    if let entity = try values.value(TapCounterEntity.self, for: ModuleID.tapCounter.rawValue) {
      tapCounter.interactor.restore(entity)
    }
    if let state = try values.value(AccountsFeature.State.self, for: ModuleID.accounts.rawValue) {
      accountsStore = nil
      restoredAccounts = state.restorable
    }
    if let place = try values.value(RatingsViewModel.Place.self, for: ModuleID.ratings.rawValue) {
      ratings.firstVisibleRow = place.firstVisibleRow
    }
  }
}

/// Adapts the coordinator to what the settings view model needs, without the core knowing the flag router.
private final class NavigatorSwitcher: FrontSwitching {
  private weak var cores: ModuleCores?

  init(cores: ModuleCores) {
    self.cores = cores
  }

  func statuses() -> [ModuleFrontStatus] {
    cores?.navigator?.frontStatuses() ?? []
  }

  func switchFront(of module: ModuleID) {
    cores?.navigator?.switchFront(of: module)
  }

  func switchFront(ofComponent id: String) {
    cores?.navigator?.switchFront(ofComponent: id)
  }
}
