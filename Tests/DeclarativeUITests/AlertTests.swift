import DeclarativeUI
import ScreenLayer
import Testing
import TextSurface

private struct ExpiredOffer: View {
  @State private var showsError = false
  let log: Counts
  let cancellable: Bool
  var body: some View {
    VStack {
      Text("Offer")
      Button("Accept") { showsError = true }
    }
    .alert("Offer expired", isPresented: $showsError) {
      Button("OK") { log.hit("ok") }
      if cancellable {
        Button("Cancel", role: .cancel) { log.hit("cancel") }
      }
    } message: {
      Text("This offer is no longer available.")
    }
  }
}

@Suite("Alert")
struct AlertTests {
  private let size = Size(width: 30, height: 9)

  /// A scene showing `ExpiredOffer` with its alert up: the alert's focus is the scene's focus engine's.
  private func presentedScene(cancellable: Bool, log: Counts) throws -> SceneHost {
    let scene = SceneHost(
      rootView: ExpiredOffer(log: log, cancellable: cancellable), size: size, output: RecordingOutput())
    scene.commit()
    try scene.scene.tap(label: "Accept")
    scene.commit()
    return scene
  }

  @Test func anAlertIsDrawnOverTheContentAndOwnsFocus() throws {
    let scene = try presentedScene(cancellable: true, log: Counts())
    let frame = scene.frame
    #expect(
      frame.lines == [
        "", "┌────────────────────────────┐", "│ Offer expired              │", "│ This offer is no longer    │",
        "│ available.                 │", "│                            │", "│     [ OK ]  [ Cancel ]     │",
        "└────────────────────────────┘", "",
      ])
    // The title is bold and the first action has focus.
    #expect(frame.styledRuns == ["row 2 cols 2-14: bold", "row 6 cols 6-11: inverse"])
    #expect(scene.host.interactiveElements().map(\.node.label) == ["OK", "Cancel"])
    let tree = scene.host.accessibilityNodes()
    #expect(tree.last?.summary == #"alert "Offer expired" = "This offer is no longer available.""#)
    #expect(tree.last?.children.map(\.summary) == [#"button "OK" [focused]"#, #"button "Cancel""#])
  }

  @Test func escActivatesTheCancelActionAndFocusReturns() throws {
    let log = Counts()
    let scene = try presentedScene(cancellable: true, log: log)
    #expect(scene.focusedItem?.node.label == "OK")
    #expect(scene.handleKey(.escape))
    #expect(log.values == ["cancel": 1])
    scene.commit()
    #expect(!scene.frame.contains("Offer expired"))
    #expect(scene.host.interactiveElements().map(\.node.label) == ["Accept"])
    // The alert left the focus engine's presentation stack: the element that had focus has it again.
    #expect(scene.focusedItem?.node.label == "Accept")
    #expect(scene.host.focusedElement == scene.host.interactiveElements().first?.id)
  }

  @Test func escWithoutACancelActionIsConsumedAndEnterActivates() throws {
    let log = Counts()
    let scene = try presentedScene(cancellable: false, log: log)
    let host = scene.host
    let ok = try #require(host.focusedElement)
    #expect(host.handleKey(.escape, element: ok))
    #expect(!host.update())
    #expect(render(host, size: size).contains("Offer expired"))
    #expect(!host.handleKey(.tab, element: ok))  // focus movement is the focus engine's
    #expect(host.handleKey(.enter, element: ok))
    #expect(log.values == ["ok": 1])
    host.update()
    #expect(!render(host, size: size).contains("Offer expired"))
  }
}
