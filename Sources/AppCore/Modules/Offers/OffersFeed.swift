import CoreRuntime

/// The session's live view of open offers, shared by the offers list and each
/// offer's details (a VIP "worker" both interactors use).
///
/// It loads the current offers, adds new ones as the backend pushes them,
/// ticks once a second so countdowns move, and drops offers as they expire —
/// all on the scheduler, so it replays exactly in virtual time. It starts with
/// the session (a dasher receives offers whichever screen is up).
///
/// The tick runs only while there are offers to count down: with none, the
/// feed schedules nothing but its subscription, so an idle wait costs no turns.
/// When an offer arrives the tick resumes on the same one-second grid it kept
/// before (seconds since `start()`), so offers expire at the same instants
/// whether or not the tick paused.
public final class OffersFeed {
  /// Open offers, oldest first.
  public private(set) var offers: [Offer] = []
  /// When the next offer expires, kept as the list changes, so a tick that
  /// expires nothing costs the same with 10 offers as with 10,000: an
  /// arrival compares it with the new offer's, and only what removes offers
  /// or merges a load looks at the whole list again (`offersChanged()`).
  private var earliestExpiry: Duration?
  /// Whether the first load is in flight.
  public private(set) var isLoading = false
  /// Why the last load failed, if it did.
  public private(set) var loadError: ServiceError?
  /// The time countdowns are computed from; moves once a second.
  public private(set) var now: Duration

  private let service: OffersService
  private let scheduler: Scheduler
  private let effects: EffectLog
  private var observers: [Int: () -> Void] = [:]
  private var nextObserver = 0
  private var subscription: Cancellable?
  private var tick: Cancellable?
  private var load: Cancellable?
  /// When `start()` ran: ticks fall on whole seconds after it.
  private var tickOrigin: Duration = .zero

  public init(service: OffersService, scheduler: Scheduler, effects: EffectLog) {
    self.service = service
    self.scheduler = scheduler
    self.effects = effects
    now = scheduler.now
  }

  /// Loads the current offers, subscribes to new ones and starts the countdown tick. Idempotent.
  public func start() {
    guard subscription == nil else { return }
    tickOrigin = scheduler.now
    reload()
    subscription = service.subscribeToNewOffers { [weak self] offer in self?.insert(offer) }
    // The first tick is scheduled even while the first load is in flight; if
    // it finds no offers, it stops there.
    scheduleTick(after: .seconds(1))
  }

  /// Stops everything in flight (the session ended).
  public func stop() {
    subscription?.cancel()
    subscription = nil
    tick?.cancel()
    tick = nil
    load?.cancel()
    load = nil
  }

  /// Loads the current offers again (after a failure).
  public func reload() {
    load?.cancel()
    isLoading = true
    loadError = nil
    notify()
    load = service.fetchOffers { [weak self] result in
      guard let self else { return }
      isLoading = false
      load = nil
      switch result {
      case .success(let fetched):
        // One set of the ids already listed: a linear merge (searching the list per fetched offer was quadratic).
        var listed = Set(offers.map(\.id))
        var merged = offers
        for offer in fetched where listed.insert(offer.id).inserted { merged.append(offer) }
        offers = merged
        offersChanged()
      case .failure(let error):
        loadError = error
      }
      resumeTicking()
      notify()
    }
  }

  /// The open offer with `id`, if it is still open.
  public func offer(id: String) -> Offer? {
    offers.first { $0.id == id }
  }

  /// Removes an offer the dasher accepted or declined.
  public func remove(offerID: String) {
    offers.removeAll { $0.id == offerID }
    offersChanged()
    notify()
  }

  /// Calls `onChange` after every change; cancel the handle to stop.
  public func observe(_ onChange: @escaping () -> Void) -> Cancellable {
    let key = nextObserver
    nextObserver += 1
    observers[key] = onChange
    return Cancellable { [weak self] in self?.observers[key] = nil }
  }

  private func insert(_ offer: Offer) {
    offers.append(offer)
    earliestExpiry = min(earliestExpiry ?? offer.expiresAt, offer.expiresAt)
    resumeTicking()
    notify()
  }

  /// Puts back the offers a relaunch saved (those not expired yet), so a
  /// screen of one of them opens on it before the next load answers; a load
  /// merges into them as usual.
  public func restore(_ saved: [Offer]) {
    offers = saved.filter { !$0.isExpired(at: scheduler.now) }
    offersChanged()
    resumeTicking()
    notify()
  }

  /// Resumes the stopped tick once there are offers to count down again: at
  /// the next whole second after `start()`, strictly after now. (A tick at
  /// this very instant would have found nothing to expire, as the list was
  /// empty until now, and only notified, which the caller does.)
  private func resumeTicking() {
    guard tick == nil, subscription != nil, !offers.isEmpty else { return }
    let sincePreviousSecond = Duration(
      secondsComponent: 0, attosecondsComponent: (scheduler.now - tickOrigin).components.attoseconds)
    scheduleTick(after: .seconds(1) - sincePreviousSecond)
  }

  private func scheduleTick(after delay: Duration) {
    tick = scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      tick = nil
      let now = scheduler.now
      // Most ticks expire nothing: then the list is left alone (no pass over it, no copy of it).
      if let earliest = earliestExpiry, earliest <= now {
        let expired = offers.filter { $0.isExpired(at: now) }
        for offer in expired { effects.analytics("offers.expired", "id=\(offer.id)") }
        offers.removeAll { $0.isExpired(at: now) }
        offersChanged()
      }
      notify()
      // Nothing left to count down: stop until an offer arrives.
      if !offers.isEmpty, tick == nil { scheduleTick(after: .seconds(1)) }
    }
  }

  /// Offers left or a load merged: the earliest expiry is found again.
  private func offersChanged() {
    earliestExpiry = offers.lazy.map(\.expiresAt).min()
  }

  private func notify() {
    now = scheduler.now
    for key in observers.keys.sorted() { observers[key]?() }
  }
}
