import FeatureFlags
import Migration

/// `strangler flags [--flags-file F] [--user ID] [--json] [--front F] [--flag m=f]`
///
/// Prints every module's decision — front, reason, source and why — as the
/// app would make it at the next navigation for user `ID`. It decides only:
/// no screen is built and no exposure recorded. A bad flags file is an error
/// here (exit 2), since checking the file is what the command is for.
public struct FlagsCommand {
  let console: Console
  let environment: [String: String]
  /// The app whose modules, components and shell have decisions.
  let app: any MigratableApp
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory = "."
  /// The command as the executable offers it (its name in errors and help).
  var spec = Usage.flags

  /// The command printing to `console`.
  public init(
    console: Console, environment: [String: String], app: any MigratableApp, workingDirectory: String = "."
  ) {
    self.console = console
    self.environment = environment
    self.app = app
    self.workingDirectory = workingDirectory
  }

  /// Runs the command with its arguments; returns the exit code.
  public func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let json = arguments.flag("--json")
    let configuration: FlagConfiguration
    let user: String?
    do throws(UsageError) {
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        knownModules: app.flagIDs, badFile: .fail, console: console)
      user = try arguments.value("--user")
      if let extra = try arguments.finish().first {
        throw UsageError(message: "flags takes no files, found \(Echo.quoted(extra))")
      }
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    let router = FlagRouter(configuration: configuration, modules: app.flagModules)
    let decisions = router.decisions(user: user)
    console.out(json ? Self.json(decisions).rendered(pretty: true) + "\n" : Self.table(decisions))
    return .success
  }

  /// An array of objects: module, front, reason, source, detail, and bucket for rollouts.
  static func json(_ decisions: [FlagDecision]) -> JSONValue {
    .array(
      decisions.map { decision in
        var fields: [(String, JSONValue)] = [
          ("module", .string(decision.module)), ("front", .string(decision.front.rawValue)),
          ("reason", .string(decision.reason.rawValue)), ("source", .string(decision.source.rawValue)),
          ("detail", .string(decision.detail)),
        ]
        if let bucket = decision.bucket { fields.append(("bucket", .int(bucket))) }
        return .object(fields)
      })
  }

  /// Aligned columns: module, front, reason, source, detail.
  static func table(_ decisions: [FlagDecision]) -> String {
    let header = ["MODULE", "FRONT", "REASON", "SOURCE", "DETAIL"]
    let rows =
      [header]
      + decisions.map { [$0.module, $0.front.rawValue, $0.reason.rawValue, $0.source.rawValue, $0.detail] }
    let widths = (0..<header.count - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index < widths.count ? cell.padding(to: widths[index]) + "  " : cell
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
