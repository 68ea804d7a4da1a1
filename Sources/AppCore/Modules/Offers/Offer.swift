/// A delivery offer: the business data the offers and offer-details modules share.
///
/// `expiresAt` is a point on the scheduler's clock, so an offer expires in
/// virtual time in runs and tests.
public struct Offer: Identifiable, Hashable, Sendable, Codable, CustomStringConvertible {
  public let id: String
  public let restaurant: String
  public let payoutCents: Int
  /// Distance to the restaurant in tenths of a mile (`24` is 2.4 mi), kept integral so it formats exactly.
  public let distanceTenths: Int
  public let expiresAt: Duration

  public init(id: String, restaurant: String, payoutCents: Int, distanceTenths: Int, expiresAt: Duration) {
    self.id = id
    self.restaurant = restaurant
    self.payoutCents = payoutCents
    self.distanceTenths = distanceTenths
    self.expiresAt = expiresAt
  }

  /// Whole seconds left at `now`, rounded up (an offer with 0.4 s left shows `1s`); 0 once expired.
  public func secondsLeft(at now: Duration) -> Int {
    let left = expiresAt - now
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }

  /// Whether the offer can no longer be accepted at `now`.
  public func isExpired(at now: Duration) -> Bool { now >= expiresAt }

  /// `id=o1 Pizza Planet`: the effect log's form.
  public var description: String { "id=\(id) \(restaurant)" }
}
