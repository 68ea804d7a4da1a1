import BridgedFronts
import FeatureFlags
import Migration
import SampleMigration
import Testing
import TextSurface

/// Hostile text typed into the app must never reach the terminal raw, and both
/// fronts must show it the same harmless way.
@Suite("Terminal safety")
struct TerminalSafetyTests {
  /// ESC + CSI (clear screen), OSC (set title) ended by BEL, NUL, a C1 control, a bidi override.
  static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{7}\u{0}x\u{9B}31m\u{202E}evil"

  private func run(_ front: Front) throws -> (ScenarioRun, [UInt8]) {
    let scenario = try ScenarioParser.parse(
      """
      size 60x10
      start login
      type "Email" "\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\\u{0}x\\u{9B}31m\\u{202E}evil"
      """, file: "hostile.scenario", vocabulary: SampleApp.vocabulary)
    let output = RecordingOutput()
    let run = ScenarioRunner(fronts: .bridged, output: output).run(
      scenario, flags: FlagConfiguration(commandLineAll: front))
    return (run, output.bytes)
  }

  @Test func hostileTextIsShownAsVisibleSymbolsAndIdenticallyInBothFronts() throws {
    let (legacy, _) = try run(.legacy)
    let (declarative, _) = try run(.declarative)
    #expect(legacy.failure == nil)
    #expect(legacy.records.map(\.frame) == declarative.records.map(\.frame))
    #expect(legacy.records.map(\.accessibility) == declarative.records.map(\.accessibility))
    let field = try #require(legacy.finalFrame?.lines.first { $0.contains("Email") })
    #expect(field.contains("␛]0;pwned␇␀x�31m�evil"))  // the field shows the end of the text, where the cursor is
  }

  @Test(arguments: Front.allCases)
  func noControlSequenceFromTheInputReachesTheTerminal(front: Front) throws {
    let (_, bytes) = try run(front)
    let text = String(decoding: bytes, as: UTF8.self)
    // The encoder's own sequences are CSI with digits, `;`, `?` and a final letter; none of the
    // input's survive: no OSC, no BEL, no NUL, no C1 control, no bidi override, no clear-screen from the input.
    #expect(!text.contains("\u{1B}]"))
    #expect(!bytes.contains(0x07))
    #expect(!bytes.contains(0x00))
    #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("pwned\u{7}"))
  }
}
