/// Why a flag resolved the way it did, in OpenFeature's vocabulary.
public enum DecisionReason: String, Sendable, Hashable, CaseIterable, Codable {
  /// A fixed value from a source that set it explicitly.
  case `static` = "STATIC"
  /// No source decided: the built-in default applies (or a rollout could not
  /// bucket an anonymous user).
  case `default` = "DEFAULT"
  /// A targeting rule matched (reserved for user-specific rules).
  case targetingMatch = "TARGETING_MATCH"
  /// A percentage rollout bucketed this user, in or out.
  case split = "SPLIT"
  /// A kill switch forced the safe front.
  case disabled = "DISABLED"
  /// The preferred front could not be used; the app fell back.
  case error = "ERROR"
}

/// Where the deciding value came from, lowest to highest precedence.
///
/// The kill switch is the one exception to the order: it lives in the file
/// but beats every other source, because its job is to stop a bad front
/// everywhere at once.
public enum DecisionSource: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  /// Built in: legacy when the module has a legacy screen.
  case `default`
  /// The flags file (`strangler.flags.json` or `--flags-file`).
  case file
  /// `STRANGLER_FLAGS`.
  case environment
  /// `--front` and `--flag`.
  case commandLine = "command-line"
  /// A change made while the app runs: the settings screen or a `flip` step.
  case runtime
  /// A guarded rollout's guardian: a guardrail regression killed the rollout
  /// (reason DISABLED), like the file's kill switch it beats every other source.
  case guardian

  /// Precedence order: the declaration order above.
  public static func < (lhs: DecisionSource, rhs: DecisionSource) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One resolved flag: which front renders `module`, and why.
public struct FlagDecision: Sendable, Hashable, Codable {
  /// The module id.
  public var module: String
  /// The front that renders it.
  public var front: Front
  /// Why, in OpenFeature's vocabulary.
  public var reason: DecisionReason
  /// Which source decided.
  public var source: DecisionSource
  /// A human sentence for the settings screen and `strangler flags`, e.g.
  /// "rollout 25% of group offers: bucket 17 → declarative".
  public var detail: String
  /// The user's rollout bucket (1...100) when a rollout decided; nil otherwise.
  public var bucket: Int?

  /// Creates a decision.
  public init(
    module: String, front: Front, reason: DecisionReason, source: DecisionSource, detail: String, bucket: Int? = nil
  ) {
    self.module = module
    self.front = front
    self.reason = reason
    self.source = source
    self.detail = detail
    self.bucket = bucket
  }
}

/// One decision put into effect: a screen was built with it at a navigation
/// (or an explicit switch). Redraws do not expose again, so the count of
/// exposures is the count of times a user was shown a front.
public struct Exposure: Sendable, Hashable, Codable {
  /// The module id.
  public var module: String
  /// The front the user saw.
  public var front: Front
  /// Why that front.
  public var reason: DecisionReason
  /// Which source decided.
  public var source: DecisionSource
  /// The targeting key (user id, or the anonymous device id before sign-in); nil when there is none.
  public var user: String?
  /// When the screen was built, on the session's clock; nil when the router has no clock.
  public var time: Duration?
  /// The session the exposure happened in (``FlagConfiguration/sessionID``); nil when unnamed.
  public var session: String?
  /// The user's rollout bucket (1...100) when a rollout decided.
  public var bucket: Int?

  /// Creates an exposure.
  public init(
    module: String, front: Front, reason: DecisionReason, source: DecisionSource, user: String?,
    time: Duration? = nil, session: String? = nil, bucket: Int? = nil
  ) {
    self.module = module
    self.front = front
    self.reason = reason
    self.source = source
    self.user = user
    self.time = time
    self.session = session
    self.bucket = bucket
  }

  /// The exposure of `decision` to `user`, at `time` in `session`.
  public init(_ decision: FlagDecision, user: String?, time: Duration? = nil, session: String? = nil) {
    self.init(
      module: decision.module, front: decision.front, reason: decision.reason, source: decision.source, user: user,
      time: time, session: session, bucket: decision.bucket)
  }
}

/// The exposures of one app session, in order; runs and A/B reports read it.
///
/// A reference type so that the router and whoever reports on a run share one
/// log without copying it back and forth.
public final class ExposureLog {
  /// Every exposure so far, oldest first.
  public private(set) var records: [Exposure] = []

  /// Creates an empty log.
  public init() {}

  /// Appends one exposure.
  public func record(_ exposure: Exposure) {
    records.append(exposure)
  }
}
