import CoreRuntime
import Observation

/// The home screen's view model (MVVM): a greeting, today's earnings (loaded
/// from the earnings service), and the destinations, each an intent whose
/// route the coordinator handles.
@Observable
public final class HomeViewModel {
  /// Where today's earnings are.
  public enum EarningsStatus: Hashable, Sendable {
    case notLoaded, loading
    case loaded(cents: Int)
    case failed(ServiceError)
  }

  public let user: User
  public private(set) var earnings: EarningsStatus = .notLoaded
  /// Whether the "Sign out?" alert is up: a presentation is state, so it
  /// survives a front switch and comes back after a relaunch.
  public var isConfirmingSignOut = false

  /// Called with the route the user chose; the coordinator navigates.
  @ObservationIgnored public var onRoute: ((Route) -> Void)?
  /// Called when the user signs out; the coordinator clears the session.
  @ObservationIgnored public var onSignOut: (() -> Void)?
  @ObservationIgnored private let effects: EffectLog
  @ObservationIgnored private let service: any EarningsService
  @ObservationIgnored private var request: Cancellable?

  public init(user: User, service: any EarningsService, effects: EffectLog) {
    self.user = user
    self.service = service
    self.effects = effects
  }

  /// `Hi, Dasher`.
  public var greeting: String { "Hi, \(user.name)" }
  /// `Today's earnings: $5,434.35`; `…` while loading; the reason when the load failed.
  public var earningsText: String {
    switch earnings {
    case .notLoaded, .loading: "Today's earnings: …"
    case .loaded(let cents): "Today's earnings: \(Formatting.money(cents: cents))"
    case .failed(let error): "Earnings unavailable. \(error.message)"
    }
  }
  /// Whether the screen offers `Retry` (the earnings failed to load).
  public var canRetryEarnings: Bool {
    if case .failed = earnings { true } else { false }
  }

  /// The screen appeared: loads the earnings unless they are loaded or loading.
  public func onAppear() {
    guard earnings == .notLoaded else { return }
    loadEarnings()
  }

  /// The user chose `Retry` after a failed load.
  public func retryEarnings() {
    guard canRetryEarnings else { return }
    effects.analytics("home.retryEarnings")
    loadEarnings()
  }

  private func loadEarnings() {
    earnings = .loading
    request = service.fetchTodaysEarnings { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let today): earnings = .loaded(cents: today.totalCents)
      case .failure(let error): earnings = .failed(error)
      }
    }
  }

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
      isConfirmingSignOut = true
    }
  }

  /// The alert's title, and its actions: signing out, or staying.
  public static let signOutAlertTitle = "Sign out?"
  public static let confirmSignOutTitle = "Yes, sign out"
  public static let cancelSignOutTitle = "Cancel"

  /// "Yes, sign out" in the alert: the session ends.
  public func confirmSignOut() {
    isConfirmingSignOut = false
    onSignOut?()
  }

  /// "Cancel" in the alert (or Esc): home stays.
  public func cancelSignOut() {
    isConfirmingSignOut = false
  }

  /// What a relaunch keeps of home: whether the alert is up.
  public struct Presentation: Codable, Equatable, Sendable {
    public var isConfirmingSignOut: Bool

    public init(isConfirmingSignOut: Bool) {
      self.isConfirmingSignOut = isConfirmingSignOut
    }
  }
}
