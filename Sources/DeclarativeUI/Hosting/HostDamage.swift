import ScreenLayer
import TextSurface

/// The host's damage: where the frame may differ from the last one, from what
/// the passes recorded, for the scene's damage tracker.
extension ViewHost {
  /// What may have changed on screen since the last `takeDamage()`: the
  /// frames of nodes evaluated since (a body that re-ran, a primitive given a
  /// new value), the frames nodes left or came to, animated nodes, and the
  /// elements focus left and reached; a primitive that keeps track of its own
  /// drawing answers for its subtree instead (a list: the rows that show
  /// something else, and a scrolled region when it scrolled). Nil —
  /// everything — on the first frame, after new bounds or a screen change,
  /// and whenever an alert, a cover or foreign content is on screen (they
  /// draw beyond their nodes' frames). Call it after `layout(in:)` and before
  /// drawing; it starts the next period.
  public func takeDamage() -> Damage? {
    // Every tracking primitive's period ends now, whatever the answer.
    // Off screen (under a pushed screen, behind a cover) a primitive draws
    // nothing, and a region it scrolled would move someone else's cells.
    var tracked: [Int: Damage] = [:]
    let active = activeRoot
    for id in context.tracksOwnDamage {
      guard let node = context.nodes[id] else {
        context.tracksOwnDamage.remove(id)
        continue
      }
      guard node.isShown(under: active) else {
        node.layoutPrimitive?.forgetOwnDamage(node)
        continue
      }
      if let damage = node.layoutPrimitive?.takeOwnDamage(node) { tracked[id] = damage }
    }
    defer {
      context.evaluatedSinceDraw.removeAll(keepingCapacity: true)
      context.damageSinceDraw.removeAll(keepingCapacity: true)
      context.damageIsUnknown = false
      focusAtLastDamage = focusedElement
      alertAtLastDamage = presentedAlert() != nil
    }
    let alert = presentedAlert() != nil
    guard !context.damageIsUnknown, !alert, !alertAtLastDamage, activeRoot === root, context.foreignContents.isEmpty
    else { return nil }
    // A node in a tracked subtree is that primitive's business. There are
    // few tracking nodes (a list or two) and many records: compare ids.
    let trackedIDs = Array(tracked.keys)
    func isTracked(_ node: Node) -> Bool {
      guard !trackedIDs.isEmpty else { return false }
      var current: Node? = node
      while let next = current {
        if trackedIDs.contains(next.id) { return true }
        current = next.parent
      }
      return false
    }
    // Content moved only if a node moved, came or went (layout records it) or a list scrolled.
    // A highlight that moved counts too: rows that look alike (the same review twice) then
    // swap looks, and a line operation moves the highlighted one, as ncurses would find.
    let moved = !context.damageSinceDraw.isEmpty || focusedElement != focusAtLastDamage
    var damage = Damage(rects: [], contentMayHaveMoved: moved)
    for id in tracked.keys.sorted() { damage = damage.merging(tracked[id]!) }
    for (rect, node) in context.damageSinceDraw where !isTracked(node) { damage.rects.append(rect) }
    // Composites and pure containers draw nothing of their own: what their
    // re-run changed shows up in the leaves they gave new values (evaluated
    // too) and in frames that moved (recorded by layout).
    for id in context.evaluatedSinceDraw.union(context.animatedNodes) {
      guard let node = context.nodes[id], let primitive = node.layoutPrimitive, !isTracked(node) else { continue }
      if primitive.ownsChildren || node.layoutChildren.isEmpty || primitive.drawsItself {
        damage.rects.append(node.frame)
      }
    }
    if focusedElement != focusAtLastDamage {
      for element in [focusedElement, focusAtLastDamage].compactMap(\.self) {
        guard let node = context.nodes[element.node] else { return nil }
        if !isTracked(node) { damage.rects.append(node.frame) }
      }
    }
    damage.rects.removeAll { $0.isEmpty }
    return damage
  }
}
