import AppCore
import FeatureFlags
import StranglerCommands

/// `strangler [--start MODULE] [--front F] [--flag m=f]… [--flags-file F]`
///
/// The interactive app. Flags come from the same sources as `strangler run`;
/// a bad flags file is a warning on stderr (printed before the app takes the
/// screen) and on the status line, and the app runs on the other sources.
/// NO_COLOR removes every colour. Without a terminal on both
/// stdin and stdout it prints where to go instead and exits 2.
struct InteractiveCommand {
  let console: Console
  let environment: [String: String]
  /// Where `strangler.flags.json` is looked for.
  var workingDirectory = "."
  /// Whether stdin and stdout are a terminal.
  var isTerminal: Bool

  /// What a user sees when there is no terminal to draw on.
  static let noTerminalMessage =
    "strangler: the interactive app needs a terminal; to replay a scenario use `strangler run FILE.scenario`\n"

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: Usage.interactive)
    let configuration: FlagConfiguration
    let start: Route
    var notice: String?
    do throws(UsageError) {
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        badFile: .warnAndIgnore, console: console, warned: { notice = FlagOptions.notice($0) })
      let name = try arguments.value("--start") ?? ModuleID.login.rawValue
      if let extra = try arguments.finish().first {
        let commands = Usage.commands.map(\.name).filter { !$0.isEmpty && !$0.contains(" ") } + ["help"]
        throw UsageError(
          message: "unknown command \(Echo.quoted(extra))" + Suggestion.hint(for: extra, in: commands))
      }
      guard let module = ModuleID(rawValue: name), let route = Route(module: module) else {
        let startable = ModuleID.allCases.filter { Route(module: $0) != nil }.map(\.rawValue)
        throw UsageError(
          message: "cannot start at \(Echo.quoted(name)); --start takes one of \(startable.joined(separator: ", "))")
      }
      start = route
    } catch {
      console.err(error.report(Usage.interactive))
      return .badInput
    }
    guard isTerminal else {
      console.err(Self.noTerminalMessage + "\n" + Usage.overview + "\n")
      return .badInput
    }
    let session: TerminalSession
    do throws(TerminalSession.Failure) {
      session = try TerminalSession()
    } catch {
      console.err("strangler: error: \(error)\n")
      return .badInput
    }
    // NO_COLOR (any non-empty value, no-color.org) strips every colour the fronts write.
    let colour = (environment["NO_COLOR"] ?? "").isEmpty
    InteractiveApp(session: session, flags: configuration, start: start, colour: colour, notice: notice).run()
    session.end()
    return .success
  }
}
