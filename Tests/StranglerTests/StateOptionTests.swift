import Foundation
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

/// `strangler run FILE --state STATE.json`: a scenario goes on from a saved
/// app and saves where it ended, atomically; a file that cannot be read is a
/// positioned error (exit 2) and is left byte-identical.
@Suite("run --state")
struct StateOptionTests {
  private func directory() throws -> String {
    try Scratch.newFolder("state").path
  }

  private let first = """
    scenario "Sign in and open an account"
    size 80x24
    start login
    type "Email" "dasher@example.com"
    type "Password" "password"
    tap "Sign in"
    wait 2s
    open "strangler://home/accounts/accountDetail:a2"
    wait 1s
    back
    key down

    """

  private let second = """
    scenario "Go on where it was left"
    size 80x24
    expect stack "home/accounts"
    expect focus "Savings ••9876"
    back
    expect text "Hi, Dasher"

    """

  @Test func aSecondRunGoesOnFromTheStateTheFirstSavedInTheOtherFront() throws {
    let folder = try directory()
    try first.write(toFile: folder + "/a.scenario", atomically: true, encoding: .utf8)
    try second.write(toFile: folder + "/b.scenario", atomically: true, encoding: .utf8)
    let (code, console) = CLITestSupport.run(
      ["run", folder + "/a.scenario", "--state", "state.json", "--final"], workingDirectory: folder)
    #expect(code == .success, "\(console.stderr)")
    let saved = try String(contentsOfFile: folder + "/state.json", encoding: .utf8)
    #expect(saved.contains("\"stack\": \"home/accounts\""))
    // No temporary file is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "a.scenario", "b.scenario", "state.json",
      ])
    let (again, output) = CLITestSupport.run(
      ["run", folder + "/b.scenario", "--state", "state.json", "--front", "declarative", "--final"],
      workingDirectory: folder)
    #expect(again == .success, "\(output.stdout)\(output.stderr)")
    #expect(try String(contentsOfFile: folder + "/state.json", encoding: .utf8).contains("\"stack\": \"home\""))
  }

  @Test(arguments: [
    ("{\n  \"version\": 1,\n  \"stack\": \"ho", "state.json:3:15: error: the file is truncated or is not JSON"),
    (
      "{\"version\": 9, \"stack\": \"home\"}",
      "state.json:1:13: error: the file is version 9, written by a newer strangler"
    ),
    ("\u{1B}[31m{", "state.json:1:1: error: the file is truncated or is not JSON"),
  ])
  func aBadStateFileIsAPositionedErrorAndIsLeftAsItWas(_ text: String, _ message: String) throws {
    let folder = try directory()
    try second.write(toFile: folder + "/b.scenario", atomically: true, encoding: .utf8)
    let bytes = Data(text.utf8)
    try bytes.write(to: URL(fileURLWithPath: folder + "/state.json"))
    let (code, console) = CLITestSupport.run(
      ["run", folder + "/b.scenario", "--state", "state.json"], workingDirectory: folder)
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix(message), "\(console.stderr)")
    // Text from the file never reaches the terminal raw.
    #expect(!console.stderr.contains("\u{1B}"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")) == bytes)
  }

  @Test func aStateFileOverTheCapIsAClearError() throws {
    let folder = try directory()
    try second.write(toFile: folder + "/b.scenario", atomically: true, encoding: .utf8)
    let big = Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1)
    try big.write(to: URL(fileURLWithPath: folder + "/state.json"))
    let (code, console) = CLITestSupport.run(
      ["run", folder + "/b.scenario", "--state", "state.json"], workingDirectory: folder)
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix("state.json: error: the file is larger than 1 MiB"), "\(console.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")) == big)
  }
}
