import LegacyUI
import Testing
import TextSurface

/// A container that shows a child controller's view in its own.
private final class CardContainer: ViewController {
  let log: LoggingViewController.Log
  init(log: LoggingViewController.Log) {
    self.log = log
    super.init(title: "Container")
  }
  override func viewWillAppear() { log.entries.append("Container.viewWillAppear") }
  override func viewDidAppear() { log.entries.append("Container.viewDidAppear") }
  override func viewWillDisappear() { log.entries.append("Container.viewWillDisappear") }
  override func viewDidDisappear() { log.entries.append("Container.viewDidDisappear") }

  func embed(_ child: ViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func unembed(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  override func viewDidLayoutSubviews() {
    for child in children { child.view.frame = view.bounds }
  }
}

/// Logs containment callbacks as well as appearance.
private final class ChildController: ViewController {
  let log: LoggingViewController.Log
  let label = Label(text: "Card")
  init(log: LoggingViewController.Log) {
    self.log = log
    super.init(title: "Child")
  }
  override func viewDidLoad() { view.addSubview(label) }
  override func viewDidLayoutSubviews() { label.frame = Rect(x: 0, y: 0, width: 4, height: 1) }
  override func willMove(toParent parent: ViewController?) { log.entries.append("willMove(\(parent?.title ?? "nil"))") }
  override func didMove(toParent parent: ViewController?) { log.entries.append("didMove(\(parent?.title ?? "nil"))") }
  override func viewWillAppear() { log.entries.append("Child.viewWillAppear") }
  override func viewDidAppear() { log.entries.append("Child.viewDidAppear") }
  override func viewWillDisappear() { log.entries.append("Child.viewWillDisappear") }
  override func viewDidDisappear() { log.entries.append("Child.viewDidDisappear") }
}

@Suite("Child view-controller containment")
struct ContainmentTests {
  @Test func addingAChildCallsWillMoveThenAppearsWithItsViewThenDidMove() {
    let log = LoggingViewController.Log()
    let window = Window(size: Size(width: 10, height: 3), output: RecordingOutput())
    let container = CardContainer(log: log)
    window.rootViewController = container
    log.entries = []
    let child = ChildController(log: log)
    container.embed(child)
    #expect(
      log.entries == ["willMove(Container)", "Child.viewWillAppear", "Child.viewDidAppear", "didMove(Container)"])
    #expect(container.children.count == 1 && child.parent === container)
    window.commit()
    #expect(window.frame.line(0) == "Card")  // the child's view draws in the parent's hierarchy
  }

  @Test func appearanceCallbacksAreForwardedToChildrenOnScreen() {
    let log = LoggingViewController.Log()
    let container = CardContainer(log: log)
    container.embed(ChildController(log: log))
    #expect(log.entries == ["willMove(Container)", "didMove(Container)"])  // not on screen yet: nothing appears
    log.entries = []
    let window = Window(size: Size(width: 10, height: 3), output: RecordingOutput())
    let navigation = NavigationController(rootViewController: container)
    window.rootViewController = navigation
    #expect(
      log.entries == [
        "Container.viewWillAppear", "Child.viewWillAppear", "Container.viewDidAppear", "Child.viewDidAppear",
      ])
    log.entries = []
    navigation.pushViewController(ViewController(title: "Next"))
    #expect(
      log.entries == [
        "Container.viewWillDisappear", "Child.viewWillDisappear", "Container.viewDidDisappear",
        "Child.viewDidDisappear",
      ])
    log.entries = []
    navigation.popViewController()
    #expect(
      log.entries == [
        "Container.viewWillAppear", "Child.viewWillAppear", "Container.viewDidAppear", "Child.viewDidAppear",
      ])
  }

  @Test func removingAChildDisappearsItAndCallsDidMoveNil() {
    let log = LoggingViewController.Log()
    let window = Window(size: Size(width: 10, height: 3), output: RecordingOutput())
    let container = CardContainer(log: log)
    window.rootViewController = container
    let child = ChildController(log: log)
    container.embed(child)
    log.entries = []
    container.unembed(child)
    #expect(
      log.entries == ["willMove(nil)", "Child.viewWillDisappear", "Child.viewDidDisappear", "didMove(nil)"])
    #expect(container.children.isEmpty && child.parent == nil)
    window.commit()
    #expect(window.frame.line(0) == "")
  }

  @Test func aChildMovedToAnotherParentLeavesTheFirst() {
    let log = LoggingViewController.Log()
    let first = CardContainer(log: log)
    let second = CardContainer(log: log)
    let child = ChildController(log: log)
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty && second.children.count == 1 && child.parent === second)
  }
}
