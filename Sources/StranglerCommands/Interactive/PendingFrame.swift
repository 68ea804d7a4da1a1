import TextSurface

/// Collects what the window writes during a turn, so the host sends it in
/// one write together with the status line.
final class PendingFrame: FrameOutput {
  private var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) {
    self.bytes += bytes
  }

  /// The bytes collected since the last call.
  func take() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }
}
