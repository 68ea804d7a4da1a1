import TextSurface

/// A single-line editable field bound to a string, like SwiftUI's `TextField`.
///
/// It looks and edits exactly like the legacy toolkit's field (both use
/// `TextEditor` and `TextFieldAppearance`): `Title [text      ]`.
///
/// ```swift
/// TextField("Email", text: $viewModel.email)
/// SecureField("Password", text: $viewModel.password).onSubmit { viewModel.signIn() }
/// ```
public struct TextField: View, PrimitiveView, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  var isSecure = false
  var isDisabled = false
  var submit: (() -> Void)?

  /// A field titled `title` that edits `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// Runs `action` when Enter is pressed in the field.
  public func onSubmit(_ action: @escaping () -> Void) -> TextField {
    var copy = self
    copy.submit = action
    return copy
  }

  /// Disables the field: drawn dim, not focusable.
  public func disabled(_ disabled: Bool) -> TextField {
    var copy = self
    copy.isDisabled = disabled
    return copy
  }

  /// Reading the binding here, under the node's observation tracking,
  /// subscribes the field to the model property it edits.
  func children() -> ChildViews {
    _ = text.wrappedValue
    return .positional([])
  }

  final class EditorBox {
    var editor: TextEditor
    init(_ editor: TextEditor) { self.editor = editor }
  }

  func box(for node: Node) -> EditorBox {
    if let box = node.primitiveStorage as? EditorBox {
      box.editor.setText(text.wrappedValue)
      return box
    }
    let box = EditorBox(TextEditor(text: text.wrappedValue))
    node.primitiveStorage = box
    return box
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    TextFieldAppearance.size(title: title, proposal: proposal)
  }

  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? {
    AccessibilityNode(
      role: isSecure ? .secureTextField : .textField, label: title,
      value: TextFieldAppearance.accessibilityValue(box(for: node).editor, secure: isSecure),
      isEnabled: isEnabled(node),
      isFocused: isFocused, frame: node.frame)
  }

  var isInteractive: Bool { true }

  /// Disabled by its own `.disabled` or by an ancestor's (through the environment).
  func isEnabled(_ node: Node) -> Bool { !isDisabled && node.isEnabled }

  func handleKey(_ key: Key, node: Node) -> Bool {
    guard isEnabled(node) else { return false }
    if key == .enter {
      guard let submit else { return false }
      submit()
      return true
    }
    // One key is one edit (a paste too), so the binding is set once per key,
    // and no comparison of the whole text is needed to know whether it changed.
    let box = box(for: node)
    switch box.editor.proposal(for: key) {
    case .unhandled:
      return false
    case .move(let index):
      box.editor.moveCursor(to: index)
    case .edit(let edit):
      if !edit.isEmpty {
        box.editor.apply(edit)
        text.wrappedValue = box.editor.text
      }
    }
    node.setNeedsUpdate()
    return true
  }

  func activate(_ node: Node) -> Bool { isEnabled(node) }

  func textCursor(_ node: Node) -> Int? { box(for: node).editor.cursor }

  func setTextCursor(_ offset: Int, node: Node) {
    box(for: node).editor.moveCursor(toOffset: offset)
    node.setNeedsUpdate()
  }
}

/// A field that masks what is typed, like SwiftUI's `SecureField`.
public struct SecureField: View {
  var field: TextField

  /// A masked field titled `title` that edits `text`.
  public init(_ title: String, text: Binding<String>) {
    var field = TextField(title, text: text)
    field.isSecure = true
    self.field = field
  }

  /// Runs `action` when Enter is pressed in the field.
  public func onSubmit(_ action: @escaping () -> Void) -> SecureField {
    var copy = self
    copy.field.submit = action
    return copy
  }

  /// A secure `TextField`.
  public var body: some View { field }
}
