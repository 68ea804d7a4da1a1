import AppCore
import CoreRuntime
import Testing

/// The offers list and an offer's details (Reactive VIP) over the shared feed.
@Suite("Offers and offer details (Reactive VIP)")
struct OffersTests {
  private final class Harness {
    let scheduler = VirtualScheduler()
    let effects: EffectLog
    let backend: SimulatedBackend
    let service: SimulatedOffersService
    let feed: OffersFeed
    var routes: [Route] = []
    var wentBack = 0

    init(seed: UInt64 = 7) {
      effects = EffectLog(scheduler: scheduler)
      backend = SimulatedBackend(scheduler: scheduler, effects: effects, latency: .milliseconds(300))
      service = SimulatedOffersService(backend: backend, seed: seed)
      feed = OffersFeed(service: service, scheduler: scheduler, effects: effects)
    }

    func offers() -> OffersModule {
      OffersModule(feed: feed, effects: effects) { [unowned self] in routes.append($0) }
    }

    func details(_ id: String) -> OfferDetailsModule {
      OfferDetailsModule(offerID: id, feed: feed, service: service, effects: effects) { [unowned self] in
        wentBack += 1
      }
    }
  }

  @Test func loadsTheSeededOffersWithPayoutDistanceAndCountdown() {
    let harness = Harness()
    let module = harness.offers()
    #expect(module.viewModel.viewState.statusText == "Loading offers…")
    #expect(module.viewModel.viewState.emptyText == nil)
    harness.scheduler.advance(by: .milliseconds(300))
    let rows = module.viewModel.viewState.rows
    #expect(rows.map(\.title) == ["Pizza Planet", "Sushi Go", "Taco Town"])
    #expect(rows.map(\.detail) == ["$7.50 · 2.4 mi · 45s", "$12.00 · 5.1 mi · 60s", "$6.25 · 1.2 mi · 30s"])
    #expect(module.viewModel.viewState.statusText == nil)
  }

  @Test func countdownsMoveWithTimeAndOffersExpire() {
    let harness = Harness()
    let module = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    harness.scheduler.advance(by: .seconds(10))
    #expect(module.viewModel.viewState.rows.first?.detail == "$7.50 · 2.4 mi · 36s")
    harness.scheduler.advance(by: .seconds(21))  // Taco Town's 30 s are over
    #expect(!module.viewModel.viewState.rows.map(\.title).contains("Taco Town"))
    #expect(harness.effects.records.contains { $0.name == "offers.expired" && $0.detail == "id=o3" })
  }

  @Test func newOffersArriveFromTheSeededFeed() {
    let first = Harness(seed: 7)
    let second = Harness(seed: 7)
    let a = first.offers()
    let b = second.offers()
    first.scheduler.advance(by: .seconds(40))
    second.scheduler.advance(by: .seconds(40))
    #expect(a.viewModel.viewState.rows.count > 1)
    #expect(a.viewModel.viewState == b.viewModel.viewState)
    #expect(first.effects.records.contains { $0.name == "offers.feed" })
  }

  @Test func theEmptyStateAndAFailedLoadWithRetry() {
    let harness = Harness()
    harness.backend.faults["offers.fetch"] = .error(.network)
    let module = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(
      module.viewModel.viewState.failureMessage
        == "Could not load offers. No connection. Check your network and try again.")
    harness.backend.faults = [:]
    module.viewModel.retryTapped()
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(module.viewModel.viewState.failureMessage == nil)
    #expect(module.viewModel.viewState.rows.count == 3)
  }

  /// A backend with no offers at all, for the empty state.
  private final class NoOffers: OffersService {
    func fetchOffers(completion: @escaping (Result<[Offer], ServiceError>) -> Void) -> Cancellable {
      completion(.success([]))
      return Cancellable()
    }
    func subscribeToNewOffers(_ onOffer: @escaping (Offer) -> Void) -> Cancellable { Cancellable() }
    func accept(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
      Cancellable()
    }
    func decline(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
      Cancellable()
    }
  }

  @Test func noOffersShowsTheEmptyState() {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let feed = OffersFeed(service: NoOffers(), scheduler: scheduler, effects: effects)
    let module = OffersModule(feed: feed, effects: effects) { _ in }
    #expect(module.viewModel.viewState.rows.isEmpty)
    #expect(module.viewModel.viewState.emptyText == "No offers right now. New ones appear here.")
  }

  @Test func selectingAnOfferRoutesToItsDetails() {
    let harness = Harness()
    let module = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    module.viewModel.select(offerID: "o1")
    #expect(harness.routes == [.offerDetails(offerID: "o1")])
    module.viewModel.select(offerID: "nope")
    #expect(harness.routes.count == 1)
  }

  @Test func acceptingAnOpenOfferRemovesItAndGoesBack() {
    let harness = Harness()
    let offers = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    let details = harness.details("o1")
    let state = details.viewModel.viewState
    #expect(state.title == "Pizza Planet")
    #expect(state.payoutText == "Payout: $7.50")
    #expect(state.distanceText == "Distance: 2.4 mi")
    #expect(state.countdownText == "Expires in 45s")
    details.viewModel.acceptTapped()
    #expect(details.viewModel.viewState.statusText == "Accepting…")
    #expect(!details.viewModel.viewState.areButtonsEnabled)
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(harness.wentBack == 1)
    #expect(offers.viewModel.viewState.rows.map(\.title) == ["Sushi Go", "Taco Town"])
  }

  @Test func decliningRemovesTheOfferToo() {
    let harness = Harness()
    let offers = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    let details = harness.details("o2")
    details.viewModel.declineTapped()
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(harness.wentBack == 1)
    #expect(offers.viewModel.viewState.rows.map(\.title) == ["Pizza Planet", "Taco Town"])
  }

  @Test func acceptingAnExpiredOfferShowsAnError() {
    let harness = Harness()
    _ = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    let details = harness.details("o3")
    harness.scheduler.advance(by: .seconds(31))
    #expect(details.viewModel.viewState.countdownText == "Expired")
    details.viewModel.acceptTapped()
    harness.scheduler.advance(by: .milliseconds(300))
    #expect(details.viewModel.viewState.failureMessage == "This offer has expired.")
    #expect(harness.wentBack == 0)
    #expect(details.viewModel.viewState.areButtonsEnabled)
  }

  @Test func detailsOfAnUnknownOfferSayWhy() {
    let harness = Harness()
    let details = harness.details("o99")
    #expect(details.viewModel.viewState.failureMessage == "This offer is no longer available.")
    #expect(!details.viewModel.viewState.areButtonsEnabled)
  }

  /// A backend whose new offers arrive when the test says, and that has none to begin with.
  private final class ManualOffers: OffersService {
    private var onOffer: ((Offer) -> Void)?
    func push(_ offer: Offer) { onOffer?(offer) }
    func fetchOffers(completion: @escaping (Result<[Offer], ServiceError>) -> Void) -> Cancellable {
      completion(.success([]))
      return Cancellable()
    }
    func subscribeToNewOffers(_ onOffer: @escaping (Offer) -> Void) -> Cancellable {
      self.onOffer = onOffer
      return Cancellable { [weak self] in self?.onOffer = nil }
    }
    func accept(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
      Cancellable()
    }
    func decline(offerID: String, completion: @escaping (Result<Offer, ServiceError>) -> Void) -> Cancellable {
      Cancellable()
    }
  }

  @Test func aFeedWithNothingToCountDownSchedulesNothing() {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let feed = OffersFeed(service: NoOffers(), scheduler: scheduler, effects: effects)
    let module = OffersModule(feed: feed, effects: effects) { _ in }
    scheduler.advance(by: .seconds(86400))
    // The first tick finds no offers and stops; a day then costs no turns.
    #expect(scheduler.turns == 1)
    #expect(!scheduler.hasPendingWork)
    #expect(module.viewModel.viewState.emptyText != nil)
  }

  @Test func theTickResumesOnItsOwnGridWhenAnOfferArrives() {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let service = ManualOffers()
    let feed = OffersFeed(service: service, scheduler: scheduler, effects: effects)
    scheduler.advance(by: .milliseconds(250))
    feed.start()  // ticks fall at 1.25 s, 2.25 s, … while there is anything to count down
    scheduler.advance(by: .seconds(10))
    let idleTurns = scheduler.turns
    #expect(!scheduler.hasPendingWork)
    service.push(
      Offer(
        id: "o1", restaurant: "Pizza Planet", payoutCents: 750, distanceTenths: 24,
        expiresAt: scheduler.now + .milliseconds(1500)))
    scheduler.advance(by: .seconds(60))
    // It expired at 11.75 s; the first tick after that, on the grid, is 12.25 s.
    #expect(effects.records.map(\.description) == ["12.250s analytics offers.expired id=o1"])
    #expect(scheduler.turns == idleTurns + 2)
    #expect(!scheduler.hasPendingWork)
  }

  /// An arrival that expires before every offer listed moves the feed's
  /// earliest expiry (kept without a pass over the list): it expires at the
  /// first tick after its time, and the others stay.
  @Test func anOfferArrivingWithTheEarliestExpiryExpiresOnTime() {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let service = ManualOffers()
    let feed = OffersFeed(service: service, scheduler: scheduler, effects: effects)
    feed.start()  // ticks at 1 s, 2 s, …
    func offer(_ id: String, expiresIn: Duration) -> Offer {
      Offer(
        id: id, restaurant: "Pizza Planet", payoutCents: 750, distanceTenths: 24,
        expiresAt: scheduler.now + expiresIn)
    }
    service.push(offer("late", expiresIn: .seconds(600)))
    scheduler.advance(by: .milliseconds(2500))
    service.push(offer("soon", expiresIn: .milliseconds(1200)))  // expires at 3.7 s
    scheduler.advance(by: .seconds(10))
    #expect(effects.records.map(\.description) == ["4.000s analytics offers.expired id=soon"])
    #expect(feed.offers.map(\.id) == ["late"])
  }

  @Test func ticksThatChangeNoCountdownLeaveTheStatesAlone() {
    let harness = Harness()
    let offers = harness.offers()
    harness.scheduler.advance(by: .milliseconds(300))
    let details = harness.details("o3")
    harness.scheduler.advance(by: .seconds(31))
    #expect(details.viewModel.viewState.countdownText == "Expired")
    let observations = ObservationLoop()
    var detailRuns = 0
    let detailToken = observations.observe {
      _ = details.viewModel.viewState
      detailRuns += 1
    }
    // A day of ticks: the expired offer's details never change again.
    for _ in 0..<24 {
      harness.scheduler.advance(by: .seconds(3600))
      observations.flush()
    }
    #expect(detailRuns == 1)
    // Its clock stopped at the tick that found it expired (it expired at 30.3 s).
    #expect(details.state.now == .seconds(31))
    // The list, with offers counting down, follows the feed's clock.
    #expect(!offers.state.offers.isEmpty)
    #expect(offers.state.now == harness.feed.now)
    detailToken.cancel()
  }

  @Test func theEmptyListIgnoresTheClock() {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let service = ManualOffers()
    let feed = OffersFeed(service: service, scheduler: scheduler, effects: effects)
    let module = OffersModule(feed: feed, effects: effects) { _ in }
    let state = module.state
    scheduler.advance(by: .seconds(5))
    service.push(
      Offer(id: "o1", restaurant: "Sushi Go", payoutCents: 1200, distanceTenths: 51, expiresAt: .seconds(10)))
    #expect(state.now == .seconds(5))
    scheduler.advance(by: .seconds(100))
    // Counting down moved the clock each second until 9 s (1s left); the tick
    // at 10 s emptied the list, and with nothing to count down nothing moves it.
    #expect(state.offers.isEmpty)
    #expect(state.now == .seconds(9))
    #expect(!scheduler.hasPendingWork)
  }
}
