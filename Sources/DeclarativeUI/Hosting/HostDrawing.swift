import TextSurface

/// The host's paint pass: the tree on screen, an alert over it, and whether
/// an animation needs a new frame.
extension ViewHost {
  /// Draws the laid-out tree (or the presented cover), then a presented alert over it.
  public func draw(in canvas: inout Canvas, clip: Rect) {
    activeRoot.drawTree(in: &canvas, clip: clip)
    if let alert = presentedAlert() { alert.presenter.drawAlert(alert.node, in: &canvas, bounds: context.bounds) }
  }

  /// Whether an animation (a spinner) would now draw differently from the last
  /// frame; the embedding view then asks for display at the commit point.
  public var needsAnimationFrame: Bool {
    context.animatedNodes.contains { id in
      guard let node = context.nodes[id], let animated = node.layoutPrimitive?.value as? any Animated else {
        return false
      }
      return animated.needsRedraw(node)
    }
  }
}
