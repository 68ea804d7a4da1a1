import TextSurface

/// Virtualization: the rows in the viewport are the only ones built, keyed by
/// their element's id; what a row shows is read from its primitive.
extension List {
  // The list's storage types live outside the generic type: a cast to a
  // class nested in `List<Content>` instantiates its generic metadata, and
  // the list asks for its state many times per row per commit.
  typealias State = ListState
  typealias Shown = ListState.Shown
  typealias ShownRow = ListState.ShownRow

  func state(_ node: Node) -> State {
    if let state = node.primitiveStorage as? State { return state }
    let state = State()
    state.offset = scrollPosition?.wrappedValue ?? 0
    state.reportedOffset = state.offset
    node.primitiveStorage = state
    return state
  }

  func rowCount(_ node: Node) -> Int { rows?.count ?? node.layoutChildren.count }

  /// Clamps the offset to 0…max(0, rows − viewport) and returns the visible range.
  func visibleRange(_ state: State, count: Int) -> Range<Int> {
    state.offset = max(0, min(state.offset, count - state.viewport))
    return state.offset..<min(count, state.offset + state.viewport)
  }

  func children(of node: Node) -> ChildViews {
    guard let rows else { return .positional(content.map { [$0] } ?? []) }
    let state = state(node)
    state.built = visibleRange(state, count: rows.count)
    let built = rows.rows(state.built, &state.builtIDs)
    guard let keys = built.keys else { return .sameKeys(built.views) }
    return .keyed(Array(zip(keys, built.views)))
  }

  /// The built rows in the viewport, with their row index.
  ///
  /// A sequence, not an array: placing, damaging, drawing and listing the
  /// rows each walk them at every commit.
  func visibleRows(_ node: Node) -> Zip2Sequence<Range<Int>, ArraySlice<Node>> {
    let state = state(node)
    if rows != nil { return zip(state.built, node.children[...]) }
    let range = visibleRange(state, count: rowCount(node))
    return zip(range, node.layoutChildren[range])
  }

  /// Row `index`'s rectangle when the first visible row is `offset`: the
  /// passes over every row look the offset up once, not once per row.
  func rowRect(_ node: Node, index: Int, offset: Int) -> Rect {
    Rect(
      x: node.frame.minX, y: node.frame.minY + (index - offset) * ListRowAppearance.rowHeight,
      width: node.frame.width, height: ListRowAppearance.rowHeight)
  }

  /// Title and detail of a row that is a single `Text`, `LabeledContent` or `Button`.
  func rowLook(_ row: Node) -> (title: String, detail: String?)? {
    // Asked per row when drawing, damaging and collecting items: a row that is its own
    // primitive answers without the one-node array `layoutNodes` would make.
    if row.isLayoutPrimitive { return row.layoutPrimitive?.value.rowContent }
    let nodes = row.layoutChildren
    guard nodes.count == 1 else { return nil }
    return nodes[0].layoutPrimitive?.value.rowContent
  }

  /// The row's semantics' label and value: its look, or the first row-like primitive inside it.
  func rowSemantics(_ row: Node) -> (title: String, detail: String?) {
    if let look = rowLook(row) { return look }
    let rowLike = row.first { $0.layoutPrimitive?.value.rowContent != nil }
    if let content = rowLike?.layoutPrimitive?.value.rowContent { return content }
    // Other content (another toolkit's row, through the Bridge) reads as what it says it is.
    let described = row.accessibilityTree().flatMap(\.flattened).first { !$0.label.isEmpty }
    return (described?.label ?? "", described?.value)
  }

  func isFocused(_ node: Node, row: Int) -> Bool {
    node.context.focusedElement == ElementID(node: node.id, item: row)
  }
}
