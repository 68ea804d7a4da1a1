import TextSurface

/// Where content sits inside a larger frame, like SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
  /// Where content sits across the width.
  public var horizontal: HorizontalAlignment
  /// Where content sits across the height.
  public var vertical: VerticalAlignment

  /// An alignment from its horizontal and vertical parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// At the top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// At the top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// At the bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// At the bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A length for `frame(maxWidth:maxHeight:)`: a number of cells, or `.infinity` (all that is offered).
public enum FrameLength: Sendable, Hashable, ExpressibleByIntegerLiteral {
  /// At most this many cells.
  case cells(Int)
  /// All the length offered.
  case infinity

  /// A number of cells: `.frame(maxWidth: 20)`.
  public init(integerLiteral value: Int) {
    self = .cells(value)
  }
}

/// A view in a frame of its own size, made by `.frame` (SwiftUI's `.frame(width:height:alignment:)`).
public struct FrameView<Content: View>: View, PrimitiveView, StoredChildren, LayoutPrimitive {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content
  let width: Int?
  let height: Int?
  let maxWidth: FrameLength?
  let maxHeight: FrameLength?
  let alignment: Alignment

  func children() -> ChildViews { .positional([content]) }

  private static func length(_ fixed: Int?, max maximum: FrameLength?, content: Int, offered: Int) -> Int {
    if let fixed { return fixed }
    switch maximum {
    case .infinity: return offered
    case .cells(let cells): return min(content, cells)
    case nil: return content
    }
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size {
    let inner = Size(width: width ?? proposal.width, height: height ?? proposal.height)
    let content = node.contentSize(inner)
    return Size(
      width: min(Self.length(width, max: maxWidth, content: content.width, offered: proposal.width), proposal.width),
      height: min(
        Self.length(height, max: maxHeight, content: content.height, offered: proposal.height), proposal.height))
  }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    let size = node.contentSize(rect.size)
    let x: Int
    switch alignment.horizontal {
    case .leading: x = rect.minX
    case .center: x = rect.minX + Layout.centeredOffset(size.width, in: rect.width)
    case .trailing: x = rect.maxX - size.width
    }
    let y: Int
    switch alignment.vertical {
    case .top: y = rect.minY
    case .center: y = rect.minY + Layout.centeredOffset(size.height, in: rect.height)
    case .bottom: y = rect.maxY - size.height
    }
    node.placeContent(in: Rect(x: x, y: y, width: size.width, height: size.height))
  }
}

extension View {
  /// Gives the view a fixed width and/or height in cells, aligning it inside,
  /// like SwiftUI's `.frame(width:height:alignment:)`.
  ///
  /// ```swift
  /// Text("Total").frame(width: 20, alignment: .leading)
  /// ```
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> FrameView<Self> {
    FrameView(content: self, width: width, height: height, maxWidth: nil, maxHeight: nil, alignment: alignment)
  }

  /// Lets the view grow up to a maximum, like SwiftUI's `.frame(maxWidth:maxHeight:alignment:)`:
  /// `.infinity` takes all that is offered.
  ///
  /// ```swift
  /// Button("Sign in") {}.frame(maxWidth: .infinity, alignment: .trailing)
  /// ```
  public func frame(
    maxWidth: FrameLength? = nil, maxHeight: FrameLength? = nil, alignment: Alignment = .center
  ) -> FrameView<Self> {
    FrameView(content: self, width: nil, height: nil, maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment)
  }
}
