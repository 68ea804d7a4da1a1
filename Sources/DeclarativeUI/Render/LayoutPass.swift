import TextSurface

/// The layout pass: a node measures itself (through its primitive, or as a
/// column of its layout children), keeps what it measured until its subtree
/// re-evaluates, and places itself in the rectangle its parent gives.
extension Node {
  /// This node's view or children changed: its size and layout children, and
  /// those of every ancestor (which measured through it), must be found again.
  func invalidateLayout() {
    let fills = context.layoutCacheFills
    var node: Node? = self
    while let current = node {
      // Cleared with no layout cache filled anywhere since: so are its
      // ancestors, cleared by the same walk. The rows of a list that all
      // re-evaluate stop at the list instead of each walking to the root.
      if current.clearedAtFill == fills { return }
      current.sizeCache.removeAll()
      current.cachedLayoutChildren = nil
      current.clearedAtFill = fills
      node = current.parent
    }
  }
  /// The children that take part in layout: transparent nodes (composites,
  /// groups, tuples, conditionals) are replaced by their own layout children.
  var layoutChildren: [Node] {
    if let cachedLayoutChildren { return cachedLayoutChildren }
    let result: [Node]
    if children.allSatisfy(\.isLayoutPrimitive) {
      // Most often (a stack of texts and buttons): the children themselves,
      // sharing their array's storage instead of making another.
      result = children
    } else if children.count == 1 {
      // A composite's body, a modifier's content: its only child's.
      result = children[0].layoutChildren
    } else {
      var flattened: [Node] = []
      flattened.reserveCapacity(children.count)
      for child in children {
        if child.isLayoutPrimitive { flattened.append(child) } else { flattened += child.layoutChildren }
      }
      result = flattened
    }
    cachedLayoutChildren = result
    context.layoutCacheFills += 1
    return result
  }

  /// Measures this node through its primitive, or, for a transparent node, as a column of its layout children.
  ///
  /// A size depends only on the views of the subtree, so it is kept per
  /// proposal (`sizeCache`) until a node of the subtree re-evaluates. Foreign
  /// content (a legacy view through the Bridge) sizes itself from state the
  /// tree does not see: while any is mounted, nothing is kept.
  func sizeThatFits(_ proposal: Size) -> Size {
    let caches = !context.hasForeignContent
    if caches, let size = sizeCache.size(for: proposal) { return size }
    let size =
      if let primitive = layoutPrimitive {
        primitive.value.sizeThatFits(proposal, node: self)
      } else {
        StackLayout(axis: .vertical, alignment: .center, spacing: 0).sizeThatFits(proposal, children: layoutChildren)
      }
    guard caches else { return size }
    sizeCache.record(size, for: proposal)
    context.layoutCacheFills += 1
    return size
  }

  func place(in rect: Rect) {
    if let primitive = layoutPrimitive {
      primitive.value.place(self, in: rect)
    } else {
      frame = rect
      StackLayout(axis: .vertical, alignment: .center, spacing: 0).place(layoutChildren, in: rect)
    }
  }

  /// Measures this node's layout children as one column (a modifier's content).
  func contentSize(_ proposal: Size) -> Size {
    StackLayout(axis: .vertical, alignment: .center, spacing: 0).sizeThatFits(proposal, children: layoutChildren)
  }

  /// Places this node's layout children as one column in `rect`.
  func placeContent(in rect: Rect) {
    StackLayout(axis: .vertical, alignment: .center, spacing: 0).place(layoutChildren, in: rect)
  }
}
