import Foundation
import Testing

@testable import StranglerCommands
@testable import strangler

/// Behaviour of both fronts the interactive app relies on, checked through
/// `strangler run` in process: focus after going back, narrow settings rows,
/// NO_COLOR in the bytes the fronts write.
@Suite("both fronts through strangler run")
struct FrontBehaviourTests {
  private func run(_ arguments: [String], environment: [String: String] = [:]) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(arguments, environment: environment)
  }

  @Test(arguments: ["legacy", "declarative"])
  func goingBackFocusesTheElementYouCameFrom(_ front: String) throws {
    let file = try CLITestSupport.scenarioFile(
      """
      scenario "Back focuses where you came from"
      size 60x16
      start login
      type "Email" "dasher@example.com"
      type "Password" "password"
      tap "Sign in"
      wait 2s
      tap "Accounts"
      wait 1s
      back
      expect focus "Accounts"
      tap "Offers"
      select "Sushi Go"
      expect route offerDetails
      back
      expect focus "Sushi Go"
      """)
    let (code, console) = run(["run", file, "--front", front, "--final"])
    #expect(code == .success, "\(console.stderr)")
  }

  @Test(arguments: ["legacy", "declarative"])
  func settingsRowsKeepTheModuleNameWhenNarrow(_ front: String) throws {
    // The detail ("declarative · STATIC (command-line)") is cut to half the row; the name keeps the rest.
    let wide = try CLITestSupport.scenarioFile("scenario \"Narrow\"\nsize 26x16\nstart settings\n")
    let (code, console) = run(["run", wide, "--front", front, "--final"])
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n").map(String.init)
    for module in ["login ", "home ", "offers ", "offerDetails ", "tapCounter "] {
      #expect(lines.contains { $0.hasPrefix(module) }, "\(module) in\n\(console.stdout)")
    }
    // Narrower still, rows stay told apart: offers is not offerDetails.
    let narrow = try CLITestSupport.scenarioFile("scenario \"Narrower\"\nsize 16x16\nstart settings\n")
    let rows = run(["run", narrow, "--front", front, "--final"]).1.stdout.split(separator: "\n")
    #expect(rows.contains { $0.hasPrefix("offers ") })
    #expect(rows.contains { $0.hasPrefix("offerD… ") })
  }

  @Test func noColourStripsColourFromTheExactBytes() throws {
    let file = try CLITestSupport.scenarioFile(
      """
      scenario "Locked"
      size 60x16
      start login
      type "Email" "locked@example.com"
      type "Password" "password"
      tap "Sign in"
      wait 2s
      expect text "This account is locked"
      """)
    let (_, coloured) = run(["run", file, "--ansi"])
    #expect(coloured.stdout.contains("\u{1B}[31m"))
    let (code, plain) = run(["run", file, "--ansi"], environment: ["NO_COLOR": "1"])
    #expect(code == .success)
    #expect(!plain.stdout.contains("\u{1B}[31m"))
    #expect(plain.stdout.contains("This account is locked"))
    #expect(
      ColourFilter.removingColours(Array("\u{1B}[0;1;31;48;5;200;7mX\u{1B}[32m\u{1B}[m".utf8))
        == Array("\u{1B}[0;1;7mX\u{1B}[m".utf8))
  }
}
