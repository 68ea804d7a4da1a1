/// The editing model behind both toolkits' text fields: text, a cursor
/// counted in graphemes, and what a key does to them.
///
/// Both fronts edit through this one type, so typing, deleting and cursor
/// movement are identical by construction, and the visible window of a long
/// text scrolls the same way.
///
/// ```swift
/// var editor = TextEditor(text: "dash")
/// editor.handle(.character("e"))   // "dashe", cursor at 5
/// editor.handle(.backspace)        // "dash"
/// ```
public struct TextEditor: Hashable, Sendable {
  public private(set) var text: String
  /// The cursor as a grapheme offset, 0…text.count.
  public private(set) var cursor: Int

  public init(text: String = "") {
    self.text = text
    cursor = text.count
  }

  /// Replaces the text (e.g. from the model) and puts the cursor at its end.
  public mutating func setText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    cursor = min(cursor, newText.count)
    if cursor < newText.count { cursor = newText.count }
  }

  /// Applies an editing key; returns whether the text or cursor used it.
  /// Keys that move focus (Tab, Up, Down, Enter, Esc) are not used.
  @discardableResult
  public mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      insert(String(character))
    case .space:
      insert(" ")
    case .backspace:
      guard cursor > 0 else { return true }
      let index = text.index(text.startIndex, offsetBy: cursor - 1)
      text.remove(at: index)
      cursor -= 1
    case .delete:
      guard cursor < text.count else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = text.count
    default: return false
    }
    return true
  }

  /// Inserts `string` at the cursor (typed or pasted), keeping only what can be shown safely.
  public mutating func insert(_ string: String) {
    let index = text.index(text.startIndex, offsetBy: cursor)
    let before = text.count
    text.insert(contentsOf: string, at: index)
    cursor += text.count - before
  }

  /// The part of the text visible in `width` columns with the cursor on screen,
  /// and the cursor's column within it. `secure` masks every grapheme as `*`.
  public func visible(width: Int, secure: Bool) -> (text: String, cursorColumn: Int) {
    guard width > 0 else { return ("", 0) }
    let graphemes = text.map { secure ? "*" : String($0).terminalSafe }
    let widths = graphemes.map { $0.displayWidth }
    // Scroll so that the cursor (one column after the text at the end) fits.
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
}
