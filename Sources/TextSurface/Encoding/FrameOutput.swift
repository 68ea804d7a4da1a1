/// Where a window writes its encoded frames: a terminal, or a recorder in runs and tests.
///
/// Windows write exactly once per commit, so counting writes proves the
/// "one write per frame" rule and summing bytes gives the cost of a front.
public protocol FrameOutput: AnyObject {
  /// Receives one frame's bytes in a single call.
  func write(_ bytes: [UInt8])
}

/// Keeps every write in memory: the output used by scenario runs and tests.
public final class RecordingOutput: FrameOutput {
  /// Every write, in order.
  public private(set) var writes: [[UInt8]] = []

  public init() {}

  public func write(_ bytes: [UInt8]) {
    writes.append(bytes)
  }

  /// All bytes written so far.
  public var bytes: [UInt8] { writes.flatMap { $0 } }

  public var totalBytes: Int { writes.reduce(0) { $0 + $1.count } }
}

/// Drops every write: for runs that only need the frames a window keeps (a
/// recording output would grow with every step of a long run).
public final class DiscardingOutput: FrameOutput {
  public init() {}

  public func write(_ bytes: [UInt8]) {}
}
