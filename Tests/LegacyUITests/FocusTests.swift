import LegacyUI
import Testing
import TextSurface

/// Name field, Save, a disabled Delete, a hidden Secret and a three-row list.
private final class FormController: ViewController, TableViewDataSource {
  let name = TextField(title: "Name")
  let save = Button(title: "Save")
  let delete = Button(title: "Delete")
  let secret = Button(title: "Secret")
  let table = TableView()

  override func viewDidLoad() {
    delete.isEnabled = false
    secret.isHidden = true
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = self
    let buttons = StackView(arrangedSubviews: [save, delete, secret])
    buttons.axis = .horizontal
    buttons.spacing = 1
    let stack = StackView(arrangedSubviews: [name, buttons, table])
    view.addSubview(stack)
  }
  override func viewDidLayoutSubviews() { view.subviews[0].frame = view.bounds }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel.text = "Item \(indexPath.row)"
    return cell
  }
}

@Suite("Focus and keys")
struct FocusTests {
  private func makeForm() -> (Window, NavigationController) {
    let window = Window(size: Size(width: 40, height: 10), output: RecordingOutput())
    let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
    window.rootViewController = navigation
    navigation.pushViewController(FormController(title: "Form"))
    window.commit()
    return (window, navigation)
  }

  private func focusedLabel(_ window: Window) -> String? {
    window.layoutIfNeeded()
    return window.focusedItem?.node.label
  }

  @Test func tabVisitsEnabledVisibleElementsInReadingOrderAndWraps() {
    let (window, _) = makeForm()
    var visited: [String] = []
    for _ in 0..<6 {
      visited.append(focusedLabel(window) ?? "-")
      window.handleKey(.tab)
    }
    #expect(visited == ["Name", "Save", "Item 0", "Item 1", "Item 2", "Name"])
    window.handleKey(.backTab)
    #expect(focusedLabel(window) == "Name")
    window.handleKey(.backTab)
    #expect(focusedLabel(window) == "Item 2")
  }

  @Test func arrowsMoveWithoutWrapping() {
    let (window, _) = makeForm()
    window.handleKey(.up)
    #expect(focusedLabel(window) == "Name")
    window.handleKey(.down)
    window.handleKey(.right)
    #expect(focusedLabel(window) == "Item 0")
    for _ in 0..<5 { window.handleKey(.down) }
    #expect(focusedLabel(window) == "Item 2")
  }

  @Test func typedTextGoesToTheFocusedFieldOnly() {
    let (window, navigation) = makeForm()
    for character in "Ann" { window.handleKey(.character(character)) }
    window.handleKey(.tab)
    window.handleKey(.character("x"))
    let form = navigation.topViewController as? FormController
    #expect(form?.name.text == "Ann")
  }

  @Test func escGoesBackAndTheUncoveredScreenFocusesItsFirstElement() {
    let (window, navigation) = makeForm()
    #expect(window.handleKey(.escape))
    #expect(navigation.viewControllers.count == 1)
    #expect(!window.handleKey(.escape))
  }

  @Test func focusLeavingAScreenIsClearedSoItsWidgetsDrawUnfocused() {
    let (window, navigation) = makeForm()
    let form = navigation.topViewController as? FormController
    navigation.pushViewController(ViewController(title: "Next"))
    window.commit()
    #expect(form?.name.isFocused == false)
  }
}
