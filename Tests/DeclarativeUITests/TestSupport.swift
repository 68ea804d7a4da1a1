import DeclarativeUI
import TextSurface

@testable import ScreenLayer

/// Lays out and draws `host` on a blank canvas of `size`.
func render(_ host: ViewHost, size: Size) -> Frame {
  var canvas = Canvas(size: size)
  host.layout(in: canvas.bounds)
  host.draw(in: &canvas, clip: canvas.bounds)
  return canvas.frame
}

/// Counts body evaluations by name; reference type so view values can share it.
final class Counts: @unchecked Sendable {
  var values: [String: Int] = [:]
  func hit(_ name: String) { values[name, default: 0] += 1 }
  subscript(name: String) -> Int { values[name, default: 0] }
}

/// The damage a scene would draw `host`'s next frames with, taken as
/// `Scene.commit()` takes it: the host (and its lists) report to a damage
/// tracker kept from frame to frame. Nil: the whole frame.
final class DamageReader {
  private let tracker = DamageTracker()
  private let reporter: HostReporter

  init(_ host: ViewHost, size: Size) {
    reporter = HostReporter(host: host, region: Rect(origin: .zero, size: size))
  }

  /// The next frame's damage; call it after layout, as the scene does.
  func take() -> Damage? {
    tracker.beginCommit()
    tracker.register(reporter)
    return tracker.take(bounds: reporter.region)
  }

  private final class HostReporter: DamageReporting {
    let host: ViewHost
    let region: Rect
    init(host: ViewHost, region: Rect) {
      self.host = host
      self.region = region
    }
    func reportDamage(to tracker: DamageTracker) { host.reportDamage(to: tracker, in: region, by: host) }
  }
}
