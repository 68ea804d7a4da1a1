import App
import AppCore
import FeatureFlags
import Foundation

/// Reads the flag sources the CLI owns — the flags file, `STRANGLER_FLAGS`,
/// `--front` and `--flag` — into a `FlagConfiguration`. Parsing itself lives
/// in FeatureFlags; this is only the glue between arguments, files and errors.
struct FlagOptions {
  /// What to do with a flags file that does not parse.
  enum BadFilePolicy {
    /// `strangler flags`: the file is the subject, so a mistake is an error (exit 2).
    case fail
    /// `strangler run` and the interactive app: warn, ignore the file, run on the other sources.
    case warnAndIgnore
  }

  /// Every module id and the shell's, the vocabulary of flags.
  static var knownModules: [String] { ModuleID.allCases.map(\.rawValue) + [AppFronts.shellID] }

  /// Builds the configuration from the flags file, the environment and the command line.
  static func configuration(
    arguments: inout Arguments, environment: [String: String], workingDirectory: String,
    badFile: BadFilePolicy, console: Console
  ) throws(UsageError) -> FlagConfiguration {
    var configuration = FlagConfiguration()
    let frontAll = try arguments.value("--front")
    let shell = try arguments.value("--shell")
    let pairs = try arguments.values("--flag")
    let explicitPath = try arguments.value("--flags-file")
    do throws(FlagsError) {
      if let value = environment["STRANGLER_FLAGS"] {
        for (module, front) in try FlagAssignments.parse(value, origin: "STRANGLER_FLAGS", knownModules: knownModules) {
          configuration.environment[module] = front
        }
      }
      if let front = frontAll {
        guard let parsed = Front(rawValue: front) else {
          throw FlagsError(
            origin: "--front", position: SourcePosition(line: 1, column: 1),
            message: "unknown front \"\(front)\"; expected legacy|declarative")
        }
        configuration.commandLineAll = parsed
      }
      if let shell {
        guard let parsed = Front(rawValue: shell) else {
          throw FlagsError(
            origin: "--shell", position: SourcePosition(line: 1, column: 1),
            message: "unknown shell \"\(shell)\"; expected legacy|declarative")
        }
        configuration.commandLine[AppFronts.shellID] = parsed
      }
      for pair in pairs {
        for (module, front) in try FlagAssignments.parse(pair, origin: "--flag", knownModules: knownModules) {
          configuration.commandLine[module] = front
        }
      }
    } catch {
      throw UsageError(message: error.description, isDiagnostic: true)
    }
    switch load(explicitPath: explicitPath, workingDirectory: workingDirectory) {
    case .none: break
    case .loaded(let file): configuration.file = file
    case .unreadable(let message): throw UsageError(message: message, isDiagnostic: true)
    case .invalid(let error):
      switch badFile {
      case .fail: throw UsageError(message: error.description, isDiagnostic: true)
      case .warnAndIgnore:
        console.err(warning(error) + "\n")
      }
    }
    return configuration
  }

  /// The same text as the error, as a warning that says what happens next.
  static func warning(_ error: FlagsError) -> String {
    "\(error.origin):\(error.position): warning: \(error.message) (ignoring the flags file; running on defaults)"
  }

  /// What reading the flags file gave.
  enum Loaded {
    /// No `--flags-file` and no `strangler.flags.json` in the working directory.
    case none
    case loaded(FlagsFile)
    /// `--flags-file` named a file that cannot be read.
    case unreadable(String)
    case invalid(FlagsError)
  }

  /// Reads `explicitPath`, or `strangler.flags.json` in `workingDirectory` if
  /// present. Only reads: the user's file is never rewritten.
  static func load(explicitPath: String?, workingDirectory: String) -> Loaded {
    let path: String
    let fullPath: String
    if let explicitPath {
      path = explicitPath
      fullPath = explicitPath.hasPrefix("/") ? explicitPath : workingDirectory + "/" + explicitPath
    } else {
      path = FlagsFile.defaultName
      fullPath = workingDirectory + "/" + FlagsFile.defaultName
      guard FileManager.default.fileExists(atPath: fullPath) else { return .none }
    }
    guard let data = FileManager.default.contents(atPath: fullPath) else {
      return .unreadable("\(path): error: cannot read the flags file (does it exist?)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
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
