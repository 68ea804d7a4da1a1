import AppCore
import BridgedFronts
import FeatureFlags
import Foundation
import Migration
import SampleMigration
import Testing
import TextSurface

/// Issue #9's big inputs, through the whole app in both fronts: a megabyte
/// typed into a field, a scenario of thousands of steps. The tests assert what
/// the user and the core end up with; the timings that motivated them (a
/// quadratic `type` before, linear after) are in the README's hardening notes.
@Suite("Big inputs")
struct BigInputTests {
  /// One mebibyte of text that looks like an email, so the form reacts to it.
  private static let megabyte = String(repeating: "dasher", count: (1 << 20) / 6 - 2) + "@example.com"

  private func session(_ front: Front) -> ScenarioSession {
    ScenarioSession(
      size: Size(width: 60, height: 12), flags: FlagConfiguration(commandLineAll: front), fronts: .bridged)
  }

  private func step(_ action: StepAction, _ line: Int) -> Step {
    Step(action: action, line: line, source: "step \(line)")
  }

  @Test func aMegabyteTypedIntoEachFieldEndsInTheViewModelAndLooksTheSameInBothFronts() throws {
    var frames: [Front: Frame] = [:]
    var trees: [Front: AccessibilityNode] = [:]
    for front in Front.allCases {
      let session = session(front)
      let steps = [
        step(.start(.login), 1), step(.type(label: "Email", text: Self.megabyte), 2),
        step(.type(label: "Password", text: Self.megabyte), 3),
        // Typing again clears the field first: one edit too, however long the text was.
        step(.type(label: "Email", text: "dasher@example.com"), 4), step(.key(.end), 5),
      ]
      var last: StepRecord?
      for step in steps {
        let (record, failure) = session.perform(step, file: "big")
        #expect(failure == nil)
        last = record
      }
      #expect(session.application.cores.login.email == "dasher@example.com")
      #expect(session.application.cores.login.password == Self.megabyte)
      frames[front] = try #require(last?.frame)
      trees[front] = try #require(last?.accessibility)
    }
    #expect(frames[.legacy] == frames[.declarative])
    #expect(trees[.legacy] == trees[.declarative])
    let password = try #require(frames[.legacy]?.lines.first { $0.contains("Password [") })
    // The cursor sits after the last grapheme, so the field shows the text's tail.
    #expect(password.contains("[******"))
  }

  @Test func aMegabytePasteShowsItsTailInBothFronts() throws {
    var frames: [Frame] = []
    for front in Front.allCases {
      let session = session(front)
      _ = session.perform(step(.start(.login), 1), file: "big")
      let (record, failure) = session.perform(step(.type(label: "Email", text: Self.megabyte), 2), file: "big")
      #expect(failure == nil)
      #expect(session.application.cores.login.email == Self.megabyte)
      #expect(record.accessibility.children.contains { $0.label == "Email" && $0.value == Self.megabyte })
      frames.append(record.frame)
    }
    #expect(frames[0] == frames[1])
    #expect(frames[0].lines.contains { $0.contains("@example.com ]") })
  }

  /// `tap "Tap Me"` and `wait 100ms`, alternating: 2,000 steps here (a few
  /// seconds in a debug build for both fronts), 10,000 with `STRANGLER_BIG=1`.
  @Test func aScenarioOfThousandsOfStepsRunsIdenticallyInBothFronts() throws {
    let count = ProcessInfo.processInfo.environment["STRANGLER_BIG"] == "1" ? 10_000 : 2_000
    var lines = ["scenario \"Many taps\"", "size 40x10", "start tapCounter"]
    for index in 0..<count { lines.append(index.isMultiple(of: 2) ? "tap \"Tap Me\"" : "wait 100ms") }
    lines.append("wait 1s")
    lines.append("expect text \"You pressed the button \(count / 2) time(s)\"")
    let scenario = try ScenarioParser.parse(
      lines.joined(separator: "\n"), file: "many.scenario", vocabulary: SampleApp.vocabulary)
    let legacy = ScenarioRunner(fronts: .bridged).run(scenario, flags: FlagConfiguration(commandLineAll: .legacy))
    let declarative = ScenarioRunner(fronts: .bridged).run(
      scenario, flags: FlagConfiguration(commandLineAll: .declarative))
    #expect(legacy.failure == nil)
    #expect(declarative.failure == nil)
    #expect(legacy.records.count == count + 3)
    #expect(declarative.records.count == count + 3)
    #expect(legacy.records.map(\.frame) == declarative.records.map(\.frame))
    #expect(legacy.effects.map(\.description) == declarative.effects.map(\.description))
  }
}
