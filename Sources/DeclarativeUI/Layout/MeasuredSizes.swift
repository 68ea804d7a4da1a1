import TextSurface

/// The last sizes a node answered, by proposal (`Node.sizeThatFits`).
///
/// Two fields rather than an array: a stack asks a child with at most a few
/// proposals (measuring, then placing), and a node's cache is read at every
/// measurement. Fields are plain loads and stores with no call inside their
/// access, so the optimizer can prove that no two accesses to a node's cache
/// overlap and drops the runtime exclusivity check from every one of them.
struct MeasuredSizes {
  private var newest: (proposal: Size, size: Size)?
  private var older: (proposal: Size, size: Size)?

  /// The size answered for `proposal`, if it is one of the last two asked.
  func size(for proposal: Size) -> Size? {
    if let newest, newest.proposal == proposal { return newest.size }
    if let older, older.proposal == proposal { return older.size }
    return nil
  }

  /// Keeps `size` as the answer for `proposal`, forgetting the older of the two kept.
  mutating func record(_ size: Size, for proposal: Size) {
    older = newest
    newest = (proposal, size)
  }

  /// Whether `condition` holds for every size kept; false when none is kept.
  func allSatisfy(_ condition: (_ proposal: Size, _ size: Size) -> Bool) -> Bool {
    guard let newest else { return false }
    if !condition(newest.proposal, newest.size) { return false }
    if let older, !condition(older.proposal, older.size) { return false }
    return true
  }

  /// Forgets every size (the node or a descendant re-evaluated).
  mutating func removeAll() {
    newest = nil
    older = nil
  }
}
