import AppCore
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
}
