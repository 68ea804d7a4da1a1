/// A readable line diff: unchanged lines start with a space, lines only in the
/// first text with `-` (or the mark given), lines only in the second with `+`.
///
/// The one diff every failure message uses — golden files (expected `-`,
/// actual `+`), A/B runs (legacy `-`, declarative `+`), the test store's
/// state and actions (expected `−`, actual `+`) — so a failure shows what
/// changed instead of two walls of text.
///
/// ```swift
/// LineDiff.render("a\nb", "a\nc")   // "  a\n- b\n+ c"
/// ```
public enum LineDiff {
  /// The diff of `old` and `new`, with `context` unchanged lines around each
  /// change (nil: every line), lines only in `old` marked `removed`; empty when equal.
  public static func render(_ old: String, _ new: String, context: Int? = 2, removed mark: Character = "-") -> String {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard oldLines != newLines else { return "" }
    var lines: [(Character, String)] = []
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in newLines.difference(from: oldLines) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var i = 0
    var j = 0
    while i < oldLines.count || j < newLines.count {
      if i < oldLines.count, removed.contains(i) {
        lines.append((mark, oldLines[i]))
        i += 1
      } else if j < newLines.count, inserted.contains(j) {
        lines.append(("+", newLines[j]))
        j += 1
      } else {
        lines.append((" ", i < oldLines.count ? oldLines[i] : newLines[j]))
        i += 1
        j += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].0 != " " }
    var shown = Set<Int>()
    for index in changed {
      let context = context ?? lines.count
      for near in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(near) }
    }
    var out: [String] = []
    var previous = -1
    for index in shown.sorted() {
      if previous >= 0, index > previous + 1 { out.append("  …") }
      out.append("\(lines[index].0) \(lines[index].1)")
      previous = index
    }
    return out.joined(separator: "\n")
  }
}
