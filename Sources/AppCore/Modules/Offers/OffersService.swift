import CoreRuntime

/// The offers backend: the current offers, a feed of new ones, and the
/// dasher's answers to them.
public protocol OffersService: AnyObject {
  /// The offers open right now.
  @discardableResult
  func fetchOffers(completion: @escaping (Result<[Offer], ServiceError>) -> Void) -> Cancellable
  /// Delivers each new offer as it arrives, until cancelled.
  @discardableResult
  func subscribeToNewOffers(_ onOffer: @escaping (Offer) -> Void) -> Cancellable
  /// Accepts an offer; fails with `.rejected` once it has expired.
  @discardableResult
  func accept(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable
  /// Declines an offer.
  @discardableResult
  func decline(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable
}

/// A simulated offers backend with seeded data.
///
/// The first fetch answers three fixed offers — `Pizza Planet`, `Sushi Go`,
/// `Taco Town` — so scenarios can name them; after that a new offer arrives
/// every 15–25 s (seeded) from a fixed list of restaurants, each open for
/// 40–60 s. Time is the scheduler's, so all of it replays exactly.
public final class SimulatedOffersService: OffersService {
  private let backend: SimulatedBackend
  private var random: SeededGenerator
  private var known: [String: Offer] = [:]
  private var nextNumber = 1

  /// The restaurants new offers come from, in the order the generator picks from.
  public static let restaurants = [
    "Burger Barn", "Curry Corner", "Dumpling Den", "Falafel Factory", "Noodle Nook", "Pasta Palace",
    "Ramen Road", "Salad Stop", "Taqueria Luna", "Waffle Works",
  ]

  public init(backend: SimulatedBackend, seed: UInt64) {
    self.backend = backend
    random = SeededGenerator(seed: seed)
  }

  @discardableResult
  public func fetchOffers(completion: @escaping (Result<[Offer], ServiceError>) -> Void) -> Cancellable {
    backend.call(
      "offers.fetch", completion: { (result: Result<OfferList, ServiceError>) in completion(result.map(\.offers)) }
    ) { [weak self] in
      guard let self else { return .failure(.network) }
      let now = backend.scheduler.now
      if known.isEmpty {
        register(restaurant: "Pizza Planet", payoutCents: 750, distanceTenths: 24, lifetime: .seconds(45), now: now)
        register(restaurant: "Sushi Go", payoutCents: 1200, distanceTenths: 51, lifetime: .seconds(60), now: now)
        register(restaurant: "Taco Town", payoutCents: 625, distanceTenths: 12, lifetime: .seconds(30), now: now)
      }
      let live = known.values.filter { !$0.isExpired(at: now) }.map { (number: Self.arrivalNumber($0), offer: $0) }
      return .success(OfferList(live.sorted { $0.number < $1.number }.map(\.offer)))
    }
  }

  @discardableResult
  public func subscribeToNewOffers(_ onOffer: @escaping (Offer) -> Void) -> Cancellable {
    var timer: Cancellable?
    let subscription = Cancellable { timer?.cancel() }
    func scheduleNext() {
      let delay = Duration.seconds(Int.random(in: 15...25, using: &random))
      timer = backend.scheduler.schedule(after: delay) { [weak self] in
        guard let self, !subscription.isCancelled else { return }
        let offer = register(
          restaurant: Self.restaurants.randomElement(using: &random)!,
          payoutCents: Int.random(in: 5...30, using: &random) * 50 + 250,
          distanceTenths: Int.random(in: 5...80, using: &random),
          lifetime: .seconds(Int.random(in: 40...60, using: &random)), now: backend.scheduler.now)
        backend.effects.record(.response, "offers.feed", "new \(offer)")
        onOffer(offer)
        scheduleNext()
      }
    }
    scheduleNext()
    return subscription
  }

  @discardableResult
  public func accept(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
    backend.call("offers.accept", detail: "id=\(offerID)", completion: completion) { [weak self] in
      guard let self, let offer = known[offerID] else { return .failure(.rejected("This offer no longer exists.")) }
      guard !offer.isExpired(at: backend.scheduler.now) else {
        return .failure(.rejected("This offer has expired."))
      }
      known[offerID] = nil
      return .success(offer)
    }
  }

  @discardableResult
  public func decline(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
    backend.call("offers.decline", detail: "id=\(offerID)", completion: completion) { [weak self] in
      guard let self, let offer = known[offerID] else { return .failure(.rejected("This offer no longer exists.")) }
      known[offerID] = nil
      return .success(offer)
    }
  }

  /// Registers `count` more offers living `lifetime` from now, as a busy area
  /// would have: `strangler bench` loads and ticks thousands of them.
  public func addOffers(_ count: Int, lifetime: Duration) {
    let now = backend.scheduler.now
    for _ in 0..<max(0, count) {
      register(
        restaurant: Self.restaurants.randomElement(using: &random)!,
        payoutCents: Int.random(in: 5...30, using: &random) * 50 + 250,
        distanceTenths: Int.random(in: 5...80, using: &random), lifetime: lifetime, now: now)
    }
  }

  @discardableResult
  private func register(restaurant: String, payoutCents: Int, distanceTenths: Int, lifetime: Duration, now: Duration)
    -> Offer
  {
    let offer = Offer(
      id: "o\(nextNumber)", restaurant: restaurant, payoutCents: payoutCents, distanceTenths: distanceTenths,
      expiresAt: now + lifetime)
    nextNumber += 1
    known[offer.id] = offer
    return offer
  }

  /// Offers arrive in the order of their number (`o12` after `o3`).
  private static func arrivalNumber(_ offer: Offer) -> Int {
    Int(offer.id.dropFirst()) ?? 0
  }
}

/// A list of offers that logs as `count=3` instead of every offer.
private struct OfferList: CustomStringConvertible {
  let offers: [Offer]
  init(_ offers: [Offer]) { self.offers = offers }
  var description: String { "count=\(offers.count)" }
}
