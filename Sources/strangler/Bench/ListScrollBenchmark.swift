/// Scrolling a virtualized `List`: the time to scroll one screen in a list of
/// 100,000 rows divided by the same in a list of 1,000 rows. A virtualized
/// list lays out and draws only the visible rows, so the ratio should be close
/// to 1; a list that materializes every row would show ~100.
///
/// `List` is being built in DeclarativeUI in parallel and does not exist on
/// this branch, so nothing is measured yet: `measureListScroll(rows:)` returns
/// `nil`, the table says "not measured: List not yet available" and the JSON
/// has `null`. To fill it in, replace the body of `measureListScroll(rows:)`
/// with: build a `List` of `rows` seeded rows in a `ViewHost` on an 80×24
/// canvas, warm up, then time (with `Stopwatch`) scrolling one page and drawing.
enum ListScrollBenchmark {
  /// Why there is no figure, when there is none.
  static let unavailableNote = "not measured: List not yet available"

  struct Result: Sendable {
    /// `measureListScroll(rows: large) ÷ measureListScroll(rows: small)`, or nil if not measured.
    var ratio: Double?
  }

  static func run(_ configuration: BenchConfiguration) -> Result {
    guard let small = measureListScroll(rows: configuration.listRows.small),
      let large = measureListScroll(rows: configuration.listRows.large)
    else { return Result(ratio: nil) }
    return Result(ratio: strangler.ratio(large, small))
  }

  /// The time to scroll one screen of a `List` of `rows` rows; nil while
  /// DeclarativeUI has no `List` (see the type's documentation).
  static func measureListScroll(rows: Int) -> Duration? {
    nil
  }
}
