import DeclarativeUI
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

  private func present(_ host: ViewHost) throws {
    _ = render(host, size: size)
    let accept = try #require(host.interactiveElements().first)
    host.focusedElement = accept.id
    #expect(host.activate(element: accept.id))
    #expect(host.update())
  }

  @Test func anAlertIsDrawnOverTheContentAndOwnsFocus() throws {
    let log = Counts()
    let host = ViewHost(rootView: ExpiredOffer(log: log, cancellable: true))
    try present(host)
    let frame = render(host, size: size)
    #expect(
      frame.lines == [
        "", "┌────────────────────────────┐", "│ Offer expired              │", "│ This offer is no longer    │",
        "│ available.                 │", "│                            │", "│     [ OK ]  [ Cancel ]     │",
        "└────────────────────────────┘", "",
      ])
    // The title is bold and the first action has focus.
    #expect(frame.styledRuns == ["row 2 cols 2-14: bold", "row 6 cols 6-11: inverse"])
    #expect(host.interactiveElements().map(\.node.label) == ["OK", "Cancel"])
    let tree = host.accessibilityNodes()
    #expect(tree.last?.summary == #"alert "Offer expired" = "This offer is no longer available.""#)
    #expect(tree.last?.children.map(\.summary) == [#"button "OK" [focused]"#, #"button "Cancel""#])
  }

  @Test func escActivatesTheCancelActionAndFocusReturns() throws {
    let log = Counts()
    let host = ViewHost(rootView: ExpiredOffer(log: log, cancellable: true))
    try present(host)
    _ = render(host, size: size)
    let ok = try #require(host.focusedElement)
    #expect(host.handleKey(.escape, element: ok))
    #expect(log.values == ["cancel": 1])
    host.update()
    let frame = render(host, size: size)
    #expect(!frame.contains("Offer expired"))
    #expect(host.interactiveElements().map(\.node.label) == ["Accept"])
    #expect(host.focusedElement == host.interactiveElements().first?.id)
  }

  @Test func escWithoutACancelActionIsConsumedAndEnterActivates() throws {
    let log = Counts()
    let host = ViewHost(rootView: ExpiredOffer(log: log, cancellable: false))
    try present(host)
    _ = render(host, size: size)
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
