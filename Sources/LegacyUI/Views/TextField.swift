import TextSurface

/// Told about editing in a text field, like `UITextFieldDelegate`.
public protocol TextFieldDelegate: AnyObject {
  /// Whether the edit that would produce `text` may happen.
  func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool
  /// The field lost focus.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Enter was pressed; return whether the field handled it.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  public func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { false }
}

/// A single-line editable field, like `UITextField`.
///
/// Draws as `Title [text      ]`; typed text goes in at the cursor, Left and
/// Right move it, Backspace and Delete remove graphemes. Every change sends
/// `.editingChanged` to the targets, after the delegate allowed it.
///
/// ```swift
/// emailField.addTarget(self, action: LoginViewController.emailChanged, for: .editingChanged)
/// ```
open class TextField: View {
  /// The events a text field sends.
  public enum Event: Hashable, Sendable {
    case editingChanged
  }

  /// The visible title before the input area, and the accessibility label.
  public var title: String {
    didSet { if title != oldValue { setNeedsLayout() } }
  }
  /// Masks the text with `*`, like `isSecureTextEntry`.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
  }
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }
  public weak var delegate: TextFieldDelegate?
  private var editor = TextEditor()
  private var targets: [() -> Void] = []
  private var wasFocused = false

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

  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for event: Event = .editingChanged
  ) {
    targets.append { [weak target] in if let target { action(target)() } }
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    TextFieldAppearance.size(title: title, proposal: size)
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    if wasFocused && !isFocused { delegate?.textFieldDidEndEditing(self) }
    wasFocused = isFocused
    TextFieldAppearance.draw(
      title: title, editor: editor, secure: isSecureTextEntry, isFocused: isFocused, isEnabled: isEnabled,
      in: &canvas, rect: rect, clip: clip)
  }

  open override var canBecomeFocused: Bool { isEnabled }

  open override func interactiveItems() -> [InteractiveItem] {
    guard let node = accessibilityNode() else { return [] }
    return [InteractiveItem(owner: self, id: 0, node: node)]
  }

  open override func handleKey(_ key: Key, item id: AnyHashable) -> Bool {
    guard isEnabled else { return false }
    if key == .enter { return delegate?.textFieldShouldReturn(self) ?? false }
    var edited = editor
    guard edited.handle(key) else { return false }
    if edited.text != editor.text {
      guard delegate?.textField(self, shouldChangeTextTo: edited.text) ?? true else { return true }
      editor = edited
      for target in targets { target() }
    } else {
      editor = edited
    }
    setNeedsDisplay()
    return true
  }

  open override func activate(item id: AnyHashable) -> Bool { isEnabled }

  open override func accessibilityNode() -> AccessibilityNode? {
    AccessibilityNode(
      role: isSecureTextEntry ? .secureTextField : .textField, label: title,
      value: TextFieldAppearance.accessibilityValue(editor, secure: isSecureTextEntry), isEnabled: isEnabled,
      isFocused: isFocused, frame: absoluteFrame)
  }
}
