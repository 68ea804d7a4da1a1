import TextSurface

/// Semantics: a `list` node with a `row` node per visible row, each row an interactive element.
extension List {
  func rowNode(_ node: Node, index: Int, row: Node, offset: Int) -> AccessibilityNode {
    let semantics = rowSemantics(row)
    return ListRowAppearance.accessibilityNode(
      title: semantics.title, detail: semantics.detail, isFocused: isFocused(node, row: index),
      frame: rowRect(node, index: index, offset: offset))
  }

  func accessibilitySubtree(_ node: Node) -> [AccessibilityNode] {
    var list = AccessibilityNode(role: .list, label: label, frame: node.frame)
    let offset = state(node).offset
    list.children = visibleRows(node).map { rowNode(node, index: $0, row: $1, offset: offset) }
    return [list]
  }

  func interactiveElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)] { collectedElements(node) }

  /// Each visible row, handed over as it is described.
  func collectInteractiveElements(_ node: Node, _ emit: (ElementID, AccessibilityNode) -> Void) {
    let offset = state(node).offset
    for (index, row) in visibleRows(node) {
      emit(ElementID(node: node.id, item: index), rowNode(node, index: index, row: row, offset: offset))
    }
  }
}
