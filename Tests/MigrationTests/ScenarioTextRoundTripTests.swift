import CoreRuntime
import Migration
import SampleMigration
import Testing
import TextSurface

/// Whatever text a recording or a shadow mismatch writes, the parser reads
/// back exactly: the writer and the parser agree on every Unicode string.
@Suite("Scenario text round trip")
struct ScenarioTextRoundTripTests {
  /// Pieces chosen to break a parser that reads by `Character`: marks that
  /// join the character before them (so `"` + U+0301 is one `Character`),
  /// joiners and selectors, quotes, backslashes, controls, bidi controls,
  /// line and paragraph separators, wide and astral characters.
  private static let pieces: [String] = [
    "\"", "\\", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{20E3}", "a", "Z", " ", "\t", "\n", "\r", "\r\n", "\u{0}",
    "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{2028}", "\u{2029}", "#", "{", "}", "u",
    "é", "e\u{301}", "注", "👩‍💻", "🇫🇷", "1️⃣", "\u{FEFF}", "\u{AD}", "\u{E000}", "\u{10FFFD}", "ｶﾞ",
  ]

  private func roundTrip(_ text: String) throws -> String? {
    let written = ScenarioWriter.text(
      name: text, size: Size(width: 80, height: 24), actions: [.start("login"), .type(label: text, text: text)])
    let scenario = try ScenarioParser.parse(written, file: "round-trip.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.name == text)
    guard case .type(let label, let typed)? = scenario.steps.last?.action else { return nil }
    #expect(label == text)
    return typed
  }

  @Test(arguments: 0..<400 as Range<UInt64>)
  func randomTextParsesBackToItself(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
      .joined()
    #expect(try roundTrip(text) == text, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test(arguments: [
    "\u{301}starts with a combining mark", "\"\u{301}", "\\\u{301}", "\"\u{200D}\"", "\\\u{FE0F}",
    "ends with a quote\"",
    "\\\"", "\u{200D}", "\u{FE0F}\"",
  ])
  func theCasesThatBrokeItParseBack(_ text: String) throws {
    #expect(try roundTrip(text) == text)
  }

  @Test func errorsStillPointAtTheCharacterAnEditorShows() {
    // "é" is two scalars here; the column counts it once.
    let text = "scenario \"x\"\nstart login\ntype \"e\u{301}\" \"bad \\q\"\n"
    #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parse(text, file: "bad.scenario", vocabulary: SampleApp.vocabulary)
    }
    do {
      _ = try ScenarioParser.parse(text, file: "bad.scenario", vocabulary: SampleApp.vocabulary)
    } catch {
      #expect(error.description.hasPrefix("bad.scenario:3:15: error: unknown escape '\\q'"), "\(error)")
    }
  }
}

extension ScenarioTextRoundTripTests {
  @Test func aByteOrderMarkIsSkippedAsInEveryOtherFile() throws {
    let text = "\u{FEFF}scenario \"With a BOM\"\nstart login\n"
    let scenario = try ScenarioParser.parse(text, file: "bom.scenario", vocabulary: SampleApp.vocabulary)
    #expect(scenario.name == "With a BOM")
  }

  @Test func anInvisibleCharacterInAStepIsShownInTheError() {
    let text = "scenario \"x\"\nstart login\n\u{200B}tap \"Sign in\"\n"
    #expect {
      try ScenarioParser.parse(text, file: "zw.scenario", vocabulary: SampleApp.vocabulary)
    } throws: { error in
      "\(error)".contains("unknown step '\\u{200B}tap'")
    }
  }

  @Test func aSecondScenarioLineIsAnError() {
    let text = "scenario \"one\"\nscenario \"two\"\nstart login\n"
    #expect {
      try ScenarioParser.parse(text, file: "two.scenario", vocabulary: SampleApp.vocabulary)
    } throws: { error in
      "\(error)".hasPrefix(
        "two.scenario:2:1: error: a second 'scenario' line; a file holds one scenario, named on line 1")
    }
  }
}

extension ScenarioTextRoundTripTests {
  @Test func aMegabyteWordIsEchoedCutToAReadableLength() {
    let word = String(repeating: "x", count: 1 << 20)
    let text = "scenario \"x\"\nstart login\n" + word + "\n"
    #expect {
      try ScenarioParser.parse(text, file: "long.scenario", vocabulary: SampleApp.vocabulary)
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("long.scenario:3:1: error: unknown step '" + String(repeating: "x", count: 60) + "…'")
        && message.count < 400
    }
  }
}
