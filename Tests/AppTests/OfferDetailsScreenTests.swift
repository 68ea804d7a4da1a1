import App
import AppCore
import BridgedFronts
import CoreRuntime
import FeatureFlags
import Testing
import TextSurface

/// One offer's details, through the coordinator, in both fronts.
@Suite("Offer details screen")
struct OfferDetailsScreenTests {
  private func makeApp(_ front: Front) -> (Application, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = Application(
      environment: AppEnvironment(scheduler: scheduler), flags: FlagConfiguration(commandLineAll: front),
      size: Size(width: 40, height: 12), output: RecordingOutput(), fronts: .bridged)
    scheduler.afterTurn = { app.commit() }
    app.cores.feed.start()
    scheduler.advance(by: .milliseconds(300))
    return (app, scheduler)
  }

  @Test(arguments: Front.allCases)
  func showsTheOfferAndCountsDown(front: Front) {
    let (app, scheduler) = makeApp(front)
    app.start(.offerDetails(offerID: "o1"))
    app.commit()
    #expect(
      app.frame.lines == [
        "              Pizza Planet", "────────────────────────────────────────", "", "", "",
        "             Payout: $7.50", "           Distance: 2.4 mi", "            Expires in 45s",
        "        [ Accept ]  [ Decline ]", "", "", "",
      ])
    // Ticks come once a second from when the feed started (t=0); the offer
    // opened at t=0.3 with 45 s, so at the tick of t=5 it has 40.3 s: 41s, rounded up.
    scheduler.advance(by: .seconds(5))
    #expect(app.frame.contains("Expires in 41s"))
  }

  @Test func bothFrontsDrawTheSameFramesThroughAnExpiredAccept() throws {
    var frames: [Front: [Frame]] = [:]
    for front in Front.allCases {
      let (app, scheduler) = makeApp(front)
      app.start(.offerDetails(offerID: "o3"))
      app.commit()
      var seen = [app.frame]
      scheduler.advance(by: .seconds(31))
      seen.append(app.frame)
      try app.tap(label: "Accept")
      app.commit()
      seen.append(app.frame)
      scheduler.advance(by: .milliseconds(300))
      seen.append(app.frame)
      #expect(app.frame.contains("This offer has expired."))
      frames[front] = seen
    }
    #expect(frames[.legacy] == frames[.declarative])
  }
}
