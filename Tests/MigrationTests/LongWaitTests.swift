import AppCore
import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing

/// A long `wait` costs what changes in it, not how long it is: turns where
/// nothing is due are skipped, and turns that change nothing on screen draw
/// nothing. Asserted with counts (turns, frames, views, bodies, effects),
/// never with time.
@Suite("Long waits")
struct LongWaitTests {
  private static let signIn = """
    start login
    type "Email" "dasher@example.com"
    type "Password" "password"
    tap "Sign in"
    wait 2s

    """

  /// Runs `text` in a fresh session; returns each step's record and the session.
  private func perform(_ text: String, front: Front) throws -> ([StepRecord], ScenarioSession) {
    let scenario = try ScenarioParser.parse(text, file: "wait.scenario", vocabulary: SampleApp.vocabulary)
    let session = ScenarioSession(
      size: scenario.size, flags: FlagConfiguration(commandLineAll: front), fronts: .bridged)
    var records: [StepRecord] = []
    for step in scenario.steps {
      let (record, failure) = session.perform(step, file: scenario.file)
      #expect(failure == nil, "\(failure.map(\.description) ?? "")")
      records.append(record)
    }
    return (records, session)
  }

  @Test(arguments: [Front.legacy, .declarative])
  func aDayWithNothingScheduledRunsNoTurns(front: Front) throws {
    // Home's earnings load first (one turn); after that nothing is scheduled.
    let (records, session) = try perform(
      "start home\nwait 1s\nwait 86400s\nexpect text \"Hi, Dasher\"\n", front: front)
    #expect(session.scheduler.turns == 1)
    #expect(records[2].cost == StepCost())
    #expect(records[2].newEffects.isEmpty)
  }

  @Test(arguments: [Front.legacy, .declarative])
  func aDaySignedInOnHomeDrawsNothingAndLogsOnlyTheOffersThatCameAndWent(front: Front) throws {
    let (records, session) = try perform(Self.signIn + "wait 86400s\nexpect route home\n", front: front)
    let wait = records[5]
    #expect(wait.cost == StepCost())
    // The feed runs for the session: offers arrive every 15–25 s and expire;
    // those are real effects, and they are all the log gains.
    #expect(Set(wait.newEffects.map(\.name)) == ["offers.feed", "offers.expired"])
    #expect(wait.newEffects.count <= 2 * (86400 / 15 + 1))
    #expect(session.application.environment.effects.records.count <= wait.newEffects.count + 20)
    // At most a turn a second (the countdown) plus one per arrival.
    #expect(session.scheduler.turns <= 86400 + 86400 / 15 + 20)
  }

  @Test(arguments: [Front.legacy, .declarative])
  func aDayOnAnExpiredOfferRedrawsNothing(front: Front) throws {
    let (records, _) = try perform(
      Self.signIn + "tap \"Offers\"\nselect \"Taco Town\"\nwait 31s\nexpect text \"Expired\"\nwait 86400s\n"
        + "expect text \"Expired\"\n", front: front)
    #expect(records[7].cost.framesWritten > 0)  // the countdown ran down
    #expect(records[9].cost == StepCost())
  }

  @Test(arguments: [Front.legacy, .declarative])
  func aCountdownOnScreenDrawsAtMostAFrameASecond(front: Front) throws {
    let (records, _) = try perform(Self.signIn + "tap \"Offers\"\nwait 600s\nexpect route offers\n", front: front)
    let wait = records[6].cost
    #expect(wait.framesWritten > 0)
    #expect(wait.framesWritten <= 600)
  }
}
