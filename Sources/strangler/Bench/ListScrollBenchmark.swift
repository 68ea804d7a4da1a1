import DeclarativeUI
import StranglerCommands
import TextSurface

/// Scrolling a virtualized `List`: the time to scroll one row at a time in a
/// list of 100,000 rows divided by the same in a list of 1,000 rows. A
/// virtualized list builds, lays out and draws only the visible rows, so the
/// ratio should be close to 1; a list that materialized every row would show ~100.
///
/// Each call presses Down on the last visible row 20 times — every press
/// scrolls by one row and builds one new row — and runs the update, layout
/// and draw a commit would. The two lists are timed alternately, one call
/// each per round (`BenchConfiguration.listScroll`), and the ratio is the
/// median of the rounds' ratios: a call is under a millisecond, but rounds
/// of many calls would scroll the small list to its end, where Down no longer
/// scrolls.
enum ListScrollBenchmark {
  /// Why there is no figure, when there is none.
  static let unavailableNote = "not measured: the list offered no row to focus"

  /// Rows scrolled per call.
  static let stepsPerRun = 20

  struct Result: Sendable {
    /// The large list's call ÷ the small list's, over rounds; nil if not measured.
    var spread: Spread?
    /// Its median.
    var ratio: Double? { spread?.median }
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    guard let small = ScrollingList(rows: configuration.listRows.small),
      let large = ScrollingList(rows: configuration.listRows.large)
    else { return Result(spread: nil) }
    let timing = configuration.listScroll.measure({ large.scroll() }, { small.scroll() })
    // Only lists that really scrolled were measured.
    guard small.hasScrolled, large.hasScrolled else { return Result(spread: nil) }
    return Result(spread: timing.spread)
  }

  /// A `List` of `rows` rows on an 80×24 screen, focused on its last visible row.
  final class ScrollingList {
    let host: ViewHost
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    init?(rows: Int) {
      host = ViewHost(rootView: List(0..<rows, id: \.self) { Text("Row \($0)") })
      var canvas = Canvas(size: screen.size)
      host.update()
      host.layout(in: screen)
      host.draw(in: &canvas, clip: screen)
      guard let last = host.interactiveElements().last else { return nil }
      host.focusedElement = last.id
    }

    /// Scrolls `stepsPerRun` rows, one press at a time, each drawn; returns the cells written.
    func scroll() -> Int {
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

    /// Whether the list moved: its first visible row is no longer row 0.
    var hasScrolled: Bool { host.accessibilityNodes().first?.children.first?.label != "Row 0" }
  }
}
