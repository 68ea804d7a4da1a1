import App
import AppCore
import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// Routes as data: every route has a text form that parses back, a link is
/// the whole stack, and a link opens as far as it is valid.
@Suite("Deep links")
struct DeepLinkTests {
  @Test(arguments: ["o3", "a b/c:d%", "é😀", "", "~-._"])
  func anArgumentIsPercentEncodedAndDecodedBack(_ argument: String) throws {
    let component = RouteText.component("offerDetails", argument: argument)
    // Nothing in the encoded argument can split a link: no separator, colon or space.
    #expect(!component.dropFirst("offerDetails:".count).contains { "/: ".contains($0) })
    let (name, decoded) = try RouteText.split(component)
    #expect(name == "offerDetails")
    #expect(decoded == argument)
  }

  @Test func aBadPercentEncodingIsAnError() {
    #expect(throws: RouteTextError.badEncoding("o%4")) { try RouteText.split("offerDetails:o%4") }
    #expect(throws: RouteTextError.badEncoding("%FF")) { try RouteText.split("offerDetails:%FF") }
  }

  @Test func everySampleRouteHasATextFormThatParsesBack() throws {
    let routes: [Route] = [
      .login, .home, .offers, .offerDetails(offerID: "o3"), .tapCounter, .accounts, .accountDetail(accountID: "a2"),
      .ratings, .settings,
    ]
    for route in routes {
      #expect(try Route(linkComponent: route.linkComponent) == route, "\(route)")
    }
    #expect(Route.offerDetails(offerID: "o3").linkComponent == "offerDetails:o3")
    #expect(Route.accountDetail(accountID: "a2").linkComponent == "accountDetail:a2")
  }

  @Test func aRouteTextThatNamesNoRouteSaysWhy() {
    #expect(throws: RouteTextError.missingArgument("offerDetails")) { try Route(linkComponent: "offerDetails") }
    #expect(throws: RouteTextError.unexpectedArgument("home", argument: "x")) { try Route(linkComponent: "home:x") }
    #expect(
      throws: RouteTextError.invalidArgument("offerDetails", argument: "x3", expected: "an offer id like o3")
    ) { try Route(linkComponent: "offerDetails:x3") }
    #expect(throws: RouteTextError.unknownRoute("nowhere", known: Route.linkNames)) {
      try Route(linkComponent: "nowhere")
    }
  }

  @Test func aLinkKeepsItsLongestValidPrefix() {
    let link = DeepLink<Route>(parsing: "strangler://home/offers/offerDetails:zz/ratings")
    #expect(link.routes == [.home, .offers])
    #expect(link.problem?.component == 3)
    #expect(
      link.problem?.description
        == "link strangler://home/offers/offerDetails:zz/ratings at component 3 'offerDetails:zz': "
        + "'zz' is not a valid argument of offerDetails; expected an offer id like o3")
    let noScheme = DeepLink<Route>(parsing: "http://home")
    #expect(noScheme.routes.isEmpty)
    #expect(noScheme.problem?.component == 0)
    #expect(DeepLink<Route>.link(to: [.home, .offers]) == "strangler://home/offers")
  }

  @Test func aProblemQuotingAnEscapeSequenceIsMadeTerminalSafe() {
    let link = DeepLink<Route>(parsing: "strangler://home/\u{1B}[2J")
    #expect(link.routes == [.home])
    #expect(!(link.problem?.description.contains("\u{1B}") ?? true))
  }
}

extension DeepLinkTests {
  private func signedOutSession(_ front: Front) -> DrivenSession<Route, ModuleCores> {
    let session = SampleApp(fronts: .bridged).makeSession(
      size: Size(width: 80, height: 24), flags: FlagConfiguration(commandLineAll: front), output: DiscardingOutput())
    return session as! DrivenSession<Route, ModuleCores>
  }

  @Test(arguments: Front.allCases)
  func aLinkBuildsTheWholeStackWithAnExposurePerScreen(_ front: Front) throws {
    let app = signedOutSession(front)
    let application = try #require(app.application)
    application.cores.signIn(ModuleCores.demoUser)
    app.clock.advance(by: .seconds(2))
    #expect(app.open("strangler://home/offers/offerDetails:o3") == nil)
    app.commit()
    #expect(app.stackPath == "home/offers/offerDetails:o3")
    #expect(app.session.routes == [.home, .offers, .offerDetails(offerID: "o3")])
    // One exposure per screen (and per component of a screen, like the offers rows).
    #expect(app.exposures.map(\.module) == ["home", "offers", "offers.row", "offerDetails"])
    #expect(app.exposures.allSatisfy { $0.front == front })
    #expect(app.effects.contains { $0.name == "open" && $0.description.contains("home/offers/offerDetails:o3") })
    #expect(app.frame.contains("Accept"))
    // Back pops to the screen below, as after pushes.
    #expect(app.back())
    #expect(app.stackPath == "home/offers")
  }

  @Test(arguments: Front.allCases)
  func aLinkToTheDashersDataWaitsForASignIn(_ front: Front) throws {
    let scenario = try ScenarioParser.parse(
      """
      open "strangler://home/ratings"
      expect stack "login"
      type "Email" "dasher@example.com"
      type "Password" "password"
      tap "Sign in"
      wait 1s
      expect stack "home/ratings"
      expect text "4.5"
      """, file: "t.scenario", vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: front))
    #expect(run.failure == nil, "\(run.failure.map { "\($0)" } ?? "")")
    #expect(run.records.allSatisfy { $0.notices.isEmpty })
  }

  @Test func aLinkThatStopsShortLeavesANoteAndNothingOnScreenFails() throws {
    let scenario = try ScenarioParser.parse(
      """
      start tapCounter
      open "strangler://settings/bogus"
      expect stack "settings"
      open "strangler://bogus"
      """, file: "t.scenario", vocabulary: SampleApp.vocabulary)
    let run = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration())
    #expect(run.records[1].notices.count == 1)
    #expect(run.records[1].notices.first?.contains("unknown route 'bogus'") == true)
    let failure = try #require(run.failure)
    #expect(failure.step.line == 4)
  }

  @Test func aModuleThisBuildDoesNotHaveEndsTheLinkThere() throws {
    let app = signedOutSession(.declarative)
    let problem = try #require(app.open("strangler://settings/tapCounter/home:x"))
    #expect(app.stackPath == "settings/tapCounter")
    #expect(problem.component == 3)
    #expect(problem.reason == "home takes no argument (got 'x')")
    // A link with no valid route changes nothing.
    #expect(app.open("strangler://nowhere") != nil)
    #expect(app.stackPath == "settings/tapCounter")
  }
}

extension DeepLinkTests {
  @Test func startingElsewhereDropsALinkThatWaitedForASignIn() throws {
    let app = signedOutSession(.legacy)
    #expect(app.open("strangler://home/offers") == nil)
    #expect(app.session.pendingLink == [.home, .offers])
    try app.start("tapCounter")
    #expect(app.session.pendingLink == nil)
    #expect(app.session.continuePendingLink() == false)
    #expect(app.stackPath == "tapCounter")
  }

  @Test func aLinkThatNeedsNoUserOpensAtOnceAndReplacesTheStack() throws {
    let app = signedOutSession(.declarative)
    try app.start("login")
    #expect(app.open("strangler://settings/tapCounter") == nil)
    #expect(app.session.pendingLink == nil)
    #expect(app.stackPath == "settings/tapCounter")
    #expect(app.exposures.map(\.module).filter { !$0.contains(".") } == ["login", "settings", "tapCounter"])
  }
}
