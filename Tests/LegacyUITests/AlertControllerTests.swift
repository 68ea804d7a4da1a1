import LegacyUI
import Testing
import TextSurface

/// A screen with two buttons that can show an alert.
private final class ScreenController: ViewController {
  let first = Button(title: "First")
  let second = Button(title: "Second")
  var log: [String] = []

  override func viewDidLoad() {
    let stack = StackView(arrangedSubviews: [first, second])
    stack.alignment = .leading
    view.addSubview(stack)
  }
  override func viewDidLayoutSubviews() { view.subviews[0].frame = view.bounds }
  override func viewWillDisappear() { log.append("willDisappear") }
  override func viewDidAppear() { log.append("didAppear") }

  func showAlert(cancel: Bool = true) {
    let alert = AlertController(title: "Offer expired", message: "Gone.")
    alert.addAction(AlertAction(title: "Retry") { [unowned self] action in log.append(action.title) })
    if cancel {
      alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in log.append("Cancel") })
    }
    present(alert)
  }
}

@Suite("Alert controller")
struct AlertControllerTests {
  private func makeScreen() -> (Window, NavigationController, ScreenController) {
    let window = Window(size: Size(width: 30, height: 10), output: RecordingOutput())
    let screen = ScreenController(title: "Offers")
    let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
    window.rootViewController = navigation
    navigation.pushViewController(screen)
    window.handleKey(.tab)  // focus Second
    window.commit()
    return (window, navigation, screen)
  }

  @Test func isDrawnOverTheScreenCentredBelowTheBarAndOwnsFocus() {
    let (window, _, screen) = makeScreen()
    screen.log = []
    screen.showAlert()
    window.commit()
    // Centred in the screen's content (rows 2-9), with the screen drawn behind.
    #expect(
      window.frame.lines == [
        "< Back      Offers",
        "──────────────────────────────",
        "[ First ]",
        "[ ┌───────────────────────┐",
        "  │ Offer expired         │",
        "  │ Gone.                 │",
        "  │                       │",
        "  │ [ Retry ]  [ Cancel ] │",
        "  └───────────────────────┘",
        "",
      ])
    #expect(
      window.frame.styledRuns == [
        "row 0 cols 12-17: bold", "row 1 cols 0-29: dim", "row 4 cols 4-16: bold", "row 7 cols 4-12: inverse",
      ])
    // The screen behind gets no disappear callbacks, as in UIKit.
    #expect(screen.log.isEmpty)
    #expect(window.focusedItem?.node.label == "Retry")
    #expect(window.interactiveItems.map(\.node.label) == ["Retry", "Cancel"])
    window.handleKey(.tab)
    #expect(window.focusedItem?.node.label == "Cancel")
    window.handleKey(.tab)
    #expect(window.focusedItem?.node.label == "Retry")
    let tree = window.accessibilityTree()
    #expect(tree.label == "Offers")
    #expect(tree.children.last?.role == .alert)
    #expect(
      tree.children.last?.description == """
        alert "Offer expired" = "Gone."
          button "Retry" [focused]
          button "Cancel"
        """)
  }

  @Test func enterDismissesThenRunsTheHandlerAndFocusReturns() {
    let (window, _, screen) = makeScreen()
    screen.showAlert()
    window.commit()
    screen.log = []
    window.handleKey(.enter)
    #expect(screen.log == ["Retry"])
    window.commit()
    #expect(!window.frame.contains("Offer expired"))
    #expect(window.focusedItem?.node.label == "Second")
  }

  @Test func escTriggersCancelOrIsConsumedWithoutPopping() {
    let (window, navigation, screen) = makeScreen()
    screen.showAlert()
    window.commit()
    screen.log = []
    #expect(window.handleKey(.escape))
    #expect(screen.log == ["Cancel"])
    #expect(navigation.viewControllers.count == 2)
    screen.showAlert(cancel: false)
    window.commit()
    #expect(window.handleKey(.escape))
    window.commit()
    #expect(window.frame.contains("Offer expired"))
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func tinyAndHugeWindowsDrawTheAlertWithinTheScreen() {
    for size in [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 200, height: 60)] {
      let window = Window(size: size, output: RecordingOutput())
      let screen = ScreenController(title: "Offers")
      window.rootViewController = NavigationController(rootViewController: screen)
      screen.showAlert()
      window.commit()
      #expect(window.frame.size == size)
      #expect(window.accessibilityTree().children.last?.role == .alert)
    }
  }
}
