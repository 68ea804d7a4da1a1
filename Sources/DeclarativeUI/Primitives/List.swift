import TextSurface

/// A scrolling, virtualized column of one-line rows, like SwiftUI's `List`.
///
/// ```swift
/// List(offers) { offer in
///   Button(offer.restaurant) { viewModel.select(offer) }      // the row's action
/// }
/// List(accounts) { account in LabeledContent(account.name, value: account.balance) }
/// List { Text("Static"); Text("Rows") }
/// ```
///
/// The data-driven forms build only the rows in the viewport: scrolling a
/// 100,000-row list builds, lays out and draws a screenful of rows. Rows are
/// identified by their element's id (keyed reconciliation), so a row that
/// scrolls keeps its node while it stays visible. Rows look exactly like the
/// legacy table view's cells (`ListRowAppearance`): a `Text` row is a
/// `.default` cell, a `LabeledContent` row a `.value1` cell, a `Button` row
/// shows its title; other content is laid out in the row and highlighted the
/// same way.
///
/// Every row is a focus stop: Down/Tab and Up/Shift-Tab move between rows and
/// scroll by one at the viewport's edge (at the first/last row the key is left
/// to the focus engine), PageUp/PageDown move by a viewport, Home/End go to the
/// ends, and Enter/Space activate the row's first `Button` (its action). The
/// focused row is drawn inverse. Element ids are the list's node and the row
/// index, so focus survives the rebuild of rows that scrolling causes.
public struct List<Content: View>: View, PrimitiveView, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content?
  var rows: RowSource?
  var label = ""
  var scrollPosition: Binding<Int>?

  /// Index-based access to the data of a data-driven list, so only the visible range is touched.
  struct RowSource {
    let count: Int
    /// The views of the rows in `range`, each from one read of its element
    /// (an element may be computed when read: the offers' rows format their
    /// countdown), and their keys, unless the ids are the ones `last` holds:
    /// the ids of the rows built last, in their own type, compared as such
    /// and replaced.
    let rows: (_ range: Range<Int>, _ last: inout Any?) -> (keys: [AnyHashable]?, views: [any View])
    /// Selecting row `index` (Enter, Space, a scenario's `select`), when the list has a selection.
    var select: ((Int) -> Void)?
  }

  /// A list of fixed content: every row is built; each view the builder makes is a row.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    rows = nil
  }

  /// Keeps the first visible row in `position`: read when the list is first
  /// built, written whenever it scrolls. Like SwiftUI's `.scrollPosition(id:)`,
  /// it lets the scroll position live in a view model, so a screen rebuilt in
  /// the other front opens where the user was.
  public func scrollPosition(_ position: Binding<Int>) -> List {
    var copy = self
    copy.scrollPosition = position
    return copy
  }

  /// The list's accessibility label (its `.list` node's label), like SwiftUI's `.accessibilityLabel(_:)`.
  public func accessibilityLabel(_ label: String) -> List {
    var copy = self
    copy.label = label
    return copy
  }

  // MARK: Rows and scrolling

  // The list's storage types live outside the generic type: a cast to a
  // class nested in `List<Content>` instantiates its generic metadata, and
  // the list asks for its state many times per row per commit.
  typealias State = ListState
  typealias Shown = ListState.Shown
  typealias ShownRow = ListState.ShownRow

  private func state(_ node: Node) -> State {
    if let state = node.primitiveStorage as? State { return state }
    let state = State()
    state.offset = scrollPosition?.wrappedValue ?? 0
    state.reportedOffset = state.offset
    node.primitiveStorage = state
    return state
  }

  private func rowCount(_ node: Node) -> Int { rows?.count ?? node.layoutChildren.count }

  /// Clamps the offset to 0…max(0, rows − viewport) and returns the visible range.
  private func visibleRange(_ state: State, count: Int) -> Range<Int> {
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
  private func visibleRows(_ node: Node) -> Zip2Sequence<Range<Int>, ArraySlice<Node>> {
    let state = state(node)
    if rows != nil { return zip(state.built, node.children[...]) }
    let range = visibleRange(state, count: rowCount(node))
    return zip(range, node.layoutChildren[range])
  }

  /// Row `index`'s rectangle when the first visible row is `offset`: the
  /// passes over every row look the offset up once, not once per row.
  private func rowRect(_ node: Node, index: Int, offset: Int) -> Rect {
    Rect(
      x: node.frame.minX, y: node.frame.minY + (index - offset) * ListRowAppearance.rowHeight,
      width: node.frame.width, height: ListRowAppearance.rowHeight)
  }

  // MARK: Layout

  var flexibility: Flexibility? { Flexibility(minLength: 0, fillsCrossAxis: true) }

  /// All the space offered.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    Size(width: max(0, proposal.width), height: max(0, proposal.height))
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    let state = state(node)
    let viewport = rect.height / ListRowAppearance.rowHeight
    if viewport != state.viewport {
      state.viewport = viewport
      // As the legacy table does: a resize brings the focused row back into view, scrolling minimally.
      if let focused = node.context.focusedElement, focused.node == node.id, let row = focused.item,
        row < rowCount(node)
      {
        if row < state.offset { state.offset = row }
        if viewport > 0, row >= state.offset + viewport { state.offset = row - viewport + 1 }
      }
    }
    let visible = visibleRange(state, count: rowCount(node))
    // Whatever moved the offset — a resize, a change of rows clamping it (here or when the rows were
    // built) — the binding hears of it, as the legacy table's delegate hears `tableViewDidScroll`.
    reportOffset(state)
    node.context.tracksOwnDamage.insert(node.id)
    if rows != nil, visible != state.built {
      node.invalidate()  // the viewport changed: build the rows now in view (the same node keeps them)
    }
    var placed = 0
    for (index, row) in visibleRows(node) {
      row.place(in: rowRect(node, index: index, offset: state.offset))
      placed += 1
    }
    node.context.statistics.listRowsLaidOut += placed
  }

  // MARK: Damage

  /// The rows that show something else than at the last frame, and, when the
  /// list scrolled by less than a screenful with its frame unchanged, its
  /// rows area moved by the rows scrolled (a terminal line operation; the
  /// kept canvas moves too) so only the rows scrolled in are drawn. Nil when
  /// a visible row is not one the list draws as a row (the host's general
  /// rules then apply).
  func takeOwnDamage(_ node: Node) -> Damage? {
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
      damage.rects.append(rect)
      // A row drawn as a row paints every cell of its rect (see `draw`): nothing to blank first.
      if current != nil { damage.opaqueRects.append(rect) }
    }
    return damage
  }

  func forgetOwnDamage(_ node: Node) {
    state(node).shown = nil
  }

  // MARK: Drawing

  var ownsChildren: Bool { true }

  /// Title and detail of a row that is a single `Text`, `LabeledContent` or `Button`.
  private func rowLook(_ row: Node) -> (title: String, detail: String?)? {
    // Asked per row when drawing, damaging and collecting items: a row that is its own
    // primitive answers without the one-node array `layoutNodes` would make.
    if row.isLayoutPrimitive { return row.layoutPrimitive?.rowContent }
    let nodes = row.layoutChildren
    guard nodes.count == 1 else { return nil }
    return nodes[0].layoutPrimitive?.rowContent
  }

  /// The row's semantics' label and value: its look, or the first row-like primitive inside it.
  private func rowSemantics(_ row: Node) -> (title: String, detail: String?) {
    if let look = rowLook(row) { return look }
    if let content = row.first(where: { $0.layoutPrimitive?.rowContent != nil })?.layoutPrimitive?.rowContent {
      return content
    }
    // Other content (another toolkit's row, through the Bridge) reads as what it says it is.
    let described = row.accessibilityTree().flatMap(\.flattened).first { !$0.label.isEmpty }
    return (described?.label ?? "", described?.value)
  }

  private func isFocused(_ node: Node, row: Int) -> Bool {
    node.context.focusedElement == ElementID(node: node.id, item: row)
  }

  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {
    let offset = state(node).offset
    var drawn = 0
    defer { node.context.statistics.listRowsDrawn += drawn }
    for (index, row) in visibleRows(node) {
      let rect = rowRect(node, index: index, offset: offset)
      // A partial redraw (damage) passes a clip of a few rows: the others stay as drawn.
      guard !rect.intersection(clip).isEmpty else { continue }
      let highlighted = self.isFocused(node, row: index)
      if let look = rowLook(row) {
        ListRowAppearance.draw(
          title: look.title, detail: look.detail, isHighlighted: highlighted, in: &canvas, rect: rect, clip: clip,
          opaque: true)
      } else {
        row.drawTree(in: &canvas, clip: rect.intersection(clip))
        if highlighted { canvas.applyStyle(TextStyle(attributes: .inverse), in: rect.intersection(clip)) }
      }
      drawn += 1
    }
  }

  // MARK: Semantics and interaction

  private func rowNode(_ node: Node, index: Int, row: Node, offset: Int) -> AccessibilityNode {
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

  func handleKey(_ key: Key, node: Node, item: Int?) -> Bool {
    guard let row = item else { return false }
    let count = rowCount(node)
    let page = max(1, state(node).viewport)
    let target: Int
    switch key {
    case .down, .tab: target = row + 1
    case .up, .backTab: target = row - 1
    case .pageDown: target = min(count - 1, row + page)
    case .pageUp: target = max(0, row - page)
    case .home: target = 0
    case .end: target = count - 1
    case .enter, .space: return activate(node, item: row)
    default: return false
    }
    // Past either end a one-row move is not ours: the focus engine moves on (Tab wraps). Page and
    // Home/End keys clamp and stay the list's even when focus cannot move, as in the legacy table.
    let clamps = [.pageUp, .pageDown, .home, .end].contains(key)
    guard (0..<count).contains(target), target != row || clamps else { return false }
    focus(node, row: target)
    return true
  }

  /// Tells `scrollPosition` the offset if it changed since it was last told.
  private func reportOffset(_ state: State) {
    guard state.offset != state.reportedOffset else { return }
    state.reportedOffset = state.offset
    scrollPosition?.wrappedValue = state.offset
  }

  /// Scrolls minimally so `row` is visible, then asks for focus on it (it may exist only after the next layout).
  private func focus(_ node: Node, row: Int) {
    let state = state(node)
    let offset = state.offset
    if row < state.offset { state.offset = row }
    if row >= state.offset + state.viewport { state.offset = row - state.viewport + 1 }
    if state.offset != offset {
      node.context.layoutVersion += 1
      reportOffset(state)
      node.setNeedsUpdate()
    }
    node.context.requestFocus(ElementID(node: node.id, item: row))
  }

  /// Enter/Space on a row: the selection, else the action of its first enabled `Button`. A row
  /// is selected even when nothing listens (a `List(data, id:)` of `Text` rows), so the key is
  /// consumed, as the legacy table consumes it whether or not its delegate hears of it.
  func activate(_ node: Node, item: Int?) -> Bool {
    guard let index = item, (0..<rowCount(node)).contains(index) else { return false }
    if let select = rows?.select {
      select(index)
      return true
    }
    guard let row = visibleRows(node).first(where: { $0.0 == index })?.1,
      let button = row.first(where: { $0.layoutPrimitive is Button }), let primitive = button.layoutPrimitive
    else { return true }
    return primitive.activate(button, item: nil)
  }
}

extension List {
  /// A virtualized list of rows for `data`, identified by the element's property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = nil
    let element = { (offset: Int) in data[data.index(data.startIndex, offsetBy: offset)] }
    rows = RowSource(count: data.count) { range, last in
      var ids: [ID] = []
      var views: [any View] = []
      ids.reserveCapacity(range.count)
      views.reserveCapacity(range.count)
      for offset in range {
        let value = element(offset)
        ids.append(value[keyPath: id])
        views.append(rowContent(value))
      }
      // A tick that changes what rows show, not which rows: the same ids, compared as `ID`s.
      defer { last = ids }
      if let previous = last as? [ID], previous == ids { return (nil, views) }
      return (ids.map { AnyHashable($0) }, views)
    }
  }

  /// A virtualized list whose rows can be selected, like SwiftUI's
  /// `List(_:selection:)`: Enter or Space on a row (or a scenario's `select`)
  /// sets `selection` to the row's id. A view model behind the binding reacts
  /// — typically by routing to the row's details.
  ///
  /// ```swift
  /// List(state.rows, selection: Binding(get: { nil }, set: { $0.map(viewModel.select) })) { row in
  ///   LabeledContent(row.title, value: row.detail)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(data, id: id, rowContent: rowContent)
    let element = { (offset: Int) in data[data.index(data.startIndex, offsetBy: offset)] }
    rows?.select = { selection.wrappedValue = element($0)[keyPath: id] }
  }

  /// A selectable virtualized list of identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Data.Element.ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }

  /// A virtualized list of rows for identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, rowContent: rowContent)
  }
}

extension Text {
  var rowContent: (title: String, detail: String?)? { (content, nil) }
}

extension LabeledContent {
  var rowContent: (title: String, detail: String?)? { (title, value) }
}

extension Button {
  var rowContent: (title: String, detail: String?)? { (title, nil) }
}

/// What a `List` keeps between updates: its scroll position, the rows
/// built, and what it showed (see `List.takeOwnDamage(_:)`).
final class ListState {
  var offset = 0
  var viewport = 0
  /// The row range whose views are built.
  var built = 0..<0
  /// The ids of the rows built, in order, as the data's own id type
  /// (`List.RowSource.rows`): the keys the node's children have.
  var builtIDs: Any?
  /// The offset `scrollPosition` last heard of, so every change reaches it once (clamping too).
  var reportedOffset = 0
  /// What the list showed when damage was last taken (see `takeOwnDamage(_:)`).
  var shown: Shown?

  /// What a list showed at the end of a damage period: where, from which
  /// row, and each visible row as drawn.
  struct Shown {
    var frame: Rect
    var offset: Int
    var rows: [ShownRow]
  }

  /// A row as the list draws it: a row of another kind (custom content) is
  /// not tracked, and the list leaves its damage to the host.
  struct ShownRow: Equatable {
    var title: String
    var detail: String?
    var highlighted: Bool
  }
}
