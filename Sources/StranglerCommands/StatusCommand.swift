import FeatureFlags
import Migration

/// `strangler status [FILE…] [--json] [--front F] [--shell F] [--flag m=f] [--flags-file F] [--rules FILE]
/// [--today DATE]`: the migration ledger.
///
/// Runs the scenarios given (the built-in suite without FILE) as a toggle matrix (each module declarative alone
/// against all-legacy) for parity evidence, asks the flag router for today's
/// decisions (defaults, flags file, `STRANGLER_FLAGS`), and counts each
/// front's and the Bridge's lines when run inside the checkout.
public struct StatusCommand {
  let console: Console
  let environment: [String: String]
  /// The app whose modules, shells and parity the ledger shows.
  let app: any MigratableApp
  /// Where the package root and `strangler.flags.json` are looked for.
  var workingDirectory = "."
  /// The executable's name, in errors.
  var program = "strangler"
  /// The command as the executable offers it (its name in errors and help).
  var spec = Usage.status

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
    let parity: ParityOptions
    let files: [String]
    do throws(UsageError) {
      configuration = try FlagOptions.configuration(
        arguments: &arguments, environment: environment, workingDirectory: workingDirectory,
        knownModules: app.flagIDs, badFile: .warnAndIgnore, console: console)
      parity = try ParityOptions(arguments: &arguments)
      files = try arguments.finish()
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    var scenarios = app.builtInScenarios
    if !files.isEmpty {
      switch CommandScenarios.load(files, vocabulary: app.vocabulary) {
      case .success(let loaded): scenarios = loaded
      case .failure(let error):
        console.err(error.report(spec))
        return .badInput
      }
    }
    let modules = app.flagModules
    let router = FlagRouter(configuration: configuration, modules: modules)
    var decisions: [ModuleName: FlagDecision] = [:]
    for decision in router.decisions(user: nil) {
      if let module = app.module(named: decision.module) { decisions[module] = decision }
    }
    var moduleFronts: [ModuleName: Set<Front>] = [:]
    for module in modules {
      if let name = app.module(named: module.id) { moduleFronts[name] = module.availableFronts }
    }
    let comparator: ParityComparator
    switch parity.comparator(
      workingDirectory: workingDirectory, app: app, scenarioFiles: files, appRules: files.isEmpty)
    {
    case .success(let value): comparator = value
    case .failure(let problem):
      console.err(problem.message(program: program) + "\n")
      return .badInput
    }
    let progress = ProgressLine(console: console)
    var runner = ABRunner(runner: ScenarioRunner(app: app), matrix: true, comparator: comparator)
    if progress.isEnabled { runner.progress = { progress.show($0.description) } }
    let report = runner.run(scenarios)
    progress.clear()
    let shell = router.decide(module: FlagModule.shellID)
    var componentDecisions: [ComponentName: FlagDecision] = [:]
    var componentFronts: [ComponentName: Set<Front>] = [:]
    for component in app.components where modules.contains(where: { $0.id == component.id }) {
      componentDecisions[component] = router.decide(module: component.id)
      componentFronts[component] = app.fronts(of: component)
    }
    let layout = SourceLayout(
      packageName: app.name, root: SourceLines.packageRoot(from: workingDirectory, named: app.name))
    let ledger = MigrationLedger(
      modules: app.modules, components: app.components, report: report, fronts: moduleFronts, decisions: decisions,
      shell: shell, shellFronts: Set(modules.first { $0.id == FlagModule.shellID }?.availableFronts ?? []),
      layout: layout, componentFronts: componentFronts, componentDecisions: componentDecisions)
    let pattern = { (module: ModuleName) in app.architecture(of: module) ?? "—" }
    // A bad ledger was already reported while reading the flags; here it is only not shown.
    let experiments = try? ExperimentLedgerFile.load(workingDirectory: workingDirectory, flags: app.flagIDs).get()
    console.out(
      json
        ? Self.json(ledger, pattern: pattern, experiments: experiments).rendered(pretty: true) + "\n"
        : Self.table(ledger, pattern: pattern, experiments: experiments))
    return .success
  }

  /// Aligned columns, then the Bridge's size and the share migrated; `pattern` names each module's architecture.
  static func table(
    _ ledger: MigrationLedger, pattern: (ModuleName) -> String, experiments: ExperimentLedger? = nil
  ) -> String {
    func lines(_ count: Int?) -> String { count.map(String.init) ?? "n/a" }
    // The last experiment's decision beside parity, once any experiment has been recorded.
    let shown = experiments.map { !$0.entries.isEmpty } ?? false
    func experiment(_ id: String) -> [String] {
      shown ? [experiments?.entries[id]?.decision ?? "—"] : []
    }
    var rows = [
      ["MODULE", "PATTERN", "FRONTS", "DECISION", "PARITY (ALONE VS LEGACY)"] + (shown ? ["EXPERIMENT"] : [])
        + ["LEGACY", "DECL.", "VERDICT"]
    ]
    for entry in ledger.entries {
      rows.append(
        [
          entry.module.rawValue, pattern(entry.module),
          entry.fronts.isEmpty ? "none" : entry.fronts.map(\.rawValue).joined(separator: "+"),
          "\(entry.decision.front) (\(entry.decision.reason.rawValue))", entry.parityText,
        ] + experiment(entry.module.rawValue) + [
          lines(entry.legacyLines), lines(entry.declarativeLines), entry.verdict.description,
        ])
      // Components under their module: parity is the component in the other front than its screen, both ways.
      for component in ledger.components where component.component.module == entry.module {
        rows.append(
          [
            "  .\(component.component.name)", "component",
            component.fronts.isEmpty ? "none" : component.fronts.map(\.rawValue).joined(separator: "+"),
            "\(component.decision.front) (\(component.decision.reason.rawValue))", component.parityText,
          ] + experiment(component.component.id) + [
            lines(component.legacyLines), lines(component.declarativeLines), component.verdict.description,
          ])
      }
    }
    var out = ABTableRenderer.table(rows, rightAligned: shown ? [6, 7] : [5, 6])
    out += "\nBridge: \(lines(ledger.bridgeLines)) lines (the bridging debt)"
    if !ledger.bridgeUseSites.isEmpty {
      let total = ledger.bridgeUseSites.reduce(0) { $0 + $1.lines }
      out += "; \(ledger.bridgeUseSites.count) use sites, \(total) lines:\n"
      for site in ledger.bridgeUseSites {
        let count = String(site.lines)
        out += "  " + String(repeating: " ", count: max(0, 4 - count.count)) + count + "  \(site.site)\n"
      }
    } else {
      out += "\n"
    }
    let total = ledger.entries.count
    out += "Migrated (decision is declarative): \(ledger.migrated) of \(total) modules"
    out += " (\(total == 0 ? 0 : ledger.migrated * 100 / total)%)\n"
    out += "Ready to promote: \(ledger.ready) of \(total) modules; retired: \(ledger.retired)\n"
    out += "Shell: \(ledger.shell.front) (\(ledger.shell.reason.rawValue))\n"
    out += ledger.rulesLine + "\n"
    if let note = ledger.linesNote { out += "Lines: n/a — \(note)\n" }
    out += ledger.deletionVerdict + "\n"
    return out
  }

  /// The ledger as JSON: modules, bridge lines, migrated and ready counts.
  static func json(
    _ ledger: MigrationLedger, pattern: (ModuleName) -> String, experiments: ExperimentLedger? = nil
  ) -> JSONValue {
    func lines(_ count: Int?) -> JSONValue { count.map(JSONValue.int) ?? .null }
    return .object([
      (
        "modules",
        .array(
          ledger.entries.map { entry in
            var fields: [(String, JSONValue)] = [
              ("module", .string(entry.module.rawValue)),
              ("pattern", .string(pattern(entry.module))),
              ("fronts", .array(entry.fronts.map { .string($0.rawValue) })),
              ("decision", .string(entry.decision.front.rawValue)),
              ("reason", .string(entry.decision.reason.rawValue)),
              ("parity", .string(entry.parityText)),
            ]
            if let last = experiments?.entries[entry.module.rawValue] {
              fields.append(("experiment", .string(last.decision)))
            }
            fields += [
              ("legacy_lines", lines(entry.legacyLines)),
              ("declarative_lines", lines(entry.declarativeLines)),
              ("ready", .bool(entry.verdict == .readyToPromote)),
              ("verdict", .string(entry.verdict.description)),
            ]
            return .object(fields)
          })
      ),
      (
        "components",
        .array(
          ledger.components.map { entry in
            .object([
              ("component", .string(entry.component.id)), ("module", .string(entry.component.module.rawValue)),
              ("fronts", .array(entry.fronts.map { .string($0.rawValue) })),
              ("decision", .string(entry.decision.front.rawValue)), ("reason", .string(entry.decision.reason.rawValue)),
              ("parity", .string(entry.parityText)), ("legacy_lines", lines(entry.legacyLines)),
              ("declarative_lines", lines(entry.declarativeLines)), ("verdict", .string(entry.verdict.description)),
            ])
          })
      ),
      ("bridge_lines", lines(ledger.bridgeLines)),
      (
        "bridge_use_sites",
        .array(ledger.bridgeUseSites.map { .object([("site", .string($0.site)), ("lines", .int($0.lines))]) })
      ),
      ("migrated", .int(ledger.migrated)),
      ("ready", .int(ledger.ready)),
      ("retired", .int(ledger.retired)),
      ("total", .int(ledger.entries.count)),
      ("shell", .string(ledger.shell.front.rawValue)),
      ("rules_file", ledger.rulesFile.map(JSONValue.string) ?? .null),
      ("legacy_deletable", .bool(ledger.legacyStillNeededBy.isEmpty)),
      ("legacy_still_needed_by", .array(ledger.legacyStillNeededBy.map(JSONValue.string))),
    ])
  }
}
