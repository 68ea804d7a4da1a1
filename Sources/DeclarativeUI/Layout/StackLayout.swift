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
    let (main, cross, _) = measure(proposal, children: children, expandSpacers: false)
    return axis == .vertical
      ? Size(width: min(cross, proposal.width), height: min(main, proposal.height))
      : Size(width: min(main, proposal.width), height: min(cross, proposal.height))
  }

  func place(_ children: [Node], in rect: Rect) {
    let (_, _, sizes) = measure(rect.size, children: children, expandSpacers: true)
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

  /// Total main length, largest cross length, and each child's size.
  private func measure(_ proposal: Size, children: [Node], expandSpacers: Bool) -> (Int, Int, [Size]) {
    let available = axis == .vertical ? proposal.height : proposal.width
    var sizes: [Size] = []
    sizes.reserveCapacity(children.count)
    var used = 0
    var spacers: [Int] = []  // the flexible children
    for (index, child) in children.enumerated() {
      if index > 0 { used += spacing }
      if let flexibility = child.layoutPrimitive?.value.flexibility {
        spacers.append(index)
        let minimum = flexibility.minLength
        let cross = flexibility.fillsCrossAxis ? (axis == .vertical ? proposal.width : proposal.height) : 0
        sizes.append(
          axis == .vertical ? Size(width: cross, height: minimum) : Size(width: minimum, height: cross))
        used += minimum
        continue
      }
      let remaining = max(0, available - used)
      let offer =
        axis == .vertical
        ? Size(width: proposal.width, height: remaining) : Size(width: remaining, height: proposal.height)
      let size = child.sizeThatFits(offer)
      sizes.append(size)
      used += axis == .vertical ? size.height : size.width
    }
    if expandSpacers, !spacers.isEmpty, used < available {
      let extra = available - used
      for (rank, index) in spacers.enumerated() {
        let share = extra / spacers.count + (rank < extra % spacers.count ? 1 : 0)
        if axis == .vertical { sizes[index].height += share } else { sizes[index].width += share }
      }
      used = available
    } else if !spacers.isEmpty, !expandSpacers {
      used = max(used, available)  // spacers make a stack take all the length it is offered
    }
    let cross = sizes.reduce(0) { max($0, axis == .vertical ? $1.width : $1.height) }
    return (used, cross, sizes)
  }
}
