import Foundation
import Migration

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

  /// What to say when `--grep` and `--shard` left nothing of `total`
  /// scenarios: running nothing is a failure (exit 1), as test runners
  /// treat "no tests found", so a typo in a pattern cannot pass CI.
  func nothingSelected(of total: Int, program: String) -> String {
    var by: [String] = []
    if let pattern = selection.pattern { by.append("--grep \(Echo.quoted(pattern))") }
    if let shard = selection.shard { by.append("--shard \(shard)") }
    let what = total == 0 ? "no scenario to run" : "no scenario of \(total) matches \(by.joined(separator: " and "))"
    return "\(program): error: \(what); nothing was run\n"
  }

  /// `NAME  FILE`, one line per scenario, aligned.
  static func listing(_ scenarios: [Scenario]) -> String {
    guard !scenarios.isEmpty else { return "" }
    return ABTableRenderer.table(scenarios.map { [Echo.text($0.name), Echo.text($0.file)] })
  }
}

/// The scenario files a command was given, loaded with the app's vocabulary
/// (``ScenarioFiles``); each path is echoed safely and bounded in the
/// scenario and in every message.
enum CommandScenarios {
  /// Loads every file; the first error as a diagnostic usage error.
  static func load(_ paths: [String], vocabulary: ScenarioVocabulary) -> Result<[Scenario], UsageError> {
    var scenarios: [Scenario] = []
    for path in paths {
      do throws(ScenarioLoadError) {
        scenarios.append(try ScenarioFiles.load(path, vocabulary: vocabulary, name: Echo.text(path)))
      } catch {
        return .failure(UsageError(message: error.description, isDiagnostic: true))
      }
    }
    return .success(scenarios)
  }
}

/// How a failure is told on stderr when its frame is already on stdout, or
/// not shown at all: its first line only, so each frame is printed once.
public enum FailureText {
  /// `file:4: error: expect text "Goodbye": expected the screen to show "Goodbye"`.
  public static func headline(_ description: String) -> String {
    var first = String(description.prefix { $0 != "\n" })
    for ending in ["; it shows:", ":"] where first.hasSuffix(ending) {
      first.removeLast(ending.count)
      break
    }
    return first
  }
}
