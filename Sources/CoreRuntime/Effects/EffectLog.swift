/// One side effect the core performed, stamped with (virtual) time.
///
/// A/B runs compare effect logs, not only pixels: a screen that looks right but
/// calls a service twice, or forgets an analytics event, is a regression.
public struct EffectRecord: Hashable, Sendable, CustomStringConvertible {
  /// What kind of side effect this was.
  public enum Kind: String, Hashable, Sendable {
    /// A request sent to a service.
    case service
    /// A service's answer arriving.
    case response
    /// An analytics event.
    case analytics
    /// A navigation change.
    case route
  }

  public var time: Duration
  public var kind: Kind
  /// What it was, e.g. `tapCounter.recordTap` or `push tapCounter`.
  public var name: String
  /// Its arguments or outcome, e.g. `count=3`.
  public var detail: String

  public init(time: Duration, kind: Kind, name: String, detail: String = "") {
    self.time = time
    self.kind = kind
    self.name = name
    self.detail = detail
  }

  /// `0.300s service tapCounter.recordTap name=Mr. SwiftUI`: the form `expect effect` matches.
  public var description: String {
    let text = "\(Self.format(time)) \(kind.rawValue) \(name)"
    return detail.isEmpty ? text : "\(text) \(detail)"
  }

  /// Seconds with millisecond precision, e.g. `2.350s`.
  public static func format(_ time: Duration) -> String {
    let milliseconds = time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }
}

/// The append-only record of every side effect: service calls and answers,
/// analytics events and route changes.
///
/// One log is created at the composition root and injected into every service
/// and coordinator; nothing reaches for a global.
public final class EffectLog {
  public private(set) var records: [EffectRecord] = []
  private let scheduler: Scheduler
  /// Names and details already recorded. A long session repeats the same few
  /// (`tapCounter.recordTap`, `name=Mr. SwiftUI`); a record holding the stored
  /// copy shares its storage, so the log grows by a few words per effect
  /// rather than by a copy of every string.
  private var seen: Set<String> = []
  /// How many strings are shared at most: distinct texts (say, each typed
  /// name) stop being shared beyond it, and the table stays small.
  private static let sharedLimit = 4096

  public init(scheduler: Scheduler) {
    self.scheduler = scheduler
  }

  /// The log's clock reading: the time the next effect would be stamped with.
  public var now: Duration { scheduler.now }

  /// Appends one effect, stamped with the scheduler's current time.
  public func record(_ kind: EffectRecord.Kind, _ name: String, _ detail: String = "") {
    records.append(EffectRecord(time: scheduler.now, kind: kind, name: shared(name), detail: shared(detail)))
  }

  /// `text`, as the copy already stored when there is one.
  private func shared(_ text: String) -> String {
    // Up to 15 bytes a string is stored inline: there is nothing to share.
    guard text.utf8.count > 15 else { return text }
    if let stored = seen.firstIndex(of: text) { return seen[stored] }
    if seen.count < Self.sharedLimit { seen.insert(text) }
    return text
  }

  /// Records an analytics event.
  public func analytics(_ event: String, _ detail: String = "") {
    record(.analytics, event, detail)
  }

  /// Forgets everything recorded, e.g. when a new session starts a fresh log.
  public func removeAll() {
    records.removeAll()
    seen.removeAll()
  }
}
