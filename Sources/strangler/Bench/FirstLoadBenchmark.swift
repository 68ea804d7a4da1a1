/// The first load of very many offers: the service's answer with
/// `BenchConfiguration.offers.firstLoad` offers arriving, and the frame
/// drawn — feed, presenter, state, view model and screen, in the
/// declarative front. A time, not a ratio (target ≤ 20 ms), and mostly
/// memory traffic: ten thousand offers built, kept and laid out.
enum FirstLoadBenchmark {
  /// What one process measured: every load's time, each on a fresh app.
  struct Sample: Codable, Sendable, Equatable {
    var offers: Int
    var loads: [Duration]
  }

  struct Result: Sendable {
    var offers: Int
    /// The median load of the fastest process (in milliseconds), and the
    /// spread of every load in every process.
    var spread: Spread
    /// Its figure.
    var time: Duration { .milliseconds(spread.figure) }
  }

  /// Times `firstLoadRounds` loads in this process, after one to warm up.
  static func measure(_ configuration: BenchConfiguration) -> Sample {
    let offers = configuration.offers.firstLoad
    let clock = ContinuousClock()
    var loads: [Duration] = []
    for _ in 0...max(1, configuration.firstLoadRounds) {
      let app = OffersTickBenchmark.OffersApp(offers: offers, front: .declarative, load: false)
      let start = clock.now
      app.loadOffers()
      loads.append(clock.now - start)
      keepAlive(app.app.scene.statistics.frames)
    }
    loads.removeFirst()  // warm-up
    return Sample(offers: offers, loads: loads)
  }
}

extension FirstLoadBenchmark.Result {
  /// How fast a process runs memory-bound work depends on where its
  /// buffers landed (`MemoryBoundSample`), and a fresh app per load
  /// reuses the same memory, so the load counts at its fastest process.
  init(_ samples: [FirstLoadBenchmark.Sample]) {
    offers = samples[0].offers
    spread = Spread(samples.flatMap { $0.loads.map(\.milliseconds) })
    spread.figure = samples.map { median($0.loads) }.min()!.milliseconds
  }
}
