import TextSurface

/// The semantics pass: the accessibility tree and the interactive elements,
/// in tree order, as each primitive describes itself. A primitive that owns
/// its children (a list) takes over below itself; one with nothing of its
/// own (a stack, a padding: `Node.Kinds.hasOwnContent`) is not asked.
extension Node {
  func accessibilityTree() -> [AccessibilityNode] {
    var tree: [AccessibilityNode] = []
    appendAccessibility(to: &tree)
    return tree
  }

  /// Appends this subtree's semantics to `nodes`: a primitive's own node
  /// with its descendants' inside, or, for a node with none of its own (a
  /// composite, a stack), its children's, in place, without an array per
  /// level of the tree.
  private func appendAccessibility(to nodes: inout [AccessibilityNode]) {
    if kinds.hasOwnContent, let primitive = layoutPrimitive {
      if kinds.ownsChildren {
        nodes += primitive.value.accessibilitySubtree(self)
        return
      }
      if var own = primitive.value.accessibility(self, isFocused: isFocused) {
        for child in children { child.appendAccessibility(to: &own.children) }
        nodes.append(own)
        return
      }
    } else {
      assert(
        layoutPrimitive?.value.accessibility(self, isFocused: isFocused) == nil,
        "\(type(of: view)) describes itself but does not draw")
    }
    for child in children { child.appendAccessibility(to: &nodes) }
  }

  /// Hands `emit` every interactive element of this subtree, in tree order:
  /// the caller builds what it needs (ids and semantics, the focus engine's
  /// items) without an array per primitive in between.
  func collectElements(_ emit: (ElementID, AccessibilityNode) -> Void) {
    if kinds.hasOwnContent, let primitive = layoutPrimitive {
      primitive.value.collectInteractiveElements(self, emit)
      if kinds.ownsChildren { return }
    } else {
      assert(
        layoutPrimitive?.value.collectedElements(self).isEmpty ?? true,
        "\(type(of: view)) offers elements but does not draw")
    }
    for child in children { child.collectElements(emit) }
  }

  /// The first node, in tree order, whose view satisfies `predicate`.
  func first(where predicate: (Node) -> Bool) -> Node? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }
}
