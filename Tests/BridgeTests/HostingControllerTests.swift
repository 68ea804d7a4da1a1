import Bridge
import DeclarativeUI
import LegacyUI
import Observation
import Testing
import TextSurface

@Observable
final class Tally {
  var count = 0
}

struct TallyView: DeclarativeUI.View {
  let tally: Tally
  var body: some DeclarativeUI.View {
    VStack {
      Text("Count \(tally.count)")
      DeclarativeUI.Button("Add") { tally.count += 1 }
      DeclarativeUI.Button("Reset") { tally.count = 0 }
    }
  }
}

/// A hosting controller that counts the legacy layouts of its view.
private final class LayoutCountingController: HostingController<TallyView> {
  var layouts = 0
  override func viewDidLayoutSubviews() { layouts += 1 }
}

@Suite("Hosting controller")
struct HostingControllerTests {
  @Test func aDeclarativeScreenLivesInsideTheLegacyNavigation() {
    let output = RecordingOutput()
    let window = Window(size: Size(width: 20, height: 6), output: output)
    let navigation = NavigationController(rootViewController: LegacyUI.ViewController(title: "Root"))
    window.rootViewController = navigation
    window.commit()
    let tally = Tally()
    navigation.pushViewController(HostingController(rootView: TallyView(tally: tally), title: "Tally"))
    window.commit()
    #expect(
      window.frame.lines == [
        "< Back Tally", "────────────────────", "      Count 0", "      [ Add ]", "     [ Reset ]", "",
      ])
    // The window's focus engine reaches into the declarative tree.
    #expect(window.focusedItem?.node.label == "Add")
    window.handleKey(.enter)
    window.handleKey(.enter)
    #expect(tally.count == 2)
    window.commit()
    #expect(window.frame.line(2) == "      Count 2")
    window.handleKey(.tab)
    window.commit()
    #expect(window.focusedItem?.node.label == "Reset")
    #expect(window.frame.styledRuns.contains("row 4 cols 5-13: inverse"))
    // Esc goes back through the legacy navigation.
    window.handleKey(.escape)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func whileHostedTheWindowWritesOnlyChangedCells() {
    let output = RecordingOutput()
    let window = Window(size: Size(width: 40, height: 10), output: output)
    let tally = Tally()
    window.rootViewController = NavigationController(
      rootViewController: HostingController(rootView: TallyView(tally: tally), title: "Tally"))
    window.commit()
    let full = output.writes.last!.count
    tally.count = 7
    window.commit()
    let delta = output.writes.last!
    #expect(delta.count * 10 < full)
    var terminal = VirtualTerminal(size: window.size)
    terminal.feed(output.writes[0])
    terminal.feed(delta)
    #expect(terminal.frame == window.frame)
  }

  /// A change that moves nothing in the tree (a count of the same width)
  /// redraws the hosted view without laying out the window; one that
  /// changes a size lays out again.
  @Test func aChangeThatMovesNothingRedrawsWithoutALayout() {
    let window = Window(size: Size(width: 20, height: 6), output: RecordingOutput())
    let tally = Tally()
    let controller = LayoutCountingController(rootView: TallyView(tally: tally), title: "Tally")
    window.rootViewController = NavigationController(rootViewController: controller)
    window.commit()
    let layouts = controller.layouts
    tally.count = 5
    window.commit()
    #expect(window.frame.line(2) == "      Count 5")
    #expect(controller.layouts == layouts)
    tally.count = 10
    window.commit()
    #expect(window.frame.line(2) == "     Count 10")
    #expect(controller.layouts == layouts + 1)
  }

  @Test func accessibilityOfHostedContentMatchesTheLegacyShape() {
    let window = Window(size: Size(width: 20, height: 6), output: RecordingOutput())
    window.rootViewController = NavigationController(
      rootViewController: HostingController(rootView: TallyView(tally: Tally()), title: "Tally"))
    window.commit()
    #expect(
      window.accessibilityTree().description == """
        screen "Tally"
          navigationBar "Tally"
          staticText "Count 0"
          button "Add" [focused]
          button "Reset"
        """)
  }
}
