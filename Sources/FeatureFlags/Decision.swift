/// Why a flag resolved the way it did, in OpenFeature's vocabulary.
public enum DecisionReason: String, Sendable, Hashable, CaseIterable, Codable {
  /// A fixed value from a source that set it explicitly.
  case `static` = "STATIC"
  /// No source said anything: the built-in default applies.
  case `default` = "DEFAULT"
  /// A targeting rule matched (reserved for user-specific rules).
  case targetingMatch = "TARGETING_MATCH"
  /// A percentage rollout bucketed this user.
  case split = "SPLIT"
  /// A kill switch forced the safe front.
  case disabled = "DISABLED"
  /// The preferred front could not be used; the app fell back.
  case error = "ERROR"
}

/// Where the deciding value came from, lowest to highest precedence.
public enum DecisionSource: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case `default`
  case file
  case environment
  case commandLine = "command-line"
  /// A change made while the app runs: the settings screen or a `flip` step.
  case runtime

  public static func < (lhs: DecisionSource, rhs: DecisionSource) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One resolved flag: which front renders `module`, and why.
public struct FlagDecision: Sendable, Hashable, Codable {
  public var module: String
  public var front: Front
  public var reason: DecisionReason
  public var source: DecisionSource
  /// A human sentence for the settings screen and `strangler flags`, e.g.
  /// "rollout 25% of group offers: bucket 17".
  public var detail: String

  public init(module: String, front: Front, reason: DecisionReason, source: DecisionSource, detail: String) {
    self.module = module
    self.front = front
    self.reason = reason
    self.source = source
    self.detail = detail
  }
}
