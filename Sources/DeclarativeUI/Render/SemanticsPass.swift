import TextSurface

/// The semantics pass: the accessibility tree and the interactive elements,
/// in tree order, as each primitive describes itself. A primitive that owns
/// its children (a list) takes over below itself.
extension Node {
  func accessibilityTree() -> [AccessibilityNode] {
    if let primitive = layoutPrimitive, primitive.ownsChildren { return primitive.accessibilitySubtree(self) }
    let nested = children.flatMap { $0.accessibilityTree() }
    guard let primitive = layoutPrimitive, var own = primitive.accessibility(self, isFocused: isFocused)
    else { return nested }
    own.children += nested
    return [own]
  }

  /// Hands `emit` every interactive element of this subtree, in tree order:
  /// the caller builds what it needs (ids and semantics, the focus engine's
  /// items) without an array per primitive in between.
  func collectElements(_ emit: (ElementID, AccessibilityNode) -> Void) {
    if let primitive = layoutPrimitive {
      primitive.collectInteractiveElements(self, emit)
      if primitive.ownsChildren { return }
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
