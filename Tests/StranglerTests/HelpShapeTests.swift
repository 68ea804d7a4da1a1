import Foundation
import Migration
import SampleMigration
import Testing

@testable import StranglerCommands
@testable import strangler

/// Help in swift-argument-parser's shape, generated from the commands'
/// declarations and wrapped to the width; errors that start with the
/// program's name, a position only where there is a file.
@Suite("Help and errors in swift-argument-parser's shape")
struct HelpShapeTests {
  private func run(_ arguments: [String], environment: [String: String] = [:]) -> (ExitCode, BufferConsole) {
    CLITestSupport.run(arguments, environment: environment)
  }

  /// The section headings of a help text, in order.
  private func headings(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:"].first { line.hasPrefix($0) }
    }
  }

  @Test func theOverviewHasTheSectionsOneShortUsageLinePerCommandAndAFinalNewline() {
    let (code, console) = run(["--help"])
    #expect(code == .success)
    let help = console.stdout
    #expect(headings(help) == ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:"])
    #expect(help.hasSuffix(".\n"))
    #expect(
      help.contains(
        """
        USAGE: strangler [<options>]
               strangler run FILE… [<options>]
               strangler ab [FILE…] [<options>]
               strangler ab merge REPORT.json… [<options>]
               strangler status [FILE…] [<options>]
               strangler flags [<options>]
               strangler experiment FILE [<options>]
               strangler experiment merge PART.json… [<options>]
               strangler bench [<options>]
               strangler preview [MODULE] [<options>]
               strangler help [COMMAND]

        """))
    // Every command is a subcommand, described by its summary.
    for command in Usage.commands where !command.name.isEmpty && !command.name.contains(" ") {
      #expect(help.contains("\n  \(command.name)" + String(repeating: " ", count: 24 - command.name.count)))
    }
    #expect(help.contains("  See 'strangler help <subcommand>' for detailed help.\n"))
    #expect(run(["help"]).1.stdout == help)
    #expect(run(["-h"]).1.stdout == help)
  }

  @Test(arguments: [80, 60, 100, 132])
  func everyLineFitsTheWidth(columns: Int) {
    let environment = ["COLUMNS": String(columns)]
    var texts = [run(["--help"], environment: environment).1.stdout]
    for command in Usage.commands where !command.name.isEmpty {
      texts.append(
        run(command.name.split(separator: " ").map(String.init) + ["--help"], environment: environment).1.stdout)
    }
    for text in texts {
      for line in text.split(separator: "\n") {
        // A single word longer than the width (a long option synopsis) is the only excuse.
        #expect(line.count <= columns || !line.trimmingCharacters(in: .whitespaces).contains(" "), "\(line)")
      }
      #expect(text.hasSuffix("\n"))
    }
    // The terminal's width counts when COLUMNS is not set; COLUMNS wins when it is.
    let console = BufferConsole()
    console.columns = 50
    #expect(Help.width(environment: [:], console: console) == 50)
    #expect(Help.width(environment: ["COLUMNS": "90"], console: console) == 90)
    #expect(Help.width(environment: ["COLUMNS": "wide"], console: BufferConsole()) == 80)
  }

  @Test func aCommandsHelpHasItsArgumentsOptionsAndSubcommands() {
    let run = self.run(["run", "--help"]).1.stdout
    #expect(headings(run) == ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"])
    #expect(
      run.hasPrefix("OVERVIEW: Replay scenarios in virtual time and print their frames.\n\nUSAGE: strangler run FILE… ")
    )
    #expect(run.contains("\nARGUMENTS:\n  FILE…                   the .scenario files to replay, in order\n"))
    // The usage wraps under itself.
    #expect(run.contains("\n                     [--shell legacy|declarative]"))
    #expect(run.contains("\n  -h, --help              Show help information (also `strangler help run`).\n"))
    let ab = self.run(["help", "ab"]).1.stdout
    #expect(headings(ab) == ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:"])
    #expect(ab.contains("\nSUBCOMMANDS:\n  merge                   Merge `strangler ab --json` reports"))
    #expect(ab == self.run(["ab", "--help"]).1.stdout)
  }

  @Test func helpIsGeneratedFromTheDeclarationsSoANewCommandAppears() {
    let extra = CommandSpec(
      name: "greet", positional: "NAME", summary: "Say hello.",
      options: [OptionSpec(name: "--loud", kind: .flag, help: "in capitals")],
      arguments: [ArgumentSpec(name: "NAME", help: "whom to greet")])
    let overview = Help.overview(
      program: "demo", summary: "demo: a demo.", root: nil, commands: [Usage.flags, extra], discussion: "", width: 80)
    #expect(overview.contains("\n       demo greet NAME [<options>]\n"))
    #expect(overview.contains("\n  greet                   Say hello.\n"))
    let help = extra.offered(by: "demo").help(width: 80, among: [extra])
    #expect(
      help == """
        OVERVIEW: Say hello.

        USAGE: demo greet NAME [--loud]

        ARGUMENTS:
          NAME                    whom to greet

        OPTIONS:
          --loud                  in capitals
          -h, --help              Show help information (also `demo help greet`).
          --version               Show the version.

        """)
  }

  @Test func anAppsCommandLineHasTheSameShape() {
    let console = BufferConsole()
    let line = AppCommandLine(program: "sample", app: SampleApp(fronts: .bridged), console: console, environment: [:])
    #expect(line.run(["--help"]) == .success)
    #expect(headings(console.stdout) == ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:"])
    // The program alone is the live app, any app's: its options come first.
    #expect(
      console.stdout.contains(
        "USAGE: sample [<options>]\n       sample run FILE… [<options>]\n       sample ab [FILE…] [<options>]\n"))
    let mistake = BufferConsole()
    #expect(
      AppCommandLine(program: "sample", app: SampleApp(fronts: .bridged), console: mistake, environment: [:]).run(["rn"]
      )
        == .badInput)
    #expect(mistake.stderr == "sample: error: unknown command 'rn'. Did you mean 'run'? See 'sample --help'.\n")
    let helpOf = BufferConsole()
    _ = AppCommandLine(program: "sample", app: SampleApp(fronts: .bridged), console: helpOf, environment: [:])
      .run(["help", "ab", "merge"])
    let viaFlag = BufferConsole()
    _ = AppCommandLine(program: "sample", app: SampleApp(fronts: .bridged), console: viaFlag, environment: [:])
      .run(["ab", "merge", "--help"])
    #expect(helpOf.stdout == viaFlag.stdout)
    #expect(helpOf.stdout.contains("USAGE: sample ab merge REPORT.json…"))
  }

  @Test(arguments: [
    ["rn"], ["help", "rnu"], ["run"], ["run", "x.scenario", "--frame"],
    ["run", "x.scenario", "--front", "declaritive"],
    ["run", "x.scenario", "--flag", "ofers=declarative"], ["run", "x.scenario", "--shell", "sideways"],
    ["ab", "--compare", "frames"], ["ab", "--today", "tomorrow"], ["ab", "--shard", "9/2"],
    ["ab", "--rules", "none.json"],
    ["ab", "merge"], ["flags", "extra"], ["status", "--jsno"], ["bench", "extra"], ["ab", "--json", "--markdown"],
  ])
  func everyErrorWithoutAFileStartsWithTheProgramAndIsOneLine(arguments: [String]) {
    let (code, console) = run(arguments)
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix("strangler: error: "), "\(console.stderr)")
    #expect(console.stderr.split(separator: "\n").count == 1, "\(console.stderr)")
    #expect(!console.stderr.contains(":1:1:"))
  }

  @Test func badValuesNameTheValidOnesAndTheClosest() {
    #expect(
      run(["ab", "--compare", "frame,semantcs"]).1.stderr
        == "strangler: error: unknown level 'semantcs' for --compare (valid: frame, semantics, effects). "
        + "Did you mean 'semantics'?\n")
    #expect(
      run(["run", "x.scenario", "--front", "declaritive"]).1.stderr
        == "strangler: error: unknown front 'declaritive' for --front (valid: legacy, declarative). "
        + "Did you mean 'declarative'?\n")
  }
}
