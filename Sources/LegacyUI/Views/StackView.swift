import TextSurface

/// Lays out its arranged subviews in a row or a column, like `UIStackView`.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [greeting, count, button])
/// stack.axis = .vertical
/// stack.alignment = .center
/// ```
open class StackView: View {
  public enum Axis: Sendable { case vertical, horizontal }
  /// Placement across the axis.
  public enum Alignment: Sendable { case fill, leading, center, trailing }

  public var axis: Axis = .vertical {
    didSet { setNeedsLayout() }
  }
  public var spacing = 0 {
    didSet { setNeedsLayout() }
  }
  public var alignment: Alignment = .fill {
    didSet { setNeedsLayout() }
  }
  public private(set) var arrangedSubviews: [View] = []

  public init(arrangedSubviews: [View] = []) {
    super.init()
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  public func addArrangedSubview(_ view: View) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    view.removeFromSuperview()
  }

  private var visible: [View] { arrangedSubviews.filter { !$0.isHidden } }

  open override func sizeThatFits(_ size: Size) -> Size {
    var main = 0
    var cross = 0
    for (index, view) in visible.enumerated() {
      let fitted = view.sizeThatFits(size)
      main += (axis == .vertical ? fitted.height : fitted.width) + (index > 0 ? spacing : 0)
      cross = max(cross, axis == .vertical ? fitted.width : fitted.height)
    }
    return axis == .vertical
      ? Size(width: min(cross, size.width), height: min(main, size.height))
      : Size(width: min(main, size.width), height: min(cross, size.height))
  }

  open override func layoutSubviews() {
    var offset = 0
    for view in visible {
      let remaining =
        axis == .vertical
        ? Size(width: bounds.width, height: max(0, bounds.height - offset))
        : Size(width: max(0, bounds.width - offset), height: bounds.height)
      let fitted = view.sizeThatFits(remaining)
      let crossAvailable = axis == .vertical ? bounds.width : bounds.height
      let crossLength = alignment == .fill ? crossAvailable : (axis == .vertical ? fitted.width : fitted.height)
      let crossOffset: Int
      switch alignment {
      case .fill, .leading: crossOffset = 0
      case .center: crossOffset = Layout.centeredOffset(crossLength, in: crossAvailable)
      case .trailing: crossOffset = max(0, crossAvailable - crossLength)
      }
      if axis == .vertical {
        view.frame = Rect(x: crossOffset, y: offset, width: crossLength, height: fitted.height)
        offset += fitted.height + spacing
      } else {
        view.frame = Rect(x: offset, y: crossOffset, width: fitted.width, height: crossLength)
        offset += fitted.width + spacing
      }
    }
  }
}
