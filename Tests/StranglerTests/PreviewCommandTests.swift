import Foundation
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

@Suite("strangler preview")
struct PreviewCommandTests {
  @Test("Without a module it lists every module's states")
  func listsStates() {
    let (code, console) = CLITestSupport.run(["preview"])
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines.first == "login: empty, loading, failed, long-text, narrow")
  }

  @Test("One state shows both fronts side by side, rows that differ marked")
  func oneStateBothFronts() {
    let (code, console) = CLITestSupport.run(["preview", "home", "--state", "loaded"])
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "home · loaded: today's earnings (60x16)")
    #expect(lines[1].hasPrefix("legacy ") && lines[1].hasSuffix(" │ declarative"))
    // Home is redesigned in the declarative front: its greeting rows differ.
    #expect(lines.contains { $0.contains("Hi, Dasher") && $0.contains(" ≠ ") })
    #expect(lines.contains { $0.contains("[ Offers ]") && $0.contains(" │ ") })
  }

  @Test("--front and --size choose one front at another size")
  func oneFrontResized() {
    let (code, console) = CLITestSupport.run([
      "preview", "tapCounter", "--state", "empty", "--front", "legacy", "--size", "40x8",
    ])
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0] == "tapCounter · empty: no taps yet (40x8)")
    #expect(lines[1] == "legacy")
    #expect(console.stdout.filter { $0 == "\n" }.count == 2 + 8)  // the title, the front, eight rows
    #expect(!console.stdout.contains("declarative"))
  }

  @Test(
    "Bad input exits 2 and says why",
    arguments: [
      (["preview", "loign"], "unknown module 'loign'. Did you mean 'login'?"),
      (
        ["preview", "login", "--state", "emty"],
        "login has no state 'emty' (states: empty, loading, failed, long-text, narrow). Did you mean 'empty'?"
      ),
      (["preview", "--state", "empty"], "--state needs a MODULE"),
      (["preview", "login", "--size", "9x9"], "--size takes WxH"),
      (["preview", "login", "--front", "both"], "--front takes legacy or declarative"),
      (["preview", "--all", "login"], "--all shows every module"),
    ])
  func badInput(arguments: [String], message: String) {
    let (code, console) = CLITestSupport.run(arguments)
    #expect(code == .badInput)
    #expect(console.stderr.contains(message), "\(console.stderr)")
    #expect(console.stdout.isEmpty)
  }

  @Test("--html writes the gallery: every state, both fronts, the A/B report's page")
  func writesGallery() throws {
    let directory = try Scratch.newFolder("preview")
    let (code, console) = CLITestSupport.run(
      ["preview", "offers", "--html", "gallery.html"], workingDirectory: directory.path)
    #expect(code == .success, "\(console.stderr)")
    #expect(console.stdout.hasPrefix("6 states; comparisons: "))
    let page = try String(contentsOf: directory.appendingPathComponent("gallery.html"), encoding: .utf8)
    #expect(page.contains("<title>Strangler previews: 6 states, legacy and declarative</title>"))
    for state in ["loading", "loaded", "empty", "failed", "long-text", "narrow"] {
      #expect(page.contains("offers · \(state): "))
    }
    #expect(page.contains("No offers right now."))
  }
}
