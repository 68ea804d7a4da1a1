import CoreRuntime
import Migration
import TextSurface

/// What the sample's simulated users come to do, each as a person would do
/// it on the screen: sign in, find the button by its label, reach it with
/// Tab or the arrows, press Enter.
///
/// The mix an experiment draws from names these (`acceptOffer`,
/// `readEarnings`, `retryAccounts`, `scrollRatings`, `tapCounter`).
public enum SampleTasks {
  /// Every task, and the text the sample shows when something went wrong.
  public static let catalogue = ExperimentTasks(
    tasks: [AcceptOffer(), ReadEarnings(), RetryAccounts(), ScrollRatings(), TapCounterTask()],
    errorPhrases: ["Could not", "could not", "failed", "expired", "No connection", "Error"])

  /// Signs in from the login screen as the user (`<id>@example.com`, `password`) and waits for home.
  public static func signIn(_ user: ScreenUser) throws(UserGaveUp) {
    try user.launch("login")
    try user.type("\(user.user.id)@example.com", into: "Email")
    try user.type("password", into: "Password")
    try user.activate("Sign in")
    try user.wait(forLabel: "Offers")
  }

  /// Whether the log has a successful answer to `operation`, at least `count` times.
  static func answered(_ user: ScreenUser, _ operation: String, times count: Int = 1) -> Bool {
    user.effects.lazy.filter { $0.kind == .response && $0.name == operation && !$0.detail.hasPrefix("failed") }
      .count >= count
  }
}

/// Open the offers, pick the first one listed, accept it.
struct AcceptOffer: ExperimentTask {
  let name = "acceptOffer"

  func begin(_ user: ScreenUser) throws(UserGaveUp) { try SampleTasks.signIn(user) }

  func perform(_ user: ScreenUser) throws(UserGaveUp) {
    try user.activate("Offers")
    while !user.elements.contains(where: { $0.role == .row }) { try user.pause() }
    guard let offer = user.elements.first(where: { $0.role == .row })?.label else { return }
    try user.activate(offer)
    try user.activate("Accept")
    for _ in 0..<8 where !reachedGoal(user) { try user.pause() }
  }

  func reachedGoal(_ user: ScreenUser) -> Bool { SampleTasks.answered(user, "offers.accept") }
}

/// Sign in and read today's earnings on home.
struct ReadEarnings: ExperimentTask {
  let name = "readEarnings"

  func begin(_ user: ScreenUser) throws(UserGaveUp) { try SampleTasks.signIn(user) }

  func perform(_ user: ScreenUser) throws(UserGaveUp) {
    try user.wait(forText: "earnings: $")
  }

  func reachedGoal(_ user: ScreenUser) -> Bool {
    SampleTasks.answered(user, "earnings.fetch") && user.sees("earnings: $")
  }
}

/// The accounts fail to load on a flaky network; the user presses Retry once it is back.
struct RetryAccounts: ExperimentTask {
  let name = "retryAccounts"

  func begin(_ user: ScreenUser) throws(UserGaveUp) {
    user.network(.error(.network), for: "accounts.fetch")
    try SampleTasks.signIn(user)
  }

  func perform(_ user: ScreenUser) throws(UserGaveUp) {
    try user.activate("Accounts")
    try user.wait(forLabel: "Retry")
    user.network(nil, for: "accounts.fetch")
    try user.activate("Retry")
    try user.wait(forText: "Checking")
  }

  func reachedGoal(_ user: ScreenUser) -> Bool { SampleTasks.answered(user, "accounts.fetch") }
}

/// Page through the reviews down to a date early in November.
struct ScrollRatings: ExperimentTask {
  let name = "scrollRatings"

  func begin(_ user: ScreenUser) throws(UserGaveUp) { try SampleTasks.signIn(user) }

  func target(_ user: ScreenUser) -> String { "Nov \(10 - user.user.count), 2025" }

  func perform(_ user: ScreenUser) throws(UserGaveUp) {
    try user.activate("Ratings")
    try user.wait(forText: "★ from")
    let date = target(user)
    // Past the date (October shows) the user stops: the day had no review.
    while !user.sees(date) && !user.sees("Oct ") { try user.press(.pageDown) }
  }

  func reachedGoal(_ user: ScreenUser) -> Bool { user.sees(target(user)) }
}

/// Tap the counter N times and see the count.
struct TapCounterTask: ExperimentTask {
  let name = "tapCounter"

  func begin(_ user: ScreenUser) throws(UserGaveUp) { try SampleTasks.signIn(user) }

  func perform(_ user: ScreenUser) throws(UserGaveUp) {
    try user.activate("Tap counter")
    try user.reach("Tap Me")
    for _ in 0..<user.user.count { try user.press(.enter) }
    try user.wait(forText: "You pressed the button \(user.user.count) time")
  }

  func reachedGoal(_ user: ScreenUser) -> Bool {
    SampleTasks.answered(user, "tapCounter.recordTap", times: user.user.count)
  }
}
