import Observation

/// The home screen's view model (MVVM): a greeting, today's earnings, and the
/// destinations, each an intent whose route the coordinator handles.
@Observable
public final class HomeViewModel {
  public let user: User
  public private(set) var earningsCents: Int

  /// Called with the route the user chose; the coordinator navigates.
  @ObservationIgnored public var onRoute: ((Route) -> Void)?
  /// Called when the user signs out; the coordinator clears the session.
  @ObservationIgnored public var onSignOut: (() -> Void)?
  @ObservationIgnored private let effects: EffectLog

  public init(user: User, earningsCents: Int, effects: EffectLog) {
    self.user = user
    self.earningsCents = earningsCents
    self.effects = effects
  }

  /// `Hi, Dasher`.
  public var greeting: String { "Hi, \(user.name)" }
  /// `Today's earnings: $5,434.35`.
  public var earningsText: String { "Today's earnings: \(Formatting.money(cents: earningsCents))" }

  /// The menu, in order, as the buttons show it.
  public static let destinations: [(title: String, route: Route?)] = [
    ("Offers", .offers), ("Tap counter", .tapCounter), ("Accounts", .accounts), ("Ratings", .ratings),
    ("Settings", .settings), ("Sign out", nil),
  ]

  /// The user chose the destination titled `title`.
  public func select(_ title: String) {
    guard let destination = Self.destinations.first(where: { $0.title == title }) else { return }
    effects.analytics("home.selected", title)
    if let route = destination.route {
      onRoute?(route)
    } else {
      onSignOut?()
    }
  }
}
