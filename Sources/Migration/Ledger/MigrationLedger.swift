import FeatureFlags
import TextSurface

/// Where a module stands on the path from legacy to declarative, end included.
///
/// `blocked` → `ready to promote` → `promoted` (the decision is declarative:
/// users see the declarative screen) → `retired` (the build has no legacy
/// screen for it any more: its legacy code is deleted).
public enum Verdict: Hashable, Sendable, CustomStringConvertible {
  /// Something stands in the way of promoting it, said in words.
  case blocked(String)
  /// Both fronts exist, the decision is still legacy, and every suite scenario
  /// that shows the module is identical (or equivalent under a rule) with it flipped alone.
  case readyToPromote
  /// The decision is declarative; the legacy screen still exists, as the fallback.
  case promoted
  /// Only the declarative screen is left: the module's legacy code is gone.
  case retired

  /// `blocked: …`, `ready to promote`, `promoted` or `retired`.
  public var description: String {
    switch self {
    case .blocked(let reason): "blocked: \(reason)"
    case .readyToPromote: "ready to promote"
    case .promoted: "promoted"
    case .retired: "retired"
    }
  }

  /// The verdict of a module with screens in `fronts`, decided `decision`,
  /// with `parity` evidence from the suite (nil: no scenario showed it alone).
  static func of(
    fronts: [Front], decision: Front, parity: (scenarios: Int, mismatch: (scenario: String, line: Int)?)?
  ) -> Verdict {
    if !fronts.contains(.legacy), fronts.contains(.declarative) { return .retired }
    if !fronts.contains(.declarative) { return .blocked("no declarative screen") }
    if decision == .declarative { return .promoted }
    guard let parity else { return .blocked("not covered by any scenario") }
    if let mismatch = parity.mismatch {
      return .blocked("mismatch in scenario \"\(mismatch.scenario)\" step line \(mismatch.line)")
    }
    return .readyToPromote
  }
}

/// One module's line in the migration ledger.
public struct LedgerEntry: Sendable {
  /// The module.
  public var module: ModuleName
  /// The fronts the registry can build it in.
  public var fronts: [Front]
  /// What the flag router decides today (defaults, flags file, environment).
  public var decision: FlagDecision
  /// Scenarios that compared it alone with all-legacy, and the first mismatch; nil when none did.
  public var parity: (scenarios: Int, mismatch: (scenario: String, line: Int)?)?
  /// Of those scenarios, how many were equivalent under a parity rule (not identical), and the rules that made them so.
  public var equivalent: (scenarios: Int, rules: [ABRule]) = (0, [])
  /// Code lines of `Sources/LegacyScreens/<Module>` and `Sources/DeclarativeScreens/<Module>`
  /// (0 when the folder does not exist); nil when the sources cannot be found.
  public var legacyLines: Int?
  /// See `legacyLines`.
  public var declarativeLines: Int?
  /// Ready to promote, or blocked and why.
  public var verdict: Verdict

  /// `3/3 identical`, `1/3 identical, 2/3 equivalent (rule home: reason)`,
  /// `mismatch in Sign out line 9`, or `not covered`.
  public var parityText: String {
    guard let parity else { return "not covered" }
    if let mismatch = parity.mismatch {
      return "mismatch in \"\(mismatch.scenario.terminalSafe)\" line \(mismatch.line)"
    }
    guard equivalent.scenarios > 0 else { return "\(parity.scenarios)/\(parity.scenarios) identical" }
    let rules = equivalent.rules.map { "rule \($0.id): \($0.reason)" }.joined(separator: "; ")
    let identical = parity.scenarios - equivalent.scenarios
    let equivalentText = "\(equivalent.scenarios)/\(parity.scenarios) equivalent (\(rules))"
    return identical == 0 ? equivalentText : "\(identical)/\(parity.scenarios) identical, " + equivalentText
  }
}

/// One component's line in the migration ledger, shown under its module.
public struct ComponentLedgerEntry: Sendable {
  /// The component (`offers.row`).
  public var component: ComponentName
  /// The fronts the build can show it in.
  public var fronts: [Front]
  /// What the flag router decides today (a component follows its module unless configured).
  public var decision: FlagDecision
  /// Scenarios that compared it in the other front than its screen's (both ways) with all-legacy.
  public var parity: (scenarios: Int, mismatch: (scenario: String, line: Int)?)?
  /// Code lines of its files in each screens target (files whose first line is `// Component: ID`).
  public var legacyLines: Int?
  /// See `legacyLines`.
  public var declarativeLines: Int?
  /// Where it stands: blocked, ready to promote, promoted or retired, as for a module.
  public var verdict: Verdict

  /// `4/4 identical`, `mismatch in … line N`, or `not covered`.
  public var parityText: String {
    guard let parity else { return "not covered" }
    if let mismatch = parity.mismatch {
      return "mismatch in \"\(mismatch.scenario.terminalSafe)\" line \(mismatch.line)"
    }
    return "\(parity.scenarios)/\(parity.scenarios) identical"
  }
}

/// The migration ledger behind `strangler status`: per module its pattern,
/// fronts, decision, parity evidence from the suite, size per front, and a verdict.
///
/// "Migrated" means the module's current decision is declarative: that is
/// what users see. Ready to promote is the separate question of whether it
/// could be.
public struct MigrationLedger: Sendable {
  /// One entry per module, in `ModuleName.allCases` order.
  public var entries: [LedgerEntry]
  /// Code lines of `Sources/Bridge`: the bridging debt. Nil when unknown.
  public var bridgeLines: Int?
  /// Why line counts are missing, if they are.
  public var linesNote: String?

  /// Each component, in the app's order (shown under its module).
  public var components: [ComponentLedgerEntry] = []
  /// The Bridge's use sites in the composition (`Sources/BridgedFronts`), with
  /// their code lines: the bridging debt site by site. Empty when the sources are not found.
  public var bridgeUseSites: [(site: String, lines: Int)] = []
  /// What the shell is decided to be today.
  public var shell: FlagDecision
  /// The shells this build has.
  public var shellFronts: Set<Front>
  /// The parity rules file the evidence was compared under; nil when none applied.
  public var rulesFile: String?
  /// `Parity rules: strangler.parity.json`, or that none applied (``ABReport/rulesLine``).
  public var rulesLine: String { ABReport(matrix: true, scenarios: [], rulesFile: rulesFile).rulesLine }

  /// Builds the ledger of `modules` and `components` (in report order) from
  /// a matrix A/B report over the suite, the fronts each has, today's
  /// decisions (the shell's too), and where the sources are (`layout`; no
  /// line counts without its root).
  public init(
    modules: [ModuleName], components allComponents: [ComponentName] = [], report: ABReport,
    fronts: [ModuleName: Set<Front>], decisions: [ModuleName: FlagDecision], shell: FlagDecision,
    shellFronts: Set<Front>, layout: SourceLayout, componentFronts: [ComponentName: Set<Front>] = [:],
    componentDecisions: [ComponentName: FlagDecision] = [:]
  ) {
    self.shell = shell
    self.shellFronts = shellFronts
    rulesFile = report.rulesFile
    let packageRoot = layout.root
    components = allComponents.compactMap { component in
      guard let decision = componentDecisions[component] else { return nil }
      let available = Front.allCases.filter { componentFronts[component]?.contains($0) ?? false }
      let parity = report.parity(of: component)
      return ComponentLedgerEntry(
        component: component, fronts: available, decision: decision, parity: parity,
        legacyLines: layout.moduleFolder(layout.legacyScreens, component.module).map {
          SourceLines.count(component: component.id, directory: $0) ?? 0
        },
        declarativeLines: layout.moduleFolder(layout.declarativeScreens, component.module).map {
          SourceLines.count(component: component.id, directory: $0) ?? 0
        },
        verdict: Verdict.of(fronts: available, decision: decision.front, parity: parity))
    }
    bridgeUseSites =
      layout.bridgeUseSites.flatMap { sites in
        packageRoot.map { SourceLines.bridgeUseSites(directory: "\($0)/\(sites)") }
      } ?? []
    entries = modules.map { module in
      let available = Front.allCases.filter { fronts[module]?.contains($0) ?? false }
      let parity = report.parity(of: module)
      let equivalent = report.equivalence(of: module)
      let decision =
        decisions[module]
        ?? FlagDecision(module: module.rawValue, front: .legacy, reason: .default, source: .default, detail: "")
      let verdict = Verdict.of(fronts: available, decision: decision.front, parity: parity)
      var entry = LedgerEntry(
        module: module, fronts: available, decision: decision, parity: parity,
        // A missing folder inside the checkout is a front with no code yet: 0 lines, not unknown.
        legacyLines: layout.moduleFolder(layout.legacyScreens, module).map { SourceLines.count(directory: $0) ?? 0 },
        declarativeLines: layout.moduleFolder(layout.declarativeScreens, module).map {
          SourceLines.count(directory: $0) ?? 0
        },
        verdict: verdict)
      entry.equivalent = equivalent
      return entry
    }
    bridgeLines = layout.bridge.flatMap { bridge in
      packageRoot.flatMap { SourceLines.count(directory: "\($0)/\(bridge)") }
    }
    linesNote =
      packageRoot == nil
      ? "line counts need the sources: run from inside the \(layout.packageName) checkout "
        + "(no Package.swift naming \"\(layout.packageName)\" above the working directory)"
      : nil
  }

  /// Modules whose current decision is declarative.
  public var migrated: Int { entries.filter { $0.decision.front == .declarative }.count }

  /// Modules ready to promote.
  public var ready: Int { entries.filter { $0.verdict == .readyToPromote }.count }

  /// Modules with no legacy screen left.
  public var retired: Int { entries.filter { $0.verdict == .retired }.count }

  /// What still needs the legacy toolkit today: modules and components whose
  /// decision is legacy, and the shell if it is legacy. Empty means the legacy toolkit
  /// could be deleted today — every module declarative or retired, the shell declarative.
  public var legacyStillNeededBy: [String] {
    entries.filter { $0.decision.front == .legacy && $0.verdict != .retired }.map(\.module.rawValue)
      + components.filter { $0.decision.front == .legacy && $0.verdict != .retired }.map(\.component.id)
      + (shell.front == .legacy ? ["shell"] : [])
  }

  /// The ledger's last line: whether the legacy toolkit could be deleted today, and if not, what holds it.
  public var deletionVerdict: String {
    let holders = legacyStillNeededBy
    if holders.isEmpty {
      return
        "The legacy toolkit could be deleted today: every module is declarative or retired, and the shell is declarative."
    }
    return "The legacy toolkit cannot be deleted yet: still legacy: \(holders.joined(separator: ", "))."
  }
}
