import FeatureFlags
import TextSurface

/// Turns a shadow mismatch into a test: the session up to the mismatch as a
/// `.scenario` file, shrunk when possible, that `strangler ab` (and
/// `strangler run --shadow`) replays to the same mismatch.
///
/// The session's actions are kept as they were done — label-addressed steps,
/// virtual-time waits — with three changes that make the file a comparison
/// rather than a script of one variant:
///
/// - expectations and snapshots are dropped (they check the control, and a
///   failed expectation would stop the replay before the mismatch);
/// - a `flip MODULE FRONT` becomes `flip MODULE`, a switch to the other front,
///   so the two variants `strangler ab` replays still show the module in
///   different fronts after it (a fixed front would put both in the same one);
/// - the header comments name the module, which front was the control and which
///   the candidate at that point, and what differed.
///
/// Shrinking is the ddmin of randomized parity (`RandomizedParity.shrink`):
/// chunks, then single steps, are removed while a shadow replay of what is
/// left still runs every step and mismatches in the same module.
///
/// ```swift
/// let text = ShadowScenario(mismatch: mismatch, size: size, actions: actions)
///   .shrunk(flags: flags, app: app).text
/// ```
public struct ShadowScenario: Sendable {
  /// What was seen.
  public var mismatch: ShadowMismatch
  /// The screen size the session started at.
  public var size: Size
  /// The session's actions up to the mismatch, as replayable steps.
  public var actions: [StepAction]
  /// Whether shrinking removed steps (and the shrunk sequence still mismatches).
  public private(set) var isShrunk = false
  /// Whether a replay of the steps shows the mismatch again; nil until
  /// ``shrunk(flags:app:settings:budget:)`` has tried. A file that does not
  /// reproduce says so in its header, so nobody takes a passing replay for a fix.
  public private(set) var reproduces: Bool?

  /// The scenario of `mismatch`, after a session of `actions` that started at `size`.
  public init(mismatch: ShadowMismatch, size: Size, actions: [StepAction]) {
    self.mismatch = mismatch
    self.size = size
    self.actions = Self.replayable(actions)
  }

  /// `actions` without expectations and snapshots, with flips to a fixed front made switches.
  public static func replayable(_ actions: [StepAction]) -> [StepAction] {
    actions.compactMap { action in
      switch action {
      case .flip(let module, _): .flip(module, nil)
      case .snapshot: nil
      case let action where action.isExpectation: nil
      default: action
      }
    }
  }

  /// The scenario's name.
  public var name: String {
    "Shadow mismatch in \(mismatch.module): \(mismatch.candidate) differs from \(mismatch.control)"
  }

  /// The `.scenario` file: header comments, then the steps.
  public var text: String {
    let kind = mismatch.kind == .frame ? "frame" : "semantics"
    let header = [
      "# Written by strangler shadow mode: the \(kind) of \(mismatch.route) differed between the fronts.",
      "# At that point \(mismatch.module) was shown in \(mismatch.control) (the control);"
        + " the candidate was \(mismatch.candidate).",
      reproduces == false
        ? "# The whole session so far. Its replay does NOT show the mismatch: the live session's input or timing"
          + " differed from these steps; keep it as evidence."
        : "# \(isShrunk ? "Shrunk to the steps that still show it." : "The whole session so far (not shrunk).")",
      "# Replay: strangler ab FILE   (or: strangler run FILE --shadow)",
    ]
    let diff = mismatch.diff.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
      .map { "#   " + String($0).terminalSafe }
    return (header + ["# What differed (control -, candidate +):"] + diff).joined(separator: "\n") + "\n"
      + ScenarioWriter.text(name: name, size: size, actions: actions)
  }

  /// The scenario shrunk with at most `budget` shadow replays under `flags`
  /// over `app`; unchanged when even the whole sequence does not replay to
  /// a mismatch in the module (a live session whose timing virtual time does
  /// not reproduce exactly).
  public func shrunk(
    flags: FlagConfiguration, app: any MigratableApp, settings: ShadowSettings = ShadowSettings(), budget: Int = 300
  ) -> ShadowScenario {
    var replays = 0
    func mismatches(_ candidate: [StepAction]) -> Bool {
      replays += 1
      return Self.replayMismatches(
        candidate, size: size, module: mismatch.module, flags: flags, app: app, settings: settings)
    }
    guard mismatches(actions) else {
      var unreproduced = self
      unreproduced.reproduces = false
      return unreproduced
    }
    var current = actions
    var chunk = max(1, current.count / 2)
    while chunk >= 1, replays < budget {
      var index = 0
      var removedAny = false
      while index < current.count, replays < budget {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, current.count))
        if !candidate.isEmpty, mismatches(candidate) {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = removedAny ? chunk : chunk / 2
    }
    var result = self
    result.reproduces = true
    result.isShrunk = current.count < actions.count
    result.actions = current
    return result
  }

  /// Whether replaying `actions` with shadow mode runs every step and sees a mismatch in `module`.
  public static func replayMismatches(
    _ actions: [StepAction], size: Size, module: ModuleName, flags: FlagConfiguration, app: any MigratableApp,
    settings: ShadowSettings = ShadowSettings()
  ) -> Bool {
    var full = settings
    full.percent = 100
    let steps = actions.enumerated().map { index, action in
      Step(action: action, line: index + 1, source: ScenarioWriter.line(for: action))
    }
    let scenario = Scenario(name: "shrinking", file: "shadow.scenario", size: size, steps: steps)
    let run = ScenarioRunner(app: app, output: DiscardingOutput(), shadow: full).run(scenario, flags: flags)
    return run.failure == nil && run.shadow?.mismatches.contains { $0.module == module } == true
  }
}
