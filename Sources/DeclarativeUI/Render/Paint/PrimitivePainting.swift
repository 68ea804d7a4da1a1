import TextSurface

/// The paint pass's side of a primitive view (`PaintPass.swift`): what it
/// draws of its own, in the frame layout gave it. Every `LayoutPrimitive`
/// is one; its layout is the layout pass's side (`LayoutPrimitive.swift`).
protocol PaintPrimitive {
  /// Draws the node itself; children are drawn by the host afterwards unless `ownsChildren`.
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool)
  /// Whether the primitive draws anything of its own (text, a bar, a rule),
  /// as opposed to only placing its children: damage counts a re-evaluated
  /// node's frame only when it draws, or is a leaf, or owns its children.
  var drawsItself: Bool { get }
  /// Whether the primitive draws, describes and offers its children itself
  /// (a list draws its rows as rows); the host then does not descend into them.
  var ownsChildren: Bool { get }
}

/// A primitive draws nothing and leaves its children to the host unless it says otherwise (containers, spacers).
extension PaintPrimitive {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {}
  var drawsItself: Bool { false }
  var ownsChildren: Bool { false }
}

// The primitives that draw something of their own (see `drawsItself`).
extension HostedContent { var drawsItself: Bool { true } }
extension TextField { var drawsItself: Bool { true } }
extension List { var drawsItself: Bool { true } }
extension Divider { var drawsItself: Bool { true } }
extension Text { var drawsItself: Bool { true } }
extension LabeledContent { var drawsItself: Bool { true } }
extension Button { var drawsItself: Bool { true } }
extension ProgressView { var drawsItself: Bool { true } }
extension NavigationStack { var drawsItself: Bool { true } }
extension PresentationModifier { var drawsItself: Bool { true } }
