import LegacyUI
import Testing
import TextSurface

/// Three buttons in a column, counting taps.
private final class ButtonsViewController: ViewController {
  var taps: [String] = []
  let stack = StackView()

  override func viewDidLoad() {
    stack.alignment = .center
    for title in ["One", "Two", "Three"] {
      let button = Button(title: title)
      button.addTarget(self, action: ButtonsViewController.tapped(title))
      stack.addArrangedSubview(button)
    }
    view.addSubview(stack)
  }

  private static func tapped(_ title: String) -> (ButtonsViewController) -> () -> Void {
    { controller in { controller.taps.append(title) } }
  }

  override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }
}

@Suite("Window")
struct WindowTests {
  private func makeWindow() -> (Window, ButtonsViewController, RecordingOutput) {
    let output = RecordingOutput()
    let window = Window(size: Size(width: 20, height: 6), output: output)
    let controller = ButtonsViewController(title: "Buttons")
    window.rootViewController = NavigationController(rootViewController: controller)
    window.commit()
    return (window, controller, output)
  }

  /// Every view knows its window as the hierarchy changes, as a `UIView`
  /// does: a subtree added to a view in a window, taken out, added again
  /// inside another subtree, and a root view another window shows.
  @Test func viewsKnowTheirWindowAsTheHierarchyChanges() {
    let container = View()
    let (window, controller) = LegacyUITests.makeWindow(container, size: Size(width: 20, height: 4))
    let branch = View()
    let leaf = Label(text: "Leaf")
    branch.addSubview(leaf)
    #expect(leaf.window == nil)
    container.addSubview(branch)
    #expect(branch.window === window && leaf.window === window)
    branch.removeFromSuperview()
    #expect(branch.window == nil && leaf.window == nil)
    let offWindow = View()
    offWindow.addSubview(branch)
    #expect(leaf.window == nil)
    container.addSubview(offWindow)
    #expect(offWindow.window === window && leaf.window === window)
    let other = Window(size: Size(width: 20, height: 4), output: RecordingOutput())
    other.rootViewController = controller
    #expect(leaf.window === other && container.window === other)
    other.rootViewController = nil
    #expect(leaf.window == nil && controller.view.window == nil)
  }

  /// The layers drawn, bottom to top: the screen, and each controller
  /// presented over it without covering it. A full-screen presentation
  /// starts the layers afresh; dismissing it brings the ones below back.
  @Test func countsTheLayersDrawnAsPresentationsComeAndGo() {
    let (window, controller, _) = makeWindow()
    #expect(window.drawnLayerCount == 1)
    let alert = AlertController(title: "Alert")
    alert.addAction(AlertAction(title: "OK"))
    controller.present(alert)
    #expect(window.drawnLayerCount == 2, "an alert keeps its screen drawn behind it")
    alert.dismiss()
    let cover = ViewController(title: "Cover")
    controller.present(cover)
    #expect(window.drawnLayerCount == 1, "a full-screen cover is drawn alone")
    let overCover = AlertController(title: "Over the cover")
    overCover.addAction(AlertAction(title: "OK"))
    cover.present(overCover)
    #expect(window.drawnLayerCount == 2)
    overCover.dismiss()
    cover.dismiss()
    #expect(window.drawnLayerCount == 1)
  }

  @Test func drawsTheNavigationBarAndCentredContent() {
    let (window, _, _) = makeWindow()
    #expect(
      window.frame.lines == [
        "      Buttons", "────────────────────", "      [ One ]", "      [ Two ]", "     [ Three ]", "",
      ])
    #expect(window.frame.styledRuns == ["row 0 cols 6-12: bold", "row 1 cols 0-19: dim", "row 2 cols 6-12: inverse"])
  }

  @Test func firstFocusableElementHasFocusAndTabMovesInReadingOrder() {
    let (window, _, _) = makeWindow()
    #expect(window.focusedItem?.node.label == "One")
    window.handleKey(.tab)
    #expect(window.focusedItem?.node.label == "Two")
    window.handleKey(.down)
    #expect(window.focusedItem?.node.label == "Three")
    window.handleKey(.tab)
    #expect(window.focusedItem?.node.label == "One")
    window.handleKey(.backTab)
    #expect(window.focusedItem?.node.label == "Three")
    window.handleKey(.up)
    #expect(window.focusedItem?.node.label == "Two")
  }

  @Test func enterAndSpaceActivateTheFocusedButtonThroughTargetAction() {
    let (window, controller, _) = makeWindow()
    window.handleKey(.enter)
    window.handleKey(.tab)
    window.handleKey(.space)
    #expect(controller.taps == ["One", "Two"])
  }

  /// The window redraws its whole tree at every commit, but writes only the
  /// cells that differ from the screen it last wrote, as ncurses does.
  @Test func eachCommitWritesOnlyWhatChangedAndNothingWhenNothingChanged() {
    let (window, _, output) = makeWindow()
    #expect(output.writes.count == 1)
    #expect(!window.commit())
    #expect(output.writes.count == 1)
    window.handleKey(.tab)
    #expect(window.commit())
    #expect(output.writes.count == 2)
    // Moving focus restyles two buttons: far less than the whole first frame.
    #expect(output.writes[1].count * 4 < output.writes[0].count)
    var terminal = VirtualTerminal(size: window.size)
    for write in output.writes { terminal.feed(write) }
    #expect(terminal.frame == window.frame)
  }

  @Test func accessibilityReportsRolesLabelsAndFocus() {
    let (window, _, _) = makeWindow()
    #expect(
      window.accessibilityTree().description == """
        screen "Buttons"
          navigationBar "Buttons"
          button "One" [focused]
          button "Two"
          button "Three"
        """)
  }

  @Test func tinyWindowsDrawWithoutCrashing() {
    for (width, height) in [(1, 1), (2, 1), (1, 3), (5, 2)] {
      let window = Window(size: Size(width: width, height: height), output: RecordingOutput())
      window.rootViewController = NavigationController(rootViewController: ButtonsViewController(title: "Buttons"))
      window.commit()
      #expect(window.frame.size == Size(width: width, height: height))
    }
  }

  @Test func aViewCanAskToFocusOneOfItsElementsAtTheNextCommit() throws {
    let (window, controller, _) = makeWindow()
    let three = try #require(controller.stack.arrangedSubviews.last)
    three.requestFocus(item: 0)
    window.commit()
    #expect(window.focusedItem?.node.label == "Three")
    // A request for an element that does not exist leaves focus where it was.
    controller.stack.arrangedSubviews[0].requestFocus(item: 42)
    window.commit()
    #expect(window.focusedItem?.node.label == "Three")
  }

  /// A view that reports its own damage asks whether anything else draws
  /// over a region of it: its ancestors never count; a visible sibling does,
  /// where it lies on screen as its scroll view scrolls; a hidden one does
  /// not, nor one outside its superview's frame, which clips it away.
  @Test func otherViewsDrawingOverARegionAreFoundWhereTheyLieOnScreen() {
    let container = View()
    let (window, _) = LegacyUITests.makeWindow(container, size: Size(width: 20, height: 6))
    let scroll = ScrollView()
    scroll.frame = Rect(x: 2, y: 1, width: 16, height: 4)
    scroll.contentSize = Size(width: 16, height: 10)
    let host = View()
    host.frame = Rect(x: 0, y: 0, width: 10, height: 2)
    let sibling = Label(text: "Hi")
    sibling.frame = Rect(x: 0, y: 5, width: 4, height: 1)
    scroll.addSubview(host)
    scroll.addSubview(sibling)
    container.addSubview(scroll)
    let belowHost = Rect(x: 2, y: 3, width: 4, height: 1)
    // Unscrolled, the sibling lies below the window: only the host and its ancestors draw here.
    #expect(!window.hasOtherView(drawingIn: Rect(x: 2, y: 1, width: 10, height: 2), besides: host))
    #expect(!window.hasOtherView(drawingIn: belowHost, besides: host))
    scroll.contentOffset = Point(x: 0, y: 3)
    #expect(window.hasOtherView(drawingIn: belowHost, besides: host))
    #expect(!window.hasOtherView(drawingIn: belowHost, besides: sibling))
    sibling.isHidden = true
    #expect(!window.hasOtherView(drawingIn: belowHost, besides: host))
    // A label hanging below its one-row box: the box's frame clips it, so nothing of it is drawn there.
    let box = View()
    box.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    let overhanging = Label(text: "Overhang")
    overhanging.frame = Rect(x: 0, y: 3, width: 8, height: 1)
    box.addSubview(overhanging)
    container.addSubview(box)
    window.commit()
    #expect(!window.frame.plainText.contains("Overhang"))
    #expect(!window.hasOtherView(drawingIn: belowHost, besides: host))
    overhanging.frame.origin.y = 0
    window.commit()
    #expect(window.frame.lines[0].hasPrefix("Overhang"))
    #expect(window.hasOtherView(drawingIn: Rect(x: 0, y: 0, width: 4, height: 1), besides: host))
  }

  /// The window keeps its answers to the geometric questions content asks
  /// at every frame until a view moves, hides, scrolls, joins or leaves, or
  /// a presentation comes or goes: the same question, asked again after each
  /// such change, gets the answer of the views as they are now; a change that
  /// moves nothing (a label's new text) keeps the answer.
  @Test func geometricAnswersFollowEveryChangeThatMovesAView() {
    let container = View()
    let (window, controller) = LegacyUITests.makeWindow(container, size: Size(width: 20, height: 6))
    let host = View()
    host.frame = Rect(x: 0, y: 0, width: 20, height: 3)
    container.addSubview(host)
    let label = Label(text: "Hi")
    label.frame = Rect(x: 0, y: 4, width: 4, height: 1)
    container.addSubview(label)
    let region = Rect(x: 0, y: 0, width: 20, height: 3)
    func othersDraw() -> Bool { window.hasOtherView(drawingIn: region, besides: host) }
    #expect(!othersDraw())
    let version = window.geometryVersion
    label.text = "Hello"
    #expect(window.geometryVersion == version, "a new text moves nothing")
    label.frame.origin.y = 1
    #expect(othersDraw(), "moved into the region")
    label.isHidden = true
    #expect(!othersDraw(), "hidden")
    label.isHidden = false
    #expect(othersDraw(), "shown again")
    label.removeFromSuperview()
    #expect(!othersDraw(), "gone from the window")
    host.addSubview(label)
    #expect(othersDraw(), "a subview draws over the host")
    label.removeFromSuperview()
    #expect(!othersDraw(), "gone again")
    container.addSubview(label)
    #expect(othersDraw(), "back beside the host")
    #expect(window.drawnLayerCount == 1)
    let alert = AlertController(title: "Alert")
    alert.addAction(AlertAction(title: "OK"))
    controller.present(alert)
    #expect(window.drawnLayerCount == 2)
    alert.dismiss()
    #expect(window.drawnLayerCount == 1)
  }

  /// A push, a pop and a new root change which views the window draws, and
  /// with them its kept answers, through the views that join and leave it.
  @Test func geometricAnswersFollowPushesPopsAndNewRoots() throws {
    let (window, buttons, _) = makeWindow()
    let navigation = try #require(buttons.navigationController)
    let pushed = ViewController(title: "Empty")
    let content = Rect(x: 0, y: 2, width: 20, height: 4)
    func othersDraw() -> Bool { window.hasOtherView(drawingIn: content, besides: pushed.view) }
    #expect(othersDraw(), "the buttons draw there")
    navigation.pushViewController(pushed)
    window.commit()
    #expect(!othersDraw(), "the empty screen covers the buttons")
    navigation.popViewController()
    window.commit()
    #expect(othersDraw(), "the buttons are back")
    window.rootViewController = pushed
    window.commit()
    #expect(!othersDraw(), "a new root alone")
  }
}
