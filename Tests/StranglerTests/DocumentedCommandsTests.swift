import Foundation
import TestSupport
import Testing

/// One `strangler …` command shown in the documentation, with the exit code
/// and (in a `console` block) the output the documentation says it has.
///
/// The convention, documented for writers in `docs/README.md`:
/// - ```` ```console ````: a line starting `$ ` is a command; the lines after
///   it, up to the next `$ ` line or the end of the block, are what it prints
///   (its standard output, then its standard error), compared exactly. A line
///   that is only `…` stands for any number of lines; a `…` inside a line for
///   any text on that line.
/// - ```` ```sh ````, ```` ```bash ````, ```` ```shell ````: every line that
///   calls `strangler` is run too; its output is not shown, so only its exit
///   code is checked. Other lines (`swift test`, `scripts/…`) are not run.
/// - A trailing `# exit N` comment on a command says it exits N (default 0).
/// - A block is one session: a command runs after the block's earlier
///   `strangler` commands, in the same directory, so it can read their files.
/// - ```` ```interactive ````: the live app on a terminal, which a test cannot
///   drive; each line must be `strangler` with options only (no command). It
///   is run without a terminal, where it checks its options and then exits 2
///   saying it needs a terminal: so the options shown are the app's.
///
/// Every command runs from a copy of the repository root (its entries linked,
/// so files a command writes stay in the copy; a local `strangler.flags.json`
/// is left out) through `/bin/sh`, with the
/// built executables first on `PATH` (`swift run [-c release]` dropped),
/// `NO_COLOR=1`, and `STRANGLER_FLAGS` and `COLUMNS` unset.
struct DocumentedCommand: Sendable, CustomTestStringConvertible {
  /// The Markdown file, relative to the repository root.
  let file: String
  /// The command's line in `file` (1-based).
  let line: Int
  /// The command as the reader types it.
  let command: String
  /// The lines shown after it in a `console` block; nil when none are shown.
  let output: [String]?
  /// The exit code the documentation implies.
  let exitCode: Int32
  /// The `strangler` commands before it in the same block, run first in the
  /// same directory (their output unchecked): a block is one session, so a
  /// command may read what an earlier one wrote.
  var before: [String] = []
  /// Whether it is the live app (an `interactive` block): run without a
  /// terminal, it must parse its options and only then say it needs one.
  var interactive = false

  var testDescription: String { "\(file):\(line): \(command)" }
}

/// Finds the commands the documentation shows, and the blocks that break the
/// convention of ``DocumentedCommand``.
enum DocumentedCommands {
  /// The repository root: the nearest directory above this file with a `Package.swift`.
  static let root: URL = {
    var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root = root.deletingLastPathComponent()
    }
    return root
  }()

  /// The Markdown a reader reads: the README, the architecture, `docs/` and every DocC catalog.
  static let files: [String] = {
    var files = ["README.md", "ARCHITECTURE.md"].filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
    for directory in ["docs", "Sources"] {
      guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(directory).path) else {
        continue
      }
      for case let path as String in walker where path.hasSuffix(".md") {
        if directory == "Sources" && !path.contains(".docc/") { continue }
        files.append("\(directory)/\(path)")
      }
    }
    return files.sorted()
  }()

  /// Every documented command, and every problem with the blocks, of every file.
  static let scanned: (commands: [DocumentedCommand], problems: [String]) = {
    var commands: [DocumentedCommand] = []
    var problems: [String] = []
    for file in files {
      let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      let result = scan(text, file: file)
      commands += result.commands
      problems += result.problems
    }
    return (commands, problems)
  }()

  static var all: [DocumentedCommand] { scanned.commands }

  private static let shellLanguages: Set<String> = ["sh", "bash", "shell", "zsh"]

  /// The commands and problems of one Markdown text.
  static func scan(_ text: String, file: String) -> (commands: [DocumentedCommand], problems: [String]) {
    var commands: [DocumentedCommand] = []
    var problems: [String] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let opening = lines[index]
      let indentation = opening.prefix { $0 == " " }.count
      let trimmed = opening.dropFirst(indentation)
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      let start = index + 1
      var end = start
      while end < lines.count && lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
      if end == lines.count { problems.append("\(file):\(index + 1): a code block that never ends") }
      // The block's lines, without the fence's indentation, numbered as in the file.
      let body = (start..<min(end, lines.count)).map { number in
        (number + 1, String(lines[number].dropFirst(min(indentation, lines[number].prefix { $0 == " " }.count))))
      }
      index = end + 1
      switch language {
      case "console":
        var current: (line: Int, command: String, output: [String])?
        var session: [String] = []
        func finish() {
          guard let done = current else { return }
          var output = done.output
          while output.last == "" { output.removeLast() }
          commands.append(
            DocumentedCommand(
              file: file, line: done.line, command: done.command, output: output, exitCode: exitCode(of: done.command),
              before: session))
          session.append(done.command)
          current = nil
        }
        for (number, line) in body {
          if line.hasPrefix("$ ") {
            finish()
            let command = String(line.dropFirst(2))
            if invocation(command) == nil {
              problems.append("\(file):\(number): a console block's command must call strangler: \(command)")
            }
            current = (number, command, [])
          } else if current != nil {
            current?.output.append(line)
          } else if !line.isEmpty {
            problems.append("\(file):\(number): output before any `$ ` command in a console block")
          }
        }
        finish()
      case _ where shellLanguages.contains(language):
        var session: [String] = []
        for (number, line) in body {
          let command = line.trimmingCharacters(in: .whitespaces)
          if invocation(command) != nil {
            commands.append(
              DocumentedCommand(
                file: file, line: number, command: command, output: nil, exitCode: exitCode(of: command),
                before: session))
            session.append(command)
          } else if mentionsStrangler(command) {
            problems.append(
              "\(file):\(number): a shell line calls strangler in a way the docs test cannot run: \(command)")
          }
        }
      case "interactive":
        for (number, line) in body {
          let command = line.trimmingCharacters(in: .whitespaces)
          if command.isEmpty || command.hasPrefix("#") { continue }
          guard let arguments = invocation(command), arguments.first.map({ $0.hasPrefix("-") }) ?? true,
            !command.contains("strangler-")
          else {
            problems.append(
              "\(file):\(number): an interactive block shows only the live app (strangler [OPTIONS]): \(command)")
            continue
          }
          commands.append(
            DocumentedCommand(
              file: file, line: number, command: command, output: nil, exitCode: 2, interactive: true))
        }
      default:
        continue
      }
    }
    return (commands, problems)
  }

  /// The arguments after the executable when `command` calls `strangler`,
  /// `strangler-legacy` or `strangler-declarative` (after optional `NAME=value`
  /// assignments and `swift run [-c release]`); nil otherwise.
  static func invocation(_ command: String) -> [String]? {
    var words = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    while let first = words.first, first.range(of: "^[A-Z_][A-Z0-9_]*=", options: .regularExpression) != nil {
      // A quoted value may hold spaces: skip to the word that closes it.
      if first.contains("=\"") && !first.hasSuffix("\"") {
        guard let close = words.firstIndex(where: { $0 != first && $0.hasSuffix("\"") }) else { return nil }
        words.removeFirst(close + 1)
      } else {
        words.removeFirst()
      }
    }
    if words.starts(with: ["swift", "run", "-c", "release"]) {
      words.removeFirst(4)
    } else if words.starts(with: ["swift", "run"]) {
      words.removeFirst(2)
    }
    guard let executable = words.first, ["strangler", "strangler-legacy", "strangler-declarative"].contains(executable)
    else { return nil }
    return Array(words.dropFirst())
  }

  /// Whether `line` names the executable anywhere (a form ``invocation(_:)`` might not accept).
  static func mentionsStrangler(_ line: String) -> Bool {
    line.range(of: #"(^|[\s;&|($])strangler(-legacy|-declarative)?(\s|$)"#, options: .regularExpression) != nil
      && !line.hasPrefix("#")
  }

  /// The `# exit N` at the end of `command`, or 0.
  static func exitCode(of command: String) -> Int32 {
    guard let range = command.range(of: #"#\s*exit [0-9]+\s*$"#, options: .regularExpression) else { return 0 }
    return Int32(command[range].filter(\.isNumber)) ?? 0
  }

  /// Whether `actual` matches the documented `expected` lines: exactly, except
  /// that a line `…` matches any number of lines and a `…` inside a line any text.
  static func matches(_ actual: [String], _ expected: [String]) -> Bool {
    // matched[i][j]: actual[i...] matches expected[j...].
    var matched = Array(repeating: Array(repeating: false, count: expected.count + 1), count: actual.count + 1)
    matched[actual.count][expected.count] = true
    for i in stride(from: actual.count, through: 0, by: -1) {
      for j in stride(from: expected.count - 1, through: 0, by: -1) {
        if expected[j] == "…" {
          matched[i][j] = matched[i][j + 1] || (i < actual.count && matched[i + 1][j])
        } else {
          matched[i][j] = i < actual.count && lineMatches(actual[i], expected[j]) && matched[i + 1][j + 1]
        }
      }
    }
    return matched[0][0]
  }

  private static func lineMatches(_ actual: String, _ expected: String) -> Bool {
    guard expected.contains("…") else { return actual == expected }
    if actual == expected { return true }
    let pattern =
      "^"
      + expected.components(separatedBy: "…").map { NSRegularExpression.escapedPattern(for: $0) }.joined(
        separator: ".*")
      + "$"
    return actual.range(of: pattern, options: .regularExpression) != nil
  }
}

// One command at a time, as a precaution: each case starts shells through Foundation's
// `Process`, and the whole suite crashed twice with heap corruption under heavy load
// while these cases launched processes from many threads at once. Serialized, it costs
// about eight seconds.
@Suite("Documented commands", .serialized)
struct DocumentedCommandsTests {
  @Test func theBlocksFollowTheConvention() {
    #expect(DocumentedCommands.files.contains("README.md"))
    #expect(
      DocumentedCommands.scanned.problems.isEmpty, "\(DocumentedCommands.scanned.problems.joined(separator: "\n"))")
    #expect(DocumentedCommands.all.contains { $0.file == "README.md" && $0.output != nil }, "the README shows output")
  }

  @Test func theConventionReadsConsoleShellAndInteractiveBlocks() {
    let text = """
      ```console
      $ strangler flags --flag offers=declarative   # exit 0
      MODULE  FRONT
      …

      $ STRANGLER_FLAGS="a=b c" swift run strangler run x.scenario # exit 2
      ```
        ```sh
        swift test
        swift run -c release strangler-declarative run y.scenario
        ```
      ```interactive
      strangler --front declarative
      strangler run z.scenario
      ```
      """
    let (commands, problems) = DocumentedCommands.scan(text, file: "x.md")
    #expect(commands.map(\.line) == [2, 6, 10, 13])
    #expect(commands.map(\.exitCode) == [0, 2, 0, 2])
    #expect(commands.map(\.interactive) == [false, false, false, true])
    #expect(commands[0].output == ["MODULE  FRONT", "…"])
    #expect(commands[1].output == [])
    #expect(commands[2].output == nil)
    #expect(commands[1].before == [commands[0].command], "a block is one session")
    #expect(commands[2].before.isEmpty)
    #expect(
      problems == [
        "x.md:14: an interactive block shows only the live app (strangler [OPTIONS]): strangler run z.scenario"
      ])
  }

  /// The docs send no reader outside the repository: every Markdown link is
  /// relative and leads to a file that exists (DocC's own `<doc:…>` and
  /// symbol links are checked by `scripts/build-docs.sh`).
  @Test func everyLinkLeadsToAFileInTheRepository() throws {
    let link = try Regex(#"\]\(([^)\s]+)\)"#)
    var broken: [String] = []
    for file in DocumentedCommands.files {
      let url = DocumentedCommands.root.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(of: link) {
        guard let target = match.output[1].substring.map(String.init), !target.hasPrefix("#") else { continue }
        if target.contains("://") || target.hasPrefix("mailto:") {
          broken.append("\(file): \(target) leads outside the repository")
          continue
        }
        let path = String(target.prefix { $0 != "#" })
        let resolved = url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
        if !FileManager.default.fileExists(atPath: resolved) { broken.append("\(file): \(target) does not exist") }
      }
    }
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  /// A path the docs name in code (`` `Sources/CoreRuntime/Reactive/` ``)
  /// is where a reader will look: every such path into the repository's
  /// folders exists. A placeholder in capitals (`Sources/LegacyScreens/NAME/`)
  /// or a pattern (`*`, `…`) stands for paths and is not looked up.
  @Test func everyPathNamedInCodeExists() throws {
    let named = try Regex(#"`((?:Sources|Tests|Scenarios|docs|scripts|Examples)/[^`\s]*)`"#)
    let placeholder = try Regex(#"/[A-Z][A-Z_]+(/|$)"#)
    var missing: [String] = []
    for file in DocumentedCommands.files {
      let text = try String(contentsOf: DocumentedCommands.root.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: named) {
        guard let path = match.output[1].substring.map(String.init) else { continue }
        if path.contains(where: { "*…<>{}".contains($0) }) || path.firstMatch(of: placeholder) != nil { continue }
        let onDisk = String(path.prefix { $0 != ":" })
        if !FileManager.default.fileExists(atPath: DocumentedCommands.root.appendingPathComponent(onDisk).path) {
          missing.append("\(file): `\(path)` does not exist")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  /// A changed line of output fails; an elision stands for lines, or text within a line.
  @Test func outputIsComparedExactlyBesideTheElisions() {
    let output = ["a", "b", "c", "shadow total: 3 compared, +1.5 ms"]
    #expect(DocumentedCommands.matches(output, output))
    #expect(DocumentedCommands.matches(output, ["a", "…", "shadow total: 3 compared, +… ms"]))
    #expect(DocumentedCommands.matches(output, ["…", "b", "…"]))
    #expect(!DocumentedCommands.matches(output, ["a", "b", "C", "shadow total: 3 compared, +1.5 ms"]))
    #expect(!DocumentedCommands.matches(output, ["a", "b", "c"]))
    #expect(!DocumentedCommands.matches(output, ["a", "…", "shadow total: 4 compared, +… ms"]))
  }

  @Test(
    .enabled(if: PseudoTerminal.binary != nil, "build the binary first: swift build"),
    // Instrumented processes started one at a time, at the end of the sanitizer pass with a core idle;
    // the races the experiment's threads could have are looked for in-process, beside other tests.
    .skippedUnderSanitizer("each command in its own process, one at a time; the plain pass runs them"),
    arguments: DocumentedCommands.all)
  func theCommandDoesWhatTheDocsSay(_ documented: DocumentedCommand) throws {
    let run = try DocumentedCommandRun(documented.command, after: documented.before)
    if documented.interactive {
      let printed = run.output.joined(separator: "\n")
      #expect(run.status == 2, "the live app without a terminal exits 2; it printed:\n\(printed)")
      #expect(
        run.output.contains { $0.hasPrefix("strangler: the interactive app needs a terminal") }
          && !run.output.contains { $0.contains("error:") },
        "the live app's options do not parse; it printed:\n\(printed)")
      return
    }
    #expect(
      run.status == documented.exitCode,
      "exit \(run.status), documented \(documented.exitCode); it printed:\n\(run.output.joined(separator: "\n"))")
    if let expected = documented.output {
      let matches = DocumentedCommands.matches(run.output, expected)
      #expect(
        matches,
        """
        the output differs from the documentation's (\(documented.file):\(documented.line)); it printed:
        \(run.output.joined(separator: "\n"))
        """)
    }
  }
}

/// One documented command run through `/bin/sh` against the built executables,
/// from a scratch copy of the repository root (see ``DocumentedCommand``).
struct DocumentedCommandRun {
  let status: Int32
  /// Standard output, then standard error, as lines (without trailing empty lines).
  let output: [String]

  init(_ command: String, after earlier: [String] = []) throws {
    let files = FileManager.default
    let binary = try #require(PseudoTerminal.binary)
    let scratch = files.temporaryDirectory.appendingPathComponent("strangler-docs-\(UUID().uuidString)")
    let bin = scratch.appendingPathComponent(".bin")
    try files.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: scratch) }
    for entry in try files.contentsOfDirectory(atPath: DocumentedCommands.root.path)
    where ![".build", ".git", ".swiftpm", "strangler.flags.json"].contains(entry) {
      try files.createSymbolicLink(
        at: scratch.appendingPathComponent(entry),
        withDestinationURL: DocumentedCommands.root.appendingPathComponent(entry))
    }
    let built = URL(fileURLWithPath: binary).deletingLastPathComponent()
    for name in ["strangler", "strangler-legacy", "strangler-declarative"] {
      try files.createSymbolicLink(
        at: bin.appendingPathComponent(name), withDestinationURL: built.appendingPathComponent(name))
    }
    // The earlier commands of the block first, their output discarded, then this one.
    let line = (earlier.map { "(\n\($0)\n) >/dev/null 2>&1" } + [command]).joined(separator: "\n")
      .replacingOccurrences(of: #"swift run (-c release )?(strangler)"#, with: "$2", options: .regularExpression)

    var environment = ProcessInfo.processInfo.environment
    environment["STRANGLER_FLAGS"] = nil
    // Help is wrapped to $COLUMNS when it is set: the docs show it at 80, as without a terminal.
    environment["COLUMNS"] = nil
    environment["NO_COLOR"] = "1"
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let stdoutURL = scratch.appendingPathComponent(".stdout")
    let stderrURL = scratch.appendingPathComponent(".stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = scratch
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    try stdout.close()
    try stderr.close()
    status = process.terminationStatus
    output = try [stdoutURL, stderrURL].flatMap { url in
      var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      while lines.last == "" { lines.removeLast() }
      return lines
    }
  }
}
