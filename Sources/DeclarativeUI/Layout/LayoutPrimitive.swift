import ScreenLayer
import TextSurface

/// A primitive view that occupies space: it measures and places itself
/// (this protocol, the layout pass's side), paints itself (`PaintPrimitive`,
/// the paint pass's side) and describes itself. Composite views and groups
/// are transparent; their layout children stand in their place.
protocol LayoutPrimitive: PaintPrimitive, PrimitiveView {
  /// The size this view wants within `proposal`.
  func sizeThatFits(_ proposal: Size, node: Node) -> Size
  /// Places the node (and its layout children) in `rect`.
  func place(_ node: Node, in rect: Rect)
  /// The node's own semantics; children's are nested by the host.
  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode?
  /// Whether the node is an element the user can focus and act on.
  var isInteractive: Bool { get }
  /// Handles a key while focused.
  func handleKey(_ key: Key, node: Node) -> Bool
  /// Performs the primary action (a tap).
  func activate(_ node: Node) -> Bool

  /// How the node shares a stack's free length, or nil for a fixed-size child.
  var flexibility: Flexibility? { get }
  /// The semantics of the node and its children, when it owns them.
  func accessibilitySubtree(_ node: Node) -> [AccessibilityNode]
  /// The node's interactive elements, when it owns its children or has several.
  func interactiveElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)]
  /// Hands `emit` the node's interactive elements, in order (by default
  /// those of `interactiveElements(_:)`; a list hands its rows over one by one).
  func collectInteractiveElements(_ node: Node, _ emit: (ElementID, AccessibilityNode) -> Void)
  /// Handles a key for one of several elements (`item` from `ElementID.item`).
  func handleKey(_ key: Key, node: Node, item: Int?) -> Bool
  /// Activates one of several elements.
  func activate(_ node: Node, item: Int?) -> Bool
  /// The insertion point of a text element, in graphemes; nil for anything else.
  func textCursor(_ node: Node) -> Int?
  /// Moves the insertion point of a text element.
  func setTextCursor(_ offset: Int, node: Node)
  /// Reports to `tracker`, for the node's frame, where its drawing (its own
  /// and its subtree's) changed since the last time this was asked, when the
  /// primitive keeps track itself — a list compares the rows it shows with
  /// those it showed, and knows when it scrolled. False when it reported
  /// nothing: the host's general rules then cover the subtree. A primitive
  /// that reports registers the node (`RenderContext.tracksOwnDamage`); the
  /// host asks once per drawn frame (`ViewHost.reportDamage(to:in:by:isKnown:)`).
  func reportOwnDamage(_ node: Node, to tracker: DamageTracker) -> Bool
  /// The node is off screen: whatever it tracked no longer describes the screen.
  func forgetOwnDamage(_ node: Node)
  /// The title and detail this primitive shows when it stands for a whole
  /// list row (`Text`, `LabeledContent`, `Button`); nil for the others. A
  /// requirement rather than a protocol of its own, so a list asks each row
  /// through the witness table it already has instead of a dynamic cast.
  var rowContent: (title: String, detail: String?)? { get }
}

/// How a flexible child takes part in a stack (spec: "Flexible layout in stacks").
struct Flexibility {
  /// The least main-axis length it takes.
  var minLength: Int
  /// Whether it spans the stack's whole cross axis, whatever the alignment (lists, scroll views).
  var fillsCrossAxis: Bool
}

extension LayoutPrimitive {
  func place(_ node: Node, in rect: Rect) { node.frame = rect }
  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? { nil }
  var isInteractive: Bool { false }
  func handleKey(_ key: Key, node: Node) -> Bool { false }
  func activate(_ node: Node) -> Bool { false }
  var flexibility: Flexibility? { nil }
  var rowContent: (title: String, detail: String?)? { nil }

  func accessibilitySubtree(_ node: Node) -> [AccessibilityNode] {
    accessibility(node, isFocused: node.isFocused).map { [$0] } ?? []
  }

  func interactiveElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)] {
    guard isInteractive, let semantics = accessibility(node, isFocused: node.isFocused) else { return [] }
    return [(ElementID(node: node.id), semantics)]
  }

  func collectInteractiveElements(_ node: Node, _ emit: (ElementID, AccessibilityNode) -> Void) {
    for element in interactiveElements(node) { emit(element.id, element.node) }
  }

  /// What `collectInteractiveElements(_:_:)` hands over, as a list: for
  /// primitives that hand their elements over one by one.
  func collectedElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)] {
    var elements: [(id: ElementID, node: AccessibilityNode)] = []
    collectInteractiveElements(node) { elements.append(($0, $1)) }
    return elements
  }

  func handleKey(_ key: Key, node: Node, item: Int?) -> Bool { handleKey(key, node: node) }
  func activate(_ node: Node, item: Int?) -> Bool { activate(node) }
  func textCursor(_ node: Node) -> Int? { nil }
  func setTextCursor(_ offset: Int, node: Node) {}
  func reportOwnDamage(_ node: Node, to tracker: DamageTracker) -> Bool { false }
  func forgetOwnDamage(_ node: Node) {}
}

extension Node {
  /// Whether this node itself (not one of its rows) has keyboard focus.
  var isFocused: Bool { context.focusedElement == ElementID(node: id) }

  /// Whether controls in this node are enabled (`.disabled` on an ancestor turns it off).
  var isEnabled: Bool {
    // Copied out first, so the lookup runs outside the access to `environment`.
    let environment = self.environment
    return environment.isEnabled
  }
}
