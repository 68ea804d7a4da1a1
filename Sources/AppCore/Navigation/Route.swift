/// A destination in the app, as data.
///
/// View models and reducers never navigate; they emit routes, and the
/// coordinator turns routes into screens. That keeps navigation testable in the
/// core and identical across fronts.
public enum Route: Hashable, Sendable, CustomStringConvertible {
  case login
  case home
  case offers
  case offerDetails(offerID: String)
  case tapCounter
  case accounts
  case accountDetail(accountID: String)
  case ratings
  case settings

  /// The module that renders this route.
  public var module: ModuleID {
    switch self {
    case .login: .login
    case .home: .home
    case .offers: .offers
    case .offerDetails: .offerDetails
    case .tapCounter: .tapCounter
    case .accounts, .accountDetail: .accounts
    case .ratings: .ratings
    case .settings: .settings
    }
  }

  /// The module's own route for its id, for `start MODULE`; nil when the
  /// route needs an argument (e.g. an offer's details).
  public init?(module: ModuleID) {
    switch module {
    case .login: self = .login
    case .home: self = .home
    case .offers: self = .offers
    case .offerDetails: return nil
    case .tapCounter: self = .tapCounter
    case .accounts: self = .accounts
    case .ratings: self = .ratings
    case .settings: self = .settings
    }
  }

  public var description: String {
    switch self {
    case .offerDetails(let id): "offerDetails(\(id))"
    case .accountDetail(let id): "accountDetail(\(id))"
    default: module.rawValue
    }
  }
}
