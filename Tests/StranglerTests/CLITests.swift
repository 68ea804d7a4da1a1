import Foundation
import Testing

@testable import StranglerCommands
@testable import strangler

@Suite("strangler CLI")
struct CLITests {
  private func scenarioFile(_ text: String) throws -> String { try CLITestSupport.scenarioFile(text) }

  private func run(_ arguments: [String], environment: [String: String] = [:]) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(arguments, environment: environment, workingDirectory: FileManager.default.currentDirectoryPath)
  }

  private let threeTaps = """
    scenario "Three taps"
    size 50x8
    start tapCounter
    tap "Tap Me"
    tap "Tap Me"
    tap "Tap Me"
    wait 2s
    """

  @Test func bothFrontsPrintTheSameFinalFrame() throws {
    let file = try scenarioFile(threeTaps)
    let (legacyCode, legacy) = run(["run", file, "--front", "legacy", "--final"])
    let (declarativeCode, declarative) = run(["run", file, "--front=declarative", "--final"])
    #expect(legacyCode == .success)
    #expect(declarativeCode == .success)
    #expect(legacy.stdout == declarative.stdout)
    #expect(legacy.stdout.contains("You pressed the button 3 time(s)"))
  }

  @Test func environmentAndFlagsChooseTheFront() throws {
    let file = try scenarioFile(threeTaps)
    let (_, viaEnvironment) = run(["run", file, "--json"], environment: ["STRANGLER_FLAGS": "tapCounter=declarative"])
    #expect(viaEnvironment.stdout.contains("\"front\": \"declarative\""))
    let (_, overridden) = run(
      ["run", file, "--json", "--flag", "tapCounter=legacy"], environment: ["STRANGLER_FLAGS": "tapCounter=declarative"]
    )
    #expect(overridden.stdout.contains("\"front\": \"legacy\""))
    #expect(!overridden.stdout.contains("\"front\": \"declarative\""))
  }

  @Test func parseErrorsExitTwoWithAPosition() throws {
    let file = try scenarioFile("start tapCounter\ntapp \"x\"\n")
    let (code, console) = run(["run", file])
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix("\(file):2:1: error: unknown step 'tapp'"))
    #expect(console.stdout.isEmpty)
  }

  @Test func aFailedExpectationExitsOneNamingTheLine() throws {
    let file = try scenarioFile("start tapCounter\nexpect text \"Goodbye\"\n")
    let (code, console) = run(["run", file])
    #expect(code == .failure)
    #expect(console.stderr.hasPrefix("\(file):2: error: expect text \"Goodbye\""))
  }

  @Test func badArgumentsExitTwo() throws {
    #expect(run(["run"]).0 == .badInput)
    #expect(
      run(["run", "x.scenario", "--front", "sideways"]).1.stderr.contains("unknown front 'sideways' for --front"))
    #expect(run(["run", "/no/such/file.scenario"]).1.stderr.contains("cannot read the file"))
    #expect(run(["run", "x.scenario", "--bogus"]).1.stderr.contains("unknown option '--bogus'"))
    #expect(run(["fly"]).0 == .badInput)
    let (code, console) = run([], environment: [:])
    #expect(code == .badInput)
    #expect(console.stderr.contains("strangler run"))
  }

  @Test func ansiOutputIsTheExactBytesAFrontWrites() throws {
    let file = try scenarioFile(threeTaps)
    let (code, console) = run(["run", file, "--ansi", "--front", "declarative"])
    #expect(code == .success)
    #expect(console.stdoutBytes.first == 0x1B)
    #expect(console.stdout.contains("Hello Mr. SwiftUI"))
  }
}
