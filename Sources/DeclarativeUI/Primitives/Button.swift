import TextSurface

/// A control that runs an action when tapped, like SwiftUI's `Button`.
///
/// It draws as `[ Title ]`: inverse when focused, dim when disabled — the same
/// look as the legacy toolkit's button, cell for cell.
///
/// ```swift
/// Button("Tap Me") { viewModel.buttonTapped() }
/// Button("Sign in", action: viewModel.signIn).disabled(!viewModel.canSignIn)
/// Button("Cancel", role: .cancel) {}   // in an alert, Esc activates it
/// ```
///
/// In a `List` row a button is the row's action and draws as a plain row
/// (its title), as SwiftUI draws buttons in lists.
public struct Button: View, PrimitiveView, ActionLeaf, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  /// What the button says (drawn as `[ title ]`); scenarios tap it by this label.
  public let title: String
  /// What the button means, like SwiftUI's `ButtonRole`.
  public let role: ButtonRole?
  let action: () -> Void
  var isDisabled = false

  /// A button titled `title` that runs `action` when tapped (Enter or Space while focused).
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// A button whose label is a `Text`.
  public init(action: @escaping () -> Void, label: () -> Text) {
    self.init(label().content, action: action)
  }

  /// Disables the button: it is drawn dim, cannot be focused and ignores taps.
  public func disabled(_ disabled: Bool) -> Button {
    var copy = self
    copy.isDisabled = disabled
    return copy
  }

  /// The same title, role and enabled state: only the action may differ.
  func looksLike(_ other: Button) -> Bool {
    title == other.title && role == other.role && isDisabled == other.isDisabled
  }

  var rendered: String { "[ \(title) ]" }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    Size(width: min(rendered.displayWidth, max(0, proposal.width)), height: min(1, max(0, proposal.height)))
  }

  /// Disabled by its own `.disabled` or by an ancestor's (through the environment).
  func isEnabled(_ node: Node) -> Bool { !isDisabled && node.isEnabled }

  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? {
    AccessibilityNode(role: .button, label: title, isEnabled: isEnabled(node), isFocused: isFocused, frame: node.frame)
  }

  var isInteractive: Bool { true }

  func handleKey(_ key: Key, node: Node) -> Bool {
    guard key == .enter || key == .space else { return false }
    return activate(node)
  }

  func activate(_ node: Node) -> Bool {
    guard isEnabled(node) else { return false }
    action()
    return true
  }
}

/// What a button means, like SwiftUI's `ButtonRole`: an alert's Esc activates the `.cancel` one.
public enum ButtonRole: Sendable, Hashable {
  /// Dismisses without acting; an alert's Esc activates it.
  case cancel
  /// Deletes or discards something.
  case destructive
}
