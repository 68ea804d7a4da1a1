import TextSurface

/// An object that owns interactive elements — a legacy widget, a declarative
/// host — and acts for them: the screen layer's focus engine tells it which of
/// its elements has focus and hands it the keys and taps meant for them.
///
/// Both toolkits' element owners conform, so one focus engine serves a screen
/// made of either toolkit, or of both (a hosted declarative tree inside a
/// legacy screen), with no second owner of focus to keep in step.
///
/// ```swift
/// final class Switch: FocusResponder {
///   private(set) var focused: FocusID?
///   func focusDidChange(to item: FocusID?) { focused = item }
///   func handleKey(_ key: Key, item: FocusID) -> Bool { false }
///   func activate(item: FocusID) -> Bool { true }
/// }
/// ```
public protocol FocusResponder: AnyObject {
  /// The focus engine moved focus: `item` (one of this responder's element ids)
  /// has it now, or nil when none of this responder's elements has it.
  func focusDidChange(to item: FocusID?)
  /// Handles a key for focused element `item`; returns whether it was used.
  func handleKey(_ key: Key, item: FocusID) -> Bool
  /// Performs element `item`'s primary action (a tap); returns whether anything happened.
  func activate(item: FocusID) -> Bool
  /// The insertion point of text element `item`, in graphemes; nil when it is not a text element.
  /// A front switch carries it over, so typing continues where it stood.
  func textCursor(item: FocusID) -> Int?
  /// Moves the insertion point of text element `item` (clamped to its text).
  func setTextCursor(_ offset: Int, item: FocusID)
}

extension FocusResponder {
  /// Not a text element.
  public func textCursor(item: FocusID) -> Int? { nil }
  /// Not a text element: nothing to move.
  public func setTextCursor(_ offset: Int, item: FocusID) {}
}

/// One element the focus engine and scenario steps can reach: which responder
/// owns it, its id within that responder, and its semantics (label, frame, enabled).
public struct InteractiveItem {
  /// The object that handles keys and taps for the element.
  public let owner: any FocusResponder
  /// The element within its owner (0 for a plain widget, a row for a table).
  public let id: FocusID
  /// The element's semantics: role, label, value, frame, enabled, focused.
  public var node: AccessibilityNode

  /// An element `id` of `owner` described by `node`.
  public init(owner: any FocusResponder, id: FocusID, node: AccessibilityNode) {
    self.owner = owner
    self.id = id
    self.node = node
  }

  /// Focusable elements are interactive and enabled.
  public var isFocusable: Bool { node.isEnabled && node.isInteractive }

  /// Whether this is element `id` of `owner`.
  public func isElement(_ id: FocusID, of owner: AnyObject) -> Bool {
    self.owner === owner && self.id == id
  }
}
