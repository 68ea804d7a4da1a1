import Foundation
import Testing

@testable import StranglerCommands

/// Text from outside — files, arguments, the environment, scenario text,
/// reports being merged — planted with every kind of control a terminal
/// obeys, then every output of every command scanned: nothing hostile
/// reaches stdout, stderr or a written report raw.
@Suite("Hostile text reaches no output raw")
struct HostileTextTests {
  /// A clipboard write (OSC 52), a screen clear, an 8-bit CSI, NEL, bidi
  /// override and isolate, line and paragraph separators, a bare CR, NUL, BEL.
  static let hostile = "h\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J\u{9B}31m\u{85}\u{202E}\u{2066}\u{2028}\u{2029}\r\u{0}x"
  /// The same, as a scenario file writes it (escapes).
  static var escaped: String {
    hostile.unicodeScalars.map { scalar in
      (0x20...0x7E).contains(scalar.value) && scalar != "\"" && scalar != "\\"
        ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
  }
  /// The same, as JSON writes it.
  static var jsonEscaped: String {
    hostile.unicodeScalars.map { scalar in
      (0x20...0x7E).contains(scalar.value) && scalar != "\"" && scalar != "\\"
        ? String(scalar) : String(format: "\\u%04x", scalar.value)
    }.joined()
  }

  /// What no output may hold: raw controls, C1, bidi controls, separators, a CR not ending a line.
  static func leaks(_ text: String) -> [String] {
    var found: [String] = []
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      let bad =
        (value < 0x20 && scalar != "\n" && scalar != "\t"
          && !(scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"))
        || value == 0x7F || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
      if bad {
        let context = String(String.UnicodeScalarView(scalars[max(0, index - 20)..<min(scalars.count, index + 5)]))
        found.append("U+\(String(value, radix: 16, uppercase: true)) near \(context.debugDescription)")
      }
    }
    return found
  }

  /// A project directory with hostile files: a scenario, a flags file and a rules file.
  private func project() throws -> String {
    let directory = try ShadowAndRecordCommandTests.temporaryDirectory()
    let scenario = """
      scenario "Evil \(Self.escaped)"
      size 50x8
      start tapCounter
      tap "Tap Me"
      wait 1s
      snapshot "shot \(Self.escaped)"
      expect text "\(Self.escaped)"
      """
    try scenario.write(toFile: directory + "/evil.scenario", atomically: true, encoding: .utf8)
    // The same without its failing expectation: commands that print every step of a passing run.
    try scenario.split(separator: "\n").dropLast().joined(separator: "\n").write(
      toFile: directory + "/evil-passing.scenario", atomically: true, encoding: .utf8)
    try "scenario \"Fine\"\nsize 50x8\nstart tapCounter\ntap \"Tap Me\"\nwait 1s\n".write(
      toFile: directory + "/fine.scenario", atomically: true, encoding: .utf8)
    try "{\"tapCounter\": {\"reason\": \"\(Self.jsonEscaped)\", \"compare\": [\"semantics\"]}}".write(
      toFile: directory + "/strangler.parity.json", atomically: true, encoding: .utf8)
    try "{\"home\": {\"rollout\": {\"percent\": 50, \"front\": \"declarative\", \"group\": \"\(Self.jsonEscaped)\"}}}"
      .write(toFile: directory + "/rollout.json", atomically: true, encoding: .utf8)
    try "{\"login\": \"\(Self.jsonEscaped)\"}".write(
      toFile: directory + "/strangler.flags.json", atomically: true, encoding: .utf8)
    let experiment = """
      {"name": "\(Self.jsonEscaped)", "flag": "tapCounter", "control": "legacy", "treatment": "declarative",
       "users": 2, "days": 1, "seed": 1, "population": {"tasks": {"tapCounter": 1}},
       "metrics": {"primary": "success", "guardrails": ["bytes"]}}
      """
    try experiment.write(toFile: directory + "/evil.experiment.json", atomically: true, encoding: .utf8)
    try "{\"name\": \"x\", \"flag\": \"\(Self.jsonEscaped)\"}".write(
      toFile: directory + "/bad.experiment.json", atomically: true, encoding: .utf8)
    return directory
  }

  @Test func everyCommandAndFormatKeepsHostileTextInert() throws {
    let directory = try project()
    let h = Self.hostile
    let evil = directory + "/evil.scenario"
    let fine = directory + "/fine.scenario"
    let rollout = directory + "/rollout.json"
    let passing = directory + "/evil-passing.scenario"
    // Its hostile step is printed in every step's row, so the table must come out.
    let (timed, _) = CLITestSupport.run(["bench", "--steps", passing, "--rounds", "1"], workingDirectory: directory)
    #expect(timed == .success)
    func output(_ name: String) -> String { directory + "/" + name }
    let invocations: [[String]] = [
      ["run", evil], ["run", evil, "--frames"], ["run", evil, "--json"], ["run", evil, "--junit", output("run.xml")],
      ["run", evil, "--shadow"], ["ab", evil, fine], ["ab", evil, fine, "--markdown"], ["ab", evil, fine, "--json"],
      ["ab", evil, fine, "--html", output("ab.html"), "--junit", output("ab.xml")],
      ["status"], ["status", evil], ["status", evil, "--json"],
      ["flags"], ["flags", "--flags-file", rollout], ["flags", "--flags-file", rollout, "--json"],
      ["run", evil, "--today", h], ["ab", evil, "--compare", h], ["run", evil, "--grep", h],
      ["run", evil, "--front", h], ["run", evil, "--flag", h + "=legacy"], ["run", h],
      ["--start", h], [h], ["help", h], ["ab", "merge", h], ["preview", h], ["flags", "--user", h],
      ["experiment", output("evil.experiment.json")], ["experiment", output("evil.experiment.json"), "--markdown"],
      ["experiment", output("evil.experiment.json"), "--json"], ["experiment", output("bad.experiment.json")],
      ["experiment", output("evil.experiment.json"), "--html", output("experiment.html")],
      ["experiment", output("evil.experiment.json"), "--users", h], ["experiment", h], ["experiment", "merge", h],
      ["bench", "--steps", evil, "--rounds", "1"], ["bench", "--steps", passing, "--rounds", "1"],
      ["bench", "--steps", passing, "--rounds", "1", "--json"], ["bench", "--steps", h],
    ]
    var leaks: [String] = []
    for arguments in invocations {
      for environment in [[:], ["STRANGLER_FLAGS": h + "=declarative"]] {
        let (_, console) = CLITestSupport.run(arguments, environment: environment, workingDirectory: directory)
        for (stream, text) in [("stdout", console.stdout), ("stderr", console.stderr)] {
          leaks += Self.leaks(text).map { "\(arguments) \(stream): \($0)" }
        }
      }
    }
    // The written reports, and a merge of the JSON report.
    let (_, json) = CLITestSupport.run(["ab", evil, fine, "--json"], workingDirectory: directory)
    try json.stdout.write(toFile: output("shard.json"), atomically: true, encoding: .utf8)
    let (_, merged) = CLITestSupport.run(
      [
        "ab", "merge", output("shard.json"), "--markdown", "--html", output("merged.html"), "--junit",
        output("merged.xml"),
      ],
      workingDirectory: directory)
    leaks += Self.leaks(merged.stdout + merged.stderr).map { "merge: \($0)" }
    for file in ["run.xml", "ab.html", "ab.xml", "merged.html", "merged.xml", "experiment.html"] {
      let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
      leaks += Self.leaks(text).map { "\(file): \($0)" }
    }
    #expect(leaks.isEmpty, "\(leaks.prefix(20).joined(separator: "\n"))")
  }

  @Test func onATerminalOnlyStylesPass() {
    let safe = ConsoleText.safe("\u{1B}[31mred\u{1B}[0m " + Self.hostile, styled: true)
    #expect(safe.hasPrefix("\u{1B}[31mred\u{1B}[0m h␛]52;c;SGVsbG8=␇␛[2J"))
    #expect(safe.unicodeScalars.filter { $0 == "\u{1B}" }.count == 2)
    #expect(Self.leaks(ConsoleText.safe(Self.hostile, styled: false)).isEmpty)
  }
}
