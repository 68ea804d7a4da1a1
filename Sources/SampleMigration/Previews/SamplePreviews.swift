import AppCore
import CoreRuntime
import TextSurface

/// Every module's preview states: the sample's state gallery
/// (`strangler preview`), each state also a golden frame per front in the tests.
///
/// The states are built from the preview dependencies — the simulated data
/// answering at once — and override only what the state is about: a fault
/// on one operation, a list of offers, a size.
public enum SamplePreviews {
  /// Every state, module by module in the app's order.
  public static var all: [PreviewState] {
    login + home + offers + offerDetails + tapCounter + accounts + ratings + settings
  }

  /// The states of `module`, in the catalogue's order.
  public static func states(of module: ModuleID) -> [PreviewState] {
    all.filter { $0.module == module }
  }

  /// The state `name` of `module`, if the catalogue has it.
  public static func state(_ name: String, of module: ModuleID) -> PreviewState? {
    states(of: module).first { $0.name == name }
  }

  private static let narrow = Size(width: 30, height: 16)
  private static let signIn = ["type \"Email\" \"dasher@example.com\"", "type \"Password\" \"password\""]
  private static let longEmail = "dasher." + String(repeating: "with-a-very-long-name.", count: 8) + "x@example.com"
  private static let longRestaurant =
    "The Extremely Long Named Family Restaurant, Bakery, Coffee Roastery and Late Night Noodle Bar of the Old Town"

  /// Offers a preview chooses, expiring a minute after the clock's start.
  private static func offers(_ restaurants: [String]) -> (DependencyValues) -> Void {
    { values in
      let offers = restaurants.enumerated().map { index, restaurant in
        Offer(
          id: "o\(index + 1)", restaurant: restaurant, payoutCents: 750 + 125 * index,
          distanceTenths: 24 + 7 * index, expiresAt: .seconds(60))
      }
      values.offersService = PreviewOffersService(offers: offers, backend: values.backend)
    }
  }

  static var login: [PreviewState] {
    [
      PreviewState(module: .login, name: "empty", summary: "the form before anything is typed", steps: ["start login"]),
      PreviewState(
        module: .login, name: "loading", summary: "signing in: the button cancels",
        steps: ["fault auth.signIn slow 10s", "start login"] + signIn + ["tap \"Sign in\""]),
      PreviewState(
        module: .login, name: "failed", summary: "the account is locked",
        steps: [
          "start login", "type \"Email\" \"locked@example.com\"", "type \"Password\" \"password\"", "tap \"Sign in\"",
          "wait 1s",
        ]),
      PreviewState(
        module: .login, name: "long-text", summary: "an email longer than the field",
        steps: ["start login", "type \"Email\" \"\(longEmail)\"", "type \"Password\" \"password\""]),
      PreviewState(
        module: .login, name: "narrow", summary: "a filled form on a narrow screen", size: narrow,
        steps: ["start login"] + signIn),
    ]
  }

  static var home: [PreviewState] {
    [
      PreviewState(
        module: .home, name: "loading", summary: "today's earnings on their way",
        steps: ["fault earnings.fetch slow 10s", "start home"]),
      PreviewState(module: .home, name: "loaded", summary: "today's earnings", steps: ["start home", "wait 1s"]),
      PreviewState(
        module: .home, name: "failed", summary: "the earnings could not load: Retry",
        steps: ["fault earnings.fetch network", "start home", "wait 1s"]),
      PreviewState(
        module: .home, name: "narrow", summary: "the menu on a narrow screen", size: narrow,
        steps: ["start home", "wait 1s"]),
    ]
  }

  static var offers: [PreviewState] {
    [
      PreviewState(
        module: .offers, name: "loading", summary: "the first fetch on its way",
        steps: ["fault offers.fetch slow 10s", "start offers"]),
      PreviewState(
        module: .offers, name: "loaded", summary: "three offers counting down", steps: ["start offers", "wait 1s"]),
      PreviewState(
        module: .offers, name: "empty", summary: "no offers open", dependencies: offers([]),
        steps: ["start offers", "wait 1s"]),
      PreviewState(
        module: .offers, name: "failed", summary: "the fetch failed",
        steps: ["fault offers.fetch network", "start offers", "wait 1s"]),
      PreviewState(
        module: .offers, name: "long-text", summary: "a restaurant name longer than the row",
        dependencies: offers([longRestaurant, "Pizza Planet"]), steps: ["start offers", "wait 1s"]),
      PreviewState(
        module: .offers, name: "narrow", summary: "the list on a narrow screen", size: narrow,
        steps: ["start offers", "wait 1s"]),
    ]
  }

  static var offerDetails: [PreviewState] {
    [
      PreviewState(
        module: .offerDetails, name: "loaded", summary: "an offer's payout, distance and countdown",
        steps: ["start offers", "wait 1s", "select \"Pizza Planet\""]),
      PreviewState(
        module: .offerDetails, name: "loading", summary: "accepting",
        steps: ["fault offers.accept slow 10s", "start offers", "wait 1s", "select \"Pizza Planet\"", "tap \"Accept\""]),
      PreviewState(
        module: .offerDetails, name: "failed", summary: "accepting failed: no connection",
        steps: [
          "fault offers.accept network", "start offers", "wait 1s", "select \"Pizza Planet\"", "tap \"Accept\"",
          "wait 1s",
        ]),
      PreviewState(
        module: .offerDetails, name: "long-text", summary: "a restaurant name longer than the screen",
        dependencies: offers([longRestaurant]), steps: ["start offers", "wait 1s", "select \"\(longRestaurant)\""]),
      PreviewState(
        module: .offerDetails, name: "narrow", summary: "an offer on a narrow screen", size: narrow,
        steps: ["start offers", "wait 1s", "select \"Pizza Planet\""]),
    ]
  }

  static var tapCounter: [PreviewState] {
    [
      PreviewState(module: .tapCounter, name: "empty", summary: "no taps yet", steps: ["start tapCounter"]),
      PreviewState(
        module: .tapCounter, name: "loading", summary: "a tap on its way: the count waits for the backend",
        steps: ["fault tapCounter.recordTap slow 10s", "start tapCounter", "tap \"Tap Me\""]),
      PreviewState(
        module: .tapCounter, name: "loaded", summary: "two taps counted by the backend",
        steps: ["start tapCounter", "tap \"Tap Me\"", "wait 1s", "tap \"Tap Me\"", "wait 1s"]),
      PreviewState(
        module: .tapCounter, name: "failed", summary: "the backend could not count a tap",
        steps: ["fault tapCounter.recordTap network", "start tapCounter", "tap \"Tap Me\"", "wait 1s"]),
      PreviewState(
        module: .tapCounter, name: "narrow", summary: "the counter on a narrow screen", size: narrow,
        steps: ["start tapCounter"]),
    ]
  }

  static var accounts: [PreviewState] {
    [
      PreviewState(
        module: .accounts, name: "loading", summary: "the accounts on their way",
        steps: ["fault accounts.fetch slow 10s", "start accounts"]),
      PreviewState(
        module: .accounts, name: "loaded", summary: "every account and its balance",
        steps: ["start accounts", "wait 1s"]),
      PreviewState(
        module: .accounts, name: "failed", summary: "the accounts could not load: Retry",
        steps: ["fault accounts.fetch network", "start accounts", "wait 1s"]),
      PreviewState(
        module: .accounts, name: "narrow", summary: "the accounts on a narrow screen", size: narrow,
        steps: ["start accounts", "wait 1s"]),
    ]
  }

  static var ratings: [PreviewState] {
    [
      PreviewState(
        module: .ratings, name: "loading", summary: "the reviews on their way",
        steps: ["fault ratings.fetch slow 10s", "start ratings"]),
      PreviewState(
        module: .ratings, name: "loaded", summary: "the summary and the first reviews",
        steps: ["start ratings", "wait 1s"]
      ),
      PreviewState(
        module: .ratings, name: "failed", summary: "the reviews could not load: Retry",
        steps: ["fault ratings.fetch network", "start ratings", "wait 1s"]),
      PreviewState(
        module: .ratings, name: "narrow", summary: "reviews wrapped on a narrow screen", size: narrow,
        steps: ["start ratings", "wait 1s"]),
    ]
  }

  static var settings: [PreviewState] {
    [
      PreviewState(
        module: .settings, name: "loaded", summary: "every module's front and why", steps: ["start settings"]),
      PreviewState(
        module: .settings, name: "short", summary: "the list cut short by a short screen",
        size: Size(width: 60, height: 8), steps: ["start settings"]),
      PreviewState(
        module: .settings, name: "narrow", summary: "the list on a narrow screen", size: narrow,
        steps: ["start settings"]),
    ]
  }
}
