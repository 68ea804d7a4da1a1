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
///
/// This file is the list's API; its other concerns have a file each: which
/// rows are built and shown (`ListRows.swift`), layout (`ListLayout.swift`),
/// damage (`ListDamage.swift`), drawing (`ListDrawing.swift`), semantics
/// (`ListSemantics.swift`), keys (`ListKeys.swift`) and the state it keeps
/// between updates (`ListState.swift`).
public struct List<Content: View>: View, PrimitiveView, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  @usableFromInline let content: Content?
  @usableFromInline var rows: RowSource?
  var label = ""
  var scrollPosition: Binding<Int>?

  /// Index-based access to the data of a data-driven list, so only the visible range is touched.
  @usableFromInline struct RowSource {
    let count: Int
    /// The views of the rows in `range`, each from one read of its element
    /// (an element may be computed when read: the offers' rows format their
    /// countdown), and their keys, unless the ids are the ones `last` holds:
    /// the ids of the rows built last, in their own type, compared as such
    /// and replaced.
    let rows: (_ range: Range<Int>, _ last: inout Any?) -> (keys: [AnyHashable]?, views: [any View])
    /// Selecting row `index` (Enter, Space, a scenario's `select`), when the list has a selection.
    @usableFromInline var select: ((Int) -> Void)?

    @usableFromInline init(
      count: Int, rows: @escaping (Range<Int>, inout Any?) -> (keys: [AnyHashable]?, views: [any View]),
      select: ((Int) -> Void)? = nil
    ) {
      self.count = count
      self.rows = rows
      self.select = select
    }
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
}

extension List {
  /// A virtualized list of rows for `data`, identified by the element's property at `id`.
  @inlinable public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(data, identifiedBy: { $0[keyPath: id] }, rowContent: rowContent)
  }

  /// The data-driven list, its ids read by a function, not a key path (see `ForEach.id`).
  ///
  /// Inlinable, as the other data-driven initializers are: the rows are built
  /// at every update of the screen that shows the list, and built in the
  /// caller's module the closure below is specialized for its data and rows
  /// (no generic metadata to look up, no value witnesses to call per row).
  @inlinable init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, identifiedBy id: @escaping (Data.Element) -> ID,
    rowContent: @escaping (Data.Element) -> RowContent
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
        ids.append(id(value))
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
  @inlinable public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(data, identifiedBy: { $0[keyPath: id] }, selection: selection, rowContent: rowContent)
  }

  /// The selectable data-driven list, its ids read by a function (see `init(_:identifiedBy:rowContent:)`).
  @inlinable init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, selection: Binding<ID?>,
    rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(data, identifiedBy: id, rowContent: rowContent)
    let element = { (offset: Int) in data[data.index(data.startIndex, offsetBy: offset)] }
    rows?.select = { selection.wrappedValue = id(element($0)) }
  }

  /// A selectable virtualized list of identifiable elements.
  @inlinable public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Data.Element.ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, identifiedBy: { $0.id }, selection: selection, rowContent: rowContent)
  }

  /// A virtualized list of rows for identifiable elements.
  @inlinable public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, identifiedBy: { $0.id }, rowContent: rowContent)
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
