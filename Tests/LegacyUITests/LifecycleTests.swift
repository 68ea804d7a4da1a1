import LegacyUI
import Testing
import TextSurface

/// Records its lifecycle callbacks into a shared log.
final class LoggingViewController: ViewController {
  let log: Log
  final class Log { var entries: [String] = [] }

  init(_ name: String, log: Log) {
    self.log = log
    super.init(title: name)
  }

  override func loadView() {
    log.entries.append("\(title).loadView")
    super.loadView()
  }
  override func viewDidLoad() { log.entries.append("\(title).viewDidLoad") }
  override func viewWillAppear() { log.entries.append("\(title).viewWillAppear") }
  override func viewDidAppear() { log.entries.append("\(title).viewDidAppear") }
  override func viewWillDisappear() { log.entries.append("\(title).viewWillDisappear") }
  override func viewDidDisappear() { log.entries.append("\(title).viewDidDisappear") }
}

@Suite("View controller lifecycle")
struct LifecycleTests {
  @Test func pushAndPopRunCallbacksInUIKitOrder() {
    let log = LoggingViewController.Log()
    let window = Window(size: Size(width: 20, height: 5), output: RecordingOutput())
    let navigation = NavigationController(rootViewController: LoggingViewController("A", log: log))
    window.rootViewController = navigation
    #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    log.entries = []
    navigation.pushViewController(LoggingViewController("B", log: log))
    #expect(
      log.entries == [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
        "B.viewDidAppear",
      ])
    log.entries = []
    navigation.popViewController()
    #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
  }

  @Test func presentAndDismissCoverAndUncoverTheScreen() {
    let log = LoggingViewController.Log()
    let window = Window(size: Size(width: 20, height: 5), output: RecordingOutput())
    let root = LoggingViewController("A", log: log)
    window.rootViewController = root
    log.entries = []
    root.present(LoggingViewController("M", log: log))
    #expect(
      log.entries == [
        "M.loadView", "M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "A.viewDidDisappear",
        "M.viewDidAppear",
      ])
    log.entries = []
    #expect(window.handleKey(.escape))
    #expect(log.entries == ["M.viewWillDisappear", "A.viewWillAppear", "M.viewDidDisappear", "A.viewDidAppear"])
  }

  @Test func popAtTheRootDoesNothing() {
    let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
    #expect(navigation.popViewController() == nil)
    #expect(navigation.viewControllers.count == 1)
  }
}

@Suite("View controller lifecycle through the navigation stack and modals")
struct NavigationLifecycleTests {
  private func makeStack() -> (Window, NavigationController, LoggingViewController.Log) {
    let log = LoggingViewController.Log()
    let window = Window(size: Size(width: 20, height: 5), output: RecordingOutput())
    let navigation = NavigationController(rootViewController: LoggingViewController("A", log: log))
    window.rootViewController = navigation
    log.entries = []
    return (window, navigation, log)
  }

  @Test func popToRootTellsOnlyTheTopAndTheRoot() {
    let (_, navigation, log) = makeStack()
    navigation.pushViewController(LoggingViewController("B", log: log))
    navigation.pushViewController(LoggingViewController("C", log: log))
    log.entries = []
    #expect(navigation.popToRootViewController().map(\.title) == ["B", "C"])
    #expect(log.entries == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
  }

  @Test func aScreenInTheStackPresentsFullScreenThroughItsNavigationController() {
    let (window, navigation, log) = makeStack()
    let b = LoggingViewController("B", log: log)
    navigation.pushViewController(b)
    log.entries = []
    let modal = LoggingViewController("M", log: log)
    b.present(modal)
    #expect(modal.presentingViewController === navigation)
    #expect(
      log.entries == [
        "M.loadView", "M.viewDidLoad", "B.viewWillDisappear", "M.viewWillAppear", "B.viewDidDisappear",
        "M.viewDidAppear",
      ])
    window.commit()
    #expect(window.frame.lines.allSatisfy { !$0.contains("B") })
    log.entries = []
    // Esc dismisses the modal, not the screen under it.
    #expect(window.handleKey(.escape))
    #expect(navigation.viewControllers.count == 2)
    #expect(log.entries == ["M.viewWillDisappear", "B.viewWillAppear", "M.viewDidDisappear", "B.viewDidAppear"])
    log.entries = []
    #expect(window.handleKey(.escape))
    #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
  }

  @Test func anAlertLeavesThePresenterOnScreenWithoutCallbacks() {
    let (window, navigation, log) = makeStack()
    let alert = AlertController(title: "Sure?")
    alert.addAction(AlertAction(title: "OK"))
    navigation.topViewController?.present(alert)
    alert.dismiss()
    #expect(log.entries.isEmpty)
    #expect(alert.presentingViewController == nil)
    window.commit()
    #expect(window.frame.lines[0] == "         A")
  }
}
