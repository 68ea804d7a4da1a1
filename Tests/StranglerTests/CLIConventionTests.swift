import Foundation
import Migration
import SampleMigration
import TestSupport
import Testing

@testable import StranglerCommands
@testable import strangler

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The conventions users bring from swift-argument-parser tools: help,
/// version, suggestions, usage from one table, errors that are errors.
@Suite("strangler CLI conventions")
struct CLIConventionTests {
  private func run(
    _ arguments: [String], environment: [String: String] = [:], in directory: String? = nil
  ) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(
      arguments, environment: environment,
      workingDirectory: directory ?? Scratch.folder.path)
  }

  private let threeTaps = CLITestSupport.threeTaps

  private func directory() throws -> String {
    try Scratch.newFolder("cli").path
  }

  @Test(arguments: Usage.commands.filter { !$0.name.isEmpty }.map(\.name))
  func everyCommandHasItsOwnHelp(_ name: String) {
    let words = name.split(separator: " ").map(String.init)
    let (code, viaFlag) = run(words + ["--help"])
    #expect(code == .success)
    #expect(viaFlag.stderr.isEmpty)
    let spec = Usage.command(named: name)!
    #expect(viaFlag.stdout == spec.help)
    #expect(viaFlag.stdout.contains("\nUSAGE: strangler \(name) "))
    #expect(run(words + ["-h"]).1.stdout == spec.help)
    #expect(run(["help"] + words).1.stdout == spec.help)
    #expect(run(["help"] + words).0 == .success)
    // The usage comes from the table the parser reads: every option is in it and in OPTIONS.
    let options = "\n" + (viaFlag.stdout.components(separatedBy: "\nOPTIONS:\n").last ?? "")
    for option in spec.options {
      #expect(spec.usage.contains(option.name), "\(option.name) in \(spec.usage)")
      #expect(options.contains("\n  \(option.synopsis)"), "\(option.name) in OPTIONS")
    }
    #expect(Usage.overview.contains("\n       \(Help.short(spec, program: "strangler"))\n"))
  }

  @Test func statusUsageShowsTheOptionsItAccepts() throws {
    #expect(Usage.overview.contains("\n       strangler status [FILE…] [<options>]\n"))
    #expect(Usage.status.usage.contains("--flags-file F"))
    let (code, console) = run(["status", "--flags-file", "/dev/null/nothing", "--help"])
    #expect(code == .success)
    #expect(console.stdout.contains("--flags-file"))
  }

  @Test func versionEverywhere() {
    for arguments in [["--version"], ["run", "--version"], ["ab", "merge", "--version"]] {
      let (code, console) = run(arguments)
      #expect(code == .success)
      #expect(console.stdout == "strangler \(Usage.version)\n")
    }
  }

  @Test func unknownOptionsAndCommandsSuggestTheClosest() throws {
    let file = try CLITestSupport.scenarioFile(threeTaps)
    let (code, console) = run(["run", file, "--frame"])
    #expect(code == .badInput)
    #expect(
      console.stderr
        == "strangler: error: unknown option '--frame'. Did you mean '--frames'? See 'strangler run --help'.\n")
    #expect(run(["ab", "--mtarix"]).1.stderr.contains(". Did you mean '--matrix'?"))
    #expect(run(["status", "--jsno"]).1.stderr.contains(". Did you mean '--json'?"))
    let (commandCode, command) = run(["falgs"])
    #expect(commandCode == .badInput)
    // One line: the suggestion and where the help is, not the whole help.
    #expect(
      command.stderr == "strangler: error: unknown command 'falgs'. Did you mean 'flags'? See 'strangler --help'.\n")
    #expect(
      run(["rn"]).1.stderr == "strangler: error: unknown command 'rn'. Did you mean 'run'? See 'strangler --help'.\n")
    #expect(run(["help", "rnu"]).1.stderr.contains(". Did you mean 'run'?"))
    #expect(run(["help", "rnu"]).0 == .badInput)
    // Nothing close: no suggestion.
    #expect(!run(["run", file, "--zzzzzzzz"]).1.stderr.contains("Did you mean"))
    #expect(run(["zzzzzzzz"]).1.stderr == "strangler: error: unknown command 'zzzzzzzz'. See 'strangler --help'.\n")
  }

  @Test func echoedInputIsEscapedAndBounded() throws {
    let hostile = "--\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 10_000)
    let (code, console) = run(["run", "x.scenario", hostile])
    #expect(code == .badInput)
    #expect(!console.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(console.stderr.count < 1_000)
    let path = Scratch.folder.path + "/no-\u{1B}[31mred.scenario"
    let (_, missing) = run(["run", path])
    #expect(!missing.stderr.contains("\u{1B}"))
    #expect(missing.stderr.contains("no-␛[31mred.scenario: error: cannot read the file"))
  }

  @Test func aHugeFlagsFileFailsInBoundedMemory() throws {
    let folder = try directory()
    let path = folder + "/big.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 50 << 20)  // 50 MB, sparse
    try handle.close()
    let (code, console) = run(["flags", "--flags-file", path])
    #expect(code == .badInput)
    #expect(console.stderr.contains("error: the file is larger than 1 MiB"))
    // A device never ends: bounded too.
    #expect(run(["flags", "--flags-file", "/dev/zero"]).1.stderr.contains("larger than 1 MiB"))
  }

  @Test func aHugeRulesFileFailsInBoundedMemoryWithItsPosition() throws {
    let folder = try directory()
    let path = folder + "/rules.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 50 << 20)  // 50 MB, sparse
    try handle.close()
    let (code, console) = run(["ab", "--rules", path])
    #expect(code == .badInput)
    #expect(console.stderr.contains("rules.json:1:1: error: the file is larger than 1 MiB"), "\(console.stderr)")
    #expect(run(["ab", "--rules", "/dev/zero"]).1.stderr.contains("larger than 1 MiB"))
  }

  @Test func runJSONIsAlwaysAnArrayAndRunEndsWithASummary() throws {
    let file = try CLITestSupport.scenarioFile(threeTaps)
    let (code, one) = run(["run", file, "--json"])
    #expect(code == .success)
    #expect(one.stdout.hasPrefix("[\n  {\n    \"scenario\": \"Three taps\""))
    #expect(one.stderr == "1 passed, 0 failed\n")
    let failing = try CLITestSupport.scenarioFile("scenario \"Fails\"\nstart tapCounter\nexpect text \"Goodbye\"\n")
    let (failed, two) = run(["run", file, failing])
    #expect(failed == .failure)
    #expect(two.stdout.hasSuffix("\n1 passed, 1 failed\n"))
  }

  @Test func aFailurePrintsItsFrameOnce() throws {
    let file = try CLITestSupport.scenarioFile(
      "scenario \"Fails\"\nsize 30x6\nstart tapCounter\nexpect text \"Goodbye\"\n")
    let (code, run) = run(["run", file])
    #expect(code == .failure)
    let everything = run.stdout + run.stderr
    #expect(everything.components(separatedBy: "Hello Mr. SwiftUI").count == 2, "\(everything)")
    #expect(run.stderr.hasPrefix("\(file):4: error: expect text \"Goodbye\": expected the screen to show \"Goodbye\""))
    let (abCode, ab) = self.run(["ab", file])
    #expect(abCode == .failure)
    let abText = ab.stdout + ab.stderr
    #expect(abText.components(separatedBy: "Hello Mr. SwiftUI").count == 2, "\(abText)")
    #expect(!abText.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "(legacy)" })
    #expect(ab.stdout.contains("FAILED \(file):4: error: expect text \"Goodbye\": "))
  }

  @Test func anOutputErrorIsAnError() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let errorsPath = Scratch.folder.path + "/strangler-err-\(UUID().uuidString)"
    let errors = open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(errors >= 0)
    let file = try CLITestSupport.scenarioFile(threeTaps)
    let code = StranglerCLI(console: StandardConsole(output: full, error: errors), environment: [:])
      .run(["ab", file, "--json"])
    close(errors)
    #expect(code == .failure)
    let message = try String(contentsOfFile: errorsPath, encoding: .utf8)
    #expect(message.contains("strangler: error: cannot write the output: No space left on device"))
  }

  @Test func reportFilesAreWrittenAtomicallyAndNeverReplaceSpecialFiles() throws {
    let folder = try directory()
    let file = try CLITestSupport.scenarioFile(threeTaps)
    // A directory, a FIFO and a device are refused, and left as they were.
    try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
    #expect(mkfifo(folder + "/fifo", 0o600) == 0)
    for (target, kind) in [("dir", "a directory"), ("fifo", "a FIFO"), ("/dev/null", "a device")] {
      for option in ["--html", "--junit"] {
        let (code, console) = run(["ab", file, option, target], in: folder)
        #expect(code == .badInput, "\(option) \(target)")
        #expect(console.stderr.contains("'\(target)' is \(kind)"), "\(console.stderr)")
      }
    }
    var info = stat()
    #expect(lstat(folder + "/fifo", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    // A symbolic link keeps pointing where it did; its target gets the report.
    try "old".write(toFile: folder + "/real.html", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.html", withDestinationPath: "real.html")
    #expect(run(["ab", file, "--html", "link.html"], in: folder).0 == .success)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.html") == "real.html")
    #expect(try String(contentsOfFile: folder + "/real.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    // No temporary file is left behind.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".strangler-") }
    #expect(left.isEmpty)
  }
}
