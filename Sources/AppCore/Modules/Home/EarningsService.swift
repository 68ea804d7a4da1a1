import CoreRuntime

/// What the dasher earned today: the pay of each delivery completed so far.
public struct Earnings: Hashable, Sendable, CustomStringConvertible {
  /// Each completed delivery's pay, in cents, in the order they were completed.
  public var deliveriesCents: [Int]

  public init(deliveriesCents: [Int]) {
    self.deliveriesCents = deliveriesCents
  }

  /// The day's total, in cents.
  public var totalCents: Int { deliveriesCents.reduce(0, +) }

  /// `11 deliveries, 543435 cents`: what the effect log shows of an answer.
  public var description: String { "\(deliveriesCents.count) deliveries, \(totalCents) cents" }
}

/// The earnings backend.
public protocol EarningsService: AnyObject {
  /// Today's earnings so far.
  @discardableResult
  func fetchTodaysEarnings(completion: @escaping (Result<Earnings, ServiceError>) -> Void) -> Cancellable
}

/// A simulated earnings backend with fixed data (like the accounts); faults
/// are injected through the backend (`earnings.fetch`).
public final class SimulatedEarningsService: EarningsService {
  private let backend: SimulatedBackend

  /// Today's completed deliveries: eleven, $5,434.35 in all.
  public static let today = Earnings(deliveriesCents: [
    48_210, 39_975, 61_340, 44_500, 52_815, 47_120, 36_990, 58_455, 41_230, 49_880, 62_920,
  ])

  public init(backend: SimulatedBackend) {
    self.backend = backend
  }

  @discardableResult
  public func fetchTodaysEarnings(completion: @escaping (Result<Earnings, ServiceError>) -> Void) -> Cancellable {
    backend.call("earnings.fetch", completion: completion) { .success(Self.today) }
  }
}
