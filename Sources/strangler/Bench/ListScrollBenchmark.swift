import DeclarativeUI
import StranglerCommands
import TextSurface

/// Scrolling a virtualized `List`: the time to scroll one row at a time in a
/// list of 100,000 rows divided by the same in a list of 1,000 rows. A
/// virtualized list builds, lays out and draws only the visible rows, so the
/// ratio should be close to 1; a list that materialized every row would show ~100.
///
/// Each measured run presses Down on the last visible row 20 times — every
/// press scrolls by one row and builds one new row — and runs the update,
/// layout and draw a commit would.
enum ListScrollBenchmark {
  /// Why there is no figure, when there is none.
  static let unavailableNote = "not measured: the list offered no row to focus"

  /// Rows scrolled per measured run.
  static let stepsPerRun = 20

  struct Result: Sendable {
    /// `measureListScroll(rows: large) ÷ measureListScroll(rows: small)`, or nil if not measured.
    var ratio: Double?
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    guard let small = measureListScroll(rows: configuration.listRows.small, stopwatch: configuration.fast),
      let large = measureListScroll(rows: configuration.listRows.large, stopwatch: configuration.fast)
    else { return Result(ratio: nil) }
    return Result(ratio: strangler.ratio(large, small))
  }

  /// The best time to scroll `stepsPerRun` rows, one at a time, in a `List` of `rows` rows on an 80×24 screen.
  static func measureListScroll(rows: Int, stopwatch: Stopwatch) -> Duration? {
    let host = ViewHost(rootView: List(0..<rows, id: \.self) { Text("Row \($0)") })
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)
    var canvas = Canvas(size: screen.size)
    host.update()
    host.layout(in: screen)
    host.draw(in: &canvas, clip: screen)
    guard let last = host.interactiveElements().last else { return nil }
    host.focusedElement = last.id
    let best = stopwatch.best {
      var cells = 0
      for _ in 0..<stepsPerRun {
        guard let focused = host.focusedElement else { break }
        _ = host.handleKey(.down, element: focused)
        host.update()
        host.layout(in: screen)
        var frame = Canvas(size: screen.size)
        host.draw(in: &frame, clip: screen)
        cells &+= frame.cellsWritten
      }
      return cells
    }
    // Only a list that really scrolled was measured: its first visible row is no longer row 0.
    guard host.accessibilityNodes().first?.children.first?.label != "Row 0" else { return nil }
    return best
  }
}
