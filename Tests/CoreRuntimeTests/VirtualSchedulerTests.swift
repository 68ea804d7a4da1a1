import CoreRuntime
import Testing

@Suite("Virtual scheduler")
struct VirtualSchedulerTests {
  @Test func timeMovesOnlyWhenTold() {
    let scheduler = VirtualScheduler()
    var fired: [String] = []
    scheduler.schedule(after: .milliseconds(300)) { fired.append("a") }
    scheduler.advance(by: .milliseconds(299))
    #expect(fired.isEmpty)
    #expect(scheduler.now == .milliseconds(299))
    scheduler.advance(by: .milliseconds(1))
    #expect(fired == ["a"])
  }

  @Test func timersDueTogetherRunInSchedulingOrderAsOneTurn() {
    let scheduler = VirtualScheduler()
    var log: [String] = []
    scheduler.afterTurn = { log.append("commit") }
    scheduler.schedule(after: .seconds(1)) { log.append("second") }
    scheduler.schedule(after: .milliseconds(500)) { log.append("first") }
    scheduler.schedule(after: .seconds(1)) { log.append("third") }
    scheduler.advance(by: .seconds(2))
    #expect(log == ["first", "commit", "second", "third", "commit"])
  }

  @Test func cancelledTimersNeverFire() {
    let scheduler = VirtualScheduler()
    var fired = false
    let handle = scheduler.schedule(after: .seconds(1)) { fired = true }
    handle.cancel()
    scheduler.advance(by: .seconds(5))
    #expect(!fired)
    #expect(!scheduler.hasPendingWork)
  }

  @Test func timersScheduledByTimersRunWithinTheSameAdvance() {
    let scheduler = VirtualScheduler()
    var times: [Duration] = []
    func tick() {
      times.append(scheduler.now)
      if times.count < 3 { scheduler.schedule(after: .seconds(1), tick) }
    }
    scheduler.schedule(after: .seconds(1), tick)
    scheduler.advance(by: .seconds(10))
    #expect(times == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(scheduler.now == .seconds(10))
  }

  @Test func runUntilIdleStopsAtTheLimitForPeriodicWork() {
    let scheduler = VirtualScheduler()
    var ticks = 0
    func tick() {
      ticks += 1
      scheduler.schedule(after: .seconds(1), tick)
    }
    scheduler.schedule(after: .seconds(1), tick)
    let idle = scheduler.runUntilIdle(limit: .seconds(5))
    #expect(!idle)
    #expect(ticks == 5)
    #expect(scheduler.now == .seconds(5))
  }

  @Test func aTurnIsAnInstantWithWorkNotATickOfTime() {
    let scheduler = VirtualScheduler()
    var commits = 0
    scheduler.afterTurn = { commits += 1 }
    scheduler.schedule(after: .seconds(1)) {}
    scheduler.schedule(after: .seconds(1)) {}
    scheduler.schedule(after: .seconds(3600)) {}
    scheduler.advance(by: .seconds(86400))
    #expect(scheduler.turns == 2)
    #expect(commits == 2)
    scheduler.advance(by: .seconds(86400))
    #expect(scheduler.turns == 2)
  }

  @Test func effectTimesPrintWithMilliseconds() {
    #expect(EffectRecord.format(.milliseconds(2350)) == "2.350s")
    #expect(EffectRecord.format(.zero) == "0.000s")
    #expect(EffectRecord.format(.seconds(61)) == "61.000s")
  }

  /// A countdown that reschedules itself, holding the scheduler: the cycle
  /// every periodic timer makes.
  final class Countdown {
    let scheduler: VirtualScheduler
    var ticks = 0
    init(_ scheduler: VirtualScheduler) { self.scheduler = scheduler }
    func start() {
      scheduler.schedule(after: .seconds(1)) { [self] in
        ticks += 1; start()
      }
    }
  }

  @Test func cancellingEveryTimerLetsAnEndedSessionGo() {
    weak var gone: Countdown?
    weak var clock: VirtualScheduler?
    do {
      let scheduler = VirtualScheduler()
      let countdown = Countdown(scheduler)
      countdown.start()
      scheduler.advance(by: .seconds(3))
      #expect(countdown.ticks == 3)
      gone = countdown
      clock = scheduler
      scheduler.cancelAll()
      #expect(!scheduler.hasPendingWork)
    }
    #expect(gone == nil)
    #expect(clock == nil)
  }
}
