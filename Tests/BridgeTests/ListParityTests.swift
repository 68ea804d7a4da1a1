import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// One list row's data, shown by both toolkits.
struct ParityRow: Identifiable, Hashable {
  let id: Int
  var title: String { "Row \(id)" }
  var detail: String { "$\(id % 97).50" }
}

func parityRows(_ ids: Range<Int>) -> [ParityRow] { ids.map { ParityRow(id: $0) } }

/// The legacy list screen: a table (data source and delegate, reused cells)
/// above a "Done" button, so Tab can leave the list and Shift-Tab come back.
final class TableScreen: LegacyUI.ViewController, TableViewDataSource, TableViewDelegate {
  var rows: [ParityRow]
  let detailed: Bool
  let table = TableView()
  private let stack: StackView
  /// Ids the delegate was told were selected, in order.
  private(set) var selected: [Int] = []
  /// Called after a selection, with the row's id (a screen that reacts, e.g. with an alert).
  var onSelect: ((Int) -> Void)?

  init(rows: [ParityRow], detailed: Bool) {
    self.rows = rows
    self.detailed = detailed
    stack = StackView(arrangedSubviews: [table, LegacyUI.Button(title: "Done")])
    stack.alignment = .leading
    table.accessibilityLabel = "Rows"
    super.init(title: "List")
  }

  override func viewDidLoad() {
    let style: TableViewCell.CellStyle = detailed ? .value1 : .default
    table.register(forCellReuseIdentifier: "row") { TableViewCell(style: style, reuseIdentifier: "row") }
    table.dataSource = self
    table.delegate = self
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    stack.frame = view.bounds
  }

  /// New data, then `reloadData()`, the way a legacy screen shows a change.
  func show(_ rows: [ParityRow]) {
    self.rows = rows
    table.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let row = rows[indexPath.row]
    cell.textLabel.text = row.title
    cell.detailTextLabel?.text = row.detail
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(rows[indexPath.row].id)
    onSelect?(rows[indexPath.row].id)
  }
}

/// Collects what a declarative list's selection binding is set to.
final class SelectionLog {
  var ids: [Int] = []
  var binding: Binding<Int?> {
    Binding(get: { nil }, set: { [self] id in if let id { ids.append(id) } })
  }
}

/// A row as a `.default` (`Text`) or `.value1` (`LabeledContent`) cell.
struct ParityRowView: DeclarativeUI.View {
  let row: ParityRow
  let detailed: Bool

  var body: some DeclarativeUI.View {
    if detailed {
      LabeledContent(row.title, value: row.detail)
    } else {
      Text(row.title)
    }
  }
}

/// The declarative list screen: `List(data, selection:)` (or `List(data, id:)`) above a "Done" button.
struct ListScreen: DeclarativeUI.View {
  let rows: [ParityRow]
  let detailed: Bool
  let selection: Binding<Int?>?

  var body: some DeclarativeUI.View {
    VStack(alignment: .leading) {
      rowList
      DeclarativeUI.Button("Done") {}
    }
  }

  @ViewBuilder private var rowList: some DeclarativeUI.View {
    if let selection {
      List(rows, selection: selection) { (row: ParityRow) in ParityRowView(row: row, detailed: detailed) }
        .accessibilityLabel("Rows")
    } else {
      List(rows, id: \.id) { (row: ParityRow) in ParityRowView(row: row, detailed: detailed) }
        .accessibilityLabel("Rows")
    }
  }
}

/// A list whose selection shows an alert (the declarative half of "select a row, confirm").
struct AlertingListScreen: DeclarativeUI.View {
  let rows: [ParityRow]
  @State private var showsAlert = false

  var body: some DeclarativeUI.View {
    ListScreen(rows: rows, detailed: false, selection: Binding(get: { nil }, set: { _ in showsAlert = true }))
      .alert("Row selected", isPresented: $showsAlert) { DeclarativeUI.Button("OK") {} }
  }
}

/// A list of `Button` rows above "Done": Enter runs the focused row's button.
struct ButtonListScreen: DeclarativeUI.View {
  let rows: [ParityRow]
  let log: SelectionLog

  var body: some DeclarativeUI.View {
    VStack(alignment: .leading) {
      List(rows) { (row: ParityRow) in DeclarativeUI.Button(row.title) { log.ids.append(row.id) } }
        .accessibilityLabel("Rows")
      DeclarativeUI.Button("Done") {}
    }
  }
}

@Suite("Parity: TableView vs List")
struct ListParityTests {
  /// Both fronts of a list of `count` rows in a window of `size`.
  private func pair(count: Int, size: Size, detailed: Bool, selectable: Bool = true) -> (
    ParityPair, TableScreen, HostingController<ListScreen>, SelectionLog
  ) {
    let log = SelectionLog()
    let rows = parityRows(0..<count)
    let legacy = TableScreen(rows: rows, detailed: detailed)
    let screen = ListScreen(rows: rows, detailed: detailed, selection: selectable ? log.binding : nil)
    let declarative = HostingController(rootView: screen, title: "List")
    return (ParityPair(legacy: legacy, declarative: declarative, size: size), legacy, declarative, log)
  }

  @Test(arguments: [0, 1, 5, 100, 100_000], paritySizes)
  func keysScrollAndSelectTheSameRows(count: Int, size: Size) {
    for detailed in [false, true] {
      let (pair, legacy, _, log) = pair(count: count, size: size, detailed: detailed)
      pair.expectSame("first frame, \(count) rows in \(size.width)×\(size.height)")
      // Down past the viewport's bottom edge scrolls by one row at a time.
      pair.press(Array(repeating: .down, count: size.height + 1))
      pair.press([.pageDown, .pageUp, .end, .home, .end])
      // Tab at the last row leaves the list for "Done"; Shift-Tab comes back to the last row.
      pair.press([.tab, .backTab, .up, .enter, .space])
      #expect(legacy.selected == log.ids, "selection: delegate \(legacy.selected) vs binding \(log.ids)")
      if count > 0, size.height > 1 { #expect(log.ids.count == 2) }
    }
  }

  @Test(arguments: [0, 1, 5, 100, 100_000], paritySizes)
  func aPlainListWithoutSelectionMovesTheSame(count: Int, size: Size) {
    let (pair, _, _, _) = pair(count: count, size: size, detailed: true, selectable: false)
    pair.expectSame("first frame")
    pair.press([.end, .up, .pageUp, .tab, .tab, .backTab, .enter])
  }

  @Test(arguments: [5, 100, 100_000], paritySizes)
  func dataChangesKeepTheFocusedRowAndClampTheOffset(count: Int, size: Size) {
    let (pair, legacy, declarative, log) = pair(count: count, size: size, detailed: true)
    func change(_ rows: [ParityRow], _ step: String) {
      legacy.show(rows)
      declarative.rootView = ListScreen(rows: rows, detailed: true, selection: log.binding)
      pair.commit()
      pair.expectSame(step)
    }
    pair.press([.end, .pageUp])
    change(parityRows(-3..<count), "three rows inserted before the focused row")
    pair.press([.down])
    change(parityRows(0..<3), "rows removed: the offset clamps")
    pair.press([.up, .end])
    change(parityRows(0..<count), "rows back")
    pair.press([.pageDown, .home])
  }

  @Test(arguments: [5, 100, 100_000], paritySizes)
  func resizingKeepsTheFocusedRowInView(count: Int, size: Size) {
    let (pair, _, _, _) = pair(count: count, size: size, detailed: false)
    /// Resizes; while the list still shows a row (one line is "Done"), the focused row stays focused and so in view.
    func resize(to newSize: Size) {
      let before = pair.legacy.focusedItem?.node
      pair.resize(to: newSize)
      if before?.role == .row, newSize.height >= 2 {
        #expect(pair.legacy.focusedItem?.node.label == before?.label, "\(newSize.width)×\(newSize.height)")
      }
    }
    pair.press([.pageDown, .down])
    resize(to: Size(width: max(1, size.width / 2), height: max(1, size.height / 2)))
    pair.press([.down])
    resize(to: Size(width: 1, height: 2))
    resize(to: Size(width: size.width * 2, height: size.height * 2))
    pair.press([.up, .pageUp])
    resize(to: size)
  }

  @Test(arguments: [5, 100], [Size(width: 20, height: 5), Size(width: 80, height: 24)])
  func aSelectionThatShowsAnAlertGivesFocusBackToTheRow(count: Int, size: Size) {
    let legacy = TableScreen(rows: parityRows(0..<count), detailed: false)
    legacy.onSelect = { [unowned legacy] _ in
      let alert = AlertController(title: "Row selected")
      alert.addAction(AlertAction(title: "OK"))
      legacy.present(alert)
    }
    let declarative = HostingController(rootView: AlertingListScreen(rows: parityRows(0..<count)), title: "List")
    let pair = ParityPair(legacy: navigationRoot(legacy), declarative: navigationRoot(declarative), size: size)
    pair.press([.down, .down, .down, .enter])
    #expect(pair.legacy.focusedItem?.node.label == "OK")
    pair.press([.tab, .escape, .enter])
    #expect(pair.legacy.focusedItem?.node.label == "Row 3")
    pair.press([.down, .enter, .space])
  }

  @Test(arguments: [1, 5, 100_000], paritySizes)
  func buttonRowsLookAndActLikeCells(count: Int, size: Size) {
    let log = SelectionLog()
    let legacy = TableScreen(rows: parityRows(0..<count), detailed: false)
    let declarative = HostingController(
      rootView: ButtonListScreen(rows: parityRows(0..<count), log: log), title: "List")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
    pair.press([.down, .enter, .end, .space, .pageUp])
    #expect(legacy.selected == log.ids)
  }

  @Test(arguments: [5, 100], paritySizes)
  func allRowsGoneAndBack(count: Int, size: Size) {
    let (pair, legacy, declarative, log) = pair(count: count, size: size, detailed: true)
    pair.press([.down, .down])
    legacy.show([])
    declarative.rootView = ListScreen(rows: [], detailed: true, selection: log.binding)
    pair.commit()
    pair.expectSame("no rows: focus moves on to Done")
    legacy.show(parityRows(0..<count))
    declarative.rootView = ListScreen(rows: parityRows(0..<count), detailed: true, selection: log.binding)
    pair.commit()
    pair.expectSame("rows back")
    pair.press([.backTab, .up, .enter])
  }
}

/// A plain list that reports its first visible row through `scrollPosition`.
final class ScrollLog {
  var top = 0
}

struct ScrollTrackingList: DeclarativeUI.View {
  let rows: [ParityRow]
  let log: ScrollLog

  var body: some DeclarativeUI.View {
    VStack(alignment: .leading) {
      List(rows, id: \.id) { (row: ParityRow) in Text(row.title) }
        .accessibilityLabel("Rows")
        .scrollPosition(Binding(get: { log.top }, set: { log.top = $0 }))
      DeclarativeUI.Button("Done") {}
    }
  }
}

extension ListParityTests {
  /// The declarative `scrollPosition` says what the legacy `contentOffset.y` says, after every step.
  @Test(arguments: [5, 100, 100_000], paritySizes)
  func scrollPositionIsTheContentOffset(count: Int, size: Size) {
    let legacy = TableScreen(rows: parityRows(0..<count), detailed: false)
    let log = ScrollLog()
    let declarative = HostingController(
      rootView: ScrollTrackingList(rows: parityRows(0..<count), log: log), title: "List")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
    for key in [Key.end, .up, .pageUp, .home, .pageDown, .down, .down, .end] {
      pair.press([key])
      #expect(legacy.table.contentOffset.y == log.top, "after \(key)")
    }
    pair.resize(to: Size(width: size.width, height: size.height + 3))
    #expect(legacy.table.contentOffset.y == log.top, "after growing")
    pair.resize(to: Size(width: size.width, height: 2))
    #expect(legacy.table.contentOffset.y == log.top, "after shrinking")
    pair.press([.end])
    legacy.show(parityRows(0..<3))
    declarative.rootView = ScrollTrackingList(rows: parityRows(0..<3), log: log)
    pair.commit()
    pair.expectSame("rows removed")
    #expect(legacy.table.contentOffset.y == log.top, "after rows were removed (the offset clamps)")
  }
}

/// A list of fixed content, `List { … }`: each view the builder makes is a row.
struct StaticListScreen: DeclarativeUI.View {
  var body: some DeclarativeUI.View {
    VStack(alignment: .leading) {
      List {
        Text("Row 0")
        Text("Row 1")
        LabeledContent("Row 2", value: "$2.50")
        ForEach(3..<12) { (index: Int) in Text("Row \(index)") }
      }
      .accessibilityLabel("Rows")
      DeclarativeUI.Button("Done") {}
    }
  }
}

/// The legacy side of `StaticListScreen`: row 2 shows a detail, the others none.
final class StaticTableScreen: LegacyUI.ViewController, TableViewDataSource {
  private let table = TableView()
  private let stack: StackView

  init() {
    stack = StackView(arrangedSubviews: [table, LegacyUI.Button(title: "Done")])
    stack.alignment = .leading
    table.accessibilityLabel = "Rows"
    super.init(title: "List")
  }

  override func viewDidLoad() {
    table.register(forCellReuseIdentifier: "title") { TableViewCell(style: .default, reuseIdentifier: "title") }
    table.register(forCellReuseIdentifier: "detail") { TableViewCell(style: .value1, reuseIdentifier: "detail") }
    table.dataSource = self
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    stack.frame = view.bounds
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 12 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: row == 2 ? "detail" : "title", for: indexPath)
    cell.textLabel.text = "Row \(row)"
    cell.detailTextLabel?.text = "$2.50"
    return cell
  }
}

extension ListParityTests {
  @Test(arguments: paritySizes + [Size(width: 12, height: 6)])
  func aListOfFixedContent(size: Size) {
    let pair = ParityPair(
      legacy: StaticTableScreen(), declarative: HostingController(rootView: StaticListScreen(), title: "List"),
      size: size)
    pair.expectSame("first frame")
    pair.press([.down, .down, .down, .down, .down, .pageDown, .end, .tab, .backTab, .pageUp, .home, .enter])
    pair.resize(to: Size(width: size.width, height: size.height + 2))
  }
}

/// SplitMix64: a tiny seeded generator, so a failing random sequence replays exactly.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("Parity: TableView vs List, random sequences")
struct RandomListParityTests {
  private static let keys: [Key] = [.down, .up, .tab, .backTab, .pageDown, .pageUp, .home, .end, .enter, .space]

  /// Seeded random keys, data changes and resizes; each step compared. The seed is in the test's name.
  @Test(arguments: 0..<64)
  func randomStepsStayInStep(seed: Int) {
    var random = SplitMix(state: UInt64(seed))
    let detailed = seed % 2 == 0
    var rows = parityRows(0..<[0, 1, 3, 7, 40, 1000][seed % 6])
    var size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...12, using: &random))
    let log = SelectionLog()
    let legacy = TableScreen(rows: rows, detailed: detailed)
    let declarative = HostingController(
      rootView: ListScreen(rows: rows, detailed: detailed, selection: log.binding), title: "List")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
    for _ in 0..<60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...12, using: &random))
        pair.resize(to: size)
      case 1:
        // Insert or remove a few rows at a random place, keeping ids unique.
        let at = Int.random(in: 0...rows.count, using: &random)
        if Bool.random(using: &random) || rows.isEmpty {
          let next = (rows.map(\.id).max() ?? 0) + 1
          rows.insert(contentsOf: parityRows(next..<next + Int.random(in: 1...5, using: &random)), at: at)
        } else {
          rows.removeSubrange(at..<min(rows.count, at + Int.random(in: 1...5, using: &random)))
        }
        legacy.show(rows)
        declarative.rootView = ListScreen(rows: rows, detailed: detailed, selection: log.binding)
        pair.commit()
        pair.expectSame("after a change to \(rows.count) rows")
      default:
        pair.press([Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]])
      }
    }
    #expect(legacy.selected == log.ids)
  }
}
