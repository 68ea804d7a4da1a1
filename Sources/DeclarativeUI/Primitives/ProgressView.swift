import TextSurface

/// An indeterminate activity indicator, like SwiftUI's `ProgressView()`.
///
/// It draws `ActivityIndicatorAppearance`'s glyph for the host's clock at the
/// moment it is drawn (`ViewHost.clock`, the window's clock when hosted), so the
/// legacy `ActivityIndicatorView` shows the same glyph at the same instant.
/// There are no timers: at each commit the host reports `needsAnimationFrame`
/// when the glyph would change, and only this view's cells differ.
///
/// ```swift
/// if viewModel.isLoading { ProgressView("Loading offers…") }
/// ```
public struct ProgressView: View, PrimitiveView, LeafView, LayoutPrimitive, Equatable, Animated {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let label: String?

  /// A spinner alone.
  public init() {
    label = nil
  }

  /// A spinner followed by a label.
  public init(_ label: String) {
    self.label = label
  }

  final class Drawn {
    var glyph: String?
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    ActivityIndicatorAppearance.size(label: label, proposal: proposal)
  }

  func needsRedraw(_ node: Node) -> Bool {
    let glyph = ActivityIndicatorAppearance.glyph(elapsed: node.context.clock())
    return (node.primitiveStorage as? Drawn)?.glyph != glyph
  }

  func accessibility(_ node: Node, isFocused: Bool) -> AccessibilityNode? {
    AccessibilityNode(role: .progressIndicator, label: label ?? "In progress", frame: node.frame)
  }
}

/// A primitive whose drawing follows the clock.
protocol Animated {
  /// Whether drawing now would differ from the last drawing.
  func needsRedraw(_ node: Node) -> Bool
}
