/// A readable line diff: unchanged lines start with a space, lines only in the
/// first text with `-`, lines only in the second with `+`.
///
/// Used wherever two renderings disagree — golden files (expected `-`, actual
/// `+`) and A/B runs (legacy `-`, declarative `+`) — so a failure shows what
/// changed instead of two walls of text.
public enum LineDiff {
  /// The diff of `old` and `new`, with `context` unchanged lines around each change; empty when equal.
  public static func render(_ old: String, _ new: String, context: Int = 2) -> String {
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
        lines.append(("-", oldLines[i]))
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
