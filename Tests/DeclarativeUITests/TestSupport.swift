import DeclarativeUI
import TextSurface

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
