import AppCore
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

@Suite("Scenario parser")
struct ScenarioParserTests {
  @Test func aRepeatedLineIsTheSameStepOnItsOwnLine() throws {
    let text =
      "size 40x10\nstart tapCounter\ntap \"Tap Me\"\r\nsize 50x12\n\ntap \"Tap Me\"\nsize 50x12\ntap \"Tap Me\"\n"
    let scenario = try ScenarioParser.parse(text, file: "r.scenario", vocabulary: SampleApp.vocabulary)
    // The first size line sets the scenario's size; later ones are steps, repeats included.
    #expect(scenario.size == Size(width: 40, height: 10))
    #expect(scenario.steps.map(\.line) == [2, 3, 4, 6, 7, 8])
    #expect(
      scenario.steps.map(\.action) == [
        .start(.tapCounter), .tap("Tap Me"), .size(Size(width: 50, height: 12)), .tap("Tap Me"),
        .size(Size(width: 50, height: 12)), .tap("Tap Me"),
      ])
    #expect(Set(scenario.steps.map(\.source)) == ["start tapCounter", "tap \"Tap Me\"", "size 50x12"])
  }

  @Test func parsesEveryStepOfTheDesign() throws {
    let scenario = try ScenarioParser.parse(
      """
      scenario "Accept an offer"
      size 100x30
      start login   # comments may follow a step
      type "Email" "dasher@example.com"
      tap "Sign in"
      wait 2s
      wait 500ms
      expect text "Offers"
      select "Pizza Planet"
      expect route offers
      expect effect "offers.accept"
      expect focus "Accept"
      key shift-tab
      back
      flip offers declarative
      flip offers
      snapshot "after accept"
      """, file: "a.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.name == "Accept an offer")
    #expect(scenario.size == Size(width: 100, height: 30))
    #expect(
      scenario.steps.map(\.action) == [
        .start(.login), .type(label: "Email", text: "dasher@example.com"), .tap("Sign in"), .wait(.seconds(2)),
        .wait(.milliseconds(500)), .expectText("Offers"), .select("Pizza Planet"), .expectRoute(.offers),
        .expectEffect("offers.accept"), .expectFocus("Accept"), .key(.backTab), .back, .flip(.offers, .declarative),
        .flip(.offers, nil), .snapshot("after accept"),
      ])
    #expect(scenario.steps.first?.line == 3)
  }

  @Test func parsesFaultInjection() throws {
    let scenario = try ScenarioParser.parse(
      """
      fault accounts.fetch network
      fault offers.fetch timeout
      fault ratings.fetch slow 2s
      fault auth.signIn rejected "Try later"
      fault accounts.fetch none
      """, file: "f.scenario", vocabulary: SampleApp.vocabulary)
    #expect(
      scenario.steps.map(\.action) == [
        .fault(operation: "accounts.fetch", .error(.network)), .fault(operation: "offers.fetch", .timeout),
        .fault(operation: "ratings.fetch", .slow(.seconds(2))),
        .fault(operation: "auth.signIn", .error(.rejected("Try later"))), .fault(operation: "accounts.fetch", nil),
      ])
    #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parse("fault accounts.fetch sometimes", file: "f", vocabulary: SampleApp.vocabulary)
    }
    do {
      _ = try ScenarioParser.parse(
        "fault accounts.fetch sometimes", file: "f.scenario", vocabulary: SampleApp.vocabulary)
    } catch {
      #expect(
        error.description
          == "f.scenario:1:22: error: unknown fault 'sometimes'; expected network, timeout, slow DURATION, "
          + "rejected \"REASON\" or none")
    }
  }

  @Test func stringsTakeSwiftEscapes() throws {
    let scenario = try ScenarioParser.parse(
      #"type "Note" "a\"b\\c\nd\te\u{1F600}""#, file: "e.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.steps.map(\.action) == [.type(label: "Note", text: "a\"b\\c\nd\te😀")])
  }

  @Test(
    "errors say file, line, column and what was expected",
    arguments: [
      (
        "tapp \"x\"",
        "f:1:1: error: unknown step 'tapp'; expected one of scenario, size, start, tap, type, select, key, back, wait, flip, expect, snapshot, fault, open, relaunch"
      ),
      (
        "start nowhere",
        "f:1:7: error: unknown module 'nowhere'; expected one of login, home, offers, offerDetails, tapCounter, accounts, ratings, settings"
      ),
      ("tap Tap", "f:1:5: error: expected the element's label in quotes, found 'Tap'"),
      ("tap \"Tap", "f:1:5: error: unterminated string; expected a closing \""),
      ("tap", "f:1:4: error: expected the element's label in quotes"),
      ("wait soon", "f:1:6: error: invalid duration 'soon'; expected a number with ms, s or m, like 2s or 500ms"),
      ("size 0x10", "f:1:6: error: invalid size '0x10'; expected WIDTHxHEIGHT, each 1…1000, like 80x24"),
      (
        "key hyper",
        "f:1:5: error: unknown key 'hyper'; expected one of tab, shift-tab, up, down, left, right, enter, space, esc, backspace, delete, home, end, pageup, pagedown"
      ),
      (
        "expect colour \"red\"",
        "f:1:8: error: unknown expectation 'colour'; expected text, no text, route, effect, focus, enabled, "
          + "disabled, value, front, exposure or stack"
      ),
      ("flip offers sideways", "f:1:13: error: unknown front 'sideways'; expected legacy or declarative"),
      ("tap \"a\" \"b\"", "f:1:9: error: unexpected 'b' after the step"),
      ("tap \"\\q\"", "f:1:6: error: unknown escape '\\q'; expected \\\", \\\\, \\n, \\t, \\r, \\0 or \\u{…}"),
      ("tap \"\\u{110000}\"", "f:1:6: error: invalid unicode escape \\u{110000}; expected a scalar value in hex"),
      ("start tapCounter\nscenario \"late\"", "f:2:1: error: 'scenario' must come before the first step"),
    ])
  func parseErrors(text: String, expected: String) {
    #expect(throws: (any Error).self) { try ScenarioParser.parse(text, file: "f", vocabulary: SampleApp.vocabulary) }
    do {
      _ = try ScenarioParser.parse(text, file: "f", vocabulary: SampleApp.vocabulary)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func commentsAndBlankLinesAreIgnored() throws {
    let scenario = try ScenarioParser.parse(
      "# only a comment\n\n   \nstart tapCounter\n", file: "c", vocabulary: SampleApp.vocabulary)
    #expect(scenario.steps.count == 1)
    #expect(scenario.steps[0].line == 4)
  }
}

extension ScenarioParserTests {
  @Test func parsesLinksAndStacksAndWritesThemBack() throws {
    let text = """
      open "strangler://home/offers/offerDetails:o3"
      expect stack "home/offers/offerDetails:o3"
      """
    let scenario = try ScenarioParser.parse(text, file: "l.scenario", vocabulary: SampleApp.vocabulary)
    #expect(
      scenario.steps.map(\.action) == [
        .open("strangler://home/offers/offerDetails:o3"), .expectStack("home/offers/offerDetails:o3"),
      ])
    #expect(scenario.steps.map { ScenarioWriter.line(for: $0.action) } == text.split(separator: "\n").map(String.init))
    #expect(scenario.steps[1].action.isExpectation)
  }

  @Test(arguments: [
    ("open \"home/offers\"", 6, "'home/offers' is not a link; a link starts with strangler://"),
    ("open \"strangler://\"", 6, "the link names no route"),
    ("open \"strangler://home//offers\"", 24, "an empty route in the link path 'home//offers'"),
    ("open \"strangler://home/offerDetails:o%G1\"", 24, "bad percent-encoding in 'o%G1'"),
    ("expect stack \"home/\"", 20, "an empty route in the link path 'home/'"),
    ("open strangler://home", 6, "expected a link in quotes"),
  ])
  func aMalformedLinkIsAPositionedError(_ line: String, _ column: Int, _ message: String) {
    #expect {
      try ScenarioParser.parse(line, file: "l.scenario", vocabulary: SampleApp.vocabulary)
    } throws: { error in
      guard let error = error as? ScenarioParseError else { return false }
      return error.line == 1 && error.column == column && error.message.hasPrefix(message)
    }
  }
}
