import ScreenLayer
import TextSurface

/// The host's damage: where the frame may differ from the last one, from what
/// the passes recorded, reported to the scene's damage tracker.
extension ViewHost {
  /// Reports to `tracker` where this host's drawing in `region` (screen
  /// coordinates) may differ from the last drawn frame, as `reporter` (the
  /// scene content or view that draws the host). Each primitive that keeps
  /// track of its own drawing reports for its own frame itself (a list: the
  /// rows that show something else, and a scrolled region when it scrolled);
  /// the host reports the rest (`ownDamage(excluding:)`), or nil when
  /// `isKnown` is false (something else draws over the region). Call it
  /// after `layout(in:)` and before drawing, once per drawn frame; it starts
  /// the next period.
  public func reportDamage(to tracker: DamageTracker, in region: Rect, by reporter: AnyObject, isKnown: Bool = true) {
    // Every tracking primitive's period ends now, whatever the host reports.
    // Off screen (under a pushed screen, behind a cover) a primitive draws
    // nothing, and a region it scrolled would move someone else's cells.
    // Sorted, so the reports come in the same order every frame.
    let active = activeRoot
    var reported: [Node] = []
    for id in context.tracksOwnDamage.sorted() {
      guard let node = context.nodes[id], let primitive = node.layoutPrimitive else {
        context.tracksOwnDamage.remove(id)
        continue
      }
      guard node.isShown(under: active) else {
        primitive.value.forgetOwnDamage(node)
        continue
      }
      if primitive.value.reportOwnDamage(node, to: tracker) { reported.append(node) }
    }
    let damage = ownDamage(excluding: reported, activeRoot: active)
    tracker.report(isKnown ? damage : nil, in: region, by: reporter)
  }

  /// Ends the damage period without reporting: the host was not drawn (a
  /// hidden view). What tracking primitives showed no longer describes the
  /// screen.
  public func discardDamage() {
    for id in context.tracksOwnDamage {
      guard let node = context.nodes[id] else { continue }
      node.layoutPrimitive?.value.forgetOwnDamage(node)
    }
    endDamagePeriod()
  }

  /// Starts the next damage period: what was recorded is forgotten, and
  /// focus and alert are compared with what they are now.
  private func endDamagePeriod(alertShown: Bool? = nil) {
    context.evaluatedSinceDraw.removeAll(keepingCapacity: true)
    context.damageSinceDraw.removeAll(keepingCapacity: true)
    context.damageIsUnknown = false
    focusAtLastDamage = focusedElement
    alertAtLastDamage = alertShown ?? (presentedAlert() != nil)
  }

  /// What may have changed on screen since the last period, outside the
  /// subtrees of `trackers` (nodes whose primitive reported for itself): the
  /// frames of nodes evaluated since (a body that re-ran, a primitive given
  /// a new value), the frames nodes left or came to, animated nodes, and the
  /// elements focus left and reached. Nil — everything — on the first frame,
  /// after new bounds or a screen change, and whenever an alert, a cover or
  /// foreign content is on screen (they draw beyond their nodes' frames).
  /// `active` is the host's `activeRoot`, found once by the caller.
  func ownDamage(excluding trackers: [Node], activeRoot active: Node) -> Damage? {
    let alert = presentedAlert(under: active) != nil
    defer { endDamagePeriod(alertShown: alert) }
    guard !context.damageIsUnknown, !alert, !alertAtLastDamage, active === root, !context.hasForeignContent
    else { return nil }
    // A node in a tracked subtree is that primitive's business. There are
    // few tracking nodes (a list or two) and many records, most of them a
    // row or two below a list: climb only to the tracking node's depth.
    func isTracked(_ node: Node) -> Bool {
      for tracker in trackers where node.depth >= tracker.depth {
        var current = node
        for _ in 0..<(node.depth - tracker.depth) {
          guard let parent = current.parent else { break }
          current = parent
        }
        if current === tracker { return true }
      }
      return false
    }
    // Content moved only if a node moved, came or went (layout records it) or a list scrolled.
    // A highlight that moved counts too: rows that look alike (the same review twice) then
    // swap looks, and a line operation moves the highlighted one, as ncurses would find.
    let moved = !context.damageSinceDraw.isEmpty || focusedElement != focusAtLastDamage
    var damage = Damage(rects: [], contentMayHaveMoved: moved)
    for (rect, node) in context.damageSinceDraw where !isTracked(node) { damage.rects.append(rect) }
    // Composites and pure containers draw nothing of their own: what their
    // re-run changed shows up in the leaves they gave new values (evaluated
    // too) and in frames that moved (recorded by layout).
    func drawsChange(_ id: Int) {
      guard let node = context.nodes[id], node.kinds.layoutPrimitive, !isTracked(node) else { return }
      if node.kinds.hasOwnContent || node.layoutChildren.isEmpty { damage.rects.append(node.frame) }
    }
    for id in context.evaluatedSinceDraw { drawsChange(id) }
    for id in context.animatedNodes where !context.evaluatedSinceDraw.contains(id) { drawsChange(id) }
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
