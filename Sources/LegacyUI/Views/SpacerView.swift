import ScreenLayer
import TextSurface

/// Empty, flexible room in a `StackView`: it takes at least `minLength` cells
/// along the stack's axis and shares what the fixed children leave over.
///
/// UIKit has no spacer class; its idiom is an empty `UIView` with a low
/// content-hugging priority, which is what this is. It draws nothing, is not
/// focusable and reports nothing to accessibility — the counterpart of
/// SwiftUI's `Spacer`, with the same arithmetic.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [Label(text: "Total"), SpacerView(), Label(text: "$8.50")])
/// row.axis = .horizontal
/// ```
open class SpacerView: View {
  /// The least room this spacer takes along the stack's axis.
  public var minLength: Int {
    didSet { if minLength != oldValue { setNeedsLayout() } }
  }

  /// A spacer of at least `minLength` cells.
  public init(minLength: Int = 0) {
    self.minLength = max(0, minLength)
    super.init()
  }

  open override var isFlexible: Bool { true }

  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(minLength, max(0, size.width)), height: min(minLength, max(0, size.height)))
  }
}
