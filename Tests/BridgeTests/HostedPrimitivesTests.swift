import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

struct Review: Identifiable {
  let id: Int
}

struct AlertScreen: DeclarativeUI.View {
  @State private var showsAlert = false
  var body: some DeclarativeUI.View {
    DeclarativeUI.Button("Decline") { showsAlert = true }
      .alert("Decline offer?", isPresented: $showsAlert) {
        DeclarativeUI.Button("Decline") {}
        DeclarativeUI.Button("Keep", role: .cancel) {}
      }
  }
}

/// Declarative lists, spinners and alerts driven by the legacy window's focus engine, keys and clock.
@Suite("Hosted primitives")
struct HostedPrimitivesTests {
  private func navigation(_ controller: LegacyUI.ViewController, size: Size) -> (Window, NavigationController) {
    let navigation = NavigationController(rootViewController: LegacyUI.ViewController(title: "Root"))
    let window = show(navigation, size: size)
    navigation.pushViewController(controller)
    window.commit()
    return (window, navigation)
  }

  @Test func theWindowMovesThroughAVirtualizedListAndScrollsIt() {
    let reviews = (0..<100_000).map { Review(id: $0) }
    let controller = HostingController(
      rootView: List(reviews) { review in Text("Review \(review.id)") }, title: "Ratings")
    let (window, _) = navigation(controller, size: Size(width: 20, height: 5))
    #expect(window.frame.lines == ["< Back Ratin…", "────────────────────", "Review 0", "Review 1", "Review 2"])
    #expect(window.focusedItem?.node.label == "Review 0")
    for _ in 0..<3 { window.handleKey(.down) }
    window.commit()
    #expect(window.focusedItem?.node.label == "Review 3")
    #expect(window.frame.lines.suffix(3) == ["Review 1", "Review 2", "Review 3"])
    #expect(window.frame.styledRuns.last == "row 4 cols 0-19: inverse")
    window.handleKey(.pageDown)
    window.handleKey(.end)
    window.commit()
    #expect(window.frame.lines.suffix(3) == ["Review 99997", "Review 99998", "Review 99999"])
    // At the very last row Down is the window's: nothing follows, so focus stays.
    #expect(window.handleKey(.down))
    window.commit()
    #expect(window.focusedItem?.node.label == "Review 99999")
    #expect(controller.host.statistics.nodesBuilt < 20)
  }

  @Test func aSpinnerFollowsTheWindowClockAndRedrawsOnlyWhenItsGlyphChanges() {
    var now = Duration.zero
    let window = Window(size: Size(width: 12, height: 1), output: RecordingOutput())
    window.clock = { now }
    window.rootViewController = HostingController(rootView: ProgressView("Loading"))
    window.commit()
    #expect(window.frame.line(0) == " ⠋ Loading")
    now = .milliseconds(50)
    #expect(!window.commit())  // same glyph: nothing written
    now = .milliseconds(120)
    #expect(window.commit())
    #expect(window.frame.line(0) == " ⠙ Loading")
    #expect(window.statistics.lastFrameBytes < 20)  // only the glyph's cell was written
    #expect(window.accessibilityTree().children.map(\.summary) == [#"progressIndicator "Loading""#])
  }

  @Test func anAlertIsModalBelowTheNavigationBarAndEscDoesNotPop() {
    let (window, navigation) = navigation(
      HostingController(rootView: AlertScreen(), title: "Offer"), size: Size(width: 30, height: 9))
    window.handleKey(.enter)
    window.commit()
    #expect(
      window.frame.lines == [
        "< Back      Offer", "──────────────────────────────", "", "  ┌───────────────────────┐",
        "  │ Decline offer?        │", "  │                       │", "  │ [ Decline ]  [ Keep ] │",
        "  └───────────────────────┘", "",
      ])
    #expect(window.focusedItem?.node.label == "Decline")
    #expect(window.interactiveItems.map(\.node.label) == ["Decline", "Keep"])
    window.handleKey(.tab)
    window.commit()
    #expect(window.focusedItem?.node.label == "Keep")
    #expect(window.accessibilityTree().children.last?.role == .alert)
    window.handleKey(.escape)  // runs "Keep" (the cancel action), does not pop
    window.commit()
    #expect(navigation.viewControllers.count == 2)
    #expect(!window.frame.contains("Decline offer?"))
    #expect(window.focusedItem?.node.label == "Decline")
  }

  @Test func aScrollViewFollowsTheWindowFocus() {
    let window = show(
      HostingController(
        rootView: ScrollView {
          VStack {
            ForEach(0..<10) { index in DeclarativeUI.Button("B\(index)") {} }
          }
        }), size: Size(width: 8, height: 3))
    #expect(window.frame.lines == [" [ B0 ]", " [ B1 ]", " [ B2 ]"])
    for _ in 0..<4 { window.handleKey(.tab) }
    window.commit()
    #expect(window.focusedItem?.node.label == "B4")
    #expect(window.frame.lines == [" [ B2 ]", " [ B3 ]", " [ B4 ]"])
    window.handleKey(.home)
    window.handleKey(.backTab)
    window.commit()
    #expect(window.focusedItem?.node.label == "B3")
    #expect(window.frame.lines == [" [ B2 ]", " [ B3 ]", " [ B4 ]"])  // already visible: no scroll
  }
}
