import Foundation

/// Why scenario files could not be loaded: a file that cannot be read, or
/// the first positioned parse error (`counter.scenario:7:6: error: unknown step 'tapp'; …`).
public struct ScenarioLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `file: error: …` or `file:line:column: error: …`, terminal-safe.
  public var description: String
  /// The parse error, when the file was read but is not a valid scenario.
  public var parseError: ScenarioParseError?

  /// An error saying `description`.
  public init(description: String, parseError: ScenarioParseError? = nil) {
    self.description = description
    self.parseError = parseError
  }
}

/// Reading `.scenario` files and folders for an app: each file is read with
/// a bound (``maximumSize``), must be UTF-8, and is parsed with the app's
/// vocabulary (its modules and fault operations), so a name the app does
/// not have is a positioned error. What `strangler run` and `strangler ab`
/// read their files with, and what tests load a folder of scenarios with.
///
/// ```swift
/// let scenarios = try ScenarioFiles.loadFolder("Tests/GreeterTests/Scenarios", for: GreeterApp())
/// let one = try ScenarioFiles.load("Scenarios/tap-counter.scenario", for: app)
/// ```
public enum ScenarioFiles {
  /// The largest scenario file read (a 10,000-step scenario is well under 1 MiB).
  public static let maximumSize = 64 << 20

  /// The file at `path`, parsed with `vocabulary`. `name` is the file's name
  /// in the scenario (``Scenario/file``) and in every message; by default
  /// the path, made terminal-safe.
  public static func load(_ path: String, vocabulary: ScenarioVocabulary, name: String? = nil) throws(ScenarioLoadError)
    -> Scenario
  {
    let shown = name ?? path.terminalSafe
    let bytes: [UInt8]
    switch InputFile.load(path, limit: maximumSize) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let reason)):
      throw ScenarioLoadError(description: "\(shown): error: cannot read the file: \(reason)")
    case .failure(.tooLarge(let limit)):
      throw ScenarioLoadError(description: "\(shown): error: the file is larger than \(InputFile.size(limit))")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ScenarioLoadError(description: "\(shown):1:1: error: the file is not valid UTF-8")
    }
    do throws(ScenarioParseError) {
      return try ScenarioParser.parse(text, file: shown, vocabulary: vocabulary)
    } catch {
      throw ScenarioLoadError(description: error.description, parseError: error)
    }
  }

  /// The file at `path`, parsed with `app`'s vocabulary; see ``load(_:vocabulary:name:)``.
  public static func load(_ path: String, for app: some MigratableApp, name: String? = nil) throws(ScenarioLoadError)
    -> Scenario
  {
    try load(path, vocabulary: app.vocabulary, name: name)
  }

  /// Every file of `paths`, in order; the first error stops the load.
  public static func load(_ paths: [String], for app: some MigratableApp) throws(ScenarioLoadError) -> [Scenario] {
    try load(paths, vocabulary: app.vocabulary)
  }

  /// Every file of `paths`, in order, parsed with `vocabulary`; the first error stops the load.
  public static func load(_ paths: [String], vocabulary: ScenarioVocabulary) throws(ScenarioLoadError) -> [Scenario] {
    var scenarios: [Scenario] = []
    for path in paths { scenarios.append(try load(path, vocabulary: vocabulary)) }
    return scenarios
  }

  /// Every `.scenario` file directly in `directory`, sorted by file name,
  /// parsed with `app`'s vocabulary. Each is named `name/FILE` (`name` is
  /// `directory` unless given), so a test's report names `Scenarios/counter.scenario`
  /// wherever the checkout is. A folder with no scenario file is an error:
  /// a parameterised test over it would pass by testing nothing.
  public static func loadFolder(_ directory: String, for app: some MigratableApp, name: String? = nil)
    throws(ScenarioLoadError) -> [Scenario]
  {
    let shown = name ?? directory.terminalSafe
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw ScenarioLoadError(description: "\(shown): error: cannot read the folder")
    }
    let files = entries.filter { $0.hasSuffix(".scenario") }.sorted()
    guard !files.isEmpty else {
      throw ScenarioLoadError(description: "\(shown): error: the folder has no .scenario file")
    }
    var scenarios: [Scenario] = []
    for file in files {
      scenarios.append(
        try load(directory + "/" + file, vocabulary: app.vocabulary, name: shown + "/" + file.terminalSafe))
    }
    return scenarios
  }
}
