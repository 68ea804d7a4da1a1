import DeclarativeUI
import Testing
import TextSurface

/// Counts how often the field writes its binding: one key, one write.
private final class Field: @unchecked Sendable {
  var text = ""
  var writes = 0
  var binding: Binding<String> {
    Binding(
      get: { self.text },
      set: {
        self.text = $0
        self.writes += 1
      })
  }
}

@Suite("Text field paste")
struct TextFieldPasteTests {
  @Test func aPasteIsOneWriteOfTheWholeTextAndTheFieldShowsItsTail() throws {
    let field = Field()
    let host = ViewHost(rootView: TextField("Email", text: field.binding))
    _ = render(host, size: Size(width: 20, height: 1))
    let id = try #require(host.interactiveElements().first?.id)
    host.focusedElement = id  // a field being edited has focus (unfocused, it shows its start)
    let pasted = String(repeating: "x", count: 1 << 20) + "@example.com"
    #expect(host.handleKey(.paste(pasted), element: id))
    #expect(field.text == pasted)
    #expect(field.writes == 1)
    #expect(render(host, size: Size(width: 20, height: 1)).line(0) == "Email [example.com ]")
    host.focusedElement = nil
    #expect(render(host, size: Size(width: 20, height: 1)).line(0) == "Email [xxxxxxxxxxxx]")
    host.focusedElement = id
    // Per-key typing still works after it, and clearing is one write too.
    #expect(host.handleKey(.backspace, element: id))
    #expect(field.text == String(pasted.dropLast()))
    #expect(host.handleKey(.clearToStart, element: id))
    #expect(field.text.isEmpty)
    #expect(field.writes == 3)
  }
}
