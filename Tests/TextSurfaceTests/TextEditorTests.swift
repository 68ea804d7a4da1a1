import Testing
import TextSurface

/// The window `TextEditor.visible` showed before it was made windowed: every
/// grapheme measured from the start. Kept here as the reference the cheap
/// version must match exactly, so no frame changes.
private func referenceVisible(_ text: String, cursor: Int, width: Int, secure: Bool) -> (String, Int) {
  guard width > 0 else { return ("", 0) }
  let graphemes = text.map { secure ? "*" : String($0).terminalSafe }
  let widths = graphemes.map { $0.displayWidth }
  var start = 0
  var used = (0..<min(cursor, widths.count)).reduce(0) { $0 + widths[$1] } + 1
  while used > width, start < cursor {
    used -= widths[start]
    start += 1
  }
  var shown = ""
  var columns = 0
  var cursorColumn = 0
  for index in start..<graphemes.count {
    if index == cursor { cursorColumn = columns }
    guard columns + widths[index] <= width else { break }
    shown += graphemes[index]
    columns += widths[index]
  }
  if cursor >= graphemes.count { cursorColumn = min(columns, width - 1) }
  return (shown, cursorColumn)
}

/// A small deterministic generator, so failures replay.
private struct SplitMix {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

@Suite("Text editor")
struct TextEditorTests {
  private static let pieces = [
    "a", "Z", " ", "寿", "司", "👩‍👩‍👧", "❤️", "🇫🇷", "1️⃣", "e\u{301}", "\u{301}", "한", "\u{1112}\u{1161}\u{11AB}",
    "ש", "م", "\u{1B}", "\t", "\u{202E}", "\u{200B}",
  ]

  @Test(arguments: 0..<8)
  func theVisibleWindowMatchesMeasuringFromTheStart(seed: Int) {
    var random = SplitMix(state: UInt64(seed))
    for _ in 0..<60 {
      var editor = TextEditor()
      for _ in 0..<random.next(30) {
        editor.handle(.paste(Self.pieces[random.next(Self.pieces.count)]))
        if random.next(4) == 0 { editor.handle(random.next(2) == 0 ? .left : .right) }
      }
      for width in [1, 2, 3, 5, 8, 13] {
        for secure in [false, true] {
          let visible = editor.visible(width: width, secure: secure)
          let reference = referenceVisible(editor.text, cursor: editor.cursor, width: width, secure: secure)
          #expect(visible.text == reference.0, "\(editor.text.debugDescription) width \(width)")
          #expect(visible.cursorColumn == reference.1, "\(editor.text.debugDescription) width \(width)")
        }
      }
    }
  }

  @Test func aPasteIsOneEditAndTypingItCharacterByCharacterGivesTheSameText() {
    let text = "dasher 寿司 👩‍👩‍👧 e\u{301} 🇫🇷🇩🇪 שלום"
    var pasted = TextEditor(text: "<>")
    pasted.handle(.left)
    var typed = pasted
    pasted.handle(.paste(text))
    for character in text { typed.handle(.character(character)) }
    #expect(pasted == typed)
    #expect(pasted.text == "<" + text + ">")
    #expect(pasted.cursor == text.count + 1)
  }

  @Test func editsAreProposedBeforeTheyAreMade() {
    var editor = TextEditor(text: "ab")
    guard case .edit(let edit) = editor.proposal(for: .backspace) else {
      Issue.record("Backspace is an edit")
      return
    }
    #expect(editor.text[edit.range] == "b")
    #expect(edit.replacement.isEmpty)
    #expect(editor.applying(edit) == "a")
    #expect(editor.text == "ab")
    #expect(editor.proposal(for: .tab) == .unhandled)
    editor.handle(.home)
    guard case .edit(let nothing) = editor.proposal(for: .backspace) else { return }
    #expect(nothing.isEmpty)
  }

  @Test func aCombiningMarkTypedBeforeTextMergesAndTheCursorStaysOnABoundary() {
    var editor = TextEditor(text: "\u{301}x")
    editor.handle(.home)
    editor.handle(.character("e"))
    #expect(editor.text == "e\u{301}x")
    #expect(editor.cursor == 1)
    editor.handle(.backspace)
    #expect(editor.text == "x")
  }

  @Test func aMegabyteFieldShowsItsTailAndMasksOneStarPerGrapheme() {
    var editor = TextEditor()
    let body = String(repeating: "👩‍👩‍👧e\u{301}", count: 100_000)
    editor.handle(.paste(body))
    #expect(editor.visible(width: 7, secure: false).text == "👩‍👩‍👧é👩‍👩‍👧é")
    #expect(editor.visible(width: 7, secure: true) == ("******", 6))
    #expect(TextFieldAppearance.accessibilityValue(editor, secure: true).count == 200_000)
    editor.handle(.home)
    #expect(editor.visible(width: 5, secure: false) == ("👩‍👩‍👧é👩‍👩‍👧", 0))
  }
}
