import Migration

/// The scenario suite shipped inside the binary: every flow of the sample app,
/// run by `strangler ab` and `strangler status` when no file is given, and by
/// the project's own parity tests.
///
/// The texts are the files of `Scenarios/`, embedded by
/// `scripts/embed-scenarios.sh` (see `BuiltInScenarios.swift`); a test checks
/// that the copies equal the files. To add a scenario, add its `.scenario`
/// file to `Scenarios/` and run the script.
///
/// ```swift
/// for scenario in BuiltInSuite.scenarios() { … }
/// ```
public enum BuiltInSuite {
  /// The file names of the suite (`sign-in.scenario`, …), in run order.
  public static var names: [String] { files.map(\.name) }

  /// The text of the file `name`, as shipped; nil if the suite has no such file.
  public static func text(of name: String) -> String? {
    files.first { $0.name == name }?.text
  }

  /// Every scenario, parsed; each names its file as `Scenarios/NAME`.
  ///
  /// The embedded texts are checked by tests, so a parse error here is a bug
  /// in the build, not in the user's input: it stops the program with the
  /// parser's positioned message.
  public static func scenarios() -> [Scenario] {
    files.map { file in scenario(named: file.name)! }
  }

  /// The scenario in file `name`, parsed; nil if the suite has no such file.
  public static func scenario(named name: String) -> Scenario? {
    guard let text = text(of: name) else { return nil }
    do {
      return try ScenarioParser.parse(text, file: "Scenarios/\(name)", vocabulary: SampleApp.vocabulary)
    } catch {
      fatalError("the built-in scenario \(error)")
    }
  }

  /// The project's own parity rules (`strangler.parity.json` at the root of
  /// the checkout, embedded like the scenarios): the settings screen's
  /// allowance and the redesigned home screen. A test checks the copy equals
  /// the file.
  public static func parityRules() -> ParityRules { embeddedRules }

  /// The embedded rules, parsed once; a parse error is a bug in the build (tests check the file).
  private static let embeddedRules: ParityRules = {
    do {
      return try ParityRules.parse(
        parityRulesText, path: ParityRules.defaultName, knownModules: SampleApp.vocabulary.modules.map(\.rawValue))
    } catch {
      fatalError("the built-in parity rules: \(error)")
    }
  }()
}
