import AppCore
import Bridge
import BridgedFronts
import DeclarativeScreens
import DeclarativeUI
import FeatureFlags
import Foundation
import LegacyUI
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import App
@testable import StranglerCommands
@testable import strangler

@Suite("strangler ab and status")
struct ABCommandTests {
  private func scenarioFile(_ text: String) throws -> String { try CLITestSupport.scenarioFile(text) }

  private func run(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
    workingDirectory: String = Scratch.folder.path
  ) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(arguments, environment: environment, terminal: terminal, workingDirectory: workingDirectory)
  }

  private let threeTaps = CLITestSupport.threeTaps

  /// The checkout's root, found from this file.
  private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test func identicalFrontsExitZeroWithATable() throws {
    let (code, console) = run(["ab", try scenarioFile(threeTaps)])
    #expect(code == .success)
    // No rules file beside the scenario, above it or in the working directory: the report says so.
    #expect(
      console.stdout.hasPrefix(
        "A/B comparison: 1 scenario, 2 comparisons: all identical\nParity rules: none (no strangler.parity.json "))
    #expect(console.stdout.contains("every difference counts\n\nSCENARIO"))
    #expect(console.stdout.contains("Three taps  legacy (baseline)  identical\n"))
    // Render times differ from run to run: the table has them only when asked.
    #expect(!console.stdout.contains(" ms\n"))
    #expect(run(["ab", try scenarioFile(threeTaps), "--timings"]).1.stdout.contains(" ms\n"))
    #expect(!console.stdout.contains("\u{1B}"))
    #expect(console.stderr.isEmpty)
  }

  @Test(.skippedUnderSanitizer) func withoutFilesTheBuiltInSuiteRuns() {
    let (code, console) = run(["ab", "--matrix", "--json"])
    #expect(code == .success)
    for scenario in BuiltInSuite.scenarios() {
      #expect(console.stdout.contains("\"scenario\": \"\(scenario.name)\""))
    }
    #expect(console.stdout.contains("\"candidate\": \"login alone\""))
    #expect(!console.stdout.contains("time\""))
  }

  @Test func aDivergingFrontFailsTheRunNamingItsStepWithALineDiff() throws {
    let console = BufferConsole()
    let command = ABCommand(
      console: console, environment: [:], runner: ScenarioRunner(fronts: MiscountingFront.fronts))
    let file = try scenarioFile(threeTaps)
    #expect(command.run([file]) == .failure)
    #expect(console.stdout.contains("A/B comparison: 1 scenario, 2 comparisons: 1 identical, 1 mismatched\n"))
    #expect(
      console.stdout.contains(
        "\nMISMATCH \(file): declarative vs legacy: frame differs after line 7 (wait 2s) (- legacy, + declarative)\n"))
    #expect(
      console.stdout.contains(
        "\n- |         You pressed the button 3 time(s)\n+ |          You pressed the button 3 times\n"))
    #expect(
      console.stderr.hasPrefix(
        "\(file):7: declarative vs legacy: frame differs after line 7 (wait 2s)\n\(file):8: error:"))
  }

  @Test func badInputExitsTwo() throws {
    let file = try scenarioFile("start tapCounter\ntapp \"x\"\n")
    let (code, console) = run(["ab", file])
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix("\(file):2:1: error: unknown step 'tapp'"))
    #expect(console.stdout.isEmpty)
    #expect(run(["ab", "--json", "--markdown"]).0 == .badInput)
    #expect(
      run(["ab", "--html"]).1.stderr == "strangler: error: --html needs a value. See 'strangler ab --help'.\n")
  }

  @Test func colourAndProgressOnlyOnATerminal() throws {
    let file = try scenarioFile(threeTaps)
    let (_, terminal) = run(["ab", file], terminal: true)
    #expect(terminal.stdout.contains("\u{1B}[32midentical\u{1B}[0m"))
    #expect(terminal.stderr.hasPrefix("\r\u{1B}[2K[1/1] Three taps (legacy)\r\u{1B}[2K[1/1] Three taps (legacy)"))
    #expect(terminal.stderr.hasSuffix("[1/1] Three taps (declarative)\r\u{1B}[2K"))
    let (_, noColour) = run(["ab", file], environment: ["NO_COLOR": "1"], terminal: true)
    #expect(!noColour.stdout.contains("\u{1B}"))
    let (_, piped) = run(["ab", file])
    #expect(piped.stderr.isEmpty)
  }

  @Test func markdownOnStdoutAndHTMLToAFile() throws {
    let directory = try Scratch.newFolder("ab")
    let (code, console) = run(
      ["ab", try scenarioFile(threeTaps), "--markdown", "--html", "report.html"], workingDirectory: directory.path)
    #expect(code == .success)
    #expect(console.stdout.hasPrefix("## ✅ A/B comparison: 1 scenario, 2 comparisons: all identical\n"))
    let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test(.skippedUnderSanitizer) func statusIsTheMigrationLedger() throws {
    let (code, console) = run(["status"], workingDirectory: packageRoot + "/Sources")
    #expect(code == .success)
    let lines = console.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("MODULE  ") == true)
    let tapCounter = try #require(lines.first { $0.hasPrefix("tapCounter ") })
    #expect(tapCounter.contains("Reactive VIP"))
    #expect(tapCounter.contains("legacy+declarative"))
    #expect(tapCounter.hasSuffix("ready to promote"))
    #expect(console.stdout.contains(" identical "))
    #expect(console.stdout.contains("Bridge: ") && !console.stdout.contains("Bridge: n/a"))
    #expect(console.stdout.contains("Migrated (decision is declarative): 0 of \(ModuleID.allCases.count) modules (0%)"))
    let (_, declarative) = run(
      ["status"], environment: ["STRANGLER_FLAGS": "tapCounter=declarative"], workingDirectory: packageRoot)
    #expect(declarative.stdout.contains("Migrated (decision is declarative): 1 of"))
    #expect(
      try #require(declarative.stdout.split(separator: "\n").first { $0.hasPrefix("tapCounter ") }).hasSuffix(
        "promoted"))
    #expect(
      console.stdout.hasSuffix(
        "The legacy toolkit cannot be deleted yet: still legacy: login, home, offers, offerDetails, tapCounter, "
          + "accounts, ratings, settings, offers.row, tapCounter.taps, ratings.summary, shell.\n"))
    // Components are listed under their modules, with parity both ways; the Bridge's debt site by site.
    let taps = try #require(lines.firstIndex { $0.hasPrefix("tapCounter ") })
    #expect(lines[taps + 1].hasPrefix("  .taps       component") && lines[taps + 1].hasSuffix("ready to promote"))
    #expect(console.stdout.contains("use sites"))
    #expect(console.stdout.contains("offers.row declarative in a legacy table (HostingConfiguration)"))
    // The end of the fig: every module declarative and the shell too.
    let (_, end) = run(["status", "--front", "declarative", "--shell", "declarative"], workingDirectory: packageRoot)
    #expect(end.stdout.contains("Shell: declarative (STATIC)"))
    #expect(
      end.stdout.hasSuffix(
        "The legacy toolkit could be deleted today: every module is declarative or retired, and the shell is declarative.\n"
      ))
  }

  @Test func statusOutsideTheCheckoutSaysWhyLinesAreMissing() {
    // One scenario is parity evidence enough: what is checked here is the line counts.
    let scenario = packageRoot + "/Scenarios/tap-counter.scenario"
    let (code, console) = run(["status", scenario, "--json"], workingDirectory: "/")
    #expect(code == .success)
    #expect(console.stdout.contains("\"bridge_lines\": null"))
    let (_, table) = run(["status", scenario], workingDirectory: "/")
    #expect(table.stdout.contains("Bridge: n/a lines"))
    #expect(table.stdout.contains("Lines: n/a — line counts need the sources"))
  }
}

/// A declarative tap counter that writes "3 times" instead of "3 time(s)".
enum MiscountingFront {
  static var fronts: AppFronts {
    AppFronts.bridged.replacing(.tapCounter, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Tap Counter", content: AnyView(View(viewModel: context.cores.tapCounter.viewModel))
      )
    }
  }

  struct View: DeclarativeUI.View {
    let viewModel: TapCounterViewModel

    var body: some DeclarativeUI.View {
      let state = viewModel.viewState
      VStack {
        Text(state.greeting)
        Text(state.totalTaps == 3 ? "You pressed the button 3 times" : state.tapsText)
        Button(state.buttonTitle) { viewModel.buttonTapped() }
      }
    }
  }
}
