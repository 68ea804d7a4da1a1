import TextSurface

/// A primitive draws nothing unless it says otherwise (containers, spacers).
extension LayoutPrimitive {
  func draw(_ node: Node, in canvas: inout Canvas, clip: Rect, isFocused: Bool) {}
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
