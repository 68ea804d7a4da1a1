import CoreRuntime
import Rx

/// The home screen's view model (MVVM, on streams): a greeting, today's
/// earnings (loaded from the earnings service) and the destinations, each an
/// intent whose route the coordinator handles. What the screen shows is a
/// driver per value.
public final class HomeViewModel {
  /// Where today's earnings are.
  public enum EarningsStatus: Hashable, Sendable {
    case notLoaded, loading
    case loaded(cents: Int)
    case failed(ServiceError)
  }

  public let user: User
  /// `Hi, Dasher`.
  public let greeting: Driver<String>
  /// `Today's earnings: $5,434.35`; `…` while loading; the reason when the load failed.
  public let earningsText: Driver<String>
  /// Whether the screen offers `Retry` (the earnings failed to load).
  public let canRetryEarnings: Driver<Bool>

  /// Called with the route the user chose; the coordinator navigates.
  public var onRoute: ((Route) -> Void)?
  /// Called when the user signs out; the coordinator clears the session.
  public var onSignOut: (() -> Void)?
  private let earningsRelay = BehaviorRelay(value: EarningsStatus.notLoaded)
  private let effects: EffectLog
  private let service: any EarningsService
  private var request: Cancellable?

  public init(user: User, service: any EarningsService, effects: EffectLog) {
    self.user = user
    self.service = service
    self.effects = effects
    greeting = .just("Hi, \(user.name)")
    earningsText = earningsRelay.asDriver().map(Self.earningsText)
    canRetryEarnings = earningsRelay.asDriver().map(Self.canRetry)
  }

  /// Where today's earnings are now.
  public var earnings: EarningsStatus { earningsRelay.value }

  private static func earningsText(_ earnings: EarningsStatus) -> String {
    switch earnings {
    case .notLoaded, .loading: "Today's earnings: …"
    case .loaded(let cents): "Today's earnings: \(Formatting.money(cents: cents))"
    case .failed(let error): "Earnings unavailable. \(error.message)"
    }
  }

  private static func canRetry(_ earnings: EarningsStatus) -> Bool {
    if case .failed = earnings { true } else { false }
  }

  /// The screen appeared: loads the earnings unless they are loaded or loading.
  public func onAppear() {
    guard earnings == .notLoaded else { return }
    loadEarnings()
  }

  /// The user chose `Retry` after a failed load.
  public func retryEarnings() {
    guard Self.canRetry(earnings) else { return }
    effects.analytics("home.retryEarnings")
    loadEarnings()
  }

  private func loadEarnings() {
    earningsRelay.accept(.loading)
    request = service.fetchTodaysEarnings { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let today): earningsRelay.accept(.loaded(cents: today.totalCents))
      case .failure(let error): earningsRelay.accept(.failed(error))
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
      onSignOut?()
    }
  }
}
