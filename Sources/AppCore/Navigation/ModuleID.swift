/// The app's modules, by the ids flags, scenarios and reports use (ARCHITECTURE.md).
///
/// The raw value is the id used in flags, scenarios (`start tapCounter`,
/// `expect route offers`) and reports.
public enum ModuleID: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case login, home, offers, offerDetails, tapCounter, accounts, ratings, settings

  public var description: String { rawValue }

  /// Whether the module shows the signed-in dasher's own data (earnings,
  /// offers, accounts, ratings), so a link to it waits for a sign-in.
  public var requiresSignIn: Bool {
    switch self {
    case .home, .offers, .offerDetails, .accounts, .ratings: true
    case .login, .tapCounter, .settings: false
    }
  }

  /// The architecture the module demonstrates.
  public var pattern: ArchitecturePattern {
    switch self {
    case .login, .home, .ratings, .settings: .mvvmCoordinator
    case .offers, .offerDetails, .tapCounter: .reactiveVIP
    case .accounts: .reducerStore
    }
  }
}

/// The three architectures of the source articles.
public enum ArchitecturePattern: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// MVVM with a coordinator owning navigation (SwissBorg's starting point).
  case mvvmCoordinator = "MVVM + coordinator"
  /// DoorDash's Reactive VIP: State, ViewModel, ViewState beside Interactor, Presenter, Router.
  case reactiveVIP = "Reactive VIP"
  /// State / Action / Reducer / Store with effects and a navigation reducer.
  case reducerStore = "Reducer store"

  public var description: String { rawValue }
}
