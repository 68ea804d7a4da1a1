/// The editing model behind both toolkits' text fields: text, a cursor, and
/// what a key does to them.
///
/// Both fronts edit through this one type, so typing, pasting, deleting and
/// cursor movement are identical by construction, and the visible window of a
/// long text scrolls the same way.
///
/// Big texts stay cheap: the cursor is kept as a `String.Index` (always on a
/// grapheme boundary), so no key walks the text from its start; a paste
/// (`Key.paste`) is one edit however long it is; and `visible(width:secure:)`
/// looks only at the graphemes around the cursor that can be on screen. What
/// remains linear in the text's length is copying it when someone else holds
/// the same string (a view model bound to the field), which is what value
/// semantics cost, a `memcpy`, never a walk per grapheme.
///
/// ```swift
/// var editor = TextEditor(text: "dash")
/// editor.handle(.character("e"))   // "dashe", cursor at 5
/// editor.handle(.backspace)        // "dash"
/// editor.handle(.paste("er"))      // "dasher", one edit
/// ```
public struct TextEditor: Hashable, Sendable {
  /// A replacement of part of the text: what a key would do, before it is done,
  /// so a delegate can be asked first (`shouldChangeCharactersIn:replacementString:`).
  public struct Edit: Hashable, Sendable {
    /// The range of the current text that is replaced (empty for an insertion).
    public var range: Range<String.Index>
    /// What replaces it (empty for a deletion).
    public var replacement: String

    /// An edit replacing `range` with `replacement`.
    public init(range: Range<String.Index>, replacement: String) {
      self.range = range
      self.replacement = replacement
    }

    /// Whether applying it changes nothing (Backspace at the start, an empty paste).
    public var isEmpty: Bool { range.isEmpty && replacement.isEmpty }
  }

  /// What a key would do to the editor.
  public enum Proposal: Hashable, Sendable {
    /// Replace part of the text; the cursor ends after the replacement.
    case edit(Edit)
    /// Move the cursor to this index of the text.
    case move(String.Index)
    /// Not an editing key (Tab, Enter, Esc, …): the key belongs to someone else.
    case unhandled
  }

  /// The text being edited.
  public private(set) var text: String
  /// The cursor, on a grapheme boundary of `text` (`endIndex` after the last grapheme).
  public private(set) var cursorIndex: String.Index

  /// A text with the cursor at its end.
  public init(text: String = "") {
    self.text = text
    cursorIndex = text.endIndex
  }

  /// The cursor as a grapheme offset, 0…`text.count`. It counts from the start
  /// (linear in the text), so editing never uses it; it is for callers that
  /// want UIKit's offset view of the selection.
  public var cursor: Int { text.distance(from: text.startIndex, to: cursorIndex) }

  /// Moves the cursor to grapheme offset `offset`, clamped to the text: how a
  /// front switch puts the cursor back where the user left it.
  public mutating func moveCursor(toOffset offset: Int) {
    cursorIndex = text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
  }

  /// Replaces the text (e.g. from the model) and puts the cursor at its end.
  /// Setting the same string again keeps the cursor where it is; the comparison
  /// is immediate when both are the same storage, which is the case when the
  /// model holds what this editor produced.
  public mutating func setText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    cursorIndex = text.endIndex
  }

  /// What `key` would do, without doing it.
  public func proposal(for key: Key) -> Proposal {
    switch key {
    case .character(let character):
      return .edit(Edit(range: cursorIndex..<cursorIndex, replacement: String(character)))
    case .space:
      return .edit(Edit(range: cursorIndex..<cursorIndex, replacement: " "))
    case .paste(let string):
      return .edit(Edit(range: cursorIndex..<cursorIndex, replacement: string))
    case .backspace:
      guard cursorIndex > text.startIndex else { return .edit(Edit(range: cursorIndex..<cursorIndex, replacement: "")) }
      return .edit(Edit(range: text.index(before: cursorIndex)..<cursorIndex, replacement: ""))
    case .delete:
      guard cursorIndex < text.endIndex else { return .edit(Edit(range: cursorIndex..<cursorIndex, replacement: "")) }
      return .edit(Edit(range: cursorIndex..<text.index(after: cursorIndex), replacement: ""))
    case .clearToStart:
      return .edit(Edit(range: text.startIndex..<cursorIndex, replacement: ""))
    case .left: return .move(cursorIndex > text.startIndex ? text.index(before: cursorIndex) : cursorIndex)
    case .right: return .move(cursorIndex < text.endIndex ? text.index(after: cursorIndex) : cursorIndex)
    case .home: return .move(text.startIndex)
    case .end: return .move(text.endIndex)
    default: return .unhandled
    }
  }

  /// Applies an editing key; returns whether the text or cursor used it.
  /// Keys that move focus (Tab, Up, Down, Enter, Esc) are not used.
  @discardableResult
  public mutating func handle(_ key: Key) -> Bool {
    switch proposal(for: key) {
    case .edit(let edit): apply(edit)
    case .move(let index): cursorIndex = index
    case .unhandled: return false
    }
    return true
  }

  /// Inserts `string` at the cursor (typed or pasted) as one edit.
  public mutating func insert(_ string: String) {
    apply(Edit(range: cursorIndex..<cursorIndex, replacement: string))
  }

  /// The text `edit` would produce, for a delegate that validates the whole
  /// value. It builds a new string, so it costs the text's length.
  public func applying(_ edit: Edit) -> String {
    var copy = text
    copy.replaceSubrange(edit.range, with: edit.replacement)
    return copy
  }

  /// Applies `edit` (from `proposal(for:)` on this same text) and puts the cursor
  /// after the replacement. Positions are UTF-8 offsets, which native strings
  /// convert to indices in constant time; an insertion that merges with the
  /// grapheme after it (a combining mark typed before text) leaves the cursor
  /// after the merged grapheme.
  public mutating func apply(_ edit: Edit) {
    guard !edit.isEmpty else { return }
    let lower = text.utf8.distance(from: text.utf8.startIndex, to: edit.range.lowerBound)
    text.replaceSubrange(edit.range, with: edit.replacement)
    let position = text.utf8.index(text.utf8.startIndex, offsetBy: lower + edit.replacement.utf8.count)
    if String.Index(position, within: text) != nil {
      cursorIndex = position
    } else {
      // Inside a grapheme: the Character view rounds down, so this is the next boundary.
      cursorIndex = text.index(after: position)
    }
  }

  /// Moves the cursor to `index`, a grapheme boundary of `text` (from `proposal(for:)`).
  public mutating func moveCursor(to index: String.Index) {
    cursorIndex = index
  }

  /// The part of the text visible in `width` columns with the cursor on screen,
  /// and the cursor's column within it. `secure` masks every grapheme as `*`.
  ///
  /// The window is found by walking back from the cursor until `width` columns
  /// are used, then forward until they are full, so the cost is bounded by the
  /// graphemes that fit in `width` (plus any zero-width ones among them), not by
  /// the length of the text: a field holding a megabyte costs what a short one does.
  public func visible(width: Int, secure: Bool) -> (text: String, cursorColumn: Int) {
    guard width > 0 else { return ("", 0) }
    func shown(_ index: String.Index) -> String {
      secure ? "*" : String(text[index]).terminalSafe
    }
    // Scroll so that the cursor (one column after the text before it) fits.
    var start = cursorIndex
    var used = 1
    while start > text.startIndex {
      let previous = text.index(before: start)
      let columns = shown(previous).displayWidth
      if used + columns > width { break }
      used += columns
      start = previous
    }
    var result = ""
    var columns = 0
    var cursorColumn: Int?
    var index = start
    while index < text.endIndex {
      if index == cursorIndex { cursorColumn = columns }
      let grapheme = shown(index)
      let graphemeWidth = grapheme.displayWidth
      guard columns + graphemeWidth <= width else { break }
      result += grapheme
      columns += graphemeWidth
      index = text.index(after: index)
    }
    return (result, cursorColumn ?? min(columns, width - 1))
  }

  /// The cursor's position in UTF-8 code units: what identifies it across
  /// copies of the text (constant time on native strings).
  private var cursorOffsetInUTF8: Int { text.utf8.distance(from: text.utf8.startIndex, to: cursorIndex) }

  public static func == (lhs: TextEditor, rhs: TextEditor) -> Bool {
    lhs.text == rhs.text && lhs.cursorOffsetInUTF8 == rhs.cursorOffsetInUTF8
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(cursorOffsetInUTF8)
  }
}
