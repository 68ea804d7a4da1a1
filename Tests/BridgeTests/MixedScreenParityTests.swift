import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// The legacy half of a screen mixing every pair: a wrapped heading, a row pushed apart by a spacer, a
/// spinner, a table and a row of buttons (one disabled), presenting an alert on "OK".
final class KitchenSinkScreen: LegacyUI.ViewController, TableViewDataSource, TableViewDelegate {
  var rows: [ParityRow]
  let table = TableView()
  private let stack: StackView
  private(set) var selected: [Int] = []

  init(rows: [ParityRow]) {
    self.rows = rows
    let heading = LegacyUI.Label(text: "Today's offers near 寿司 Street 🍣", style: TextStyle(attributes: .bold))
    heading.numberOfLines = 2
    let total = StackView(arrangedSubviews: [
      LegacyUI.Label(text: "Total"), SpacerView(), LegacyUI.Label(text: "$8.50"),
    ])
    total.axis = .horizontal
    let spinner = ActivityIndicatorView(text: "Loading…")
    spinner.startAnimating()
    let cancel = LegacyUI.Button(title: "Cancel")
    cancel.isEnabled = false
    let ok = LegacyUI.Button(title: "OK")
    let buttons = StackView(arrangedSubviews: [cancel, ok])
    buttons.axis = .horizontal
    buttons.spacing = 1
    stack = StackView(arrangedSubviews: [heading, total, spinner, table, buttons])
    stack.alignment = .leading
    super.init(title: "Mixed")
    ok.addTarget(self, action: KitchenSinkScreen.confirm)
  }

  override func viewDidLoad() {
    table.register(forCellReuseIdentifier: "row") { TableViewCell(style: .value1, reuseIdentifier: "row") }
    table.dataSource = self
    table.delegate = self
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    stack.frame = view.bounds
  }

  private func confirm() {
    let alert = AlertController(title: "Confirm?", message: "Send the order now.")
    alert.addAction(AlertAction(title: "Send"))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    present(alert)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(rows[indexPath.row].id)
  }
}

/// The declarative half.
struct KitchenSinkView: DeclarativeUI.View {
  let rows: [ParityRow]
  let log: SelectionLog
  @State private var confirms = false

  var body: some DeclarativeUI.View {
    VStack(alignment: .leading) {
      Text("Today's offers near 寿司 Street 🍣").bold().lineLimit(2)
      HStack {
        Text("Total")
        Spacer()
        Text("$8.50")
      }
      ProgressView("Loading…")
      List(rows, selection: log.binding) { (row: ParityRow) in LabeledContent(row.title, value: row.detail) }
      buttons
    }
    .alert("Confirm?", isPresented: $confirms) {
      DeclarativeUI.Button("Send") {}
      DeclarativeUI.Button("Cancel", role: .cancel) {}
    } message: {
      Text("Send the order now.")
    }
  }

  private var buttons: some DeclarativeUI.View {
    HStack(spacing: 1) {
      DeclarativeUI.Button("Cancel") {}.disabled(true)
      DeclarativeUI.Button("OK") { confirms = true }
    }
  }
}

@Suite("Parity: a screen mixing every pair, random sessions")
struct MixedScreenParityTests {
  @Test(arguments: 0..<32)
  func randomSession(seed: Int) {
    var random = SplitMix(state: UInt64(seed) &+ 7000)
    let keys: [Key] = [.tab, .backTab, .down, .up, .right, .left, .pageDown, .pageUp, .home, .end, .enter]
    // Esc only while the alert is up: on the screen it would pop it and end the session early.
    let alertKeys: [Key] = [.tab, .backTab, .right, .left, .enter, .escape]
    var rows = parityRows(0..<[0, 2, 12, 500][seed % 4])
    func randomSize() -> Size {
      Size(width: Int.random(in: 1...50, using: &random), height: Int.random(in: 1...16, using: &random))
    }
    let log = SelectionLog()
    let legacy = KitchenSinkScreen(rows: rows)
    let declarative = HostingController(rootView: KitchenSinkView(rows: rows, log: log), title: "Mixed")
    let pair = ParityPair(legacy: navigationRoot(legacy), declarative: navigationRoot(declarative), size: randomSize())
    pair.expectSame("first frame")
    for _ in 0..<50 {
      switch Int.random(in: 0..<12, using: &random) {
      case 0: pair.resize(to: randomSize())
      case 1: pair.advanceClock(by: .milliseconds(Int.random(in: 10...400, using: &random)))
      case 2:
        let at = Int.random(in: 0...rows.count, using: &random)
        if Bool.random(using: &random) || rows.isEmpty {
          let next = (rows.map(\.id).max() ?? 0) + 1
          rows.insert(contentsOf: parityRows(next..<next + Int.random(in: 1...4, using: &random)), at: at)
        } else {
          rows.removeSubrange(at..<min(rows.count, at + Int.random(in: 1...4, using: &random)))
        }
        legacy.rows = rows
        legacy.table.reloadData()
        declarative.rootView = KitchenSinkView(rows: rows, log: log)
        pair.commit()
        pair.expectSame("after a change to \(rows.count) rows")
      default:
        let choices = pair.legacy.frame.contains("Confirm?") ? alertKeys : keys
        pair.press([choices[Int.random(in: 0..<choices.count, using: &random)]])
      }
    }
    #expect(legacy.selected == log.ids)
  }
}
