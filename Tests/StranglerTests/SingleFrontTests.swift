import App
import BridgedFronts
import DeclarativeFront
import FeatureFlags
import Foundation
import LegacyFront
import Migration
import SampleMigration
import Testing
import TextSurface

@testable import StranglerCommands
@testable import strangler

/// The end of the fig: each front stands alone. `strangler-legacy` and
/// `strangler-declarative` are exactly `AppCommandLine` offering `run` and `flags` over one front (their
/// `main.swift` is that call), so these tests run what they run.
@Suite("Single-front builds")
struct SingleFrontTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  private func single(_ program: String, _ fronts: AppFronts, _ arguments: [String]) -> (ExitCode, BufferConsole) {
    let console = BufferConsole()
    let code = AppCommandLine(
      program: program, app: SampleApp(fronts: fronts), offering: [.run, .flags], console: console, environment: [:],
      workingDirectory: Self.packageRoot
    ).run(arguments)
    return (code, console)
  }

  private func bridged(_ arguments: [String]) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(arguments, workingDirectory: Self.packageRoot)
  }

  /// Every built-in scenario: the same final frame alone as through the Bridge with everything in that front.
  @Test(arguments: BuiltInSuite.names)
  func eachBuildPrintsTheFrameOfItsFront(name: String) {
    let file = "Scenarios/\(name)"
    let (declarativeCode, declarative) = single(
      "strangler-declarative", .declarativeOnly, ["run", file, "--final"])
    let (_, expectedDeclarative) = bridged(["run", file, "--front", "declarative", "--shell", "declarative", "--final"])
    #expect(declarativeCode == .success, "\(declarative.stderr)")
    #expect(declarative.stdout == expectedDeclarative.stdout)
    let (legacyCode, legacy) = single("strangler-legacy", .legacyOnly, ["run", file, "--final"])
    let (_, expectedLegacy) = bridged(["run", file, "--front", "legacy", "--final"])
    #expect(legacyCode == .success, "\(legacy.stderr)")
    #expect(legacy.stdout == expectedLegacy.stdout)
  }

  /// The same at 80×24 and at the sizes the suite tests, every step's frame compared, not only the last.
  /// The settings screen shows each build's own decisions (a switch in a
  /// single-front build falls back, reason ERROR), which the project's
  /// `settings` parity rule declares; every other frame must be identical.
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 1, height: 1), Size(width: 20, height: 5)])
  func everyStepMatchesAtEverySize(size: Size) throws {
    let comparator = ParityComparator(levels: [.frame], rules: BuiltInSuite.parityRules())
    for name in BuiltInSuite.names {
      var scenario = try #require(BuiltInSuite.scenario(named: name))
      scenario.size = size
      let through = ScenarioRunner(fronts: .bridged).run(
        scenario, flags: FlagConfiguration(commandLineAll: .declarative, commandLine: [AppFronts.shellID: .declarative])
      )
      let alone = ScenarioRunner(fronts: .declarativeOnly).run(scenario, flags: FlagConfiguration())
      #expect(alone.records.count == through.records.count, "\(name) at \(size)")
      for (index, pair) in zip(through.records, alone.records).enumerated() {
        let comparison = comparator.compare(at: index, pair.0, pair.1)
        #expect(comparison.mismatch == nil, "\(name) at \(size): \(comparison.mismatch?.summary ?? "")")
        #expect(comparison.allowances.allSatisfy { $0.rule.id == "settings" })
      }
      #expect(alone.failure?.description == through.failure?.description, "\(name) at \(size)")
      let legacy = ScenarioRunner(fronts: .legacyOnly).run(scenario, flags: FlagConfiguration())
      let legacyThrough = ScenarioRunner(fronts: .bridged).run(
        scenario, flags: FlagConfiguration(commandLineAll: .legacy))
      for (index, pair) in zip(legacyThrough.records, legacy.records).enumerated() {
        #expect(comparator.compare(at: index, pair.0, pair.1).mismatch == nil, "legacy \(name) at \(size)")
      }
    }
  }

  @Test func aSingleFrontBuildDecidesEverythingInItsFrontAndSaysWhy() {
    let (code, console) = single("strangler-declarative", .declarativeOnly, ["flags", "--json"])
    #expect(code == .success)
    #expect(!console.stdout.contains("\"legacy\""))
    // Asked for legacy, a build without it falls back and says so.
    let (_, forced) = single("strangler-declarative", .declarativeOnly, ["flags", "--front", "legacy"])
    #expect(forced.stdout.contains("offers has no legacy screen; using declarative"))
  }

  @Test func helpVersionAndMistakesNameTheBuild() {
    let (helpCode, help) = single("strangler-legacy", .legacyOnly, ["run", "--help"])
    #expect(helpCode == .success)
    #expect(help.stdout.contains("\nUSAGE: strangler-legacy run FILE…"))
    let (_, version) = single("strangler-legacy", .legacyOnly, ["--version"])
    #expect(version.stdout == "strangler-legacy \(Usage.version)\n")
    let (code, unknown) = single("strangler-legacy", .legacyOnly, ["ab"])
    #expect(code == .badInput)
    #expect(unknown.stderr.hasPrefix("strangler-legacy: error: unknown command 'ab'"))
    let (badCode, bad) = single("strangler-declarative", .declarativeOnly, ["run"])
    #expect(badCode == .badInput)
    #expect(bad.stderr.hasPrefix("strangler-declarative: error: run needs at least one .scenario file"))
  }
}
