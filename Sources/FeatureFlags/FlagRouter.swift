/// What the router knows about a module: its id and which fronts it can render in.
public struct FlagModule: Sendable, Hashable {
  /// The id of the shell in flags (`--flag shell=declarative`, `"shell"` in the flags file).
  public static let shellID = "shell"

  /// The module id, as used in flags.
  public var id: String
  /// The fronts the module has a screen in; empty when it has none yet.
  public var availableFronts: Set<Front>
  /// Whether `--front F` (one front for every module) decides this one too.
  /// The shell is chosen on its own (`--shell`, or `--flag shell=F`), so a
  /// run can put every module in one front under either shell.
  public var followsFrontForAll: Bool
  /// For a component (`offers.row`), the module whose screen shows it: with no
  /// source saying anything of the component, it follows that module's decision.
  public var parent: String?

  /// Creates a module description.
  public init(id: String, availableFronts: Set<Front>, followsFrontForAll: Bool = true, parent: String? = nil) {
    self.id = id
    self.availableFronts = availableFronts
    self.followsFrontForAll = followsFrontForAll
    self.parent = parent
  }
}

/// A rollout a guarded experiment stopped: everyone gets the control front,
/// and the detail names the guardrail that regressed and its interval.
public struct GuardianStop: Sendable, Hashable {
  /// The front everyone gets now (the experiment's control).
  public var front: Front
  /// Why, e.g. `experiment offers-slow-links: bytes worse, difference +812 [+640, +990]`.
  public var detail: String

  /// Creates a stop.
  public init(front: Front, detail: String) {
    self.front = front
    self.detail = detail
  }
}

/// Every source of flag values, lowest to highest precedence:
/// defaults < file < environment < command line (< runtime, which the router holds).
public struct FlagConfiguration: Sendable, Equatable {
  /// The flags file, parsed; nil when there is none (or it was rejected).
  public var file: FlagsFile?
  /// `STRANGLER_FLAGS`, parsed.
  public var environment: [String: Front]
  /// `--front F`: one front for every module.
  public var commandLineAll: Front?
  /// `--flag m=f`, in order; a later one wins. Beats `--front` for its module:
  /// the more specific option wins.
  public var commandLine: [String: Front]
  /// Rollouts a guardian stopped, by module id. Beats every source (reason DISABLED).
  public var guardian: [String: GuardianStop]
  /// The anonymous device id: the targeting key before sign-in, so a module
  /// shown before sign-in (`login`) can be rolled out too; nil when there is none.
  public var deviceID: String?
  /// The session the app runs in, stamped on every exposure; nil when unnamed.
  public var sessionID: String?

  /// Creates a configuration; every source defaults to saying nothing.
  public init(
    file: FlagsFile? = nil, environment: [String: Front] = [:], commandLineAll: Front? = nil,
    commandLine: [String: Front] = [:], guardian: [String: GuardianStop] = [:], deviceID: String? = nil,
    sessionID: String? = nil
  ) {
    self.file = file
    self.environment = environment
    self.commandLineAll = commandLineAll
    self.commandLine = commandLine
    self.guardian = guardian
    self.deviceID = deviceID
    self.sessionID = sessionID
  }
}

/// Resolves which front renders each module, with a reason and a source.
///
/// Components (`offers.row`) are decided the same way, with every source and
/// rule a module takes (their rollouts bucket on the component id unless the
/// rule names a `group`); one nothing configures follows its module (`parent`).
///
/// Precedence, lowest to highest: built-in default < file (fixed front or
/// rollout) < `STRANGLER_FLAGS` < `--front` < `--flag` < runtime switches;
/// a file kill switch beats them all. A front the module has no screen in
/// falls back to the other one with reason ERROR.
///
/// The router is a reference type because runtime switches (the settings
/// screen, a `flip` step) change it while the app runs, and every screen must
/// see the same answer. Deciding has no side effect: the app records an
/// exposure only when it builds a screen with the decision.
public final class FlagRouter {
  /// The configured sources; a change applies at the next navigation to a module.
  public var configuration: FlagConfiguration
  /// The modules, in display order.
  public let modules: [FlagModule]
  /// Fronts chosen while running, by module id.
  public private(set) var runtime: [String: Front] = [:]
  /// Decisions put into effect, for runs and A/B reports.
  public let exposures: ExposureLog
  /// The session's clock, stamped on exposures; nil stamps none.
  public var clock: (() -> Duration)?

  /// Creates a router over `modules` with `configuration`, recording into `exposures`.
  public init(configuration: FlagConfiguration, modules: [FlagModule], exposures: ExposureLog = ExposureLog()) {
    self.configuration = configuration
    self.modules = modules
    self.exposures = exposures
  }

  /// Decides the front of `module` for the user with id `user` (the
  /// targeting key; nil before sign-in, when the anonymous device id, if any, stands in).
  public func decide(module id: String, user: String? = nil) -> FlagDecision {
    let user = user ?? configuration.deviceID
    let module = modules.first(where: { $0.id == id })
    let available = module?.availableFronts ?? []
    var decision = preferred(
      module: id, user: user, available: available, frontForAll: module?.followsFrontForAll ?? true)
    // A component nothing configures follows its module (a rollout before sign-in included).
    if decision.reason == .default, let parent = module?.parent {
      let front = decide(module: parent, user: user).front
      decision.front = front
      decision.detail = "follows \(parent): \(front)"
    }
    return fallback(decision, available: available)
  }

  /// Every module's decision for `user`, in module order (the settings screen, `strangler flags`).
  public func decisions(user: String? = nil) -> [FlagDecision] {
    modules.map { decide(module: $0.id, user: user) }
  }

  /// Records that a screen was built with `decision` for `user`.
  public func recordExposure(_ decision: FlagDecision, user: String?) {
    exposures.record(
      Exposure(decision, user: user ?? configuration.deviceID, time: clock?(), session: configuration.sessionID))
  }

  /// Sets a module's front while the app runs (settings screen, `flip`).
  public func setRuntime(module id: String, front: Front) {
    runtime[id] = front
  }

  /// Forgets a runtime switch, so the configured sources decide again.
  public func clearRuntime(module id: String) {
    runtime[id] = nil
  }

  /// The module's built-in default: legacy when it has a legacy screen (or no
  /// screen at all), declarative when that is all it has.
  public static func defaultFront(available: Set<Front>) -> Front {
    available.isEmpty || available.contains(.legacy) ? .legacy : .declarative
  }

  /// The front the sources ask for, before checking the module can render it.
  private func preferred(module id: String, user: String?, available: Set<Front>, frontForAll: Bool) -> FlagDecision {
    let rule = configuration.file?.rules[id]
    // Details point at the rule, `strangler.flags.json:3:5`, so a reader can go and look.
    func place(_ rule: FlagRule) -> String { "\(configuration.file?.path ?? FlagsFile.defaultName):\(rule.position)" }
    func fixed(_ front: Front, _ source: DecisionSource, _ detail: String) -> FlagDecision {
      FlagDecision(module: id, front: front, reason: .static, source: source, detail: detail)
    }
    if let stop = configuration.guardian[id] {
      return FlagDecision(
        module: id, front: stop.front, reason: .disabled, source: .guardian,
        detail: "stopped by the guardian: \(stop.detail)")
    }
    if let rule, rule.killed {
      return FlagDecision(
        module: id, front: .legacy, reason: .disabled, source: .file,
        detail: "killed in \(place(rule)): legacy whatever other sources say")
    }
    if let front = runtime[id] { return fixed(front, .runtime, "switched to \(front) while running") }
    if let front = configuration.commandLine[id] { return fixed(front, .commandLine, "--flag \(id)=\(front)") }
    if frontForAll, let front = configuration.commandLineAll {
      return fixed(front, .commandLine, "--front \(front)")
    }
    if let front = configuration.environment[id] {
      return fixed(front, .environment, "STRANGLER_FLAGS \(id)=\(front)")
    }
    let defaultFront = Self.defaultFront(available: available)
    if let rule, let front = rule.front {
      return fixed(front, .file, "\(front) in \(place(rule))")
    }
    if let rule, let rollout = rule.rollout {
      let description = "rollout \(rollout.percent)% of group \(rollout.group)"
      guard let user else {
        // Bucketing needs a stable key; before sign-in there is none, and a
        // random one would make the login screen flicker between fronts.
        return FlagDecision(
          module: id, front: defaultFront, reason: .default, source: .file,
          detail: "\(description): no user signed in → \(defaultFront) (the default)")
      }
      let bucket = Rollout.bucket(group: rollout.group, user: user)
      let front = bucket <= rollout.percent ? rollout.front : rollout.outside
      return FlagDecision(
        module: id, front: front, reason: .split, source: .file,
        detail: "\(description): bucket \(bucket) → \(front)", bucket: bucket)
    }
    let why =
      available.isEmpty
      ? "no screen in this build yet"
      : defaultFront == .legacy ? "the module has a legacy screen" : "the module has only a declarative screen"
    return FlagDecision(
      module: id, front: defaultFront, reason: .default, source: .default, detail: "\(defaultFront): \(why)")
  }

  /// A front the module cannot render falls back to one it can, saying why.
  private func fallback(_ decision: FlagDecision, available: Set<Front>) -> FlagDecision {
    guard !available.contains(decision.front) else { return decision }
    var result = decision
    if available.isEmpty {
      // Nothing to render either way: legacy, the safe default, shows "not available".
      guard decision.front != .legacy else { return decision }
      result.front = .legacy
      result.detail = "\(decision.module) has no screen in this build; using legacy (asked: \(decision.detail))"
    } else {
      result.front = decision.front.other
      result.detail =
        "\(decision.module) has no \(decision.front) screen; using \(decision.front.other) (asked: \(decision.detail))"
    }
    result.reason = .error
    return result
  }
}
