import ScreenLayer
import TextSurface

/// A viewport onto content taller than itself, like `UIScrollView`
/// (vertical scrolling only).
///
/// Add subviews with frames in content coordinates, as in UIKit; scrolling
/// moves the view's `bounds` origin to `contentOffset`, so subviews keep their
/// frames and are drawn shifted and clipped to the viewport. Content scrolled
/// out of view is still in the accessibility tree (with its off-screen frame)
/// and still focusable, so scenario steps find it by label; when focus moves to
/// an element outside the viewport, the scroll view scrolls just enough to
/// show it at the next commit, and a resize brings the focused element back into view.
///
/// In a `StackView` a scroll view is flexible and spans the stack's cross axis.
///
/// ```swift
/// let scrollView = ScrollView()
/// scrollView.addSubview(termsLabel)           // frame in content coordinates
/// termsLabel.frame = Rect(x: 0, y: 0, width: 40, height: 120)
/// scrollView.contentSize = Size(width: 40, height: 120)
/// ```
open class ScrollView: View {
  /// The size of the scrollable content; when zero (the default), the union
  /// of the subviews' frames.
  public var contentSize: Size = .zero {
    didSet { if contentSize != oldValue { setNeedsLayout() } }
  }

  /// The content point shown at the viewport's top left, like
  /// `contentOffset`; clamped to the content at each layout. Only `y` scrolls.
  public var contentOffset: Point {
    get { boundsOrigin }
    set {
      boundsOrigin = Point(x: 0, y: max(0, newValue.y))
      setNeedsLayout()  // to clamp against the content
    }
  }

  public override init() {
    super.init()
  }

  /// The content's size as used for scrolling.
  public var effectiveContentSize: Size {
    guard contentSize == .zero else { return contentSize }
    let union = subviews.filter { !$0.isHidden }.reduce(Rect.zero) { $0.union($1.frame) }
    return Size(width: max(0, union.maxX), height: max(0, union.maxY))
  }

  /// The largest offset that still fills the viewport.
  public var maximumContentOffset: Point {
    Point(x: 0, y: max(0, effectiveContentSize.height - frame.height))
  }

  /// Scrolls the least amount that makes `rect` (in content coordinates)
  /// visible, like `scrollRectToVisible(_:animated:)`.
  public func scrollRectToVisible(_ rect: Rect) {
    var y = contentOffset.y
    if rect.maxY > y + frame.height { y = rect.maxY - frame.height }
    if rect.minY < y { y = rect.minY }
    boundsOrigin = Point(x: 0, y: min(max(0, y), maximumContentOffset.y))
  }

  /// Wants all the space it is offered.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(0, size.width), height: max(0, size.height))
  }

  open override var isFlexible: Bool { true }

  open override func layoutSubviews() {
    let clamped = min(contentOffset.y, maximumContentOffset.y)
    if clamped != contentOffset.y { boundsOrigin = Point(x: 0, y: clamped) }
  }

  private var laidOutSize: Size?

  /// After a resize, once the content is laid out, the focused element is brought back into view,
  /// scrolling minimally — as a resized table keeps its focused row, and as the declarative scroll
  /// view (which follows focus at every layout) does. Other layouts leave a scroll from code alone.
  override func layoutTree() {
    super.layoutTree()
    let resized = frame.size != laidOutSize
    laidOutSize = frame.size
    guard resized, !isHidden, let focused = focusedDescendant(of: self) else { return }
    descendantDidGainFocus(focused)
  }

  private func focusedDescendant(of view: View) -> View? {
    for subview in view.subviews where !subview.isHidden {
      if subview.isFocused { return subview }
      if let focused = focusedDescendant(of: subview) { return focused }
    }
    return nil
  }

  /// Focus moved into the content: scroll just enough to show it, right away,
  /// so the frame drawn in the same commit already shows it (scrolling from
  /// code is left alone). A scroll asks for layout: the scene settles focus
  /// again at the commit, so the elements it knows are where they are drawn.
  override func descendantDidGainFocus(_ owner: View) {
    let screen = owner.absoluteFrame
    let origin = absoluteFrame
    // The element's rect in content coordinates.
    let rect = screen.offsetBy(dx: contentOffset.x - origin.minX, dy: contentOffset.y - origin.minY)
    let before = boundsOrigin
    scrollRectToVisible(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(rect.height, frame.height)))
    if boundsOrigin != before { setNeedsLayout() }
  }
}
