import Migration
import Testing
import TextSurface

@Suite struct ExperimentFileTests {
  @Test func aMistakeIsReportedAtItsLineAndColumn() {
    let text = "{\n  \"name\": \"x\",\n  \"speed\": 1\n}"
    #expect(throws: ExperimentFileError.self) {
      try ExperimentFile.parse(text, path: "offers.experiment.json", flags: ["offers"], tasks: ["acceptOffer"])
    }
    do {
      _ = try ExperimentFile.parse(text, path: "offers.experiment.json", flags: ["offers"], tasks: ["acceptOffer"])
    } catch {
      #expect(error.description.hasPrefix("offers.experiment.json:3:3: error: unknown key \"speed\""))
    }
  }

  @Test func quotedTextAndThePathCannotDriveTheTerminal() {
    // JSON escapes put an ESC and a CSI into the key; the rest are raw.
    let text = "{\"\\u001b[2J\\u009b\u{2028}\u{200E}\u{061C}\u{202E}\": 1}"
    do {
      _ = try ExperimentFile.parse(text, path: "evil\u{1B}]0;x\u{7}.json", flags: ["offers"], tasks: ["acceptOffer"])
      Issue.record("a file with an unknown key was accepted")
    } catch {
      let shown = error.description
      #expect(!shown.unicodeScalars.contains(where: TerminalSafety.needsReplacement))
      #expect(shown.hasPrefix("evil␛]0;x␇.json:1:2: error: unknown key"))
    }
  }
}
