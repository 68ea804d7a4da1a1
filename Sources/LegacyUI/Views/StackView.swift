import ScreenLayer
import TextSurface

/// Lays out its arranged subviews in a row or a column, like `UIStackView`.
///
/// Hidden arranged subviews take no room, as in UIKit. Along the axis, fixed
/// children (labels, buttons, fields) are measured in order, each offered what
/// is left; flexible children (`isFlexible`: `TableView`, `ScrollView`,
/// `SpacerView` — UIKit's low content-hugging priority) then share what
/// remains equally, earlier ones taking the remainder. This is the same
/// arithmetic as the declarative `VStack`/`HStack`, so both fronts place
/// things in the same cells.
///
/// Across the axis, `alignment` places each child; a flexible child other than
/// a spacer (a table or scroll view) always spans the full cross length.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [greeting, count, button])
/// stack.axis = .vertical
/// stack.spacing = 1
/// stack.alignment = .center
/// ```
open class StackView: View {
  /// The direction children follow, like `NSLayoutConstraint.Axis`.
  public enum Axis: Sendable { case vertical, horizontal }
  /// Placement across the axis, like `UIStackView.Alignment` (`.leading` is the top of a row).
  public enum Alignment: Sendable { case fill, leading, center, trailing }

  /// The direction children follow; vertical by default.
  public var axis: Axis = .vertical {
    didSet { setNeedsLayout() }
  }
  /// Empty cells between adjacent visible children.
  public var spacing = 0 {
    didSet { setNeedsLayout() }
  }
  /// Placement across the axis; `.fill` by default, as in UIKit.
  public var alignment: Alignment = .fill {
    didSet { setNeedsLayout() }
  }
  /// The views the stack lays out, in order; they are also its subviews.
  public private(set) var arrangedSubviews: [View] = []

  /// A stack of `arrangedSubviews`.
  public init(arrangedSubviews: [View] = []) {
    super.init()
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged subviews (and adds it as a subview).
  public func addArrangedSubview(_ view: View) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// Inserts `view` at `index` of the arranged subviews, like `insertArrangedSubview(_:at:)`.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    addSubview(view)
  }

  /// Removes `view` from the stack and from the hierarchy.
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    view.removeFromSuperview()
  }

  private var visible: [View] { arrangedSubviews.filter { !$0.isHidden } }

  open override func sizeThatFits(_ size: Size) -> Size {
    let (main, cross, _) = measure(visible, in: size, expandingFlexible: false)
    return axis == .vertical
      ? Size(width: min(cross, max(0, size.width)), height: min(main, max(0, size.height)))
      : Size(width: min(main, max(0, size.width)), height: min(cross, max(0, size.height)))
  }

  open override func layoutSubviews() {
    let views = visible
    let (_, _, sizes) = measure(views, in: bounds.size, expandingFlexible: true)
    let crossAvailable = axis == .vertical ? bounds.width : bounds.height
    var offset = 0
    for (view, size) in zip(views, sizes) {
      let fillsCross = alignment == .fill || (view.isFlexible && !(view is SpacerView))
      let crossLength = fillsCross ? crossAvailable : (axis == .vertical ? size.width : size.height)
      let crossOffset: Int
      switch alignment {
      case .fill, .leading: crossOffset = 0
      case .center: crossOffset = Layout.centeredOffset(crossLength, in: crossAvailable)
      case .trailing: crossOffset = max(0, crossAvailable - crossLength)
      }
      if axis == .vertical {
        view.frame = Rect(x: crossOffset, y: offset, width: crossLength, height: size.height)
        offset += size.height + spacing
      } else {
        view.frame = Rect(x: offset, y: crossOffset, width: size.width, height: crossLength)
        offset += size.width + spacing
      }
    }
  }

  /// The total length along the axis, the largest cross length, and each
  /// child's size. Flexible children start at their minimum (a spacer's
  /// `minLength`, 0 otherwise) and, when `expandingFlexible`, share what is
  /// left; when only measuring, their presence makes the stack want all the
  /// length it is offered.
  private func measure(_ views: [View], in proposal: Size, expandingFlexible: Bool) -> (Int, Int, [Size]) {
    let available = max(0, axis == .vertical ? proposal.height : proposal.width)
    let crossProposal = max(0, axis == .vertical ? proposal.width : proposal.height)
    var sizes: [Size] = []
    var used = 0
    var flexible: [Int] = []
    for (index, view) in views.enumerated() {
      if index > 0 { used += spacing }
      if view.isFlexible {
        flexible.append(index)
        let minimum = (view as? SpacerView)?.minLength ?? 0
        // A table or scroll view wants the whole cross length; a spacer none.
        let cross = view is SpacerView ? 0 : crossProposal
        sizes.append(axis == .vertical ? Size(width: cross, height: minimum) : Size(width: minimum, height: cross))
        used += minimum
        continue
      }
      let remaining = max(0, available - used)
      let offer =
        axis == .vertical
        ? Size(width: crossProposal, height: remaining) : Size(width: remaining, height: crossProposal)
      let size = view.sizeThatFits(offer)
      sizes.append(size)
      used += axis == .vertical ? size.height : size.width
    }
    if expandingFlexible, !flexible.isEmpty, used < available {
      let extra = available - used
      for (rank, index) in flexible.enumerated() {
        let share = extra / flexible.count + (rank < extra % flexible.count ? 1 : 0)
        if axis == .vertical { sizes[index].height += share } else { sizes[index].width += share }
      }
      used = available
    } else if !flexible.isEmpty, !expandingFlexible {
      used = max(used, available)
    }
    let cross = sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
    return (used, cross, sizes)
  }
}
