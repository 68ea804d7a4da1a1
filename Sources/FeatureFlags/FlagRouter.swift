/// What the router knows about a module: its id and which fronts it can render in.
public struct FlagModule: Sendable, Hashable {
  public var id: String
  public var availableFronts: Set<Front>

  public init(id: String, availableFronts: Set<Front>) {
    self.id = id
    self.availableFronts = availableFronts
  }
}

/// Every source of flag values, lowest to highest precedence:
/// defaults < file < environment < command line < runtime.
public struct FlagConfiguration: Sendable, Equatable {
  /// `STRANGLER_FLAGS`, parsed.
  public var environment: [String: Front]
  /// `--front F`: one front for every module.
  public var commandLineAll: Front?
  /// `--flag m=f`, in order; a later one wins.
  public var commandLine: [String: Front]

  public init(environment: [String: Front] = [:], commandLineAll: Front? = nil, commandLine: [String: Front] = [:]) {
    self.environment = environment
    self.commandLineAll = commandLineAll
    self.commandLine = commandLine
  }
}

/// Resolves which front renders each module, with a reason and a source.
///
/// The router is a reference type because runtime switches (the settings
/// screen, a `flip` step) change it while the app runs, and every screen must
/// see the same answer.
public final class FlagRouter {
  public private(set) var configuration: FlagConfiguration
  public let modules: [FlagModule]
  private var runtime: [String: Front] = [:]

  public init(configuration: FlagConfiguration, modules: [FlagModule]) {
    self.configuration = configuration
    self.modules = modules
  }

  /// Decides the front of `module` for the user with id `user` (the targeting key).
  public func decide(module id: String, user: String? = nil) -> FlagDecision {
    let available = modules.first(where: { $0.id == id })?.availableFronts ?? [.legacy]
    var decision = FlagDecision(
      module: id, front: available.contains(.legacy) ? .legacy : .declarative,
      reason: .default, source: .default, detail: "built-in default")
    func apply(_ front: Front?, _ source: DecisionSource, _ detail: String) {
      guard let front else { return }
      decision = FlagDecision(module: id, front: front, reason: .static, source: source, detail: detail)
    }
    apply(configuration.environment[id], .environment, "STRANGLER_FLAGS")
    apply(configuration.commandLineAll, .commandLine, "--front")
    apply(configuration.commandLine[id], .commandLine, "--flag")
    apply(runtime[id], .runtime, "switched while running")
    if !available.contains(decision.front) {
      let wanted = decision.front
      decision.front = wanted.other
      decision.reason = .error
      decision.detail = "\(id) has no \(wanted) screen; using \(wanted.other)"
    }
    return decision
  }

  /// Sets a module's front while the app runs (settings screen, `flip`).
  public func setRuntime(module id: String, front: Front) {
    runtime[id] = front
  }
}
