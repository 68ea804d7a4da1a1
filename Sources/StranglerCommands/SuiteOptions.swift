import Foundation
import Migration
import SampleMigration

/// The runner options `run` and `ab` share: `--list`, `--grep`, `--shard`
/// and `--junit`, read from the command's own option table.
struct SuiteOptions {
  /// `--list`: print the selection and exit.
  var list: Bool
  /// `--grep` and `--shard`.
  var selection: ScenarioSelection
  /// `--junit OUT`.
  var junit: String?

  /// Reads the options (which the command's table must list).
  init(_ arguments: inout Arguments) throws(UsageError) {
    list = arguments.flag("--list")
    junit = arguments.spec.option("--junit") == nil ? nil : try arguments.value("--junit")
    let grep = try arguments.value("--grep")
    let shard = try arguments.value("--shard")
    do throws(ScenarioSelection.Failure) {
      selection = try ScenarioSelection(grep: grep, shard: shard)
    } catch {
      throw UsageError(message: Echo.text(error.description))
    }
  }

  /// `NAME  FILE`, one line per scenario, aligned.
  static func listing(_ scenarios: [Scenario]) -> String {
    guard !scenarios.isEmpty else { return "" }
    return ABTableRenderer.table(scenarios.map { [Echo.text($0.name), Echo.text($0.file)] })
  }
}

/// Reading scenario files, with the same error format as parse errors.
enum ScenarioFiles {
  /// The largest scenario file read (a 10,000-step scenario is well under 1 MiB).
  static let maximumSize = 64 << 20

  enum Loaded {
    case success(Scenario)
    case failure(String)
  }

  static func load(_ path: String) -> Loaded {
    // The path as echoed in every message about this file: escaped and bounded.
    let shown = Echo.text(path)
    let bytes: [UInt8]
    switch InputFile.load(path, limit: maximumSize) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let reason)): return .failure("\(shown): error: cannot read the file: \(reason)")
    case .failure(.tooLarge(let limit)):
      return .failure("\(shown): error: the file is larger than \(InputFile.size(limit))")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure("\(shown):1:1: error: the file is not valid UTF-8")
    }
    do throws(ScenarioParseError) {
      return .success(try ScenarioParser.parse(text, file: shown))
    } catch {
      return .failure(error.description)
    }
  }

  /// Loads every file; the first error message, if any.
  static func loadAll(_ paths: [String]) -> Result<[Scenario], UsageError> {
    var scenarios: [Scenario] = []
    for path in paths {
      switch load(path) {
      case .success(let scenario): scenarios.append(scenario)
      case .failure(let message): return .failure(UsageError(message: message, isDiagnostic: true))
      }
    }
    return .success(scenarios)
  }
}

/// How a failure is told on stderr when its frame is already on stdout: its
/// first line only, so each frame is printed once.
enum FailureText {
  /// `file:4: error: expect text "Goodbye": expected the screen to show "Goodbye"`.
  static func headline(_ description: String) -> String {
    var first = String(description.prefix { $0 != "\n" })
    for ending in ["; it shows:", ":"] where first.hasSuffix(ending) {
      first.removeLast(ending.count)
      break
    }
    return first
  }
}
