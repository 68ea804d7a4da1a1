import Foundation
import TestSupport

@testable import StranglerCommands
@testable import strangler

/// What the CLI tests share: temporary input files and a run of the command
/// dispatcher against an in-memory console.
enum CLITestSupport {
  /// Three taps on the tap counter, then the count the backend returned: the CLI tests' usual scenario.
  static let threeTaps = """
    scenario "Three taps"
    size 50x8
    start tapCounter
    tap "Tap Me"
    tap "Tap Me"
    tap "Tap Me"
    wait 2s
    expect text "You pressed the button 3 time(s)"
    """

  /// Writes `text` to a fresh temporary `.scenario` file and returns its path.
  static func scenarioFile(_ text: String) throws -> String {
    let url = Scratch.folder.appendingPathComponent("strangler-\(UUID().uuidString).scenario")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Runs `strangler ARGUMENTS` with `environment`; `terminal` makes both outputs look like a terminal.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
    workingDirectory: String = Scratch.folder.path
  ) -> (ExitCode, BufferConsole) {
    let console = BufferConsole()
    console.isTerminal = terminal
    console.isErrorTerminal = terminal
    let code = StranglerCLI(console: console, environment: environment, workingDirectory: workingDirectory)
      .run(arguments)
    return (code, console)
  }
}
