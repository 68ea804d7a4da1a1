import TextSurface

/// The paint pass's side of a primitive view (`PaintPass.swift`): what it
/// draws of its own, in the frame layout gave it. Every `LayoutPrimitive`
/// is one; its layout is the layout pass's side (`LayoutPrimitive.swift`).
protocol PaintPrimitive {
  /// Draws the node itself; children are drawn by the host afterwards unless `ownsChildren`.
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool)
  /// Whether primitives of this type draw anything of their own (text, a
  /// bar, a rule), as opposed to only placing their children: damage counts
  /// a re-evaluated node's frame only when it draws, or is a leaf, or owns
  /// its children. One that draws nothing of its own and does not own its
  /// children (a stack, a padding, a spacer) also describes and offers
  /// nothing of its own, so the passes go straight to its children without
  /// asking it (`Node.Kinds.hasOwnContent`; debug builds check).
  static var drawsItself: Bool { get }
  /// Whether primitives of this type draw, describe and offer their children
  /// themselves (a list draws its rows as rows); the host then does not
  /// descend into them.
  static var ownsChildren: Bool { get }
}

/// A primitive draws nothing and leaves its children to the host unless it says otherwise (containers, spacers).
extension PaintPrimitive {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {}
  static var drawsItself: Bool { false }
  static var ownsChildren: Bool { false }
}

// The primitives that draw something of their own (see `drawsItself`).
extension HostedContent { static var drawsItself: Bool { true } }
extension TextField { static var drawsItself: Bool { true } }
extension List { static var drawsItself: Bool { true } }
extension Divider { static var drawsItself: Bool { true } }
extension Text { static var drawsItself: Bool { true } }
extension LabeledContent { static var drawsItself: Bool { true } }
extension Button { static var drawsItself: Bool { true } }
extension ProgressView { static var drawsItself: Bool { true } }
extension NavigationStack { static var drawsItself: Bool { true } }
extension PresentationModifier { static var drawsItself: Bool { true } }
