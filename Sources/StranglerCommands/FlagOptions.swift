import FeatureFlags
import Foundation
import Migration

/// Reads the flag sources the CLI owns — the flags file, `STRANGLER_FLAGS`,
/// `--front` and `--flag` — into a `FlagConfiguration`. Parsing itself lives
/// in FeatureFlags; this is only the glue between arguments, files and errors.
public struct FlagOptions {
  /// What to do with a flags file that does not parse.
  public enum BadFilePolicy {
    /// `strangler flags`: the file is the subject, so a mistake is an error (exit 2).
    case fail
    /// `strangler run` and the interactive app: warn, ignore the file, run on the other sources.
    case warnAndIgnore
  }

  /// Builds the configuration from the flags file, the environment and the
  /// command line; `knownModules` are the ids a flag may name (the app's
  /// modules, components and shell: `MigratableApp.flagIDs`).
  public static func configuration(
    arguments: inout Arguments, environment: [String: String], workingDirectory: String, knownModules: [String],
    badFile: BadFilePolicy, console: Console, warned: (FlagsError) -> Void = { _ in }
  ) throws(UsageError) -> FlagConfiguration {
    var configuration = FlagConfiguration()
    let typed = try CommandLineFlags(arguments: &arguments)
    let explicitPath = try arguments.value("--flags-file")
    if let value = environment["STRANGLER_FLAGS"] {
      try checkAssignments(value, origin: "STRANGLER_FLAGS", knownModules: knownModules)
      for (module, front) in (try? FlagAssignments.parse(value, origin: "STRANGLER_FLAGS", knownModules: knownModules))
        ?? []
      {
        configuration.environment[module] = front
      }
    }
    try typed.apply(to: &configuration, knownModules: knownModules)
    switch load(explicitPath: explicitPath, workingDirectory: workingDirectory, knownModules: knownModules) {
    case .none: break
    case .loaded(let file): configuration.file = file
    case .unreadable(let message): throw UsageError(message: message, isDiagnostic: true)
    case .invalid(let error):
      switch badFile {
      case .fail: throw UsageError(message: error.description, isDiagnostic: true)
      case .warnAndIgnore:
        console.err(warning(error) + "\n")
        warned(error)
      }
    }
    // Rollouts a guardian stopped stay stopped: `strangler.experiments.json`.
    switch ExperimentLedgerFile.load(workingDirectory: workingDirectory, flags: knownModules) {
    case .success(let ledger): configuration.guardian = ledger?.guardianStops ?? [:]
    case .failure(let error):
      switch badFile {
      case .fail: throw error
      case .warnAndIgnore: console.err(error.message.replacing(": error: ", with: ": warning: ") + "\n")
      }
    }
    return configuration
  }

  /// The fronts chosen on the command line alone (`--front`, `--shell`,
  /// `--flag`), or nil when none is typed: no flags file, no environment.
  /// `strangler bench --steps` times the configuration they name, whatever a
  /// file in the directory says.
  public static func commandLineConfiguration(arguments: inout Arguments, knownModules: [String]) throws(UsageError)
    -> FlagConfiguration?
  {
    let typed = try CommandLineFlags(arguments: &arguments)
    guard typed.front != nil || typed.shell != nil || !typed.pairs.isEmpty else { return nil }
    var configuration = FlagConfiguration()
    try typed.apply(to: &configuration, knownModules: knownModules)
    return configuration
  }

  /// `--front`, `--shell` and `--flag` as typed, checked only when applied.
  private struct CommandLineFlags {
    var front: String?
    var shell: String?
    var pairs: [String]

    init(arguments: inout Arguments) throws(UsageError) {
      front = try arguments.value("--front")
      shell = try arguments.value("--shell")
      pairs = try arguments.values("--flag")
    }

    /// Sets the command line's fronts in `configuration`. Values typed on the
    /// command line have no file to point into: a bad one is named with the
    /// valid ones and the closest of them.
    func apply(to configuration: inout FlagConfiguration, knownModules: [String]) throws(UsageError) {
      let fronts = Front.allCases.map(\.rawValue)
      if let front {
        guard let parsed = Front(rawValue: front) else {
          throw UsageError.badValue(front, kind: "front", for: "--front", valid: fronts)
        }
        configuration.commandLineAll = parsed
      }
      if let shell {
        guard let parsed = Front(rawValue: shell) else {
          throw UsageError.badValue(shell, kind: "front", for: "--shell", valid: fronts)
        }
        configuration.commandLine[FlagModule.shellID] = parsed
      }
      for pair in pairs {
        try FlagOptions.checkAssignments(pair, origin: "--flag", knownModules: knownModules)
        for (module, front) in (try? FlagAssignments.parse(pair, origin: "--flag", knownModules: knownModules)) ?? [] {
          configuration.commandLine[module] = front
        }
      }
    }
  }

  /// Checks comma-separated `module=front` pairs (`--flag`, `STRANGLER_FLAGS`)
  /// as `FlagAssignments` reads them, naming a bad module or front with the
  /// valid ones and the closest.
  static func checkAssignments(_ text: String, origin: String, knownModules: [String]) throws(UsageError) {
    for item in text.split(separator: ",") {
      let pair = item.trimmingCharacters(in: .whitespaces)
      guard !pair.isEmpty else { continue }
      guard let equals = pair.firstIndex(of: "=") else {
        var error = UsageError(message: "expected module=front in \(origin), found \(Echo.quoted(pair))")
        error.pointsToHelp = origin == "--flag"
        throw error
      }
      let module = pair[..<equals].trimmingCharacters(in: .whitespaces)
      let front = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard knownModules.contains(module) else {
        throw UsageError.badValue(module, kind: "module", for: origin, valid: knownModules)
      }
      guard Front(rawValue: front) != nil else {
        throw UsageError.badValue(
          front, kind: "front", for: "\(origin) \(module)=…", valid: Front.allCases.map(\.rawValue))
      }
    }
  }

  /// The same text as the error, as a warning that says what happens next.
  public static func warning(_ error: FlagsError) -> String {
    "\(error.origin):\(error.position): warning: \(error.message) (ignoring the flags file; running on defaults)"
  }

  /// The same warning, short enough for the interactive app's status line.
  public static func notice(_ error: FlagsError) -> String {
    let file = error.origin.split(separator: "/").last.map(String.init) ?? error.origin
    return "⚠ flags file ignored: \(file):\(error.position): \(error.message)"
  }

  /// What reading the flags file gave.
  public enum Loaded {
    /// No `--flags-file` and no `strangler.flags.json` in the working directory.
    case none
    case loaded(FlagsFile)
    /// `--flags-file` named a file that cannot be read.
    case unreadable(String)
    case invalid(FlagsError)
  }

  /// The largest flags file read: far more than any real configuration, small
  /// enough that a wrong file (a log, `/dev/zero`) fails at once in bounded memory.
  public static let maximumFileSize = 1 << 20

  /// Reads `explicitPath`, or `strangler.flags.json` in `workingDirectory` if
  /// present. Only reads: the user's file is never rewritten.
  public static func load(explicitPath: String?, workingDirectory: String, knownModules: [String]) -> Loaded {
    let path: String
    let fullPath: String
    if let explicitPath {
      path = Echo.text(explicitPath)
      fullPath = explicitPath.hasPrefix("/") ? explicitPath : workingDirectory + "/" + explicitPath
    } else {
      path = FlagsFile.defaultName
      fullPath = workingDirectory + "/" + FlagsFile.defaultName
      guard FileManager.default.fileExists(atPath: fullPath) else { return .none }
    }
    let bytes: [UInt8]
    switch InputFile.load(fullPath, limit: maximumFileSize) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let reason)):
      return .unreadable("\(path): error: cannot read the flags file: \(reason)")
    case .failure(.tooLarge(let limit)):
      return .invalid(
        FlagsError(
          origin: path, position: SourcePosition(line: 1, column: 1),
          message: "the file is larger than \(InputFile.size(limit)); a flags file is a few lines of JSON"))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .invalid(
        FlagsError(origin: path, position: SourcePosition(line: 1, column: 1), message: "the file is not valid UTF-8"))
    }
    do throws(FlagsError) {
      return .loaded(try FlagsFile.parse(text, path: path, knownModules: knownModules))
    } catch {
      return .invalid(error)
    }
  }
}
