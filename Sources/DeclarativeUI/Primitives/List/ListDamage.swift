import ScreenLayer
import TextSurface

/// The list's own damage: it knows which rows show something else and when
/// it scrolled, and reports them to the scene's damage tracker itself.
extension List {
  func reportOwnDamage(_ node: Node, to tracker: DamageTracker) -> Bool {
    guard let damage = ownDamage(node) else { return false }
    tracker.report(damage, in: node.frame, by: state(node))
    return true
  }

  /// The rows that show something else than at the last frame, and, when the
  /// list scrolled by less than a screenful with its frame unchanged, its
  /// rows area moved by the rows scrolled (a terminal line operation; the
  /// kept canvas moves too) so only the rows scrolled in are drawn. Nil when
  /// a visible row is not one the list draws as a row (the host's general
  /// rules then apply).
  private func ownDamage(_ node: Node) -> Damage? {
    let state = state(node)
    var rows: [ShownRow] = []
    for (index, row) in visibleRows(node) {
      guard let look = rowLook(row) else {
        state.shown = nil
        return nil
      }
      rows.append(ShownRow(title: look.title, detail: look.detail, highlighted: isFocused(node, row: index)))
    }
    let now = Shown(frame: node.frame, offset: state.offset, rows: rows)
    defer { state.shown = now }
    guard let before = state.shown, before.frame == now.frame else {
      return Damage(rects: [state.shown?.frame ?? .zero, now.frame])
    }
    let height = ListRowAppearance.rowHeight
    let positions = max(state.viewport, before.rows.count, now.rows.count)
    let scrolled = now.offset - before.offset
    // Rows that moved were placed anew (the host sees it); a scroll is reported as such.
    var damage = Damage(rects: [], contentMayHaveMoved: false)
    // Where each row was: after a scroll the kept canvas shows row `i` where it shows now.
    var origin = before.offset
    if scrolled != 0, abs(scrolled) < state.viewport {
      let area = Rect(x: now.frame.minX, y: now.frame.minY, width: now.frame.width, height: state.viewport * height)
      damage.scrolls.append(ScrolledRegion(rect: area, rows: -scrolled * height))
      origin = now.offset
    }
    for position in 0..<positions {
      let current = position < now.rows.count ? now.rows[position] : nil
      let shownIndex = origin + position - before.offset
      let previous =
        shownIndex >= 0 && shownIndex < before.rows.count && (origin == before.offset || position < state.viewport)
        ? before.rows[shownIndex] : nil
      guard current != previous else { continue }
      let rect = Rect(x: now.frame.minX, y: now.frame.minY + position * height, width: now.frame.width, height: height)
        .intersection(now.frame)
      guard !rect.isEmpty else { continue }
      damage.rects.append(rect)
      // A row drawn as a row paints every cell of its rect (see `draw`): nothing to blank first.
      if current != nil { damage.opaqueRects.append(rect) }
    }
    return damage
  }

  func forgetOwnDamage(_ node: Node) {
    state(node).shown = nil
  }
}
