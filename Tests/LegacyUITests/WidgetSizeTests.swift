import LegacyUI
import Testing
import TextSurface

/// 1,000 rows of mixed-width text.
private final class ManyRows: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel.text = "寿司 Sushi 👍🏽 row \(indexPath.row)"
    cell.detailTextLabel?.text = "$\(indexPath.row).00"
    return cell
  }
}

@Suite("Every widget at every size")
struct WidgetSizeTests {
  static let sizes = [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 200, height: 60)]

  /// Each widget kind, freshly made, with content that overflows small frames.
  @MainActor static let makers: [(String, () -> (View, AnyObject?))] = [
    ("Label", { (Label(text: "Great food, fast driver 寿司👍🏽"), nil) }),
    (
      "Label multi-line",
      {
        let label = Label(text: "Great food, fast driver, would order again 寿司寿司 👩‍👩‍👧‍👦")
        label.numberOfLines = 0
        return (label, nil)
      }
    ),
    ("Button", { (Button(title: "Accept 寿司"), nil) }),
    (
      "TextField",
      {
        let field = TextField(title: "Email", text: "dasher@example.com 寿司")
        return (field, nil)
      }
    ),
    (
      "TextField placeholder",
      {
        let field = TextField(title: "Email")
        field.placeholder = "name@example.com"
        return (field, nil)
      }
    ),
    ("SecureTextField", { (SecureTextField(title: "Password", text: "secret"), nil) }),
    ("SpacerView", { (SpacerView(minLength: 3), nil) }),
    (
      "StackView",
      {
        let stack = StackView(arrangedSubviews: [Label(text: "Title 寿司"), Button(title: "OK"), SpacerView()])
        stack.alignment = .center
        stack.spacing = 1
        return (stack, nil)
      }
    ),
    (
      "TableView",
      {
        let table = TableView()
        let rows = ManyRows()
        table.register(forCellReuseIdentifier: "cell") { TableViewCell(style: .value1, reuseIdentifier: "cell") }
        table.dataSource = rows
        return (table, rows)
      }
    ),
    (
      "ScrollView",
      {
        let scroll = ScrollView()
        let label = Label(text: String(repeating: "寿司 long text ", count: 40))
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 30, height: 30)
        scroll.addSubview(label)
        return (scroll, nil)
      }
    ),
    (
      "ActivityIndicatorView",
      {
        let spinner = ActivityIndicatorView(text: "Loading offers…")
        spinner.startAnimating()
        return (spinner, nil)
      }
    ),
  ]

  @Test(arguments: 0..<11)
  @MainActor func drawsWithoutCrashingAndNeverOutsideItsFrame(_ index: Int) {
    let (name, make) = Self.makers[index]
    for size in Self.sizes {
      let (widget, keepAlive) = make()
      // An inset frame (when there is room), so drawing outside it would show.
      let (window, _) = makeWindow(widget, size: size) { bounds in
        let dx = bounds.width > 2 ? 1 : 0
        let dy = bounds.height > 2 ? 1 : 0
        return bounds.inset(top: dy, leading: dx, bottom: dy, trailing: dx)
      }
      window.handleKey(.tab)
      window.handleKey(.character("a"))
      window.handleKey(.pageDown)
      window.commit()
      #expect(window.frame.size == size, "\(name) at \(size)")
      #expect(cellsDrawn(in: window.frame, outside: widget.frame).isEmpty, "\(name) at \(size)")
      _ = window.accessibilityTree()
      withExtendedLifetime(keepAlive) {}
    }
  }

  @Test(arguments: [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 200, height: 60)])
  func aNavigationStackWithAnAlertWorksAtEverySize(_ size: Size) {
    let window = Window(size: size, output: RecordingOutput())
    let screen = HostViewController(Label(text: "Content"), title: "A long screen title 寿司")
    let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
    window.rootViewController = navigation
    navigation.pushViewController(screen)
    window.commit()
    let alert = AlertController(title: "Offer expired 寿司", message: "This offer is no longer available. 👍🏽")
    alert.addAction(AlertAction(title: "OK", style: .cancel))
    screen.present(alert)
    window.commit()
    #expect(window.frame.size == size)
    window.handleKey(.escape)
    window.handleKey(.escape)
    window.commit()
    #expect(navigation.viewControllers.count == 1)
  }
}
