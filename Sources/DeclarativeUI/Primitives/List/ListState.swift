import TextSurface

/// What a `List` keeps between updates: its scroll position, the rows
/// built, and what it showed (see `List.reportOwnDamage(_:to:)`).
final class ListState {
  var offset = 0
  var viewport = 0
  /// The row range whose views are built.
  var built = 0..<0
  /// The ids of the rows built, in order, as the data's own id type
  /// (`List.RowSource.rows`): the keys the node's children have.
  var builtIDs: Any?
  /// The offset `scrollPosition` last heard of, so every change reaches it once (clamping too).
  var reportedOffset = 0
  /// What the list showed when it last reported its damage (see `reportOwnDamage(_:to:)`).
  var shown: Shown?

  /// What a list showed at the end of a damage period: where, from which
  /// row, and each visible row as drawn.
  struct Shown {
    var frame: Rect
    var offset: Int
    var rows: [ShownRow]
  }

  /// A row as the list draws it: a row of another kind (custom content) is
  /// not tracked, and the list leaves its damage to the host.
  struct ShownRow: Equatable {
    var title: String
    var detail: String?
    var highlighted: Bool
  }
}
