import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import TextSurface

/// What an offers tick costs with many offers.
///
/// The offers screen runs in a whole app (virtual time, 80×24, output
/// discarded) whose simulated backend holds `n` offers living over a day. A tick
/// is one second of virtual time (every offer's countdown moves) and the
/// commit that draws it. The ratio is the median over interleaved rounds of a
/// tick at the large count ÷ a tick at the small count, in each front; the
/// figure is the larger of the two fronts' ratios. (`FirstLoadBenchmark`
/// loads far more offers into the same app.)
///
/// Informational, with no target: the large tick ÷ a tick at `screenful`
/// offers, which fill the screen as the large count does. The target's small
/// count leaves most of the screen empty, so its ratio also counts the rows
/// the large screen shows more; this one counts only what grows with the
/// offers themselves (the larger of the two fronts' ratios).
enum OffersTickBenchmark {
  struct Result: Sendable {
    var small: Int
    var large: Int
    /// Median tick at each count, in the front with the larger ratio.
    var smallTick: Duration
    var largeTick: Duration
    /// Per front: the large tick ÷ the small one, over interleaved rounds.
    var legacy: Spread
    var declarative: Spread
    /// The front with the larger ratio.
    var worse: Spread { legacy.median >= declarative.median ? legacy : declarative }
    /// The larger of the two fronts' ratios.
    var ratio: Double { worse.median }
    var legacyRatio: Double { legacy.median }
    var declarativeRatio: Double { declarative.median }
    var screenfulOffers: Int
    /// The large tick ÷ a tick at `screenful` offers, in the front where it is larger.
    var screenful: Spread
    var screenfulRatio: Double { screenful.median }
  }

  /// An app showing offers with `count` offers loaded.
  final class OffersApp {
    let scheduler = VirtualScheduler()
    let app: Application

    init(offers count: Int, front: Front, load: Bool = true) {
      let environment = AppEnvironment(scheduler: scheduler)
      // 99,999 seconds: after the tens of thousands of ticks a comparison
      // times, every offer is still counting down, in five digits.
      (environment.offersService as? SimulatedOffersService)?.addOffers(count, lifetime: .seconds(99_999))
      app = Application(
        environment: environment, flags: FlagConfiguration(commandLineAll: front),
        size: Size(width: 80, height: 24), output: DiscardingOutput(), fronts: .bridged)
      app.start(.offers)
      app.commit()
      if load { loadOffers() }
    }

    /// Lets the service answer and draws the loaded list.
    func loadOffers() {
      scheduler.advance(by: .milliseconds(300))
      app.commit()
    }

    /// One second of countdown, drawn.
    func tick() -> Int {
      scheduler.advance(by: .seconds(1))
      app.commit()
      return app.scene.statistics.frames
    }
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    let counts = configuration.offers
    var perFront: [(ratio: Spread, small: Duration, large: Duration)] = []
    var screenful: Spread?
    for front in [Front.legacy, .declarative] {
      let small = OffersApp(offers: counts.small, front: front)
      let large = OffersApp(offers: counts.large, front: front)
      let timing = configuration.tickRounds.measure({ large.tick() }, { small.tick() })
      perFront.append((timing.spread, timing.second, timing.first))
      // A fresh large app, so that neither comparison ticks its offers' lifetime away.
      let largeAgain = OffersApp(offers: counts.large, front: front)
      let full = OffersApp(offers: counts.screenful, front: front)
      let spread = configuration.tickRounds.measure({ largeAgain.tick() }, { full.tick() }).spread
      if spread.median > screenful?.median ?? -1 { screenful = spread }
    }
    let worst = perFront[0].ratio.median >= perFront[1].ratio.median ? perFront[0] : perFront[1]
    return Result(
      small: counts.small, large: counts.large, smallTick: worst.small, largeTick: worst.large,
      legacy: perFront[0].ratio, declarative: perFront[1].ratio, screenfulOffers: counts.screenful,
      screenful: screenful ?? Spread([0]))
  }
}
