/// The tap counter's business data, as in the DoorDash article: a name and the
/// number of taps the backend has recorded.
public struct TapCounterEntity: Hashable, Sendable, Codable, CustomStringConvertible {
  public let name: String
  public let count: Int

  public init(name: String, count: Int) {
    self.name = name
    self.count = count
  }

  public var description: String { "count=\(count)" }
}
