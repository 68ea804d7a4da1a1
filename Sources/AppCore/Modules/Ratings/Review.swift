import CoreRuntime

/// One customer rating of a delivery.
public struct Review: Identifiable, Hashable, Sendable {
  public let id: Int
  /// 1 to 5.
  public let stars: Int
  public let comment: String
  /// Days since 1970-01-01.
  public let day: Int

  public init(id: Int, stars: Int, comment: String, day: Int) {
    self.id = id
    self.stars = stars
    self.comment = comment
    self.day = day
  }

  /// `★★★★☆ Friendly and fast`.
  public var title: String {
    String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars) + " " + comment
  }
}

/// All of a dasher's ratings.
public struct Ratings: Hashable, Sendable, CustomStringConvertible {
  public let reviews: [Review]

  public init(reviews: [Review]) {
    self.reviews = reviews
  }

  /// The mean in tenths of a star (`48` is 4.8), rounded half up.
  public var averageTenths: Int {
    guard !reviews.isEmpty else { return 0 }
    let total = reviews.reduce(0) { $0 + $1.stars } * 10
    return (total * 2 + reviews.count) / (reviews.count * 2)
  }

  public var description: String { "count=\(reviews.count)" }
}

/// The ratings backend.
public protocol RatingsService: AnyObject {
  @discardableResult
  func fetchRatings(completion: @escaping (Result<Ratings, ServiceError>) -> Void) -> Cancellable
}

/// A simulated ratings backend: 1,204 seeded reviews, newest first.
public final class SimulatedRatingsService: RatingsService {
  private let backend: SimulatedBackend
  private let ratings: Ratings

  /// How many reviews the seeded data holds.
  public static let reviewCount = 1204

  static let comments = [
    "Friendly and fast", "Food arrived hot", "Great communication", "Left it at the door as asked",
    "A bit late but polite", "Perfect delivery", "Followed the instructions", "Super quick",
    "Missing a drink", "Very professional",
  ]

  public init(backend: SimulatedBackend, seed: UInt64) {
    self.backend = backend
    var random = SeededGenerator(seed: seed)
    let today = 20_415  // 2025-11-23, fixed: seeded data never depends on the wall clock
    var reviews: [Review] = []
    reviews.reserveCapacity(Self.reviewCount)
    var day = today
    for id in 1...Self.reviewCount {
      // Mostly five stars, as real dasher ratings are.
      let roll = Int.random(in: 0..<100, using: &random)
      let stars = roll < 70 ? 5 : roll < 88 ? 4 : roll < 95 ? 3 : roll < 98 ? 2 : 1
      let comment = Self.comments[Int.random(in: 0..<Self.comments.count, using: &random)]
      reviews.append(Review(id: id, stars: stars, comment: comment, day: day))
      if Int.random(in: 0..<3, using: &random) == 0 { day -= 1 }
    }
    ratings = Ratings(reviews: reviews)
  }

  @discardableResult
  public func fetchRatings(completion: @escaping (Result<Ratings, ServiceError>) -> Void) -> Cancellable {
    backend.call("ratings.fetch", completion: completion) { [ratings] in .success(ratings) }
  }
}
