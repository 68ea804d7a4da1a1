import AppCore
import CoreRuntime
import FeatureFlags
import Migration
import SampleMigration
import Testing

/// Seeded mutation fuzzing of the two parsers users feed by hand: whatever the
/// input, a parser returns a value or an error with a position — never a
/// crash, never a hang. The seed is fixed so a failure replays; raise
/// `STRANGLER_FUZZ_ITERATIONS` to search longer.
@Suite("Parser fuzzing")
struct ParserFuzzTests {
  static let iterations = Int(Environment.value("STRANGLER_FUZZ_ITERATIONS") ?? "") ?? 2000

  static let scenarioSeed = """
    scenario "Accept an offer"
    size 80x24
    start login
    type "Email" "dasher@example.com"
    type "Password" "pass\\u{1F600}word\\n"
    tap "Sign in"
    wait 2s
    expect text "Offers"
    select "Pizza Planet"
    key shift-tab
    flip offers declarative
    fault accounts.fetch slow 500ms
    snapshot "after accept"  # done
    """

  static let flagsSeed = """
    {
      "login": "declarative",
      "home": { "front": "legacy" },
      "offers": { "rollout": { "percent": 25, "front": "declarative", "group": "offers" } },
      "accounts": { "killed": true }
    }
    """

  /// Pieces a mutation may splice in: syntax that parsers special-case, and hostile text.
  static let fragments: [String] = [
    "\"", "\\", "\\u{", "\\u{110000}", "}", "{", "[", "]", ":", ",", "#", "\n", "\r\n", "\t", "\u{0}", "\u{1B}[2J",
    "\u{202E}", "寿司", "👩‍👩‍👧", "e\u{301}", "-1", "1e999", "99999999999999999999", "0x10", "true", "null",
    "legacy", "declarative", "rollout", "percent", "killed", "front", "group", "expect", "wait", "size", "ms",
  ]

  static func mutate(_ text: String, using random: inout SeededGenerator) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !characters.isEmpty && position < characters.count:
        let length = min(Int.random(in: 1...8, using: &random), characters.count - position)
        characters.removeSubrange(position..<position + length)
      case 1:
        characters.insert(contentsOf: fragments.randomElement(using: &random)!, at: position)
      case 2 where !characters.isEmpty && position < characters.count:
        let length = min(Int.random(in: 1...12, using: &random), characters.count - position)
        characters.insert(contentsOf: characters[position..<position + length], at: position)
      case 3:
        characters.insert(Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &random))), at: position)
      default:
        if !characters.isEmpty, position < characters.count {
          characters[position] = Character(Unicode.Scalar(UInt8.random(in: 32...126, using: &random)))
        }
      }
    }
    return String(characters)
  }

  @Test func scenarioParserAlwaysAnswersWithAValueOrAPositionedError() {
    var random = SeededGenerator(seed: 0x5CE7)
    var errors = 0
    for _ in 0..<Self.iterations {
      let input = Self.mutate(Self.scenarioSeed, using: &random)
      do {
        _ = try ScenarioParser.parse(input, file: "fuzz.scenario", vocabulary: SampleApp.vocabulary)
      } catch {
        errors += 1
        let message = error.description
        #expect(message.hasPrefix("fuzz.scenario:"), "\(message)\n--- input ---\n\(input)")
        #expect(message.contains(": error: "), "\(message)")
        #expect(!message.contains("\u{1B}"), "an error message must not carry raw escape codes")
      }
    }
    #expect(errors > Self.iterations / 10, "the mutations should break the input often")
  }

  @Test func flagsParserAlwaysAnswersWithAValueOrAPositionedError() {
    var random = SeededGenerator(seed: 0xF1A6)
    var errors = 0
    let modules = ModuleID.allCases.map(\.rawValue)
    for _ in 0..<Self.iterations {
      let input = Self.mutate(Self.flagsSeed, using: &random)
      do {
        _ = try FlagsFile.parse(input, path: "fuzz.json", knownModules: modules)
      } catch {
        errors += 1
        let message = error.description
        let parts = message.split(separator: ":", maxSplits: 3)
        #expect(parts.count == 4 && parts[0] == "fuzz.json", "\(message)\n--- input ---\n\(input)")
        #expect(Int(parts[1]) ?? 0 >= 1 && Int(parts[2]) ?? 0 >= 1, "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 }, "raw control characters in \(message)")
      }
    }
    #expect(errors > Self.iterations / 10)
  }
}

/// Reads the process environment without Foundation.
enum Environment {
  static func value(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
