import AppCore
import CoreRuntime
import Testing

@Suite("Ratings and settings (MVVM)")
struct RatingsAndSettingsTests {
  private func makeRatings(fault: ServiceFault? = nil) -> (RatingsViewModel, VirtualScheduler, SimulatedBackend) {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let backend = SimulatedBackend(scheduler: scheduler, effects: effects)
    if let fault { backend.faults["ratings.fetch"] = fault }
    let viewModel = RatingsViewModel(service: SimulatedRatingsService(backend: backend, seed: 7), effects: effects)
    return (viewModel, scheduler, backend)
  }

  @Test func loadsThousandsOfSeededReviewsWithASummary() throws {
    let (viewModel, scheduler, _) = makeRatings()
    viewModel.onAppear()
    #expect(viewModel.statusText == "Loading ratings…")
    scheduler.advance(by: .milliseconds(300))
    #expect(viewModel.rowCount == 1204)
    let summary = try #require(viewModel.summaryText)
    #expect(summary.hasSuffix("★ from 1,204 ratings"))
    let first = try #require(viewModel.row(at: 0))
    #expect(first.detail == "Nov 23, 2025")
    #expect(first.title.hasPrefix("★"))
    #expect((viewModel.row(at: 1203)?.title.count ?? 0) > 6)
    #expect(viewModel.row(at: 1204) == nil)
  }

  @Test func theSameSeedGivesTheSameReviews() {
    let (a, schedulerA, _) = makeRatings()
    let (b, schedulerB, _) = makeRatings()
    a.onAppear()
    b.onAppear()
    schedulerA.advance(by: .seconds(1))
    schedulerB.advance(by: .seconds(1))
    #expect(a.ratings == b.ratings)
    #expect(a.summaryText == b.summaryText)
  }

  @Test func aFailedLoadCanBeRetried() {
    let (viewModel, scheduler, backend) = makeRatings(fault: .error(.network))
    viewModel.onAppear()
    scheduler.advance(by: .milliseconds(300))
    #expect(viewModel.failureMessage == "Could not load ratings. No connection. Check your network and try again.")
    backend.faults = [:]
    viewModel.retryTapped()
    scheduler.advance(by: .milliseconds(300))
    #expect(viewModel.failureMessage == nil)
    #expect(viewModel.rowCount == 1204)
  }

  @Test func averageRoundsHalfUp() {
    let reviews = [5, 4, 4, 4].enumerated().map { Review(id: $0.offset, stars: $0.element, comment: "", day: 0) }
    #expect(Ratings(reviews: reviews).averageTenths == 43)  // 4.25 → 4.3
    #expect(Ratings(reviews: []).averageTenths == 0)
  }

  /// A router over offers (both fronts) and login (legacy only): switching
  /// login asks for a front the build does not have, so it falls back, reason ERROR.
  private final class Switcher: FrontSwitching {
    var fronts: [ModuleID: String] = [.offers: "legacy", .login: "legacy"]
    var reasons: [ModuleID: String] = [.offers: "STATIC", .login: "STATIC"]
    func statuses() -> [ModuleFrontStatus] {
      [ModuleID.login, .offers].map {
        ModuleFrontStatus(
          module: $0, front: fronts[$0]!, reason: reasons[$0]!, source: "runtime", canSwitch: $0 == .offers)
      }
    }
    func switchFront(of module: ModuleID) {
      guard module == .offers else { return reasons[module] = "ERROR" }
      fronts[module] = fronts[module] == "legacy" ? "declarative" : "legacy"
    }
  }

  @Test func settingsListsEveryModuleAndSwitchesOne() {
    let scheduler = VirtualScheduler()
    let effects = EffectLog(scheduler: scheduler)
    let viewModel = SettingsViewModel(switcher: Switcher(), effects: effects)
    #expect(viewModel.rows.map(\.detail) == ["legacy · STATIC (runtime)", "legacy · STATIC (runtime)"])
    viewModel.select(module: "offers")
    #expect(viewModel.rows.map(\.detail) == ["legacy · STATIC (runtime)", "declarative · STATIC (runtime)"])
    // Login has one front in this build: the switch is asked for, and the router says why it cannot follow.
    viewModel.select(module: "login")
    #expect(viewModel.rows[0].detail == "legacy · ERROR (runtime)")
    #expect(
      effects.records.map(\.description) == [
        "0.000s analytics settings.switched offers", "0.000s analytics settings.switched login",
      ])
  }

  @Test func formattingOfDistancesAndDates() {
    #expect(Formatting.distance(tenthsOfMile: 24) == "2.4 mi")
    #expect(Formatting.distance(tenthsOfMile: 5) == "0.5 mi")
    #expect(Formatting.date(daysSince1970: 0) == "Jan 1, 1970")
    #expect(Formatting.date(daysSince1970: 20_780) == "Nov 23, 2026")
    #expect(Formatting.date(daysSince1970: 11_016) == "Feb 29, 2000")
    #expect(Formatting.date(daysSince1970: -1) == "Dec 31, 1969")
    #expect(Formatting.count(1204, "rating") == "1,204 ratings")
  }
}
