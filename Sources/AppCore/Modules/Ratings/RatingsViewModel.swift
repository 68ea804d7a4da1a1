import CoreRuntime
import Observation

/// The ratings screen's view model (MVVM): a summary and a long list of
/// reviews, loaded once per session.
///
/// The list's scroll position lives here, not in a widget, so
/// switching the screen's front keeps the dasher's place in 1,204 reviews.
@Observable
public final class RatingsViewModel {
  public private(set) var ratings: Ratings?
  public private(set) var isLoading = false
  public private(set) var failureMessage: String?
  /// The first review row on screen; screens report it as they scroll and restore it when built.
  public var firstVisibleRow = 0

  @ObservationIgnored private let service: RatingsService
  @ObservationIgnored private let effects: EffectLog
  @ObservationIgnored private var request: Cancellable?

  public init(service: RatingsService, effects: EffectLog) {
    self.service = service
    self.effects = effects
  }

  /// Where the list stood, as a relaunch keeps it.
  public struct Place: Codable, Equatable, Sendable {
    public var firstVisibleRow: Int

    public init(firstVisibleRow: Int) {
      self.firstVisibleRow = firstVisibleRow
    }
  }

  /// Loads the ratings unless they are loaded or loading.
  public func onAppear() {
    guard ratings == nil, request == nil else { return }
    load()
  }

  /// Loads again after a failure.
  public func retryTapped() {
    effects.analytics("ratings.retry")
    load()
  }

  private func load() {
    request?.cancel()
    isLoading = true
    failureMessage = nil
    request = service.fetchRatings { [weak self] result in
      guard let self else { return }
      request = nil
      isLoading = false
      switch result {
      case .success(let ratings): self.ratings = ratings
      case .failure(let error): failureMessage = "Could not load ratings. \(error.message)"
      }
    }
  }

  /// `4.8 ★ from 1,204 ratings`.
  public var summaryText: String? {
    guard let ratings else { return nil }
    let average = ratings.averageTenths
    return "\(average / 10).\(average % 10) ★ from \(Formatting.count(ratings.reviews.count, "rating"))"
  }

  /// `Loading ratings…` while loading.
  public var statusText: String? { isLoading ? "Loading ratings…" : nil }

  /// How many review rows there are.
  public var rowCount: Int { ratings?.reviews.count ?? 0 }

  /// Row `index`: the stars and comment, and the date; nil before the ratings
  /// load or past the last row. Rows are built on demand, so only the rows on
  /// screen are ever formatted.
  public func row(at index: Int) -> RowViewData? {
    guard let reviews = ratings?.reviews, reviews.indices.contains(index) else { return nil }
    let review = reviews[index]
    return RowViewData(id: String(review.id), title: review.title, detail: Formatting.date(daysSince1970: review.day))
  }
}
