import CoreRuntime

/// The accounts module as a reducer feature (SwissBorg's pattern): State,
/// Action, a pure reducer returning effects, and a navigation reducer that
/// turns "select" into a route for the coordinator.
///
/// The feature navigates in its state: `path` is its stack of destinations,
/// pushed by selecting an account and popped when the detail is left (or
/// set in one step when a link or a relaunch shows it), so a test steps
/// through navigation with the test store like any other state.
public enum AccountsFeature {
  /// Where the feature can go: the screens above the accounts list.
  public enum Destination: Equatable, Hashable, Sendable, Codable {
    /// An account's detail.
    case detail(accountID: String)
  }

  /// Everything the accounts screens show.
  public struct State: Equatable, Sendable, Codable {
    public var isLoading = false
    public var accounts: [Account] = []
    public var failureMessage: String?
    /// The account whose detail is open.
    public var selectedAccountID: String?
    /// The feature's navigation stack above the list, root first.
    public var path: [Destination] = []

    public init(isLoading: Bool = false, accounts: [Account] = [], failureMessage: String? = nil) {
      self.isLoading = isLoading
      self.accounts = accounts
      self.failureMessage = failureMessage
    }

  }

  /// Everything that can happen to the feature.
  public enum Action: Equatable, Sendable {
    case onAppear
    case retryTapped
    case cancelTapped
    case accountsResponse(Result<[Account], ServiceError>)
    case accountTapped(id: String)
    /// The screen on top of the path was left (Esc, `< Back`).
    case pathPopped
    /// The path was set in one step: a link or a relaunch shows these destinations.
    case pathSet([Destination])
  }

  /// The feature's store: its routes are the app's.
  public typealias Store = CoreRuntime.Store<State, Action, Route>

  /// The id of the load in flight, so a retry replaces it and leaving cancels it.
  public struct LoadID: Hashable, Sendable {
    public init() {}
  }

  /// The feature's logic over the container's accounts service and effect log.
  public static func reducer(_ dependencies: DependencyValues) -> Reducer<State, Action> {
    reducer(service: dependencies.accountsService, effects: dependencies.effects)
  }

  /// The feature's logic. `service` is its only dependency, passed in by the composition root.
  public static func reducer(service: AccountsService, effects log: EffectLog) -> Reducer<State, Action> {
    { state, action in
      switch action {
      case .onAppear:
        guard state.accounts.isEmpty, !state.isLoading else { return .none }
        return load(&state, service: service)
      case .retryTapped:
        log.analytics("accounts.retry")
        return load(&state, service: service)
      case .cancelTapped:
        guard state.isLoading else { return .none }
        state.isLoading = false
        return .cancel(id: LoadID())
      case .accountsResponse(.success(let accounts)):
        state.isLoading = false
        state.accounts = accounts
        state.failureMessage = nil
        return .none
      case .accountsResponse(.failure(let error)):
        state.isLoading = false
        state.failureMessage = "Could not load accounts. \(error.message)"
        return .none
      case .accountTapped(let id):
        guard state.accounts.contains(where: { $0.id == id }) else { return .none }
        log.analytics("accounts.selected", "id=\(id)")
        state.selectedAccountID = id
        state.path.append(.detail(accountID: id))
        return .none
      case .pathPopped:
        guard !state.path.isEmpty else { return .none }
        state.path.removeLast()
        return .none
      case .pathSet(let path):
        state.path = path
        if case .detail(let id) = path.last { state.selectedAccountID = id }
        return .none
      }
    }
  }

  private static func load(_ state: inout State, service: AccountsService) -> Effect<Action> {
    state.isLoading = true
    state.failureMessage = nil
    return .run(id: LoadID()) { send in
      service.fetchAccounts { send(.accountsResponse($0)) }
    }
  }

  /// The navigation reducer: a destination pushed by a selection becomes the
  /// app's route for the coordinator. (Popping and setting the path follow
  /// the app's stack; they emit nothing.)
  public static func route(_ state: State, _ action: Action) -> Route? {
    guard case .accountTapped(let id) = action, state.path.last == .detail(accountID: id) else { return nil }
    return .accountDetail(accountID: id)
  }
}

extension AccountsFeature.State {
  /// What a relaunch restores: the accounts and the selection, never a load
  /// in flight (nothing would answer it) — the screen loads again if it must.
  public var restorable: Self {
    var state = self
    state.isLoading = false
    return state
  }
}

/// What the accounts screens show, formatted in the core.
extension AccountsFeature.State {
  /// `Loading accounts…` while loading.
  public var statusText: String? { isLoading ? "Loading accounts…" : nil }
  /// One row per account: title and balance.
  public var rows: [RowViewData] {
    accounts.map { RowViewData(id: $0.id, title: $0.title, detail: Formatting.money(cents: $0.balanceCents)) }
  }
  /// The detail screen's lines for the selected account.
  public var detailLines: [String] { detailLines(for: selectedAccountID) }

  /// The detail screen's lines for account `id`.
  public func detailLines(for id: String?) -> [String] {
    guard let account = accounts.first(where: { $0.id == id }) else { return ["This account is not available."] }
    return ["Balance: \(Formatting.money(cents: account.balanceCents))", "Account ending in \(account.lastFour)"]
  }

  /// The detail screen's title for account `id`.
  public func detailTitle(for id: String) -> String {
    accounts.first { $0.id == id }?.title ?? "Account"
  }
}
