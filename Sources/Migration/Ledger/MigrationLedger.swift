import AppCore
import FeatureFlags
import TextSurface

/// Whether a module may have its default flipped to declarative, and if not, why.
public enum Verdict: Hashable, Sendable, CustomStringConvertible {
  /// Both fronts exist and every suite scenario that shows the module is identical with it flipped alone.
  case readyToPromote
  /// Something stands in the way, said in words.
  case blocked(String)

  /// `ready to promote` or `blocked: no declarative screen`.
  public var description: String {
    switch self {
    case .readyToPromote: "ready to promote"
    case .blocked(let reason): "blocked: \(reason)"
    }
  }
}

/// One module's line in the migration ledger.
public struct LedgerEntry: Sendable {
  /// The module.
  public var module: ModuleID
  /// The fronts the registry can build it in.
  public var fronts: [Front]
  /// What the flag router decides today (defaults, flags file, environment).
  public var decision: FlagDecision
  /// Scenarios that compared it alone with all-legacy, and the first mismatch; nil when none did.
  public var parity: (scenarios: Int, mismatch: (scenario: Scenario, step: Step)?)?
  /// Of those scenarios, how many were equivalent under a parity rule (not identical), and the rules that made them so.
  public var equivalent: (scenarios: Int, rules: [ParityRule]) = (0, [])
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
      return "mismatch in \"\(mismatch.scenario.name.terminalSafe)\" line \(mismatch.step.line)"
    }
    guard equivalent.scenarios > 0 else { return "\(parity.scenarios)/\(parity.scenarios) identical" }
    let rules = equivalent.rules.map { "rule \($0.id): \($0.reason)" }.joined(separator: "; ")
    let identical = parity.scenarios - equivalent.scenarios
    let equivalentText = "\(equivalent.scenarios)/\(parity.scenarios) equivalent (\(rules))"
    return identical == 0 ? equivalentText : "\(identical)/\(parity.scenarios) identical, " + equivalentText
  }
}

/// The migration ledger behind `strangler status`: per module its pattern,
/// fronts, decision, parity evidence from the suite, size per front, and a verdict.
///
/// "Migrated" means the module's current decision is declarative: that is
/// what users see. Ready to promote is the separate question of whether it
/// could be.
public struct MigrationLedger: Sendable {
  /// One entry per module, in `ModuleID.allCases` order.
  public var entries: [LedgerEntry]
  /// Code lines of `Sources/Bridge`: the bridging debt. Nil when unknown.
  public var bridgeLines: Int?
  /// Why line counts are missing, if they are.
  public var linesNote: String?

  /// Builds the ledger from a matrix A/B report over the suite, the fronts
  /// each module has, today's decisions, and the package root (nil: no line counts).
  public init(
    report: ABReport, fronts: [ModuleID: Set<Front>], decisions: [ModuleID: FlagDecision], packageRoot: String?
  ) {
    entries = ModuleID.allCases.map { module in
      let available = Front.allCases.filter { fronts[module]?.contains($0) ?? false }
      let parity = report.parity(of: module)
      let equivalent = report.equivalence(of: module)
      let verdict: Verdict
      if !available.contains(.declarative) {
        verdict = .blocked("no declarative screen")
      } else if let parity {
        if let mismatch = parity.mismatch {
          verdict = .blocked("mismatch in scenario \"\(mismatch.scenario.name)\" step line \(mismatch.step.line)")
        } else {
          verdict = .readyToPromote
        }
      } else {
        verdict = .blocked("not covered by any scenario")
      }
      let folder = module.rawValue.prefix(1).uppercased() + module.rawValue.dropFirst()
      var entry = LedgerEntry(
        module: module, fronts: available,
        decision: decisions[module]
          ?? FlagDecision(module: module.rawValue, front: .legacy, reason: .default, source: .default, detail: ""),
        parity: parity,
        // A missing folder inside the checkout is a front with no code yet: 0 lines, not unknown.
        legacyLines: packageRoot.map { SourceLines.count(directory: "\($0)/Sources/LegacyScreens/\(folder)") ?? 0 },
        declarativeLines: packageRoot.map {
          SourceLines.count(directory: "\($0)/Sources/DeclarativeScreens/\(folder)") ?? 0
        },
        verdict: verdict)
      entry.equivalent = equivalent
      return entry
    }
    bridgeLines = packageRoot.flatMap { SourceLines.count(directory: "\($0)/Sources/Bridge") }
    linesNote =
      packageRoot == nil
      ? "line counts need the sources: run from inside the Strangler checkout (no Package.swift naming \"Strangler\" above the working directory)"
      : nil
  }

  /// Modules whose current decision is declarative.
  public var migrated: Int { entries.filter { $0.decision.front == .declarative }.count }

  /// Modules ready to promote.
  public var ready: Int { entries.filter { $0.verdict == .readyToPromote }.count }
}
