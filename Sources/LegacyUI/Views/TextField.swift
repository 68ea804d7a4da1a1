import ScreenLayer
import TextSurface

/// Told about editing in a text field, like `UITextFieldDelegate`. Every
/// method has a default, so a delegate implements only what it needs.
///
/// ```swift
/// func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
///                replacementString string: String) -> Bool {
///   string.allSatisfy(\.isNumber)   // digits only
/// }
/// ```
public protocol TextFieldDelegate: AnyObject {
  /// The field took focus, like `textFieldDidBeginEditing(_:)`.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the characters in `range` (of the current `text`) may be replaced
  /// by `string`, like `textField(_:shouldChangeCharactersIn:replacementString:)`.
  /// Typing inserts (`range` empty, at the cursor); a paste inserts its whole
  /// text in one call, as in UIKit; Backspace and Delete remove one grapheme
  /// (`string` empty). Asked before `textField(_:shouldChangeTextTo:)`.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
  ) -> Bool
  /// Whether the edit that would produce `text` may happen — the whole
  /// proposed text, for delegates that validate it as one value.
  func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool
  /// The field lost focus, like `textFieldDidEndEditing(_:)`; called as focus
  /// moves away (Tab, a tap elsewhere, the screen leaving).
  func textFieldDidEndEditing(_ textField: TextField)
  /// Enter was pressed, like `textFieldShouldReturn(_:)`; return whether the
  /// field handled it. Unhandled, Enter is not used by the field.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

/// Defaults: allow every change, ignore Enter, and do nothing on begin/end.
extension TextFieldDelegate {
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
  ) -> Bool { true }
  public func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { false }
}

/// A single-line editable field, like `UITextField`.
///
/// Draws as `Title [text      ]` through the shared `TextFieldAppearance`;
/// typed text goes in at the cursor, Left/Right/Home/End move it, Backspace
/// and Delete remove graphemes. Editing goes through the shared `TextEditor`,
/// so it behaves exactly like the declarative `TextField`.
///
/// - The delegate is asked before each change; after an allowed change the
///   field sends `.editingChanged` to its targets, as `UIControl` does.
/// - Focus arriving and leaving sends `.editingDidBegin` / `.editingDidEnd`
///   and tells the delegate (`textFieldDidBeginEditing`, `textFieldDidEndEditing`).
/// - Setting `text` from code sends nothing (as in UIKit), so bindings that
///   push model state into the field never loop.
/// - `placeholder` is shown dim in the empty input area, like `UITextField.placeholder`.
///
/// ```swift
/// emailField.placeholder = "name@example.com"
/// emailField.addTarget(self, action: LoginViewController.emailChanged, for: .editingChanged)
/// ```
open class TextField: View {
  /// The events a text field sends to its targets, like `UIControl.Event`.
  public enum Event: Hashable, Sendable {
    /// The text changed by editing.
    case editingChanged
    /// The field took focus.
    case editingDidBegin
    /// The field lost focus.
    case editingDidEnd
  }

  /// The visible title before the input area, and the accessibility label.
  public var title: String {
    didSet { if title != oldValue { setNeedsLayout() } }
  }
  /// Masks the text with `*`, like `isSecureTextEntry`.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
  }
  /// Disabled fields are dim, skipped by focus and ignore keys.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }
  /// Shown dim in the input area while the text is empty, like `UITextField.placeholder`.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }
  /// Told about editing; held weakly, as in UIKit.
  public weak var delegate: TextFieldDelegate?
  private var editor = TextEditor()
  private var targets: [(event: Event, action: () -> Void)] = []

  /// A field titled `title` holding `text`, with the cursor at its end.
  public init(title: String, text: String = "") {
    self.title = title
    editor = TextEditor(text: text)
    super.init()
  }

  /// The field's text; setting it does not send `.editingChanged` (as in UIKit).
  public var text: String {
    get { editor.text }
    set {
      guard newValue != editor.text else { return }
      editor.setText(newValue)
      setNeedsDisplay()
    }
  }

  /// Whether the field has focus, like `isEditing`.
  public var isEditing: Bool { isFocused }

  /// The cursor as a grapheme offset into `text` (UIKit's `selectedTextRange`, collapsed).
  /// Counting graphemes costs the text's length; editing never needs it.
  public var cursorOffset: Int {
    get { editor.cursor }
    set {
      editor.moveCursor(toOffset: newValue)
      setNeedsDisplay()
    }
  }

  /// The field's insertion point, for the focus engine to carry across a front switch.
  open override func textCursor(item: FocusID) -> Int? { cursorOffset }

  /// Puts the insertion point back (a front switch).
  open override func setTextCursor(_ offset: Int, item: FocusID) { cursorOffset = offset }

  /// Calls `action` on `target` when `event` happens; the target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for event: Event = .editingChanged
  ) {
    targets.append((event, { [weak target] in if let target { action(target)() } }))
  }

  /// Removes every target.
  public func removeAllTargets() {
    targets.removeAll()
  }

  /// Sends `event` to its targets, like `sendActions(for:)`.
  public func sendActions(for event: Event) {
    for target in targets where target.event == event { target.action() }
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    TextFieldAppearance.size(title: title, proposal: size)
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    TextFieldAppearance.draw(
      title: title, editor: editor, secure: isSecureTextEntry, isFocused: isFocused, isEnabled: isEnabled,
      in: &canvas, rect: rect, clip: clip)
    drawPlaceholder(in: &canvas, rect: rect, clip: clip)
  }

  /// The placeholder goes over the empty input area, which `TextFieldAppearance`
  /// places after the title and a space, between brackets. The shared look has
  /// no placeholder (the declarative `TextField` has no prompt yet), so it is
  /// drawn here on top, keeping the underline and, when focused, the cursor cell.
  private func drawPlaceholder(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard editor.text.isEmpty, let placeholder, !placeholder.isEmpty else { return }
    let boxX = rect.minX + min(title.displayWidth, rect.width) + 1
    let area = Rect(x: boxX + 1, y: rect.minY, width: rect.maxX - boxX - 2, height: min(1, rect.height))
    guard !area.isEmpty else { return }
    let visible = area.intersection(clip)
    let style = TextStyle(attributes: [.dim, .underline])
    canvas.draw(placeholder.truncated(toWidth: area.width), at: area.origin, style: style, clip: visible)
    if isFocused {
      canvas.applyStyle(
        TextStyle(attributes: .inverse), in: Rect(x: area.minX, y: area.minY, width: 1, height: 1).intersection(visible)
      )
    }
  }

  open override var canBecomeFocused: Bool { isEnabled }

  open override func interactiveItems() -> [InteractiveItem] {
    guard let node = accessibilityNode() else { return [] }
    return [InteractiveItem(owner: self, id: 0, node: node)]
  }

  open override func didUpdateFocus(from previousItem: FocusID?) {
    if previousItem == nil, isFocused {
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
    } else if previousItem != nil, !isFocused {
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
    }
  }

  /// Editing keys become one `TextEditor.Edit` each; the delegate is asked
  /// about that edit (a paste is one edit, so one question, as in UIKit) and,
  /// if allowed, it is applied in place. The whole proposed text for
  /// `textField(_:shouldChangeTextTo:)` is built only when there is a delegate,
  /// because building it costs the text's length.
  open override func handleKey(_ key: Key, item id: FocusID) -> Bool {
    guard isEnabled else { return false }
    if key == .enter { return delegate?.textFieldShouldReturn(self) ?? false }
    switch editor.proposal(for: key) {
    case .unhandled:
      return false
    case .move(let index):
      editor.moveCursor(to: index)
      setNeedsDisplay()
    case .edit(let edit):
      guard !edit.isEmpty else {
        setNeedsDisplay()
        return true
      }
      if let delegate {
        guard delegate.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement),
          delegate.textField(self, shouldChangeTextTo: editor.applying(edit))
        else { return true }
      }
      editor.apply(edit)
      setNeedsDisplay()
      sendActions(for: .editingChanged)
    }
    return true
  }

  open override func activate(item id: FocusID) -> Bool { isEnabled }

  open override func accessibilityNode() -> AccessibilityNode? {
    AccessibilityNode(
      role: isSecureTextEntry ? .secureTextField : .textField, label: accessibilityLabel ?? title,
      value: TextFieldAppearance.accessibilityValue(editor, secure: isSecureTextEntry), isEnabled: isEnabled,
      isFocused: isFocused, frame: absoluteFrame)
  }
}
