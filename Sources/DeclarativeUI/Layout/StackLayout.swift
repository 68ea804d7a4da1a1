import TextSurface

/// Horizontal placement of children within a vertical stack.
public enum HorizontalAlignment: Sendable, Hashable {
  /// Against the leading (left) edge.
  case leading
  /// Centred.
  case center
  /// Against the trailing (right) edge.
  case trailing
}
/// Vertical placement of children within a horizontal stack.
public enum VerticalAlignment: Sendable, Hashable {
  /// Against the top.
  case top
  /// Centred.
  case center
  /// Against the bottom.
  case bottom
}

/// The one stacking algorithm behind `VStack` and `HStack`.
///
/// Children are measured in order, each offered what is left along the axis;
/// flexible children (`Spacer`, `List`, `ScrollView`) then share the remaining
/// length equally (earlier ones get the remainder), as the legacy stack view
/// does. Across the axis, each child keeps its own size and is aligned; lists
/// and scroll views span the whole cross axis whatever the alignment.
struct StackLayout {
  enum Axis { case vertical, horizontal }
  enum CrossAlignment { case leading, center, trailing }

  var axis: Axis
  var alignment: CrossAlignment
  var spacing: Int

  func sizeThatFits(_ proposal: Size, children: [Node]) -> Size {
    let (main, cross, _) = measure(proposal, children: children, placing: false)
    return axis == .vertical
      ? Size(width: min(cross, proposal.width), height: min(main, proposal.height))
      : Size(width: min(main, proposal.width), height: min(cross, proposal.height))
  }

  func place(_ children: [Node], in rect: Rect) {
    let (_, _, sizes) = measure(rect.size, children: children, placing: true)
    var offset = 0
    let crossAvailable = axis == .vertical ? rect.width : rect.height
    for (child, size) in zip(children, sizes) {
      let crossLength = axis == .vertical ? size.width : size.height
      let crossOffset: Int
      switch alignment {
      case .leading: crossOffset = 0
      case .center: crossOffset = Layout.centeredOffset(crossLength, in: crossAvailable)
      case .trailing: crossOffset = max(0, crossAvailable - crossLength)
      }
      if axis == .vertical {
        child.place(in: Rect(x: rect.minX + crossOffset, y: rect.minY + offset, width: size.width, height: size.height))
        offset += size.height + spacing
      } else {
        child.place(in: Rect(x: rect.minX + offset, y: rect.minY + crossOffset, width: size.width, height: size.height))
        offset += size.width + spacing
      }
    }
  }

  /// Total main length and largest cross length; when `placing`, also each
  /// child's size, the flexible children sharing what the others leave.
  /// Measuring alone keeps no sizes: a stack is measured at every layout
  /// that reaches it, and placed once.
  private func measure(_ proposal: Size, children: [Node], placing: Bool) -> (main: Int, cross: Int, sizes: [Size]) {
    let available = axis == .vertical ? proposal.height : proposal.width
    var sizes: [Size] = []
    if placing { sizes.reserveCapacity(children.count) }
    var used = 0
    var largestCross = 0
    var flexible: [Int] = []  // the flexible children
    for (index, child) in children.enumerated() {
      if index > 0 { used += spacing }
      let size: Size
      if let flexibility = child.layoutPrimitive?.value.flexibility {
        flexible.append(index)
        let minimum = flexibility.minLength
        let cross = flexibility.fillsCrossAxis ? (axis == .vertical ? proposal.width : proposal.height) : 0
        size = axis == .vertical ? Size(width: cross, height: minimum) : Size(width: minimum, height: cross)
      } else {
        let remaining = max(0, available - used)
        let offer =
          axis == .vertical
          ? Size(width: proposal.width, height: remaining) : Size(width: remaining, height: proposal.height)
        size = child.sizeThatFits(offer)
      }
      if placing { sizes.append(size) }
      used += axis == .vertical ? size.height : size.width
      largestCross = max(largestCross, axis == .vertical ? size.width : size.height)
    }
    if placing, !flexible.isEmpty, used < available {
      // Sharing adds length along the axis only: the cross length stays.
      let extra = available - used
      for (rank, index) in flexible.enumerated() {
        let share = extra / flexible.count + (rank < extra % flexible.count ? 1 : 0)
        if axis == .vertical { sizes[index].height += share } else { sizes[index].width += share }
      }
      used = available
    } else if !flexible.isEmpty, !placing {
      used = max(used, available)  // spacers make a stack take all the length it is offered
    }
    return (used, largestCross, sizes)
  }
}
